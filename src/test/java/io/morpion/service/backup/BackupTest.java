package io.morpion.service.backup;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.formats.backup.BackupFile;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.InProcessCli;
import io.morpion.service.runs.RunTestSupport;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A backup taken over HTTP from the running service while a search runs, saved and checked by the CLI. */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class BackupTest {

    @TempDir
    Path work;

    private static InProcessCli.Run morpion(String... args) {
        return InProcessCli.morpion(args);
    }

    private static long records() {
        return Api.records("size", 1).getLong("total");
    }

    @Test
    void aBackupTakenWhileASearchRunsHoldsEveryTableFromOneSnapshotAndChecksOut() throws Exception {
        long run = RunTestSupport.submit(Requests.run("5D")
                .algorithm("nrpa")
                .param("level", 3)
                .time("60s")
                .seed(3));
        io.morpion.Waits.until(
                "the run to start",
                Duration.ofSeconds(30),
                Duration.ofMillis(100),
                () -> given().get("/api/runs/" + run).jsonPath().getString("status"),
                "RUNNING"::equals);
        try {
            long before = records();
            Path file = work.resolve("backups/first.zip");
            InProcessCli.Run saved =
                    morpion("admin", "backup", file.toString(), "--token", EmbeddedPostgresTestResource.ADMIN_TOKEN);
            long after = records();
            assertEquals(0, saved.exit(), saved.err());
            assertTrue(saved.out().startsWith("backup of schema "), saved.out());

            BackupFile.Manifest manifest = BackupFile.verify(file);
            List<String> tables =
                    manifest.tables().stream().map(BackupFile.Table::name).toList();
            for (String table : List.of(
                    "record",
                    "search_run",
                    "run_checkpoint",
                    "run_improvement",
                    "campaign",
                    "campaign_game",
                    "access_token",
                    "qrtz_job_details",
                    "qrtz_triggers",
                    "qrtz_fired_triggers")) {
                assertTrue(tables.contains(table), table + " in " + tables);
            }
            assertTrue(!tables.contains("flyway_schema_history"), "the version is in the manifest instead");
            long rows = manifest.rows("record");
            assertTrue(before <= rows && rows <= after, before + " <= " + rows + " <= " + after);
            String runs = entry(file, "tables/search_run.csv");
            assertTrue(
                    runs.lines().skip(1).anyMatch(line -> line.startsWith(run + ",")),
                    "the running search is in the backup");
            InProcessCli.Run again =
                    morpion("admin", "backup", file.toString(), "--token", EmbeddedPostgresTestResource.ADMIN_TOKEN);
            assertEquals(2, again.exit());
            assertTrue(again.err().contains("exists; give another name, or --force to replace it"), again.err());
            assertEquals(manifest, BackupFile.verify(file), "the first backup is untouched");
        } finally {
            Api.admin().post("/api/runs/" + run + "/cancel");
        }
    }

    @Test
    void onlyAnAdminTakesABackupAndNothingIsLeftBehindWhenRefused() throws Exception {
        given().get("/api/admin/backup").then().statusCode(401);
        Path file = work.resolve("refused.zip");
        InProcessCli.Run refused = morpion("admin", "backup", file.toString());
        assertEquals(1, refused.exit());
        assertTrue(refused.err().contains("the server refused (401)"), refused.err());
        try (var left = Files.list(work)) {
            assertEquals(List.of(), left.toList(), "no file, no partial download");
        }
    }

    @Test
    void aDamagedOrForeignFileIsRefusedWithTheReason() throws Exception {
        Path good = work.resolve("good.zip");
        try (OutputStream out = Files.newOutputStream(good)) {
            Api.admin()
                    .get("/api/admin/backup")
                    .then()
                    .statusCode(200)
                    .contentType("application/zip")
                    .extract()
                    .asInputStream()
                    .transferTo(out);
        }
        BackupFile.verify(good);

        // a zip bomb: a table of 200 MB of zeros, in a backup of a few hundred KB
        Path bomb = work.resolve("bomb.zip");
        String zeros = "0".repeat(200 << 20);
        Files.write(bomb, BackupEntries.forged(good, "tables/record_change.csv", csv -> csv + zeros));
        BackupFile.DamagedBackupException refused =
                assertThrows(BackupFile.DamagedBackupException.class, () -> BackupFile.verify(bomb));
        assertTrue(refused.getMessage().endsWith(": refused unread, as a zip bomb"), refused.getMessage());
        // the same table with the manifest left as it was: its declared size gives it away before inflating
        Path grown = work.resolve("grown.zip");
        Files.write(
                grown,
                BackupEntries.zip(BackupEntries.changed(
                        BackupEntries.read(good), "tables/record_change.csv", csv -> csv + zeros)));
        refused = assertThrows(BackupFile.DamagedBackupException.class, () -> BackupFile.verify(grown));
        assertTrue(refused.getMessage().startsWith("the table record_change declares "), refused.getMessage());

        Path cut = work.resolve("cut.zip");
        Files.write(cut, java.util.Arrays.copyOf(Files.readAllBytes(good), (int) Files.size(good) / 2));
        assertThrows(BackupFile.DamagedBackupException.class, () -> BackupFile.verify(cut));

        // the same entries and manifest, one record's text changed
        Path altered = work.resolve("altered.zip");
        Files.write(
                altered,
                BackupEntries.zip(BackupEntries.changed(
                        BackupEntries.read(good), "tables/record.csv", csv -> csv.replaceFirst("Rosin", "Nisor"))));
        BackupFile.DamagedBackupException damaged =
                assertThrows(BackupFile.DamagedBackupException.class, () -> BackupFile.verify(altered));
        assertEquals(
                "the table record does not match its checksum in the manifest: the backup is damaged",
                damaged.getMessage());

        Path foreign = work.resolve("foreign.zip");
        Files.write(foreign, BackupEntries.zip(Map.of("notes.txt", "hello".getBytes(StandardCharsets.UTF_8))));
        assertEquals(
                "the file has no manifest.json: it is not a Morpion backup",
                assertThrows(BackupFile.DamagedBackupException.class, () -> BackupFile.verify(foreign))
                        .getMessage());
        // a backup's own entries beside one that no backup has
        Map<String, byte[]> extra = new java.util.LinkedHashMap<>(BackupEntries.read(good));
        extra.put("notes.txt", "hello".getBytes(StandardCharsets.UTF_8));
        Path padded = work.resolve("padded.zip");
        Files.write(padded, BackupEntries.zip(extra));
        assertEquals(
                "the backup holds notes.txt, which no backup of ours has",
                assertThrows(BackupFile.DamagedBackupException.class, () -> BackupFile.verify(padded))
                        .getMessage());
    }

    private static String entry(Path zip, String name) throws Exception {
        byte[] bytes = BackupEntries.read(zip).get(name);
        if (bytes == null) {
            throw new AssertionError(name + " not in " + zip);
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
