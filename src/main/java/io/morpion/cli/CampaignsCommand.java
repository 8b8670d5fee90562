package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.BudgetRequest;
import io.morpion.api.CampaignRequest;
import io.morpion.api.ServerViews;
import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
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
        name = "campaigns",
        mixinStandardHelpOptions = true,
        description = {
            "Record hunts spread over every node of the server's cluster. A campaign's workers are search "
                    + "runs that any node with room takes; they share one archive of games on the server, so a "
                    + "family one worker finds is worked on by all. Workers survive restarts and crashes as runs do."
        },
        subcommands = {
            CampaignsCommand.Start.class,
            CampaignsCommand.ListCampaigns.class,
            CampaignsCommand.Get.class,
            CampaignsCommand.Watch.class
        },
        footer = {
            "",
            "Examples:",
            "  morpion campaigns start --variant 5T --workers 4 --time 12h",
            "  morpion campaigns start --variant 5T --warm-record 12 --workers 8 --target 179",
            "  morpion campaigns watch 3",
            "  morpion campaigns pause 3"
        })
class CampaignsCommand {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Command(
            name = "start",
            mixinStandardHelpOptions = true,
            description = {
                "Starts a campaign: workers that search side by side and trade games through one archive. --algo "
                        + "picks their search and -P sets its parameters ('morpion algorithms' lists both)."
            },
            footer = {
                "",
                "Examples:",
                "  morpion campaigns start --variant 5D --workers 2 --time 1h",
                "  morpion campaigns start --variant 5T --warm records/5T/rosin178.json \\",
                "      -P window=4 --workers 6",
                "  morpion campaigns start --variant 5D --algo nrpa -P level=3 --workers 4"
            })
    static class Start extends ServerCommand {
        @Mixin
        RequiredVariant variant;

        @Option(
                names = {"--algo", "--method"},
                paramLabel = "NAME",
                defaultValue = "${morpion.default.campaign}",
                description = "the workers' search: perturbation (they share an archive's games), dna (each hands "
                        + "its bests over; -P take says what it takes back), nrpa (islands that share their bests) or "
                        + "lns; default: ${DEFAULT-VALUE}, ${morpion.default.campaign.because}")
        String method;

        @Mixin
        SolverParams solverParams;

        @Option(
                names = "--workers",
                paramLabel = "N",
                description =
                        "workers queued or running at once (default: the server's, which this command then prints)")
        Integer workers;

        @Option(
                names = "--archive",
                paramLabel = "N",
                description = "the most games the shared archive keeps "
                        + "(default: the server's, which this command then prints)")
        Integer archive;

        @Option(
                names = "--target",
                paramLabel = "SCORE",
                description = "the campaign is complete once it has a game this long")
        Integer target;

        @Option(
                names = "--time",
                paramLabel = "T",
                description = "how long it runs from now: 90s, 10m, 2h, 1d (default: until stopped)")
        String time;

        @Option(
                names = {"--warm", "--from"},
                paramLabel = "FILE",
                description = "start the archive from this game")
        Path warm;

        @Option(
                names = "--warm-record",
                paramLabel = "ID",
                description = "start the archive from this record on the server")
        Long warmRecord;

        @Option(
                names = "--seed",
                paramLabel = "S",
                description = "the first worker's seed; the next worker's is S+1, and so on "
                        + "(default: a random one each, shown by 'morpion runs get')")
        Long seed;

