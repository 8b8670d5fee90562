package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Search runs outlive the processes that run them: a kill -9 or a graceful restart of the only
 * node, and a kill -9 of one node of two sharing a database. Each time the run goes on from its
 * last checkpoint, found again by Quartz recovery or handed back to the queue on shutdown.
 */
@SlowTest
class RunRecoveryIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aRunGoesOnFromItsCheckpointAfterKill9AndAfterAGracefulRestart() throws Exception {
        Path work = TempDirs.create("morpion-it-runs-");
        int databasePort = ServiceProcess.freePort();
        Map<String, String> env = ServiceProcess.fastSearches(1);
        env.putAll(ServiceProcess.embeddedDatabase(work, databasePort));
        long id;
        JsonNode beforeKill;
        try (ServiceProcess first = ServiceProcess.start(work, env)) {
            id = submit(first, 11);
            beforeKill = await(first, id, r -> r.path("checkpoints").asInt() >= 2, "two checkpoints");
            first.kill();
        }
        // As if the crash had torn the newest checkpoint: the run must fall back on the one before.
        long older = tearNewestCheckpoint(
                "jdbc:postgresql://127.0.0.1:" + databasePort + "/morpion",
                Files.readString(work.resolve("data/postgres.password")).strip(),
                id);
        try (ServiceProcess second = ServiceProcess.start(work, env)) {
            await(
                    second,
                    id,
                    r -> r.path("resumes").asInt() == 1
                            && r.path("status").asText().equals("RUNNING"),
                    "the run resumed by Quartz recovery");
            assertEquals(older, resumedFrom(second, id), "resumed from the older, whole checkpoint");
            assertTrue(second.logText().contains("a stored checkpoint is unusable"), second.logText());
            JsonNode running = await(
                    second,
                    id,
                    r -> r.path("checkpoints").asInt()
                            > beforeKill.path("checkpoints").asInt(),
                    "a checkpoint after the restart");
            second.stop();
            assertTrue(
                    second.logText().contains("run " + id + ": shutdown at best"), "the run checkpointed on shutdown");
            assertTrue(running.path("nodes").asLong() > older, "it went on past the checkpoint it resumed from");
        }
        try (ServiceProcess third = ServiceProcess.start(work, env)) {
            JsonNode run = await(
                    third,
                    id,
                    r -> r.path("resumes").asInt() == 2
                            && r.path("status").asText().equals("RUNNING"),
                    "the run taken up again straight from the queue");
            assertTrue(run.path("queuePosition").isMissingNode(), "a running run has no queue position");
            JsonNode cancelled =
                    JSON.readTree(third.post("/api/runs/" + id + "/cancel", "").body());
            assertEquals("CANCELLED", cancelled.path("status").asText(), cancelled.toString());
            assertTrue(
                    cancelled.path("bestScore").asInt()
                                    >= beforeKill.path("bestScore").asInt()
                            && cancelled.path("bestScore").asInt() > 0,
                    "through crash and restarts the run kept its best: " + cancelled);
        }
        TempDirs.delete(work);
    }

    @Test
    void twoNodesShareOneQueueAndASurvivorTakesOverTheRunOfAKilledNode() throws Exception {
        Path work = TempDirs.create("morpion-it-cluster-");
        try (EmbeddedPostgres database = EmbeddedPostgres.start(work.resolve("shared-pg"), ServiceProcess.freePort())) {
            Map<String, String> env = ServiceProcess.fastSearches(1);
            env.putAll(ServiceProcess.sharing(database));
            try (ServiceProcess a = ServiceProcess.start(work, env);
                    ServiceProcess b = ServiceProcess.start(work, env)) {
                long first = submit(a, 21);
                long second = submit(a, 22);
                // One job thread per node: the queue they share gives each node one run.
                JsonNode one = await(a, first, r -> r.path("checkpoints").asInt() >= 2, "first run checkpointed");
                JsonNode two = await(b, second, r -> r.path("checkpoints").asInt() >= 2, "second run checkpointed");
                assertNotEquals(one.path("node").asText(), two.path("node").asText(), "each node took one run");

                boolean aRunsFirst = a.logText().contains("run " + first + ": started");
                ServiceProcess victim = aRunsFirst ? a : b;
                ServiceProcess survivor = aRunsFirst ? b : a;
                JsonNode beforeKill =
                        JSON.readTree(survivor.get("/api/runs/" + first).body());
                victim.kill();

                // Free the survivor's only job thread, so that it can take the orphaned run.
                JsonNode paused = JSON.readTree(
                        survivor.post("/api/runs/" + second + "/pause", "").body());
                assertEquals("PAUSED", paused.path("status").asText(), paused.toString());
                await(
                        survivor,
                        first,
                        r -> r.path("status").asText().equals("RUNNING")
                                && r.path("resumes").asInt() == 1
                                && !r.path("node")
                                        .asText()
                                        .equals(beforeKill.path("node").asText()),
                        "the killed node's run taken over by the survivor");
                assertResumedFromCheckpoint(survivor, first, beforeKill);

                // The paused run goes back to the queue, first in line for the thread the other run holds.
                JsonNode resumed = JSON.readTree(
                        survivor.post("/api/runs/" + second + "/resume", "").body());
                assertEquals("QUEUED", resumed.path("status").asText(), resumed.toString());
                assertEquals(1, resumed.path("queuePosition").asInt());
                survivor.post("/api/runs/" + first + "/cancel", "");
                await(
                        survivor,
                        second,
                        r -> r.path("status").asText().equals("RUNNING")
                                && r.path("resumes").asInt() == 1,
                        "the resumed run running from its checkpoint");
                survivor.post("/api/runs/" + second + "/cancel", "");
            }
        }
        TempDirs.delete(work);
    }

    /** Damages the run's newest checkpoint in place and returns the node count of the one before it. */
    private static long tearNewestCheckpoint(String jdbcUrl, String password, long runId) throws Exception {
        try (Connection c = DriverManager.getConnection(jdbcUrl, EmbeddedPostgres.USER, password)) {
            long older;
            try (PreparedStatement q = c.prepareStatement(
                    "select nodes from run_checkpoint where run_id = ? order by seq desc offset 1 limit 1")) {
                q.setLong(1, runId);
                ResultSet rs = q.executeQuery();
                assertTrue(rs.next(), "two checkpoints are kept");
                older = rs.getLong(1);
            }
            try (PreparedStatement tear = c.prepareStatement("update run_checkpoint set data = overlay(data placing "
                    + "'\\xdeadbeef'::bytea from 40 for 4) where run_id = ? and seq = (select max(seq) from "
                    + "run_checkpoint "
                    + "where run_id = ?)")) {
                tear.setLong(1, runId);
                tear.setLong(2, runId);
                assertEquals(1, tear.executeUpdate());
            }
            return older;
        }
    }

    /**
     * The execution that took the run over restored a checkpoint no older than the newest one
     * before the kill, so it lost at most the work since that checkpoint.
     */
    private static void assertResumedFromCheckpoint(ServiceProcess service, long id, JsonNode beforeKill)
            throws Exception {
        long checkpointed = beforeKill.path("checkpointNodes").asLong();
        assertTrue(checkpointed > 0, beforeKill.toString());
        long resumedFrom = resumedFrom(service, id);
        assertTrue(
                resumedFrom >= checkpointed,
                "resumed from " + resumedFrom + " nodes; the checkpoint before the kill" + " had " + checkpointed);
    }

    private static long submit(ServiceProcess service, long seed) throws Exception {
        var response = service.postJson("/api/runs", ServiceProcess.unlimitedRun(seed));
        assertEquals(201, response.statusCode(), response.body());
        return JSON.readTree(response.body()).path("id").asLong();
    }

    /** Where the log says the run went on from; the line follows the claim the API shows by a moment. */
    private static long resumedFrom(ServiceProcess service, long id) throws Exception {
        Pattern line = Pattern.compile("run " + id + ": resumed from ([0-9,.\\u00a0 ]+) nodes");
        Matcher m = Waits.until(
                "the log to say where run " + id + " resumed",
                Duration.ofSeconds(20),
                Duration.ofMillis(200),
                () -> line.matcher(service.logText()),
                Matcher::find,
                () -> "\n" + service.logTextOrWhy());
        return Long.parseLong(m.group(1).replaceAll("[^0-9]", ""));
    }

    private static JsonNode await(ServiceProcess service, long id, Predicate<JsonNode> condition, String what)
            throws Exception {
        return service.awaitRun(id, condition, what);
    }
}
