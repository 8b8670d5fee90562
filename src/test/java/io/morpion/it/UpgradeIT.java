package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.ProjectPaths;
import io.morpion.TempDirs;
import io.morpion.formats.backup.BackupFile;
import io.morpion.service.backup.BackupTables;
import io.morpion.service.db.EmbeddedPostgres;
import io.morpion.tiers.SlowTest;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipFile;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A new release meeting a data directory made by the oldest schema we support. The fixture,
 * src/test/resources/upgrade/schema-10.zip, is a backup that an earlier build of this repository
 * took while it searched (its README says how). The test builds that release's database from it: the
 * migrations up to its schema, then its tables. The service of this build then starts on that data
 * directory and must migrate it, show every record, run and checkpoint as it was, and go on with
 * the runs that were under way. Every new migration must pass it.
 */
@SlowTest
class UpgradeIT {

    /** The oldest schema a data directory may have for this release to upgrade it. */
    private static final String FIXTURE = "/upgrade/schema-10.zip";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path work = TempDirs.create("morpion-it-upgrade-");

    @AfterEach
    void cleanUp() {
        TempDirs.delete(work);
    }

    @Test
    void aDataDirectoryOfTheOldestSchemaUpgradesWithEveryRecordRunAndCheckpointIntactAndItsRunsGoOn() throws Exception {
        Path backup = work.resolve("fixture.zip");
        try (InputStream in = UpgradeIT.class.getResourceAsStream(FIXTURE)) {
            Files.copy(in, backup);
        }
        BackupFile.Manifest manifest = BackupFile.verify(backup);
        int port = ServiceProcess.freePort();
        Map<String, String> records;
        Map<String, String> runs;
        Map<String, String> checkpoints;
        try (EmbeddedPostgres old = EmbeddedPostgres.start(work.resolve("data/postgres"), port)) {
            Flyway.configure()
                    .dataSource(old.jdbcUrl(), EmbeddedPostgres.USER, old.password())
                    .locations("filesystem:" + ProjectPaths.root().resolve("db/migration"))
                    .target(manifest.schemaVersion())
                    .load()
                    .migrate();
            try (Connection c = DriverManager.getConnection(old.jdbcUrl(), EmbeddedPostgres.USER, old.password());
                    ZipFile zip = new ZipFile(backup.toFile())) {
                c.setAutoCommit(false);
                // that schema's foreign keys cannot wait to the end of the transaction, and its tables
                // refer to each other both ways: load as pg_restore --disable-triggers does
                try (Statement s = c.createStatement()) {
                    s.execute("set session_replication_role = replica");
                }
                BackupTables.load(
                        c,
                        zip,
                        manifest,
                        manifest.tables().stream().map(BackupFile.Table::name).toList());
                BackupTables.setCounters(c, manifest);
                c.commit();
                records = rows(c, "select id, msr from record");
                runs = rows(c, "select id, status || ' ' || best_score || ' ' || checkpoints from search_run");
                checkpoints = rows(c, "select run_id || '/' || seq, md5(data) from run_checkpoint");
            }
        }
        assertTrue(runs.containsValue("PAUSED 65 9") && runs.get("8").startsWith("QUEUED"), runs.toString());

        // room for all four unfinished runs at once
        Map<String, String> env = ServiceProcess.fastSearches(4);
        env.putAll(ServiceProcess.embeddedDatabase(work, port));
        try (ServiceProcess service = ServiceProcess.start(work, env)) {
            assertTrue(
                    service.logText().contains("Migrating schema \"public\" to version"),
                    "the service migrated the old schema:\n" + service.logText());
            for (Map.Entry<String, String> record : records.entrySet()) {
                JsonNode shown = JSON.readTree(
                        service.get("/api/records/" + record.getKey()).body());
                assertEquals(record.getValue(), shown.path("msr").asText(), "record " + record.getKey());
            }
            for (String finished : new String[] {"1", "2", "3", "5"}) {
                JsonNode run =
                        JSON.readTree(service.get("/api/runs/" + finished).body());
                assertEquals(
                        runs.get(finished),
                        run.path("status").asText() + " "
                                + run.path("bestScore").asInt() + " "
                                + run.path("checkpoints").asInt(),
                        "run " + finished);
            }
            JsonNode campaign = JSON.readTree(service.get("/api/campaigns/1").body());
            assertEquals("COMPLETED", campaign.path("status").asText(), campaign.toString());
            assertEquals(20, campaign.path("archiveGames").asInt(), campaign.toString());

            for (long going : new long[] {6, 7}) {
                service.awaitRun(
                        going,
                        r -> r.path("status").asText().equals("RUNNING")
                                && r.path("resumes").asInt() >= 1
                                && r.path("checkpoints").asInt()
                                        > Integer.parseInt(
                                                runs.get(Long.toString(going)).split(" ")[2]),
                        "the run that was under way going on from its checkpoint");
            }
            assertEquals(200, service.post("/api/runs/4/resume", "").statusCode());
            service.awaitRun(
                    4,
                    r -> r.path("resumes").asInt() >= 1 && r.path("checkpoints").asInt() > 9,
                    "the paused run resumed from its checkpoint");
            service.awaitRun(8, r -> r.path("checkpoints").asInt() >= 1, "the queued run started");

            String password =
                    Files.readString(work.resolve("data/postgres.password")).strip();
            try (Connection c = DriverManager.getConnection(
                    "jdbc:postgresql://127.0.0.1:" + port + "/morpion", EmbeddedPostgres.USER, password)) {
                Map<String, String> now = rows(c, "select run_id || '/' || seq, md5(data) from run_checkpoint");
                for (Map.Entry<String, String> checkpoint : checkpoints.entrySet()) {
                    String runId = checkpoint.getKey().split("/")[0];
                    if (!runId.equals("4") && !runId.equals("6") && !runId.equals("7")) {
                        assertEquals(checkpoint.getValue(), now.get(checkpoint.getKey()), checkpoint.getKey());
                    }
                }
            }
        }
    }

    private static Map<String, String> rows(Connection c, String sql) throws Exception {
        Map<String, String> rows = new LinkedHashMap<>();
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                rows.put(r.getString(1), r.getString(2));
            }
        }
        return rows;
    }
}
