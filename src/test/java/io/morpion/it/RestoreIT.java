package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.RandomGames;
import io.morpion.TempDirs;
import io.morpion.formats.backup.BackupFile;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A disk lost and a backup restored, with real processes: a service backed up while a search
 * runs, killed, its data directory deleted; a new service on a fresh data directory restored from
 * the file by the CLI. Every record comes back byte for byte, the run goes on from its last
 * checkpoint, and no improvement is lost.
 */
@SlowTest
class RestoreIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration COMMAND = Duration.ofMinutes(3);

    private final Path work = TempDirs.create("morpion-it-restore-");

    @AfterEach
    void cleanUp() {
        TempDirs.delete(work);
    }

    private static Map<String, String> environment(Path dir) throws Exception {
        Files.createDirectories(dir);
        Map<String, String> env = ServiceProcess.fastSearches(1);
        env.putAll(ServiceProcess.embeddedDatabase(dir));
        return env;
    }

    @Test
    void aServiceLostWithItsDiskComesBackFromItsBackupWithTheRunGoingOnAndNothingLost() throws Exception {
        Path first = work.resolve("first");
        Path backup = work.resolve("backup.zip");
        long run;
        JsonNode before;
        Map<Long, String> recordsBefore;
        Map<Long, String> recordsAfter;
        Set<String> improvementsBefore;
        try (ServiceProcess service = ServiceProcess.start(first, environment(first))) {
            String game = Msr.toJson(RandomGames.finished(Variant.FIVE_TOUCHING, new Random(43)));
            var stored = service.postJson("/api/records", game);
            assertEquals(201, stored.statusCode(), stored.body());
            run = JSON.readTree(service.postJson("/api/runs", ServiceProcess.unlimitedRun(43))
                            .body())
                    .path("id")
                    .asLong();
            before = service.awaitRun(
                    run,
                    r -> r.path("checkpoints").asInt() >= 2
                            && r.path("bestScore").asInt() > 0,
                    "two checkpoints");
            recordsBefore = records(service);
            improvementsBefore = improvements(service, run);

            CliIT.Run saved = CliIT.morpionIn(
                    work,
                    COMMAND,
                    Map.of(),
                    "admin",
                    "backup",
                    backup.toString(),
                    "--server",
                    service.url(""),
                    "--token",
                    ServiceProcess.ADMIN_TOKEN);
            assertEquals(0, saved.exit(), saved.err());
            recordsAfter = records(service);
            service.kill();
        }
        TempDirs.delete(first.resolve("data"));
        assertFalse(Files.exists(first.resolve("data")), "the disk is gone");
        BackupFile.Manifest manifest = BackupFile.verify(backup);

        Path second = work.resolve("second");
        try (ServiceProcess service = ServiceProcess.start(second, environment(second))) {
            OffsetDateTime restoring = OffsetDateTime.now();
            CliIT.Run restored = CliIT.morpionIn(
                    work,
                    COMMAND,
                    Map.of(),
                    "admin",
                    "restore",
                    backup.toString(),
                    "--server",
                    service.url(""),
                    "--token",
                    ServiceProcess.ADMIN_TOKEN);
            assertEquals(0, restored.exit(), restored.err() + restored.out());
            assertTrue(restored.out().contains("the backup of schema " + manifest.schemaVersion()), restored.out());
            assertTrue(restored.out().contains("1 search resumes from its checkpoints"), restored.out());

            // the run resumes at once and may file a new best before the listing is read: those are its own
            Map<Long, String> records = records(service, run, restoring);
            for (Map.Entry<Long, String> record : recordsBefore.entrySet()) {
                assertEquals(
                        record.getValue(),
                        records.get(record.getKey()),
                        "record " + record.getKey() + " is the same, byte for byte");
            }
            assertTrue(
                    recordsAfter.keySet().containsAll(records.keySet()),
                    "no record that the first service did not hold");
            assertEquals(manifest.rows("record"), records.size());

            JsonNode resumed = service.awaitRun(
                    run,
                    r -> r.path("status").asText().equals("RUNNING")
                            && r.path("resumes").asInt()
                                    == before.path("resumes").asInt() + 1
                            && r.path("checkpoints").asInt()
                                    > before.path("checkpoints").asInt() + 1,
                    "the run going on here, checkpointing");
            String log = service.logText();
            assertTrue(
                    log.matches("(?s).*run " + run + ": resumed from [0-9,]+ nodes.*"),
                    "the run resumed from its checkpoint:\n" + log);
            assertTrue(resumed.path("nodes").asLong() > before.path("nodes").asLong(), resumed.toString());
            assertTrue(
                    resumed.path("bestScore").asInt()
                            >= before.path("bestScore").asInt(),
                    resumed.toString());
            Set<String> improvements = improvements(service, run);
            assertTrue(
                    improvements.containsAll(improvementsBefore),
                    "every improvement made before the backup is here: " + improvementsBefore + " in " + improvements);
        }
    }

    /** Every record the service holds, by id, as its MSR. */
    private static Map<Long, String> records(ServiceProcess service) throws Exception {
        return records(service, -1, null);
    }

    /** Every record's game by id, less those the run filed after {@code since} (all when since is null). */
    private static Map<Long, String> records(ServiceProcess service, long run, OffsetDateTime since) throws Exception {
        Map<Long, String> records = new HashMap<>();
        for (int page = 0; ; page++) {
            JsonNode answer = JSON.readTree(
                    service.get("/api/records?sort=id&size=100&page=" + page).body());
            for (JsonNode record : answer.path("items")) {
                boolean filedSince = since != null
                        && record.path("runId").asLong() == run
                        && OffsetDateTime.parse(record.path("submittedAt").asText())
                                .isAfter(since);
                if (!filedSince) {
                    records.put(record.path("id").asLong(), record.path("msr").asText());
                }
            }
            if ((page + 1) * 100 >= answer.path("total").asInt()) {
                return records;
            }
        }
    }

    /** A run's improvements, each as its score and game. */
    private static Set<String> improvements(ServiceProcess service, long run) throws Exception {
        Set<String> found = new LinkedHashSet<>();
        for (JsonNode improvement :
                JSON.readTree(service.get("/api/runs/" + run + "/improvements").body())) {
            found.add(improvement.path("score").asInt() + " "
                    + improvement.path("msr").asText());
        }
        return found;
    }
}
