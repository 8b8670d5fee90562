package io.morpion.service.backup;

import static io.morpion.service.Api.admin;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.InProcessCli;
import io.morpion.service.PublishedGames;
import io.morpion.service.runs.RunTestSupport;
import io.morpion.tiers.ServiceTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Restores over HTTP and through the CLI into a running service: what it refuses, and that a
 * forced restore replaces everything with the backup. The whole story with real processes (a
 * service killed, its data deleted, a new one restored) is RestoreIT's.
 */
@ServiceTest
@QuarkusTestResource(value = EmbeddedPostgresTestResource.class, restrictToAnnotatedClass = true)
class RestoreTest {

    @Inject
    EntityManager em;

    @TempDir
    Path work;

    private static InProcessCli.Run morpion(String... args) {
        return InProcessCli.asAdmin(args);
    }

    private static long submit(long seed) {
        return Api.submitGame(Msr.toJson(RandomGames.finished(Variant.FIVE_DISJOINT, new Random(seed))));
    }

    private static int status(long record) {
        return given().get("/api/records/" + record).statusCode();
    }

    private static long records() {
        return Api.records("size", 1).getLong("total");
    }

    @Test
    void aServiceWithDataOfItsOwnIsRefusedUntilForcedAndThenHoldsExactlyTheBackup() throws Exception {
        long kept = submit(System.nanoTime());
        String keptMsr = given().get("/api/records/" + kept).jsonPath().getString("msr");
        Path file = work.resolve("backup.zip");
        InProcessCli.Run saved = morpion("admin", "backup", file.toString());
        assertEquals(0, saved.exit(), saved.err());
        long total = records();
        long later = submit(System.nanoTime() + 1);

        InProcessCli.Run refused = morpion("admin", "restore", file.toString());
        assertEquals(1, refused.exit(), refused.out());
        assertTrue(
                refused.err().contains("this service holds data of its own beyond the packaged corpus (")
                        && refused.err().contains(" records")
                        && refused.err().contains("force the restore to replace it"),
                refused.err());
        assertEquals(200, status(later), "a refused restore changes nothing");
        assertEquals(total + 1, records());

        InProcessCli.Run forced = morpion("admin", "restore", file.toString(), "--force");
        assertEquals(0, forced.exit(), forced.err());
        assertTrue(forced.out().startsWith("restored " + file + ", the backup of schema "), forced.out());
        long backedUp = io.morpion.formats.backup.BackupFile.verify(file).rows("record");
        assertTrue(forced.out().contains("record " + backedUp + ","), forced.out());
        assertEquals(404, status(later), "the record made after the backup is gone");
        assertEquals(keptMsr, given().get("/api/records/" + kept).jsonPath().getString("msr"));
        assertEquals(total, records(), "the listing shows the restored corpus, not a cached one");
        long next = submit(System.nanoTime() + 2);
        assertTrue(next > kept, "ids go on after the backup's: " + next + " after " + kept);
    }

    @Test
    void aBackupWithholdsWebhookSecretsAndARestoredWebhookAsksToBeSetAgain() throws Exception {
        String secret = "a-secret-no-backup-may-hold";
        String token = Api.searcherToken("webhook across a restore");
        Api.as(token)
                .contentType("application/json")
                .body(Map.of("url", "https://93.184.215.14/hook", "secret", secret))
                .put("/api/webhook")
                .then()
                .statusCode(200);
        Path file = work.resolve("webhook-backup.zip");
        InProcessCli.Run saved = morpion("admin", "backup", file.toString());
        assertEquals(0, saved.exit(), saved.err());
        String webhooks;
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(file.toFile())) {
            webhooks = new String(
                    zip.getInputStream(zip.getEntry("tables/token_webhook.csv")).readAllBytes(),
                    StandardCharsets.UTF_8);
        }
        assertFalse(webhooks.contains(secret), webhooks);
        assertTrue(webhooks.contains("https://93.184.215.14/hook") && webhooks.contains("withheld"), webhooks);

