package io.morpion.corpus;

import io.morpion.msr.MsrRecord;
import java.time.LocalDate;
import java.util.List;

/**
 * A local proof the project measured on a corpus game and ships with the corpus, one JSON object a line of
 * records/local-proofs.jsonl, so that every server states it on the game's page without spending the hour it
 * took: a sweep of the game ({@code kind} and {@code size} as the local proofs' API spells them), each
 * neighbourhood's verdict in the sweep's own order, when it was measured and how.
 *
 * @param game         the game's file under records/, such as {@code 5T/rosin178.json}
 * @param limitSeconds the most one neighbourhood was searched
 * @param how          the command and the machine, in a phrase
 */
public record ShippedLocalProof(
        String game, String kind, int size, int limitSeconds, LocalDate measuredOn, String how, List<Result> results) {

    /** One neighbourhood's verdict: proven, longer or unknown, the positions searched and the seconds it took. */
    public record Result(String outcome, long positions, double seconds) {}

    /** Where the shipped local proofs lie on the class path. */
    public static final String RESOURCE = "records/local-proofs.jsonl";

    /** The proof as one line of records/local-proofs.jsonl, without its line end. */
    public String toJsonLine() {
        return ShippedLines.line(this, "the local proof of " + game);
    }

    /** The game the proof is about, read from the packaged corpus. */
    public MsrRecord record() {
        return ShippedLines.game(game);
    }

    /** Every shipped local proof, in the file's order. */
    public static List<ShippedLocalProof> all() {
        return ShippedLines.all(RESOURCE, ShippedLocalProof.class);
    }
}
