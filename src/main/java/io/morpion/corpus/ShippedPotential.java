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

    private static final ObjectMapper JSON = new ObjectMapper()
            .findAndRegisterModules()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    /** The curve as one line of records/potentials.jsonl, without its line end. */
    public String toJsonLine() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the curve of " + game + ": " + e.getMessage(), e);
        }
    }

    /** The game the curve is about, read from the packaged corpus. */
    public MsrRecord record() {
        return new MsrReader().decode(PackagedCorpus.text("records/" + game));
    }

    /** Every shipped curve, in the file's order. */
    public static List<ShippedPotential> all() {
        List<ShippedPotential> curves = new ArrayList<>();
        String[] lines = PackagedCorpus.text(RESOURCE).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                curves.add(JSON.readValue(lines[i], ShippedPotential.class));
            } catch (IOException e) {
                throw new IllegalStateException(
                        "line " + (i + 1) + " of the packaged " + RESOURCE + " cannot be read: " + e.getMessage());
            }
        }
        return List.copyOf(curves);
    }
}