        InProcessCli.Run forced = morpion("admin", "restore", file.toString(), "--force");
        assertEquals(0, forced.exit(), forced.err());
        Api.as(token).post("/api/webhook/test").then().statusCode(202);
        JsonPath hook = Waits.until(
                "the test delivery to be given up",
                java.time.Duration.ofSeconds(30),
                java.time.Duration.ofMillis(100),
                () -> Api.as(token).get("/api/webhook").jsonPath(),
                h -> h.getInt("givenUp") == 1);
        assertTrue(hook.getString("lastError").contains("set the webhook again"), hook.prettify());
    }

    @Test
    void aDamagedBackupIsRefusedBeforeAndAfterItIsSentAndNothingChanges() throws Exception {
        Path file = work.resolve("backup.zip");
        assertEquals(0, morpion("admin", "backup", file.toString()).exit());
        Path altered = work.resolve("altered.zip");
        Files.write(
                altered,
                BackupEntries.zip(BackupEntries.changed(
                        BackupEntries.read(file), "tables/record.csv", csv -> csv.replaceFirst("Rosin", "Nisor"))));
        long before = records();

        InProcessCli.Run local = morpion("admin", "restore", altered.toString(), "--force");
        assertEquals(1, local.exit());
        assertTrue(
                local.err().contains(altered + " cannot be restored: the table record does not match its checksum"),
                local.err());

        // sent past the CLI's check, the server finds the same
        byte[] bytes = Files.readAllBytes(altered);
        JsonPath answer =
                restore(bytes, 1 << 20, true).then().statusCode(400).extract().jsonPath();
        assertEquals("backupDamaged", answer.getString("code"));
        assertTrue(
                answer.getString("error").contains("the table record does not match its checksum"),
                answer.getString("error"));
        assertEquals(before, records());
        assertEquals(
                0,
                given().queryParam("author", "Nisor")
                        .get("/api/records")
                        .jsonPath()
                        .getLong("total"));
    }

    @Test
    void aBackupWhoseRowsBreakTheSchemaIsRefusedAndNothingIsHalfRestored() throws Exception {
        long own = submit(System.nanoTime() + 3);
        Path file = work.resolve("backup.zip");
        assertEquals(0, morpion("admin", "backup", file.toString()).exit());
        long later = submit(System.nanoTime() + 4);
        long before = records();
        // checksums that match, and a row the schema refuses in a table copied after the records
        byte[] forged = forge(file, "tables/record_change.csv", csv -> csv.replaceFirst("\n1,", "\n2,"));

        JsonPath answer =
                restore(forged, 1 << 20, true).then().statusCode(400).extract().jsonPath();
        assertEquals("backupDamaged", answer.getString("code"));
        assertTrue(
                answer.getString("error").startsWith("the table record_change breaks a rule of this schema: "),
                answer.getString("error"));
        assertEquals(before, records(), "the records copied before the failure are rolled back");
        assertEquals(200, status(own));
        assertEquals(200, status(later), "what the service held stays");
    }

    @jakarta.inject.Inject
    io.agroal.api.AgroalDataSource database;

    /** A restore copies the tables in name order, so every foreign key must be able to wait to its end. */
    @Test
    void everyForeignKeyCanWaitToTheEndOfARestore() throws Exception {
        List<String> immediate = new java.util.ArrayList<>();
        try (java.sql.Connection c = database.getConnection();
                java.sql.ResultSet keys = c.createStatement()
                        .executeQuery("select c.conrelid::regclass || '.' || c.conname from pg_constraint c"
                                + " join pg_namespace n on n.oid = c.connamespace where c.contype = 'f'"
                                + " and n.nspname = current_schema() and not c.condeferrable")) {
            while (keys.next()) {
                immediate.add(keys.getString(1));
            }
        }
        assertEquals(List.of(), immediate, "foreign keys a restore cannot defer");
    }

    /**
     * A restore into the service it came from while a run searched lost the run's finds: its
     * execution went on writing from memory into the restored row. Now the restore takes the run from
     * its execution, which stops without writing, and the run resumes from the backup's checkpoint.
     */
    @Test
    void aRunSearchingDuringARestoreResumesFromTheBackupsCheckpoint() throws Exception {
        long run = RunTestSupport.submit(Requests.run("5T").algorithm("nrpa").time("10m"));
        try {
            RunTestSupport.await(run, r -> r.getInt("checkpoints") >= 1, "a first checkpoint");
            Path file = work.resolve("backup.zip");
            assertEquals(0, morpion("admin", "backup", file.toString()).exit());
            // what the backup holds of the run, read from the backup itself
            long restoredCheckpoints = backedUpCheckpoints(file, run);
            int resumesBefore = RunTestSupport.run(run).getInt("resumes");
            RunTestSupport.await(
                    run, r -> r.getInt("checkpoints") > restoredCheckpoints + 1, "checkpoints past the backup's");
            restore(Files.readAllBytes(file), 1 << 20, true).then().statusCode(200);
            io.restassured.path.json.JsonPath resumed = Waits.until(
                    "the run resumed from the backup's checkpoint",
                    java.time.Duration.ofSeconds(120),
                    java.time.Duration.ofMillis(200),
                    () -> RunTestSupport.run(run),
                    r -> r.getInt("resumes") > resumesBefore && "RUNNING".equals(r.getString("status")));
            assertTrue(resumed.getInt("checkpoints") >= restoredCheckpoints, resumed.prettify());
        } finally {
            admin().post("/api/runs/" + run + "/cancel");
        }
    }

    /** The checkpoints column of the run's row in the backup's search_run table. */
    private static long backedUpCheckpoints(Path backup, long run) throws Exception {
        String csv = new String(BackupEntries.read(backup).get("tables/search_run.csv"), StandardCharsets.UTF_8);
        List<String> lines = csv.lines().toList();
        int column = java.util.Arrays.asList(lines.get(0).split(",")).indexOf("checkpoints");
        return lines.stream()
                .filter(l -> l.startsWith(run + ","))
                .map(l -> l.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1)[column])
                .mapToLong(Long::parseLong)
                .findFirst()
                .orElseThrow();
    }

    /**
     * A restore waited without limit behind a backup being downloaded, and every request with a
     * token waited behind the restore: now it gives up after its lock timeout with a 409, and the
     * token's requests go on while the reader still holds the tables.
     */
    @Test
    void aRestoreBehindABackupReaderGivesUpWithA409AndTokenRequestsGoOn() throws Exception {
        Path file = work.resolve("backup.zip");
        assertEquals(0, morpion("admin", "backup", file.toString()).exit());
        byte[] bytes = Files.readAllBytes(file);
        long before = records();
        try (java.sql.Connection reader = database.getConnection()) {
            // as a backup's download does: a transaction that has read the tables and is still open
            reader.setAutoCommit(false);
            reader.createStatement().execute("select count(*) from record, access_token");
            io.restassured.response.Response busy = restore(bytes, 1 << 20, true);
            assertEquals(409, busy.statusCode(), busy.asString());
            assertEquals("restoreBusy", busy.jsonPath().getString("code"));
            assertTrue(
                    busy.jsonPath()
                            .getString("error")
                            .startsWith("a backup is being read, or a request holds the"
                                    + " tables a restore replaces, and it did not end within 5 s"),
                    busy.jsonPath().getString("error"));
            admin().get("/api/runs").then().statusCode(200);
            reader.rollback();
        }
        assertEquals(before, records(), "the refused restore changed nothing");
        restore(bytes, 1 << 20, true).then().statusCode(200);
    }

    @Test
    void aRestoredCorpusIsServedAfreshEvenWithAsManyRecordsUnderTheSameIds() throws Exception {
        PublishedGames.awaitStored();
        Path file = work.resolve("backup.zip");
        assertEquals(0, morpion("admin", "backup", file.toString()).exit());
        String before = given().get("/records/corpus.zip")
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        // the same records under the same ids, one author changed: only the rows' contents differ
        String renamed = "Restored" + System.nanoTime();
        byte[] forged = forge(file, "tables/record.csv", csv -> csv.replaceFirst("Rosin", renamed));
        io.restassured.response.Response restored = restore(forged, 1 << 20, true);
        assertEquals(200, restored.statusCode(), restored.asString());
        try {
            io.restassured.response.Response after =
                    given().header("If-None-Match", before).get("/records/corpus.zip");
            assertEquals(200, after.statusCode(), "the old tag no longer names the corpus");
            assertTrue(!before.equals(after.header("ETag")), after.header("ETag"));
            assertTrue(unzippedIndex(after.asByteArray()).contains(renamed), "the zip holds the restored rows");
        } finally {
            // the other tests find Rosin's records where they were
            restore(Files.readAllBytes(file), 1 << 20, true).then().statusCode(200);
        }
    }

    private static String unzippedIndex(byte[] zip) throws java.io.IOException {
        try (java.util.zip.ZipInputStream in =
                new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(zip))) {
            for (var entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.getName().equals("index.csv")) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
        }
        throw new AssertionError("no index.csv in the zip");
    }

    private static byte[] forge(Path backup, String entry, java.util.function.UnaryOperator<String> change)
            throws Exception {
        return BackupEntries.forged(backup, entry, change);
    }

    @Test
    void anUploadThatDidNotArriveWholeIsRefusedWithWhatIsMissing() throws Exception {
        Path file = work.resolve("backup.zip");
        assertEquals(0, morpion("admin", "backup", file.toString()).exit());
        byte[] bytes = Files.readAllBytes(file);
        JsonPath upload = admin().post("/api/admin/restores")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = upload.getString("id");
        int partBytes = upload.getInt("partBytes");
        assertTrue(partBytes > 0 && partBytes < 2 << 20, "parts fit under the request limit: " + partBytes);
        admin().contentType("application/octet-stream")
                .body(java.util.Arrays.copyOf(bytes, Math.min(bytes.length, 1000)))
                .put("/api/admin/restores/" + id + "/parts/1")
                .then()
                .statusCode(204);

        JsonPath missing = admin().contentType("application/json")
                .body(Map.of("parts", 2, "sha256", sha256(bytes)))
                .post("/api/admin/restores/" + id)
                .then()
                .statusCode(400)
                .extract()
                .jsonPath();
        assertEquals("restoreUpload", missing.getString("code"));
        assertTrue(
                missing.getString("error").startsWith("part 0 (counting from 0) of the 2 has not arrived"),
                missing.getString("error"));
        // a part for an upload nobody began is not kept
        String never = java.util.UUID.randomUUID().toString();
        admin().contentType("application/octet-stream")
                .body(new byte[] {1, 2, 3})
                .put("/api/admin/restores/" + never + "/parts/0")
                .then()
                .statusCode(404)
                .body(
                        "error",
                        org.hamcrest.Matchers.startsWith("no restore upload " + never + " was begun here, or it was"
                                + " dropped after a day untouched"));
        String empty = admin().post("/api/admin/restores").jsonPath().getString("id");
        assertEquals(
                "no part of upload " + empty + " has arrived",
                admin().contentType("application/json")
                        .body(Map.of("parts", 1, "sha256", sha256(bytes)))
                        .post("/api/admin/restores/" + empty)
                        .then()
                        .statusCode(404)
                        .extract()
                        .jsonPath()
                        .getString("error"));

        JsonPath changed = restore(bytes, partBytes, false, "0".repeat(64))
                .then()
                .statusCode(400)
                .extract()
                .jsonPath();
        assertEquals("restoreUpload", changed.getString("code"));
        assertTrue(changed.getString("error").contains("a part was lost or changed on the way"), changed.prettify());

        admin().contentType("application/octet-stream")
                .body(new byte[] {1})
                .put("/api/admin/restores/not-an-upload/parts/0")
                .then()
                .statusCode(404);
        admin().contentType("application/octet-stream")
                .body(new byte[] {1})
                .put("/api/admin/restores/" + id + "/parts/-1")
                .then()
                .statusCode(400);
        given().post("/api/admin/restores").then().statusCode(401);
        // a restore that did not arrive whole keeps its upload, to take the missing parts; abandoned, it is gone
        admin().delete("/api/admin/restores/" + id).then().statusCode(204);
        admin().delete("/api/admin/restores/" + empty).then().statusCode(204);
        admin().delete("/api/admin/restores/" + id).then().statusCode(404);
    }

    @Test
    void uploadsUnderWayAreBoundedAndAnAbandonedOneFreesItsPlace() {
        List<String> begun = new ArrayList<>();
        try {
            io.restassured.response.Response answer;
            while ((answer = admin().post("/api/admin/restores")).statusCode() == 201) {
                begun.add(answer.jsonPath().getString("id"));
                assertTrue(begun.size() <= 4, "the service takes at most four at once: " + begun);
            }
            answer.then()
                    .statusCode(409)
                    .body("code", equalTo("restoreUploads"))
                    .body(
                            "error",
                            org.hamcrest.Matchers.startsWith("4 restore uploads are under way, the most this server"
                                    + " takes at once (morpion.backup.restore-max-uploads)"));
            assertFalse(begun.isEmpty(), "this test began one at least");

            // the refusal and the list name every upload under way, so that a client that died can be found
            String refusal = answer.jsonPath().getString("error");
            List<String> listed = admin().get("/api/admin/restores")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("id", String.class);
            assertEquals(4, listed.size(), listed.toString());
            for (String id : listed) {
                assertTrue(refusal.contains(id + " (0 parts, untouched for 0 min)"), refusal);
            }
            // one untouched for an hour gives its place to the next begun
            String idle = listed.get(0);
            QuarkusTransaction.requiringNew()
                    .run(() -> em.createNativeQuery("update restore_upload_begun set begun_at = now() - interval"
                                    + " '2 hours' where upload_id = cast(:id as uuid)")
                            .setParameter("id", idle)
                            .executeUpdate());
            String next = admin().post("/api/admin/restores")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getString("id");
            begun.remove(idle);
            begun.add(next);
            List<String> after = admin().get("/api/admin/restores").jsonPath().getList("id", String.class);
            assertFalse(after.contains(idle), "the idle upload gave its place: " + after);
            assertTrue(after.contains(next), after.toString());
            admin().delete("/api/admin/restores/" + idle).then().statusCode(404);

            admin().delete("/api/admin/restores/" + begun.remove(0)).then().statusCode(204);
            begun.add(admin().post("/api/admin/restores")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getString("id"));
            admin().delete("/api/admin/restores/" + java.util.UUID.randomUUID())
                    .then()
                    .statusCode(404);
        } finally {
            begun.forEach(id -> admin().delete("/api/admin/restores/" + id));
        }
    }

    private static io.restassured.response.Response restore(byte[] bytes, int partBytes, boolean force) {
        return restore(bytes, partBytes, force, sha256(bytes));
    }

    /** Sends the bytes in parts and asks for their restore, as the CLI does but without its checks. */
    private static io.restassured.response.Response restore(byte[] bytes, int partBytes, boolean force, String sha256) {
        String id = admin().post("/api/admin/restores").jsonPath().getString("id");
        int parts = (bytes.length + partBytes - 1) / partBytes;
        for (int part = 0; part < parts; part++) {
            admin().contentType("application/octet-stream")
                    .body(java.util.Arrays.copyOfRange(
                            bytes, part * partBytes, Math.min(bytes.length, (part + 1) * partBytes)))
                    .put("/api/admin/restores/" + id + "/parts/" + part)
                    .then()
                    .statusCode(204);
        }
        return admin().contentType("application/json")
                .body(Map.of("parts", parts, "sha256", sha256, "force", force))
                .post("/api/admin/restores/" + id);
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
