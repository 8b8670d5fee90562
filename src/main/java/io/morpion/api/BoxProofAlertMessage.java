package io.morpion.api;

/**
 * What a token's webhook is sent when a box proof it started finds a game that ties or beats its variant's world
 * record or proven optimum, in version {@value #VERSION} of its shape. Its {@code event} tells it from a run's
 * {@link AlertMessage}; the fields they share mean the same. A later version adds fields and never changes one.
 *
 * @param boxProof  the proof that found the game
 * @param box       the proof's box: top,right,bottom,left
 * @param atLeast   the proof's question: a game of at least this many moves in the box
 * @param kind      "world record" or "proven optimum"
 * @param known     the record or optimum the score was measured against
 * @param standing  the score beside it, in words
 * @param page      the address of the proof's page
 * @param record    the record the game is filed as
 * @param knownGame true when the server held the game already (the record is older than the proof)
 */
public record BoxProofAlertMessage(
        int version,
        String event,
        long boxProof,
        String variant,
        String box,
        int atLeast,
        int score,
        int known,
        String kind,
        boolean beats,
        String standing,
        String page,
        long record,
        boolean knownGame,
        String msr) {

    /** The shape's version: 1 for the fields above. */
    public static final int VERSION = 1;

    /** The {@code event} of this message. */
    public static final String EVENT = "box-proof-alert";
}
