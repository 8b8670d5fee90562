package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.morpion.search.termination.Durations;
import java.io.PrintWriter;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A run as people read it: one fact a line, numbers with separators, times as clock times, parameters as NAME=VALUE.
 */
final class RunText {

    private RunText() {}

    static void print(PrintWriter out, JsonNode r) {
        String status = r.path("status").asText().toLowerCase(Locale.ROOT)
                + (r.hasNonNull("requested")
                        ? " (" + r.get("requested").asText().toLowerCase(Locale.ROOT) + " asked)"
                        : "")
                + (r.hasNonNull("queuePosition")
                        ? ", place " + r.get("queuePosition").asInt() + " in the queue"
                        : "");
        out.printf(
                "run %s: %s %s, %s%n",
                r.path("id").asText(),
                r.path("variant").asText(),
                r.path("algorithm").asText(),
                status);
        line(
                out,
                "best",
                r.hasNonNull("standing")
                        ? r.get("standing").asText()
                        : r.path("bestScore").asText());
        if (r.hasNonNull("provenOptimal")) {
            line(
                    out,
                    "verdict",
                    r.get("provenOptimal").asBoolean()
                            ? "proven optimal: the whole tree was searched"
                            : "not proven optimal");
        }
        line(out, "category", r.path("category").asText());
        line(out, "parameters", parameters(r.path("params")));
        line(out, "seed", r.path("seed").asText());
        line(out, "threads", r.path("threads").asText());
        line(out, "budget", budget(r.path("budget")));
        line(out, "progress", RunsCommand.progress(r));
        line(
                out,
                "nodes",
                String.format(
                        Locale.ROOT,
                        "%,d (%,.0f a second)",
                        r.path("nodes").asLong(),
                        r.path("nodesPerSecond").asDouble()));
        line(out, "elapsed", Durations.format(r.path("elapsedSeconds").asDouble()));
        line(
                out,
                "checkpoints",
                String.format(
                        Locale.ROOT,
                        "%,d, the last at %,d nodes; resumed %,d times",
                        r.path("checkpoints").asInt(),
                        r.path("checkpointNodes").asLong(),
                        r.path("resumes").asInt()));
        if (r.hasNonNull("node")) {
            line(out, "node", r.get("node").asText());
        }
        if (r.hasNonNull("campaignId")) {
            line(out, "campaign", "a worker of campaign " + r.get("campaignId").asText());
        }
        if (r.hasNonNull("warmRecordId")) {
            line(out, "warm start", "from record " + r.get("warmRecordId").asText());
        }
        for (String[] time :
                new String[][] {{"createdAt", "queued"}, {"startedAt", "started"}, {"finishedAt", "ended"}}) {
            if (r.hasNonNull(time[0])) {
                line(out, time[1], when(r.get(time[0]).asText()));
            }
        }
        if (r.hasNonNull("submittedBy")) {
            line(out, "by", r.get("submittedBy").asText());
        }
        if (r.hasNonNull("error")) {
            line(out, "error", r.get("error").asText());
        }
    }

    private static void line(PrintWriter out, String name, String value) {
        out.printf("  %-12s %s%n", name, value);
    }

    static String parameters(JsonNode params) {
        List<String> pairs = new ArrayList<>();
        params.fields()
                .forEachRemaining(p -> pairs.add(p.getKey() + "=" + p.getValue().asText()));
        return pairs.isEmpty() ? "the defaults" : String.join(" ", pairs);
    }

    static String budget(JsonNode budget) {
        List<String> parts = new ArrayList<>();
        if (budget.hasNonNull("timeSeconds")) {
            parts.add(Durations.format(budget.get("timeSeconds").asDouble()));
        }
        if (budget.hasNonNull("nodes")) {
            parts.add(
                    String.format(Locale.ROOT, "%,d nodes", budget.get("nodes").asLong()));
        }
        if (budget.hasNonNull("target")) {
            parts.add("until a game of " + budget.get("target").asInt());
        }
        return parts.isEmpty() ? "none: it runs until it is stopped" : String.join(", ", parts);
    }

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'");

    /** "2026-11-25T16:40:01.123456Z" as "2026-11-25 16:40:01 UTC". */
    static String when(String timestamp) {
        return OffsetDateTime.parse(timestamp).atZoneSameInstant(ZoneOffset.UTC).format(CLOCK);
    }
}
