package io.morpion.cli;

import io.morpion.api.ServerViews;
import io.morpion.search.termination.Durations;
import java.io.PrintWriter;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A run as people read it: one fact a line, numbers with separators, times as clock times, parameters as NAME=VALUE.
 */
final class RunText {

    private RunText() {}

    static void print(PrintWriter out, ServerViews.Run r) {
        out.printf("run %s: %s %s, %s%n", r.id(), r.variant(), r.algorithm(), ViewText.statusText(r));
        line(out, "best", r.standing() != null ? r.standing() : Integer.toString(r.bestScore()));
        if (r.provenOptimal() != null) {
            line(
                    out,
                    "verdict",
                    r.provenOptimal() ? "proven optimal: the whole tree was searched" : "not proven optimal");
        }
        if (r.provenBestContinuation() != null) {
            line(
                    out,
                    "verdict",
                    r.provenBestContinuation()
                            ? "best continuation proven: every continuation of its opening was searched"
                            : "not proven: its opening's continuations are not all searched");
        }
        line(out, "category", r.category());
        line(out, "parameters", parameters(r.params()));
        line(out, "seed", r.seed());
        line(out, "threads", Integer.toString(r.threads()));
        line(out, "budget", budget(r.budget()));
        line(out, "progress", RunsCommand.progress(r));
        line(out, "nodes", String.format(Locale.ROOT, "%,d (%,.0f a second)", r.nodes(), r.nodesPerSecond()));
        line(out, "elapsed", Durations.format(r.elapsedSeconds()));
        line(
                out,
                "checkpoints",
                String.format(
                        Locale.ROOT,
                        "%,d, the last at %,d nodes; resumed %,d times",
                        r.checkpoints(),
                        r.checkpointNodes(),
                        r.resumes()));
        if (r.node() != null) {
            line(out, "node", r.node());
        }
        if (r.campaignId() != null) {
            line(out, "campaign", "a worker of campaign " + r.campaignId());
        }
        if (r.warmRecordId() != null) {
            line(out, "warm start", "from record " + r.warmRecordId());
        }
        String[][] times = {{r.createdAt(), "queued"}, {r.startedAt(), "started"}, {r.finishedAt(), "ended"}};
        for (String[] time : times) {
            if (time[0] != null) {
                line(out, time[1], when(time[0]));
            }
        }
        if (r.submittedBy() != null) {
            line(out, "by", r.submittedBy());
        }
        if (r.error() != null) {
            line(out, "error", r.error());
        }
    }

    private static void line(PrintWriter out, String name, String value) {
        out.printf("  %-12s %s%n", name, value);
    }

    static String parameters(Map<String, String> params) {
        List<String> pairs = new ArrayList<>();
        if (params != null) {
            params.forEach((name, value) -> pairs.add(name + "=" + value));
        }
        return pairs.isEmpty() ? "the defaults" : String.join(" ", pairs);
    }

    static String budget(ServerViews.RunBudget budget) {
        List<String> parts = new ArrayList<>();
        if (budget != null && budget.timeSeconds() != null) {
            parts.add(Durations.format(budget.timeSeconds()));
        }
        if (budget != null && budget.nodes() != null) {
            parts.add(String.format(Locale.ROOT, "%,d nodes", budget.nodes()));
        }
        if (budget != null && budget.target() != null) {
            parts.add("until a game of " + budget.target());
        }
        return parts.isEmpty() ? "none: it runs until it is stopped" : String.join(", ", parts);
    }

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'");

    /** "2026-11-25T16:40:01.123456Z" as "2026-11-25 16:40:01 UTC". */
    static String when(String timestamp) {
        return OffsetDateTime.parse(timestamp).atZoneSameInstant(ZoneOffset.UTC).format(CLOCK);
    }
}
