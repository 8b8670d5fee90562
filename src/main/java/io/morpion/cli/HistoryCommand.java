package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.morpion.msr.Variant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "history",
        mixinStandardHelpOptions = true,
        description = "Shows how the best score of each variant and algorithm category grew over time, across all "
                + "the server's runs: one line per category, then each step up with --steps.",
        footer = {"", "Examples:", "  morpion history", "  morpion history --variant 5T --category nrpa --steps"})
class HistoryCommand extends CliCommand {

    private static final String BARS = "▁▂▃▄▅▆▇█";

    @Mixin
    ServerClient server;

    @Option(names = "--variant", paramLabel = "V")
    Variant variant;

    @Option(
            names = "--category",
            paramLabel = "C",
            description = "the algorithm that found the records, with -warm for warm starts: nrpa, nrpa-warm, "
                    + "perturbation, perturbation-warm, beam, annealing, sampling, exact")
    String category;

    @Option(names = "--steps", description = "list every step up: score, when, run and record")
    boolean steps;

    @Override
    public Integer call() {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("variant", variant == null ? null : variant.code());
        query.put("category", category);
        JsonNode series = ServerClient.ok(server.get("/api/history", query)).json();
        if (series.isEmpty()) {
            out().println("no run has found a game yet"
                    + (variant != null || category != null ? " for that filter" : ""));
            return 0;
        }
        out().printf("%-3s %-10s %5s %6s  %s%n", "var", "category", "best", "steps", "growth");
        for (JsonNode s : series) {
            JsonNode points = s.get("points");
            out().printf(
                            Locale.ROOT,
                            "%-3s %-10s %5d %6d  %s  since %s%n",
                            s.get("variant").asText(),
                            s.get("category").asText(),
                            s.get("best").asInt(),
                            points.size(),
                            sparkline(points),
                            day(points.get(0).get("at").asText()));
            if (steps) {
                for (JsonNode p : points) {
                    out().printf(
                                    "      %5d  %s  run %d%s%n",
                                    p.get("score").asInt(),
                                    day(p.get("at").asText()),
                                    p.get("runId").asLong(),
                                    p.hasNonNull("recordId")
                                            ? "  record " + p.get("recordId").asLong()
                                            : "");
                }
            }
        }
        return 0;
    }

    /** The scores of the steps, scaled between the first and the best. */
    static String sparkline(JsonNode points) {
        int first = points.get(0).get("score").asInt();
        int last = points.get(points.size() - 1).get("score").asInt();
        StringBuilder line = new StringBuilder();
        int shown = Math.min(points.size(), 40);
        for (int i = 0; i < shown; i++) {
            int score = points.get(points.size() - shown + i).get("score").asInt();
            int level = last == first ? BARS.length() - 1 : (score - first) * (BARS.length() - 1) / (last - first);
            line.append(BARS.charAt(level));
        }
        return line.toString();
    }

    private static String day(String timestamp) {
        return timestamp.length() >= 16 ? timestamp.substring(0, 16).replace('T', ' ') : timestamp;
    }
}
