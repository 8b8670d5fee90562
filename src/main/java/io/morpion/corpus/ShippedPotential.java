package io.morpion.corpus;

import io.morpion.msr.MsrRecord;
import java.time.LocalDate;
import java.util.List;

/**
 * A potential curve the project computed for a corpus game and ships with the corpus, one JSON object a line of
 * records/potentials.jsonl, so that every visitor of the game's page sees it without asking a server to spend
 * minutes on it.
 *
 * @param game          the game's file under records/, such as {@code 5T/rosin178.json}
 * @param perPositionMs how long each position the facts did not settle was looked at
 * @param how           the command and the machine, in a phrase
 * @param points        one {@code [best, proven]} a position, from the empty cross to the game's end; proven is 0 or 1
 */
public record ShippedPotential(String game, int perPositionMs, LocalDate measuredOn, String how, List<int[]> points) {

    /** Where the shipped curves lie on the class path. */
    public static final String RESOURCE = "records/potentials.jsonl";

    /** The curve as one line of records/potentials.jsonl, without its line end. */
    public String toJsonLine() {
        return ShippedLines.line(this, "the curve of " + game);
    }

    /** The game the curve is about, read from the packaged corpus. */
    public MsrRecord record() {
        return ShippedLines.game(game);
    }

    /** Every shipped curve, in the file's order. */
    public static List<ShippedPotential> all() {
        return ShippedLines.all(RESOURCE, ShippedPotential.class);
    }
}
