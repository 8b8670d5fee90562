package io.morpion.it;

import static io.morpion.it.CliIT.morpion;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.msr.Msr;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/**
 * A campaign over two service processes sharing one database, driven by the CLI as a real process:
 * its workers spread over the nodes and trade through the archive; a kill -9 of a node hands its
 * workers to the other, which goes on from their checkpoints, and the archive keeps every game it
 * had committed; after a restart of everything the campaign goes on; its records are filed once.
 */
@SlowTest
class CampaignClusterIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Map<String, String> node(EmbeddedPostgres database) {
        Map<String, String> env = ServiceProcess.fastSearches(2);
        env.putAll(ServiceProcess.sharing(database));
        env.put("MORPION_CAMPAIGNS_TRADE_INTERVAL", "300ms");
        env.put("MORPION_CAMPAIGNS_RECONCILE_INTERVAL", "1s");
        return env;
    }

    // two services, a kill and a restart of everything, each waiting on 2-core Quartz rounds: longer than the default 5
    // m
    @org.junit.jupiter.api.Timeout(value = 15, unit = java.util.concurrent.TimeUnit.MINUTES)
    @Test
    void aCampaignSpreadsOverTwoNodesSurvivesAKilledNodeAndARestartOfEverything() throws Exception {
        Path work = TempDirs.create("morpion-it-campaign-");
        try (EmbeddedPostgres database = EmbeddedPostgres.start(work.resolve("shared-pg"), ServiceProcess.freePort())) {
            Map<String, String> env = node(database);
            long id;
            try (ServiceProcess a = ServiceProcess.start(work, env);
                    ServiceProcess b = ServiceProcess.start(work, env)) {
                CliIT.Run started = morpion(
                        "campaigns",
                        "start",
                        "--server",
                        a.url(""),
                        "--token",
                        ServiceProcess.ADMIN_TOKEN,
                        "--variant",
                        "5D",
                        "--method",
                        "perturbation",
                        "--workers",
                        "3",
                        "--archive",
                        "100000",
                        "-P",
                        "nrpa-iterations=5",
                        "--seed",
                        "100");
                assertEquals(0, started.exit(), started.err());
                id = Long.parseLong(started.out().replaceAll("(?s)^started campaign (\\d+) .*", "$1"));
                assertTrue(
                        started.out().contains("(5D perturbation, 3 workers, an archive of 100,000 games)"),
                        started.out());

                JsonNode spread = await(
                        a,
                        id,
                        c -> running(c) == 3
                                && nodes(c).size() == 2
                                && c.path("archiveGames").asInt() > 0,
                        "three workers running on the two nodes");
                Set<Long> seeds = new HashSet<>();
                for (JsonNode w : (Iterable<JsonNode>) workers(spread)::iterator) {
                    seeds.add(JSON.readTree(a.get("/api/runs/" + w.path("runId").asLong())
                                    .body())
                            .path("seed")
                            .asLong());
                }
                assertEquals(Set.of(100L, 101L, 102L), seeds, "--seed gives the workers consecutive seeds");
                awaitCheckpoints(a, id);
                assertTrue(gamesFromDistinctRuns(database, id) >= 2, "games from two workers or more in the archive");

                // kill -9 the node with the most workers: the other takes them over
                ServiceProcess victim = workersOn(spread, a) >= workersOn(spread, b) ? a : b;
                ServiceProcess survivor = victim == a ? b : a;
                String survivorNode = nodeName(spread, survivor);
                String victimNode = nodeName(spread, victim);
                Map<Long, Long> checkpointed = new HashMap<>();
                for (JsonNode w : (Iterable<JsonNode>) workers(spread)::iterator) {
                    if (w.path("node").asText().equals(victimNode)) {
                        long run = w.path("runId").asLong();
                        checkpointed.put(
                                run,
                                JSON.readTree(victim.get("/api/runs/" + run).body())
                                        .path("checkpointNodes")
                                        .asLong());
                    }
                }
                Set<Long> committed = archiveIds(database, id);
                victim.kill();
                // the survivor has two job threads for the three workers: one of the killed node's goes on there
                Predicate<JsonNode> carriedOn =
                        w -> checkpointed.containsKey(w.path("runId").asLong())
                                && w.path("node").asText().equals(survivorNode)
                                && w.path("status").asText().equals("RUNNING")
                                && w.path("resumes").asInt() >= 1;
                JsonNode takenOver = await(
                        survivor,
                        id,
                        c -> workers(c).anyMatch(carriedOn),
                        "the survivor running a worker of the killed node");
                JsonNode carried =
                        workers(takenOver).filter(carriedOn).findFirst().orElseThrow();
                long run = carried.path("runId").asLong();
                // the claim is committed before the checkpoint is read and the line written
                survivor.awaitLog("run " + run + ": resumed from");
                JsonNode view = survivor.awaitRun(
                        run, r -> r.path("nodes").asLong() >= checkpointed.get(run), "the worker past its checkpoint");
                assertTrue(view.path("resumes").asInt() >= 1, view.toString());
                assertTrue(
                        archiveIds(database, id).containsAll(committed), "the archive lost nothing it had committed");
                survivor.stop();
            }

            // everything restarts: the campaign goes on, its workers from their checkpoints
            int before = JSON.readTree(campaignAfterRestart(work, env, id))
                    .path("archiveGames")
                    .asInt();
            assertTrue(before > 0);
        }
        TempDirs.delete(work);
    }

    /** Starts one node again and checks the campaign goes on; steers it from the CLI; returns its final view. */
    private static String campaignAfterRestart(Path work, Map<String, String> env, long id) throws Exception {
        try (ServiceProcess again = ServiceProcess.start(work, env)) {
            String server = again.url("");
            JsonNode resumed = await(
                    again,
                    id,
                    c -> c.path("status").asText().equals("ACTIVE")
                            && running(c) >= 2
                            && workers(c)
                                    .filter(w -> w.path("status").asText().equals("RUNNING"))
                                    .allMatch(w -> w.path("resumes").asInt() >= 1),
                    "the campaign going on after the restart");
            CliIT.Run list = morpion("campaigns", "list", "--server", server);
            assertTrue(
                    list.out()
                            .lines()
                            .anyMatch(l -> l.trim().startsWith(id + " ")
                                    && l.contains("active")
                                    && l.contains("5D")
                                    && l.contains("perturbation")),
                    list.out());
            CliIT.Run get = morpion("campaigns", "get", Long.toString(id), "--server", server);
            assertTrue(
                    get.out().contains("archive")
                            && get.out().contains(" games (")
                            && get.out().contains("workers:"),
                    get.out());

            CliIT.Run paused = morpion(
                    "campaigns", "pause", Long.toString(id), "--server", server, "--token", ServiceProcess.ADMIN_TOKEN);
            assertTrue(paused.out().startsWith("campaign " + id + ": paused"), paused.out());
            await(
                    again,
                    id,
                    c -> workers(c).allMatch(w -> w.path("status").asText().equals("PAUSED")),
                    "every worker paused");
            CliIT.Run stopped = morpion(
                    "campaigns", "stop", Long.toString(id), "--server", server, "--token", ServiceProcess.ADMIN_TOKEN);
            assertTrue(stopped.out().startsWith("campaign " + id + ": stopped"), stopped.out());
            JsonNode over = await(
                    again,
                    id,
                    c -> workers(c).allMatch(w -> w.path("status").asText().equals("CANCELLED")),
                    "every worker cancelled");
            CliIT.Run watched = morpion("campaigns", "watch", Long.toString(id), "--server", server);
            assertEquals(0, watched.exit(), watched.err());
            assertEquals(
                    "campaign " + id + " stopped at best "
                            + over.path("bestScore").asInt(),
                    watched.out().strip());
            assertEquals(
                    over.path("bestScore").asInt(),
                    Msr.requireLegal(Msr.decode(over.path("best").asText())).score());
            assertTrue(resumed.path("archiveGames").asInt() > 0);

            // every score of the campaign's category is filed once, whichever node found it
            JsonNode ladder =
                    JSON.readTree(again.get("/api/records?origin=solver&variant=5D&category=perturbation&size=100")
                            .body());
            Set<Integer> scores = new HashSet<>();
            for (JsonNode record : ladder.path("items")) {
                assertTrue(scores.add(record.path("score").asInt()), "filed twice: " + ladder);
            }
            assertTrue(
                    !scores.isEmpty()
                            && scores.stream().mapToInt(s -> s).max().orElseThrow()
                                    >= over.path("bestScore").asInt(),
                    "the campaign's best is on its ladder: " + ladder + over);
            return over.toString();
        }
    }

    private static JsonNode await(ServiceProcess service, long id, Predicate<JsonNode> condition, String what)
            throws Exception {
        return Waits.until(
                what,
                Duration.ofSeconds(120),
                Duration.ofMillis(250),
                () -> JSON.readTree(service.get("/api/campaigns/" + id).body()),
                condition,
                () -> "\n" + service.logTextOrWhy());
    }

    /** Waits until every running worker has a checkpoint to be taken over from. */
    private static void awaitCheckpoints(ServiceProcess service, long id) throws Exception {
        JsonNode c = await(service, id, x -> true, "the campaign");
        for (JsonNode w : c.path("workerRuns")) {
            service.awaitRun(
                    w.path("runId").asLong(), r -> r.path("checkpoints").asInt() >= 1, "a checkpoint");
        }
    }

    private static java.util.stream.Stream<JsonNode> workers(JsonNode campaign) {
        return StreamSupport.stream(campaign.path("workerRuns").spliterator(), false);
    }

    private static long running(JsonNode campaign) {
        return workers(campaign)
                .filter(w -> w.path("status").asText().equals("RUNNING"))
                .count();
    }

    private static Set<String> nodes(JsonNode campaign) {
        Set<String> nodes = new HashSet<>();
        workers(campaign)
                .filter(w -> w.path("status").asText().equals("RUNNING"))
                .forEach(w -> nodes.add(w.path("node").asText()));
        return nodes;
    }

    private static long workersOn(JsonNode campaign, ServiceProcess service) throws Exception {
        String name = nodeName(campaign, service);
        return workers(campaign)
                .filter(w -> w.path("node").asText().equals(name))
                .count();
    }

    /** The Quartz instance name of a service, from one of the runs its log says it started. */
    private static String nodeName(JsonNode campaign, ServiceProcess service) throws Exception {
        String log = service.logText();
        return workers(campaign)
                .filter(w -> log.contains("run " + w.path("runId").asLong() + ": started"))
                .map(w -> w.path("node").asText())
                .findFirst()
                .orElse("none");
    }

    private static long gamesFromDistinctRuns(EmbeddedPostgres database, long id) throws Exception {
        return query(
                database,
                "select count(distinct run_id) from campaign_game where campaign_id = " + id,
                rs -> rs.getLong(1));
    }

    private static Set<Long> archiveIds(EmbeddedPostgres database, long id) throws Exception {
        return query(database, "select id from campaign_game where campaign_id = " + id, rs -> {
            Set<Long> ids = new HashSet<>();
            do {
                ids.add(rs.getLong(1));
            } while (rs.next());
            return ids;
        });
    }

    private interface Reader<T> {
        T read(ResultSet rs) throws Exception;
    }

    private static <T> T query(EmbeddedPostgres database, String sql, Reader<T> reader) throws Exception {
        try (Connection c =
                        DriverManager.getConnection(database.jdbcUrl(), EmbeddedPostgres.USER, database.password());
                Statement statement = c.createStatement();
                ResultSet rs = statement.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return reader.read(rs);
        }
    }
}
