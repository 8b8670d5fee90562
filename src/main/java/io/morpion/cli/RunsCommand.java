package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.BudgetRequest;
import io.morpion.api.RecordAlert;
import io.morpion.api.RunEvent;
import io.morpion.api.RunRequest;
import io.morpion.api.ServerViews;
import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.search.termination.Durations;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
        name = "runs",
        mixinStandardHelpOptions = true,
        description = {
            "Queue searches on the server and follow them. A queued run survives restarts of the server: "
                    + "it goes on from its last checkpoint, and every new best it finds is kept."
        },
        subcommands = {
            RunsCommand.Queue.class,
            RunsCommand.ListRuns.class,
            RunsCommand.Get.class,
            RunsCommand.Watch.class
        },
        footer = {
            "",
            "Examples:",
            "  morpion runs queue --variant 5T --time 2h",
            "  morpion runs list --status running",
            "  morpion runs watch 7",
            "  morpion runs pause 7"
        })
class RunsCommand {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Command(
            name = "queue",
            mixinStandardHelpOptions = true,
            description = {
                "Queues a search run; it takes the same options as the local search. With no budget it "
                        + "runs until cancelled.",
                "--warm-record starts the search from a record stored on the server, --warm from a local file."
            },
            footer = {
                "",
                "Examples:",
                "  morpion runs queue --variant 5D --algo nrpa --level 3 --time 10m --seed 7",
                "  morpion runs queue --variant 5T --algo annealing -P t0=3.2 -P r=1000000 \\",
                "      --nodes 50000000",
                "  morpion runs queue --variant 5T --warm-record 12 --time 1h"
            })
    static class Queue extends ServerCommand {
        @Mixin
        SolverOptions solver;

        @Option(names = "--warm-record", paramLabel = "ID", description = "start NRPA from this record on the server")
        Long warmRecord;

