package io.morpion.cli;

/** What a record's family says in a line of text, as the record page says it. */
final class FamilyText {

    private FamilyText() {}

    /**
     * "same dots as Christopher D. Rosin 178 (record 15), other lines: a new figure; 20 games place
     * these dots", or "a new dot set: no other game here places these dots"; null when the server
     * gave no family.
     */
    static String of(Views.Record record) {
        Views.Family family = record.family();
        if (family == null) {
            return null;
        }
        if (family.sameDotsAsId() == null) {
            return "a new dot set: no other game here places these dots";
        }
        return "same dots as " + family.sameDotsAs() + " (record " + family.sameDotsAsId()
                + "), other lines: a new figure; " + family.games() + " games place these dots";
    }
}
