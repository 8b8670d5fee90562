package io.morpion.corpus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.morpion.msr.MsrReader;
import io.morpion.msr.MsrRecord;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
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

    private static final ObjectMapper JSON = new ObjectMapper()
            .findAndRegisterModules()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    /** The proof as one line of records/local-proofs.jsonl, without its line end. */
    public String toJsonLine() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the local proof of " + game + ": " + e.getMessage(), e);
        }
    }

    /** The game the proof is about, read from the packaged corpus. */
    public MsrRecord record() {
        return new MsrReader().decode(PackagedCorpus.text("records/" + game));
    }

    /** Every shipped local proof, in the file's order. */
    public static List<ShippedLocalProof> all() {
        List<ShippedLocalProof> proofs = new ArrayList<>();
        String[] lines = PackagedCorpus.text(RESOURCE).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                proofs.add(JSON.readValue(lines[i], ShippedLocalProof.class));
            } catch (IOException e) {
                throw new IllegalStateException(
                        "line " + (i + 1) + " of the packaged " + RESOURCE + " cannot be read: " + e.getMessage());
            }
        }
        return List.copyOf(proofs);
    }
}
