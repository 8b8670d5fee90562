package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Variant;
import io.morpion.render.PngChunks;
import io.morpion.render.PngRenderer;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The faults of the security and fault probe, on the packaged service as a process: picture bombs
 * against every path that reads games, the database's postmaster killed mid-run, runs whose Quartz
 * jobs are gone, and a second service on the same data directory.
 */
@SlowTest
class FaultIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long BOMB_ANSWER_MILLIS = 2_000;

    private final Path work = TempDirs.create("morpion-it-faults-");
    private final int databasePort = freePort();

    @AfterEach
    void cleanUp() {
        TempDirs.delete(work);
    }

    private Map<String, String> environment() {
        Map<String, String> env = ServiceProcess.fastSearches(1);
        env.putAll(ServiceProcess.embeddedDatabase(work, databasePort));
        return env;
    }

    @Test
    void pictureBombsAreRefusedAtOnceOnEveryPathWhileARunKeepsSearching() throws Exception {
        byte[] png = PngRenderer.render(CorpusGames.of(Variant.FIVE_TOUCHING).get(0));
        byte[] bomb = PngChunks.zlibBomb(1900);
        byte[] ztxt = PngChunks.withChunkAfterHeader(png, "zTXt", PngChunks.ztxt("MSR", bomb));
        byte[] itxtData = new byte[8 + bomb.length];
        System.arraycopy(PngChunks.itxt("MSR", true, new byte[0]), 0, itxtData, 0, 8);
        System.arraycopy(bomb, 0, itxtData, 8, bomb.length);
        byte[] itxt = PngChunks.withChunkAfterHeader(png, "iTXt", itxtData);
        assertTrue(ztxt.length < 2_000_000, "under the 2 MB body limit: " + ztxt.length);

        try (ServiceProcess service = ServiceProcess.start(work, environment())) {
            long id = submit(service, 31);
            JsonNode before = service.awaitRun(id, r -> r.path("nodes").asLong() > 0, "the run searching");
            for (byte[] picture : List.of(ztxt, itxt)) {
                for (String path : List.of("/api/records", "/api/games/parse", "/api/games/legal-moves")) {
                    assertRefusedQuickly(() -> service.postBytes(path, "image/png", picture), path);
                }
                assertRefusedQuickly(() -> upload(service, picture), "/api/records/upload");
            }
            // Several at once: the probe's four concurrent bombs ran the old service out of memory.
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                List<Future<?>> answers = new ArrayList<>();
                for (int i = 0; i < 16; i++) {
                    byte[] picture = i % 2 == 0 ? ztxt : itxt;
                    String path = i % 4 < 2 ? "/api/games/parse" : "/api/games/legal-moves";
                    answers.add(pool.submit(() -> {
                        assertRefusedQuickly(() -> service.postBytes(path, "image/png", picture), path);
                        return null;
                    }));
                }
                for (Future<?> answer : answers) {
                    answer.get();
                }
            } finally {
                pool.shutdownNow();
            }
            service.awaitRun(
                    id,
                    r -> r.path("nodes").asLong() > before.path("nodes").asLong()
                            && r.path("status").asText().equals("RUNNING")
                            && !r.path("heartbeatAt")
                                    .asText()
                                    .equals(before.path("heartbeatAt").asText()),
                    "the run still searching after the bombs");
            assertEquals(
                    200,
                    service.get("/q/health/ready").statusCode(),
                    service.get("/q/health/ready").body());
        }
    }

    @Test
    void killingThePostmasterMidRunNeedsNoServiceRestartAndLosesNoImprovement() throws Exception {
        try (ServiceProcess service = ServiceProcess.start(work, environment())) {
            long id = submit(service, 41);
            JsonNode before = service.awaitRun(id, r -> r.path("checkpoints").asInt() >= 2, "two checkpoints");
            int logLinesBefore = service.logText().split("\n").length;

            // Hold the port so that the supervisor's restarts fail for a while: the outage is long enough to see.
            try (ServerSocket squatter = killPostmasterAndHoldItsPort()) {
                HttpResponse<String> during = awaitStatus(service, "/api/runs/" + id, 503);
                assertEquals(
                        "5",
                        during.headers().firstValue("Retry-After").orElse(""),
                        "try again in 5 s: " + during.headers());
                assertTrue(JSON.readTree(during.body()).path("error").asText().contains("database"), during.body());
                assertEquals(
                        503,
                        service.postBytes(
                                        "/api/records",
                                        "application/json",
                                        // a finished game, as an anonymous submission must be, which needs the database
                                        java.nio.file.Files.readAllBytes(
                                                io.morpion.ProjectPaths.root().resolve("records/5T/rosin178.json")))
                                .statusCode());
                assertEquals(503, service.get("/q/health/ready").statusCode());
                assertEquals(200, service.get("/q/metrics").statusCode());
                Thread.sleep(4_000);
            }
            awaitStatus(service, "/q/health/ready", 200);
            JsonNode after = service.awaitRun(
                    id,
                    r -> r.path("status").asText().equals("RUNNING")
                            && r.path("checkpoints").asInt()
                                    > before.path("checkpoints").asInt() + 1,
                    "checkpoints again after the outage");
            assertEquals(
                    before.path("resumes").asInt(),
                    after.path("resumes").asInt(),
                    "the run went on in memory, with no restart: " + after);
            assertTrue(after.path("nodes").asLong() > before.path("nodes").asLong(), after.toString());
            // Read after the run, the history may already hold a newer improvement; it must hold the best seen.
            JsonNode improvements = JSON.readTree(
                    service.get("/api/runs/" + id + "/improvements").body());
            int bestSeen = after.path("bestScore").asInt();
            boolean stored = false;
            for (JsonNode improvement : improvements) {
                stored |= improvement.path("score").asInt() == bestSeen;
            }
            assertTrue(stored, "the best, " + bestSeen + ", is stored among the improvements: " + improvements);

            // the service logs the database's return when its outage watch next looks, which may follow readiness
            Awaitility.await("the log says the database answers again")
                    .atMost(Duration.ofSeconds(60))
                    .until(() -> service.logText().contains("the database answers again"));
            String log = service.logText();
            String outageLog =
                    String.join("\n", List.of(log.split("\n")).subList(logLinesBefore, log.split("\n").length));
            assertTrue(outageLog.contains("has stopped; starting it again"), outageLog);
            assertTrue(outageLog.contains("the database is out of reach"), outageLog);
            assertTrue(outageLog.contains("the database answers again"), outageLog);
            long stackLines =
                    outageLog.lines().filter(l -> l.startsWith("\tat ")).count();
            assertTrue(stackLines < 40, stackLines + " lines of stack traces during the outage:\n" + outageLog);
        }
    }

    @Test
    void runsLeftWithoutTheirQuartzJobsAreQueuedAgainWhenTheServiceComesBack() throws Exception {
        long running;
        long waiting;
        JsonNode before;
        try (ServiceProcess service = ServiceProcess.start(work, environment())) {
            running = submit(service, 51);
            waiting = submit(service, 52);
            before = service.awaitRun(running, r -> r.path("checkpoints").asInt() >= 1, "a checkpoint");
            service.kill();
        }
        // What a service that lost its database mid-run can leave: the runs' rows say RUNNING and
        // QUEUED, but Quartz closed their jobs. PostgreSQL itself, left by the killed service, is up.
        String password =
                Files.readString(work.resolve("data/postgres.password")).strip();
        try (Connection c = DriverManager.getConnection(
                "jdbc:postgresql://127.0.0.1:" + databasePort + "/morpion", EmbeddedPostgres.USER, password)) {
            for (long id : new long[] {running, waiting}) {
                deleteJob(c, id);
            }
        }
        try (ServiceProcess service = ServiceProcess.start(work, environment())) {
            JsonNode resumed = service.awaitRun(
                    running,
                    r -> r.path("status").asText().equals("RUNNING")
                            && r.path("resumes").asInt()
                                    == before.path("resumes").asInt() + 1,
                    "the orphaned run running again");
            assertTrue(
                    resumed.path("nodes").asLong()
                            >= before.path("checkpointNodes").asLong(),
                    resumed.toString());
            assertTrue(
                    service.logText().contains("run " + running + " was running with no job to run it; now queued"),
                    service.logText());
            JsonNode queued =
                    service.awaitRun(waiting, r -> r.path("status").asText().equals("QUEUED"), "queued");
            assertEquals(1, queued.path("queuePosition").asInt());
            // Its job is back: cancelling the running run lets it start.
            service.post("/api/runs/" + running + "/cancel", "");
            service.awaitRun(waiting, r -> r.path("status").asText().equals("RUNNING"), "the second run started");
        }
    }

    @Test
    void aSecondServiceOnTheSameDataDirectoryRefusesAtOnceAndLeavesTheFirstUnharmed() throws Exception {
        Map<String, String> env = environment();
        try (ServiceProcess first = ServiceProcess.start(work, env)) {
            ServiceProcess.Refusal second = ServiceProcess.startExpectingRefusal(work, env, Duration.ofSeconds(60));
            assertNotEquals(0, second.exitCode(), second.output());
            List<String> lines = second.output()
                    .lines()
                    .filter(l -> l.contains("another Morpion service"))
                    .toList();
            assertEquals(1, lines.size(), second.output());
            assertTrue(lines.get(0).contains("(pid " + first.pid() + ","), lines.get(0));
            assertTrue(second.output().lines().noneMatch(l -> l.startsWith("\tat ")), second.output());
            assertEquals(200, first.get("/q/health/ready").statusCode());
            long id = submit(first, 61);
            first.awaitRun(id, r -> r.path("checkpoints").asInt() >= 1, "a run of the first service checkpointing");
        }
    }

    private static void deleteJob(Connection c, long runId) throws Exception {
        String job = "run-" + runId;
        for (String sql : new String[] {
            "delete from qrtz_fired_triggers where job_name = ?",
            "delete from qrtz_simple_triggers where trigger_name in (select trigger_name from qrtz_triggers where "
                    + "job_name = ?)",
            "delete from qrtz_triggers where job_name = ?",
            "delete from qrtz_job_details where job_name = ?"
        }) {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                statement.setString(1, job);
                statement.executeUpdate();
            }
        }
    }

    private void killPostmaster() throws IOException {
        long pid = Long.parseLong(Files.readAllLines(work.resolve("data/postgres/postmaster.pid"))
                .get(0)
                .strip());
        ProcessHandle postmaster = ProcessHandle.of(pid).orElseThrow();
        postmaster.destroyForcibly();
        postmaster.onExit().join();
    }

    /**
     * Kills the postmaster and binds its port as soon as the socket is gone. The supervisor may win
     * that race (it looks every second, and a dying server's children can keep the socket a moment):
     * then its new server is killed in turn, a few times at most.
     */
    private ServerSocket killPostmasterAndHoldItsPort() throws Exception {
        IOException last = null;
        for (int attempt = 0; attempt < 5; attempt++) {
            awaitPostmasterPidFile();
            killPostmaster();
            try {
                // the supervisor races for the port: try again every 2 ms for 3 s
                return Awaitility.await("port " + databasePort + " to be free")
                        .atMost(Duration.ofSeconds(3))
                        .pollDelay(Duration.ZERO)
                        .pollInterval(Duration.ofMillis(2))
                        .pollInSameThread()
                        .ignoreExceptionsInstanceOf(IOException.class)
                        .until(() -> new ServerSocket(databasePort, 1, InetAddress.getByName("127.0.0.1")), s -> true);
            } catch (ConditionTimeoutException taken) {
                last = new IOException(taken.getMessage());
            }
        }
        throw new AssertionError("could not hold port " + databasePort + " after killing the postmaster", last);
    }

    private static boolean livePid(Path pidFile) {
        try {
            return ProcessHandle.of(
                            Long.parseLong(Files.readAllLines(pidFile).get(0).strip()))
                    .map(ProcessHandle::isAlive)
                    .orElse(false);
        } catch (IOException | RuntimeException notYet) {
            return false; // no file yet, or the server is still writing it
        }
    }

    /** Waits until a live postmaster has written its pid file (the supervisor may be starting one). */
    private void awaitPostmasterPidFile() throws Exception {
        Path pidFile = work.resolve("data/postgres/postmaster.pid");
        Waits.until(
                "a live postmaster to kill",
                Duration.ofSeconds(30),
                Duration.ofMillis(20),
                () -> livePid(pidFile),
                live -> live);
    }

    private static HttpResponse<String> awaitStatus(ServiceProcess service, String path, int status) throws Exception {
        return Waits.until(
                status + " from " + path,
                Duration.ofSeconds(60),
                Duration.ofMillis(100),
                () -> service.get(path),
                response -> response.statusCode() == status,
                () -> "\n" + service.logTextOrWhy());
    }

    private interface Call {
        HttpResponse<String> send() throws Exception;
    }

    private static void assertRefusedQuickly(Call call, String path) throws Exception {
        long start = System.nanoTime();
        HttpResponse<String> response = call.send();
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(400, response.statusCode(), path + ": " + response.body());
        assertTrue(response.body().contains("inflates to more than 1048576 bytes"), path + ": " + response.body());
        assertTrue(millis < BOMB_ANSWER_MILLIS, path + " took " + millis + " ms");
    }

    private static HttpResponse<String> upload(ServiceProcess service, byte[] picture) throws Exception {
        String boundary = "morpion-bomb-boundary";
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(
                ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"bomb.png\"\r\n"
                                + "Content-Type: image/png\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
        body.writeBytes(picture);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return service.postBytes(
                "/api/records/upload", "multipart/form-data; boundary=" + boundary, body.toByteArray());
    }

    private static long submit(ServiceProcess service, long seed) throws Exception {
        HttpResponse<String> response = service.postJson("/api/runs", ServiceProcess.unlimitedRun(seed));
        assertEquals(201, response.statusCode(), response.body());
        return JSON.readTree(response.body()).path("id").asLong();
    }

    private static int freePort() {
        try {
            return ServiceProcess.freePort();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
