package io.morpion.service;

/** Games the API description shows as request bodies: real, legal ones, so that "Try it out" works as it is. */
final class ApiExamples {

    /** The first two moves of Rosin's 178 (5T), as MSR JSON: a legal opening. */
    static final String OPENING_JSON = "{\"version\": \"0.1\", \"variant\": \"5T\", \"moves\": ["
            + "{\"x\": 3, \"y\": -1, \"dir\": \"V\", \"pos\": 0}, {\"x\": 4, \"y\": 3, \"dir\": \"H\", \"pos\": 4}]}";

    /** Hyyrö and Poranen's 35 (4D, the proven optimum), compact: in the corpus, so a submission finds it there. */
    static final String FOUR_D_COMPACT =
            "MS1:jVPLasMwEPyXPUtFWvkVn3PoqfTUSwhFbnUwJHaQXdMS8u8VtlSQlY17FDPemZ1ZX2Eydmj7DmoQ"
                    + "TxIYTNq2uhvdO9u75_DRWwO1yhnoSbcn3ZzM-7mfzAC1YDAae247fYJ6tF-GQdP031AfuGIc2Y5VRwaefLiCQ0oGP1BnDD"
                    + "5b6yT2L07i0jtY3dhMqG"
                    + "LC8xrHGS8D_rbG5YxXfwKvgSAiQpEIBDybcZUIBFwRBtHjIjaYGihmgiQFlohEOiCsmMeEJKLFQU5GtGyAyfcyMpjTHS0E"
                    + "LmmLSIQYcL5qIU0pW2kQ"
                    + "MeHWJT0wufvfBCSrrogtMSqq2DqFknbgc7rzv4hIgyO9JsdVn4kNrrZU_IyMvBlvFDdHIPnjcepoZHTXDwr1JsQ9E8fbLw";

    private ApiExamples() {}
}
