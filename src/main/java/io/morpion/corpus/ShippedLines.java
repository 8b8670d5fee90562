package io.morpion.corpus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.morpion.msr.MsrReader;
import io.morpion.msr.MsrRecord;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What the corpus ships about its games as JSON lines (records/local-proofs.jsonl, records/potentials.jsonl):
 * one object a line, each naming its game's file under records/.
 */
final class ShippedLines {

    private static final ObjectMapper JSON = new ObjectMapper()
            .findAndRegisterModules()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    private ShippedLines() {}

    /** The value as one line of its file, without its line end; {@code what} names it in an error. */
    static String line(Object value, String what) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + what + ": " + e.getMessage(), e);
        }
    }

    /** Every line of the packaged resource as a value of the type, in the file's order. */
    static <T> List<T> all(String resource, Class<T> type) {
        List<T> values = new ArrayList<>();
        String[] lines = PackagedCorpus.text(resource).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                values.add(JSON.readValue(lines[i], type));
            } catch (IOException e) {
                throw new IllegalStateException(
                        "line " + (i + 1) + " of the packaged " + resource + " cannot be read: " + e.getMessage());
            }
        }
        return List.copyOf(values);
    }

    /** A game of the packaged corpus, by its file under records/. */
    static MsrRecord game(String file) {
        return new MsrReader().decode(PackagedCorpus.text("records/" + file));
    }
}
