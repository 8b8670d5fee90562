package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;

/** What a record's family says in a line of text, as the record page says it. */
final class FamilyText {

    private FamilyText() {}

    /**
     * "same dots as Christopher D. Rosin 178 (record 15), other lines: a new figure; 20 games place
     * these dots", or "a new dot set: no other game here places these dots"; null when the server
     * gave no family.
     */
    static String of(JsonNode record) {
        JsonNode family = record.path("family");
        if (family.isMissingNode() || family.isNull()) {
            return null;
        }
        if (!family.hasNonNull("sameDotsAsId")) {
            return "a new dot set: no other game here places these dots";
        }
        return "same dots as " + family.path("sameDotsAs").asText() + " (record "
                + family.path("sameDotsAsId").asText() + "), other lines: a new figure; "
                + family.path("games").asInt() + " games place these dots";
    }
}