        @Override
        public Integer call() throws Exception {
            if (solver.variant == null) {
                throw new UsageError("--variant is required (" + Variant.codesInWords() + ")");
            }
            RunRequest request = new RunRequest(
                    solver.variant.code(),
                    solver.algorithm,
                    solver.allParams(),
                    new BudgetRequest(solver.time, solver.nodes, solver.target),
                    solver.seed,
                    solver.threads,
                    warmRecord,
                    solver.warm == null ? null : Msr.encode(GameInput.read(solver.warm, null)),
                    solver.keepGoing ? Boolean.TRUE : null);
            ServerViews.Run run =
                    ServerClient.ok(server.postJson("/api/runs", request)).as(ServerViews.Run.class);
            out().printf(
                            Locale.ROOT,
                            "queued run %d (%s %s, seed %s), place %d in the queue; follow it with: "
                                    + "morpion runs watch %d%n",
                            run.id(),
                            run.variant(),
                            run.algorithm(),
                            run.seed(),
                            run.queuePosition() == null ? 0 : run.queuePosition(),
                            run.id());
            Integer stopsAt = run.budget() == null ? null : run.budget().target();
            if (solver.target == null && stopsAt != null) {
                out().println("it stops at " + stopsAt + ", the proven optimum of " + run.variant()
                        + " (--keep-going searches on)");
            }
            return 0;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Lists runs, newest first.")
    static class ListRuns extends ServerCommand {
        private static final Table RUNS = new Table(
                "%5s  %-10s %-3s %-10s %5s %15s %9s  %s",
                "id", "status", "var", "algorithm", "best", "nodes", "elapsed", "progress");

        @Option(
                names = "--status",
                paramLabel = "S",
                description = "queued, running, paused, completed, cancelled or failed")
        String status;

        @Mixin
        Paging paging;

        @Override
        public Integer call() {
            Map<String, String> query = new LinkedHashMap<>();
            query.put("status", status);
            paging.addTo(query);
            ServerViews.Page listing =
                    ServerClient.ok(server.get("/api/runs", query)).as(ServerViews.Page.class);
            RUNS.printPage(out(), listing, ServerViews.Run.class, paging, "runs", r -> new Object[] {
                r.id(),
                r.status(),
                r.variant(),
                r.category(),
                r.bestScore(),
                String.format(Locale.ROOT, "%,d", r.nodes()),
                Durations.format(r.elapsedSeconds()),
                progress(r)
            });
            return 0;
        }
    }

    @Command(
            name = "get",
            mixinStandardHelpOptions = true,
            description = "Shows one run: its settings, progress and best.")
    static class Get extends OneItemCommand {
        @Override
        public Integer call() {
            RunText.print(
                    out(),
                    ServerClient.ok(server.get("/api/runs/" + id, Map.of())).as(ServerViews.Run.class));
            return 0;
        }
    }

    @Command(
            name = "watch",
            mixinStandardHelpOptions = true,
            description = "Shows a run's live progress until it ends (Ctrl-C stops watching; the run goes on).")
    static class Watch extends OneItemCommand {
        private String ended;
        private int shown;

        @Override
        public Integer call() {
            LiveLine live = LiveLine.on(err());
            ServerViews.Run run =
                    ServerClient.ok(server.get("/api/runs/" + id, Map.of())).as(ServerViews.Run.class);
            Optional<KnownResult> known = ViewText.known(server, run.variant());
            server.events("/api/runs/" + id + "/events", (event, data) -> {
                // an event a newer server adds is not for this CLI
                RunEvent.ofWireName(event).ifPresent(kind -> show(kind, data, live, known));
                return ended == null;
            });
            live.end();
            if (ended == null) {
                throw new IllegalArgumentException("the server closed the stream before run " + id + " ended");
            }
            out().println(ending(server, ended, known));
            return ended.equals("FAILED") ? 1 : 0;
        }

        private void show(RunEvent kind, JsonNode data, LiveLine live, Optional<KnownResult> known) {
            switch (kind) {
                case PROGRESS -> {
                    ServerViews.Run progress = ServerViews.read(data, ServerViews.Run.class);
                    live.show(progressLine(progress, known));
                    shown = Math.max(shown, progress.bestScore());
                }
                case BEST -> {
                    // a finished run's stream can replay its best after the final state; that is no news
                    int score = ServerViews.read(data, ServerViews.Improvement.class)
                            .score();
                    if (score > shown) {
                        shown = score;
                        live.event("  new best: "
                                + known.map(k -> k.standing(score)).orElse(Integer.toString(score)));
                    }
                }
                case ALERT -> live.event(ViewText.announcement(ServerViews.read(data, RecordAlert.class)));
                case END ->
                    ended = ServerViews.read(data, ServerViews.Run.class).status();
            }
        }

        /** "run 12 completed: best 153, 25 short of the world record (178); its best game is record 345". */
        private String ending(ServerClient server, String status, Optional<KnownResult> known) {
            ServerViews.Run run =
                    ServerClient.ok(server.get("/api/runs/" + id, Map.of())).as(ServerViews.Run.class);
            int best = run.bestScore();
            String filed = "";
            for (ServerViews.Improvement step : ServerClient.ok(
                            server.get("/api/runs/" + id + "/improvements", Map.of()))
                    .as(ServerViews.Improvement[].class)) {
                if (step.score() == best && step.recordId() != null) {
                    filed = "; its best game is record " + step.recordId();
                }
            }
            return "run " + id + " " + status.toLowerCase(Locale.ROOT) + ": best "
                    + known.map(k -> k.standing(best)).orElse(Integer.toString(best))
                    + (filed.isEmpty() && best > 0 ? "; not filed as a record (not a new best of its category)" : filed)
                    + (run.error() != null ? "; " + run.error() : "");
        }
    }

    @Spec
    CommandSpec spec;

    @Command(
            name = "pause",
            mixinStandardHelpOptions = true,
            description = "Pauses a run: it checkpoints and frees its thread until resumed.")
    int pause(@Mixin ServerClient server, @Parameters(paramLabel = "ID") String id) {
        return control(server, id, "pause");
    }

    @Command(
            name = "resume",
            mixinStandardHelpOptions = true,
            description = "Resumes a paused run: it joins the queue and goes on from its checkpoint.")
    int resume(@Mixin ServerClient server, @Parameters(paramLabel = "ID") String id) {
        return control(server, id, "resume");
    }

    @Command(
            name = "cancel",
            mixinStandardHelpOptions = true,
            description = "Cancels a run for good; its best game and improvements are kept.")
    int cancel(@Mixin ServerClient server, @Parameters(paramLabel = "ID") String id) {
        return control(server, id, "cancel");
    }

    /** Pause, resume and cancel: one call on one run, then its new state. */
    private int control(ServerClient server, String id, String action) {
        ServerViews.Run r = ServerClient.ok(server.post("/api/runs/" + id + "/" + action, Map.of(), new byte[0]))
                .as(ServerViews.Run.class);
        String pending = r.requested() == null
                ? ""
                : " (" + ViewText.lower(r.requested()) + " requested; its node acts on it within a second)";
        String place = r.queuePosition() == null ? "" : ", place " + r.queuePosition() + " in the queue";
        spec.commandLine()
                .getOut()
                .printf("run %s: %s%s%s, best %d%n", id, ViewText.lower(r.status()), place, pending, r.bestScore());
        return 0;
    }

    /** A bar for runs with a budget; the status alone for those without, and a running proof's estimated end. */
    static String progress(ServerViews.Run run) {
        String proofEnd =
                run.proofEtaSeconds() == null ? "" : ", proof done in about " + Durations.format(run.proofEtaSeconds());
        if (run.progress() == null) {
            return run.queuePosition() != null ? "queued, place " + run.queuePosition() : "unlimited" + proofEnd;
        }
        double done = run.progress();
        int filled = (int) Math.round(done * 20);
        return "[" + "#".repeat(filled) + ".".repeat(20 - filled) + "] "
                + String.format(Locale.ROOT, "%3.0f%%", done * 100) + proofEnd;
    }

    static String progressLine(ServerViews.Run p, Optional<KnownResult> known) {
        return String.format(
                Locale.ROOT,
                "%-9s %s  best %4d%s  nodes %,14d  %,10.0f/s  elapsed %s",
                ViewText.lower(p.status()),
                progress(p),
                p.bestScore(),
                known.map(KnownResult::beside).orElse(""),
                p.nodes(),
                p.nodesPerSecond(),
                Durations.format(p.elapsedSeconds()));
    }
}
