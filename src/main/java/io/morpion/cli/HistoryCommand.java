package io.morpion.cli;

import io.morpion.api.ServerViews;
import io.morpion.msr.Variant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(
        name = "history",
        mixinStandardHelpOptions = true,
        description = "Shows how the best score of each variant and algorithm category grew over time, across all "
                + "the server's runs: one line per category, then each step up with --steps.",
        footer = {"", "Examples:", "  morpion history", "  morpion history --variant 5T --category nrpa --steps"})
class HistoryCommand extends ServerCommand {

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
        List<ServerViews.Series> series =
                List.of(ServerClient.ok(server.get("/api/history", query)).as(ServerViews.Series[].class));
        if (series.isEmpty()) {
            out().println("no run has found a game yet"
                    + (variant != null || category != null ? " for that filter" : ""));
            return 0;
        }
        out().printf("%-3s %-10s %5s %6s  %s%n", "var", "category", "best", "steps", "growth");
        for (ServerViews.Series s : series) {
            List<ServerViews.Step> points = s.points();
            out().printf(
                            Locale.ROOT,
                            "%-3s %-10s %5d %6d  %s  since %s%n",
                            s.variant(),
                            s.category(),
                            s.best(),
                            points.size(),
                            sparkline(points),
                            day(points.get(0).at()));
            if (steps) {
                for (ServerViews.Step p : points) {
                    out().printf(
                                    "      %5d  %s  run %d%s%n",
                                    p.score(),
                                    day(p.at()),
                                    p.runId(),
                                    p.recordId() != null ? "  record " + p.recordId() : "");
                }
            }
        }
        return 0;
    }

    /** The scores of the steps, scaled between the first and the best. */
    static String sparkline(List<ServerViews.Step> points) {
        int first = points.get(0).score();
        int last = points.get(points.size() - 1).score();
        StringBuilder line = new StringBuilder();
        int shown = Math.min(points.size(), 40);
        for (int i = 0; i < shown; i++) {
            int score = points.get(points.size() - shown + i).score();
            line.append(Bars.of(score, first, last));
        }
        return line.toString();
    }

    private static String day(String timestamp) {
        return timestamp.length() >= 16 ? timestamp.substring(0, 16).replace('T', ' ') : timestamp;
    }
}
