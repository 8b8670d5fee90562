package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The packaged service as a user runs it: on its embedded PostgreSQL it survives a graceful stop
 * and a kill -9 with nothing lost or duplicated; pointed at an external PostgreSQL it uses that.
 */
@SlowTest
class ServiceRestartIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static long total(ServiceProcess service) throws Exception {
        JsonNode page = JSON.readTree(service.get("/api/records?size=1").body());
        return page.get("total").asLong();
    }

    private static String aNewGame() throws Exception {
        Path rosin = Path.of(System.getProperty("morpion.project.dir", ""))
                .toAbsolutePath()
                .resolve("records/5T/rosin178.json");
        MsrRecord game = Msr.decode(Files.readString(rosin));
        return Msr.encode(MsrRecord.of(game.variant(), game.moves().subList(0, 25)));
    }

    /** The whole packaged corpus stored: a first start stores the published games after it answers. */
    private static void awaitCorpus(ServiceProcess service, long corpus) {
        Waits.until(
                "the packaged corpus stored",
                Duration.ofSeconds(90),
                Duration.ofMillis(250),
                () -> total(service),
                total -> total >= corpus);
    }

    /**
     * The games the service packages: every JSON record under records/, less those packaged twice (a record game
     * that the census of optimal games found again is one record).
     */
    private static long corpusSize() throws Exception {
        try (var files = Files.walk(Path.of(System.getProperty("morpion.project.dir", ""))
                .toAbsolutePath()
                .resolve("records"))) {
            Set<String> identities = new HashSet<>();
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                identities.add(GameIdentity.of(Msr.decode(Files.readString(file))));
            }
            return identities.size();
        }
    }

    @Test
    void withoutAConfiguredAdminTokenTheFirstStartPrintsOneOnceAndAShortOneIsRefused() throws Exception {
        Path work = TempDirs.create("morpion-it-admin-");
        Map<String, String> env = ServiceProcess.embeddedDatabase(work);
        env.put("MORPION_ADMIN_TOKEN", "");
        java.util.regex.Pattern line = java.util.regex.Pattern.compile("Morpion: admin token (mpt_\\S+)");
        String token;
        try (ServiceProcess first = ServiceProcess.start(work, env)) {
            java.util.regex.Matcher printed = line.matcher(first.logText());
            assertTrue(printed.find(), "the first start prints the token:\n" + first.logText());
            token = printed.group(1);
            assertFalse(printed.find(), "once");
            Waits.until(
                    "the start's last line",
                    Duration.ofSeconds(30),
                    Duration.ofMillis(100),
                    first::logTextOrWhy,
                    log -> log.contains("Morpion is up: open http://localhost:"));
            assertFalse(first.logText().contains(" WARN "), "a fresh start warns of nothing:\n" + first.logText());
            var tokens = java.net.http.HttpClient.newHttpClient()
                    .send(
                            java.net.http.HttpRequest.newBuilder(java.net.URI.create(first.url("/api/admin/tokens")))
                                    .header("Authorization", "Bearer " + token)
                                    .GET()
                                    .build(),
                            java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, tokens.statusCode(), "the printed token is an admin's: " + tokens.body());
            first.stop();
        }
        try (ServiceProcess second = ServiceProcess.start(work, env)) {
            assertFalse(second.logText().contains("admin token"), "never again:\n" + second.logText());
        }
        Map<String, String> shortToken = new java.util.HashMap<>(env);
        shortToken.put("MORPION_ADMIN_TOKEN", "mpt_too-short");
        ServiceProcess.Refusal refused =
                ServiceProcess.startExpectingRefusal(work, shortToken, java.time.Duration.ofSeconds(90));
        assertTrue(refused.exitCode() != 0, refused.output());
        assertTrue(
                refused.output().contains("MORPION_ADMIN_TOKEN must have at least 32 characters, and it has 13"),
                refused.output());
        TempDirs.delete(work);
    }

    @Test
    void embeddedDatabaseSurvivesStopsAndCrashesWithoutLossOrDuplicates() throws Exception {
        Path work = TempDirs.create("morpion-it-");
        Map<String, String> env = ServiceProcess.embeddedDatabase(work);
        String game = aNewGame();
        long corpus = corpusSize();
        try (ServiceProcess first = ServiceProcess.start(work, env)) {
            awaitCorpus(first, corpus);
            assertEquals(corpus, total(first), "the corpus is seeded on first start, once");
            assertEquals(201, first.post("/api/records", game).statusCode());
            assertEquals(corpus + 1, total(first));
            first.stop();
        }
        try (ServiceProcess second = ServiceProcess.start(work, env)) {
            assertEquals(corpus + 1, total(second), "a restart keeps the submission and does not reseed the corpus");
            second.kill();
        }
        try (ServiceProcess third = ServiceProcess.start(work, env)) {
            assertEquals(corpus + 1, total(third), "after kill -9 the data is all there");
            var again = third.post("/api/records", game);
            assertEquals(200, again.statusCode());
            assertTrue(again.body().contains("\"duplicate\":true"), again.body());
            assertEquals(corpus + 1, total(third));
        }
        assertFalse(Files.exists(work.resolve("data/postgres/postmaster.pid")), "a graceful stop stops PostgreSQL");
        TempDirs.delete(work);
    }

    @Test
    void aFirstStartCutShortStoresTheRestOfThePublishedGamesTheNextTimeAndNoneTwice() throws Exception {
        Path work = TempDirs.create("morpion-it-cut-");
        Map<String, String> env = ServiceProcess.embeddedDatabase(work);
        long corpus = corpusSize();
        long storedWhenKilled;
        try (ServiceProcess first = ServiceProcess.start(work, env)) {
            // killed as soon as it answers: the published games are still being stored
            storedWhenKilled = total(first);
            first.kill();
        }
        try (ServiceProcess second = ServiceProcess.start(work, env)) {
            awaitCorpus(second, corpus);
            assertEquals(
                    corpus,
                    total(second),
                    "every packaged game once (" + storedWhenKilled + " were stored when the "
                            + "first start was killed)");
        }
        TempDirs.delete(work);
    }

    @Test
    void aTakenDatabasePortEndsStartupWithOneClearMessage() throws Exception {
        Path work = TempDirs.create("morpion-it-port-");
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Path jar = Path.of(System.getProperty("morpion.jar", "target/quarkus-app/quarkus-run.jar"))
                    .toAbsolutePath();
            ProcessBuilder builder = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-jar",
                            jar.toString())
                    .directory(work.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(work.resolve("out.log").toFile());
            builder.environment().putAll(ServiceProcess.embeddedDatabase(work, taken.getLocalPort()));
            Process process = builder.start();
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "startup gave up");
            String out = Files.readString(work.resolve("out.log"));
            assertEquals(1, process.exitValue(), out);
            assertTrue(
                    out.startsWith("morpion: cannot start the database: the embedded PostgreSQL did not start on port "
                            + taken.getLocalPort()),
                    out);
            assertFalse(out.contains("\tat "), "no stack trace: " + out);
        }
        TempDirs.delete(work);
    }

    @Test
    void anExternalPostgresqlIsUsedWhenConfigured() throws Exception {
        Path work = TempDirs.create("morpion-it-external-");
        try (EmbeddedPostgres external =
                EmbeddedPostgres.start(work.resolve("external-pg"), ServiceProcess.freePort())) {
            Map<String, String> env = Map.of(
                    "QUARKUS_DATASOURCE_JDBC_URL",
                    external.jdbcUrl(),
                    "QUARKUS_DATASOURCE_USERNAME",
                    EmbeddedPostgres.USER,
                    "QUARKUS_DATASOURCE_PASSWORD",
                    external.password(),
                    "MORPION_DATA_DIR",
                    work.resolve("unused").toString());
            try (ServiceProcess service = ServiceProcess.start(work, env)) {
                awaitCorpus(service, corpusSize());
                assertEquals(corpusSize(), total(service));
                assertEquals(201, service.post("/api/records", aNewGame()).statusCode());
            }
            try (Connection c = DriverManager.getConnection(
                            external.jdbcUrl(), EmbeddedPostgres.USER, external.password());
                    ResultSet rs = c.createStatement().executeQuery("select count(*) from record")) {
                rs.next();
                assertEquals(corpusSize() + 1, rs.getLong(1), "the records live in the external server");
            }
            assertFalse(Files.exists(work.resolve("unused")), "no embedded server was started");
        }
        TempDirs.delete(work);
    }
}