        @Override
        public Integer call() throws Exception {
            CampaignRequest request = new CampaignRequest(
                    variant.value.code(),
                    method,
                    null,
                    solverParams.values,
                    warmRecord,
                    warm == null ? null : Msr.encode(GameInput.read(warm, null)),
                    new BudgetRequest(time, null, target),
                    null,
                    null,
                    workers,
                    archive,
                    seed);
            ServerViews.Campaign c =
                    ServerClient.ok(server.postJson("/api/campaigns", request)).as(ServerViews.Campaign.class);
            long id = c.id();
            out().printf(
                            Locale.ROOT,
                            "started campaign %d (%s %s, %d workers, an archive of %,d games%s); follow it with: "
                                    + "morpion campaigns watch %d%n",
                            id,
                            c.variant(),
                            c.algorithm(),
                            c.workers(),
                            c.archiveLimit(),
                            c.endsAt() != null ? ", until " + c.endsAt() : "",
                            id);
            return 0;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Lists campaigns, newest first.")
    static class ListCampaigns extends ServerCommand {
        private static final Table CAMPAIGNS = new Table(
                "%5s  %-9s %-3s %-12s %5s %9s %12s  %s",
                "id", "status", "var", "method", "best", "workers", "rounds/s", "by");

        @Option(names = "--status", paramLabel = "S", description = "active, paused, stopped or completed")
        String status;

        @Mixin
        Paging paging;

        @Override
        public Integer call() {
            Map<String, String> query = new LinkedHashMap<>();
            query.put("status", status);
            paging.addTo(query);
            ServerViews.Page listing =
                    ServerClient.ok(server.get("/api/campaigns", query)).as(ServerViews.Page.class);
            CAMPAIGNS.printPage(out(), listing, ServerViews.Campaign.class, paging, "campaigns", c -> new Object[] {
                c.id(),
                ViewText.lower(c.status()),
                c.variant(),
                c.algorithm(),
                c.bestScore(),
                c.workersRunning() + "/" + c.workers(),
                String.format(Locale.ROOT, "%,.1f", c.nodesPerSecond()),
                c.submittedBy()
            });
            return 0;
        }
    }

    @Command(
            name = "get",
            mixinStandardHelpOptions = true,
            description = "Shows one campaign: its settings, its workers, its archive and its best.")
    static class Get extends OneItemCommand {
        @Override
        public Integer call() {
            JsonNode json = ServerClient.ok(server.get("/api/campaigns/" + id, Map.of()))
                    .json();
            ServerViews.Campaign c = ServerViews.read(json, ServerViews.Campaign.class);
            ServerClient.printFields(
                    out(),
                    json,
                    16,
                    "id",
                    "status",
                    "variant",
                    "method",
                    "params",
                    "warmRecordId",
                    "target",
                    "endsAt",
                    "workers",
                    "archiveLimit",
                    "bestScore",
                    "standing",
                    "nodesPerSecond",
                    "nodes",
                    "submittedBy",
                    "createdAt",
                    "finishedAt");
            out().printf("%-16s %s%n", "archive", census(c));
            out().println("workers:");
            for (ServerViews.Worker w : c.workerRuns() == null ? List.<ServerViews.Worker>of() : c.workerRuns()) {
                out().printf(
                                Locale.ROOT,
                                "  run %-6d %-10s best %4d  %,12d rounds  %,8.1f/s  %s%n",
                                w.runId(),
                                ViewText.lower(w.status()),
                                w.bestScore(),
                                w.nodes(),
                                w.nodesPerSecond(),
                                w.node() == null ? "-" : w.node());
            }
            return 0;
        }
    }

    @Command(
            name = "watch",
            mixinStandardHelpOptions = true,
            description = "Shows a campaign's live progress until "
                    + "it ends (Ctrl-C stops watching; the campaign goes on).")
    static class Watch extends OneItemCommand {
        @Option(
                names = "--every",
                paramLabel = "SECONDS",
                defaultValue = "1",
                description = "how often to look (default 1)")
        double every;

        @Override
        public Integer call() throws InterruptedException {
            LiveLine live = LiveLine.on(err());
            ServerViews.Campaign c = campaign(server);
            Optional<KnownResult> known = ViewText.known(server, c.variant());
            int shown = c.bestScore();
            boolean alerted = false;
            while (true) {
                if (c.bestScore() > shown) {
                    shown = c.bestScore();
                    int best = shown;
                    live.event("  new best: " + known.map(k -> k.standing(best)).orElse(Integer.toString(best)));
                }
                if (c.alert() != null && !alerted) {
                    alerted = true;
                    live.event(ViewText.announcement(c.alert()));
                }
                live.show(line(c, known));
                String status = c.status();
                if (status.equals("STOPPED") || status.equals("COMPLETED")) {
                    live.end();
                    out().println("campaign " + id + " " + status.toLowerCase(Locale.ROOT) + " at best "
                            + c.bestScore());
                    return 0;
                }
                Thread.sleep(Math.max(100, (long) (every * 1000)));
                c = campaign(server);
            }
        }

        private ServerViews.Campaign campaign(ServerClient server) {
            return ServerClient.ok(server.get("/api/campaigns/" + id, Map.of())).as(ServerViews.Campaign.class);
        }

        private static String line(ServerViews.Campaign c, Optional<KnownResult> known) {
            return String.format(
                    Locale.ROOT,
                    "%-9s best %4d%s  workers %d/%d running  %,10.1f rounds/s  archive %s",
                    ViewText.lower(c.status()),
                    c.bestScore(),
                    known.map(KnownResult::beside).orElse(""),
                    c.workersRunning(),
                    c.workers(),
                    c.nodesPerSecond(),
                    census(c));
        }
    }

    /** The archive in brief: its size and its top scores, "143 games (158 ×2, 157 ×5, …)". */
    static String census(ServerViews.Campaign c) {
        Map<String, Integer> census = c.archiveCensus() == null ? Map.of() : c.archiveCensus();
        StringBuilder text = new StringBuilder((c.archiveGames() == null ? 0 : c.archiveGames()) + " games");
        Iterator<Map.Entry<String, Integer>> scores = census.entrySet().iterator();
        for (int shown = 0; scores.hasNext() && shown < 3; shown++) {
            Map.Entry<String, Integer> score = scores.next();
            text.append(shown == 0 ? " (" : ", ")
                    .append(score.getKey())
                    .append(" \u00d7")
                    .append(score.getValue());
        }
        return text.append(scores.hasNext() ? ", …)" : census.isEmpty() ? "" : ")")
                .toString();
    }

    @Spec
    CommandSpec spec;

    @Command(
            name = "pause",
            mixinStandardHelpOptions = true,
            description = "Pauses a campaign: its workers checkpoint and free their threads.")
    int pause(@Mixin ServerClient server, @Parameters(paramLabel = "ID") String id) {
        return control(server, id, "pause");
    }

    @Command(
            name = "resume",
            mixinStandardHelpOptions = true,
            description = "Resumes a paused campaign: its workers queue again and go on from their checkpoints.")
    int resume(@Mixin ServerClient server, @Parameters(paramLabel = "ID") String id) {
        return control(server, id, "resume");
    }

    @Command(
            name = "stop",
            mixinStandardHelpOptions = true,
            description = "Stops a campaign for good; its archive, best and records stay.")
    int stop(@Mixin ServerClient server, @Parameters(paramLabel = "ID") String id) {
        return control(server, id, "stop");
    }

    /** Pause, resume and stop: one call on one campaign, then its new state. */
    private int control(ServerClient server, String id, String action) {
        ServerViews.Campaign c = ServerClient.ok(
                        server.post("/api/campaigns/" + id + "/" + action, Map.of(), new byte[0]))
                .as(ServerViews.Campaign.class);
        spec.commandLine()
                .getOut()
                .printf(
                        "campaign %s: %s, best %d; its workers follow within seconds%n",
                        id, ViewText.lower(c.status()), c.bestScore());
        return 0;
    }
}
