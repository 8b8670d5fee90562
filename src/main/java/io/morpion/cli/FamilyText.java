package io.morpion.cli;

import io.morpion.api.ServerViews;

/** What a record's family says in a line of text, as the record page says it. */
final class FamilyText {

    private FamilyText() {}

    /**
     * "same dots as Christopher D. Rosin 178 (record 15), other lines; 20 games place these dots", with ": a new
     * figure" after "other lines" for a game just stored ({@code fresh}), or "a new dot set: no other game here
     * places these dots"; null when the server gave no family. A game already here is never called new.
     */
    static String of(ServerViews.Record record, boolean fresh) {
        ServerViews.Family family = record.family();
        if (family == null) {
            return null;
        }
        if (family.sameDotsAsId() == null) {
            return fresh
                    ? "a new dot set: no other game here places these dots"
                    : "no other game here places these dots";
        }
        return "same dots as " + family.sameDotsAs() + " (record " + family.sameDotsAsId() + "), other lines"
                + (fresh ? ": a new figure; " : "; ") + family.games() + " games place these dots";
    }
}
