package io.morpion.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

/**
 * How each variant's record grew before any program of ours: Millington's 149 in 1972 to Rosin's
 * 178 in 2011 on 5T, as the community's record table has it (progression.json beside this class).
 */
public final class RecordProgression {

    /**
     * One record in its time.
     *
     * @param latest  true when the date is only the latest the record could have been set (5D's first)
     * @param optimal true when the score was later proven optimal
     */
    public record Step(int score, String by, String country, YearMonth date, boolean latest, boolean optimal) {}

    private record Table(String source, List<List<Step>> byVariant) {}

    private static final Table TABLE = load();

    private RecordProgression() {}

    /** The variant's records, oldest first. */
    public static List<Step> of(Variant variant) {
        return TABLE.byVariant().get(variant.ordinal());
    }

    /** Where the table comes from, in words. */
    public static String source() {
        return TABLE.source();
    }

    private static Table load() {
        try (InputStream in = RecordProgression.class.getResourceAsStream("progression.json")) {
            if (in == null) {
                throw new IllegalStateException("progression.json is missing from the application");
            }
            JsonNode root = new ObjectMapper().readTree(in);
            List<List<Step>> all = new ArrayList<>();
            for (Variant variant : Variant.values()) {
                List<Step> steps = new ArrayList<>();
                for (JsonNode s : root.path("variants").path(variant.code())) {
                    steps.add(new Step(
                            s.path("score").asInt(),
                            s.path("by").asText(),
                            s.path("country").asText(),
                            YearMonth.parse(s.path("date").asText()),
                            s.path("dateIsLatest").asBoolean(),
                            s.path("optimal").asBoolean()));
                }
                all.add(List.copyOf(steps));
            }
            return new Table(root.path("source").asText(), List.copyOf(all));
        } catch (IOException e) {
            throw new UncheckedIOException("progression.json cannot be read", e);
        }
    }
}
