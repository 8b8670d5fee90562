package io.morpion.service.backup;

import static io.morpion.service.Api.admin;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agroal.api.AgroalDataSource;
import io.morpion.Requests;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.InProcessCli;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.QuarkusTestResource;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Backups edited with their checksums recomputed, as anyone who holds one can: each made a row stick
 * that the API would never have taken (a 5T record of 300 on a 145-move game, an undecodable game
 * that broke the corpus zip for everyone, a queued run of 256 threads, a counter at its maximum that
 * made every new run a 500). The restore now checks every row and refuses with the first bad one.
 */
@ServiceTest
@QuarkusTestResource(value = EmbeddedPostgresTestResource.class, restrictToAnnotatedClass = true)
class ForgedRestoreTest {

    @TempDir
    Path work;

    private Path backup() {
        Path file = work.resolve("backup.zip");
        InProcessCli.Run saved = InProcessCli.asAdmin("admin", "backup", file.toString());
        assertEquals(0, saved.exit(), saved.err());
        return file;
    }

    /** Refused with the detail; a record stored after the backup is still there, so nothing was restored. */
    private static void refusedNaming(byte[] forged, String detail) {
        long later = Api.submitGame(io.morpion.msr.Msr.toJson(io.morpion.RandomGames.finished(
                io.morpion.msr.Variant.FIVE_DISJOINT, new java.util.Random(System.nanoTime()))));
        JsonPath answer = restore(forged).then().statusCode(400).extract().jsonPath();
        assertEquals("backupDamaged", answer.getString("code"));
        assertTrue(answer.getString("error").startsWith(detail), answer.getString("error"));
        given().get("/api/records/" + later).then().statusCode(200);
        // the counters were left where they were: the next record gets an id past every one
        long next = Api.submitGame(io.morpion.msr.Msr.toJson(io.morpion.RandomGames.finished(
                io.morpion.msr.Variant.FIVE_DISJOINT, new java.util.Random(System.nanoTime() + 1))));
        assertTrue(next > later, next + " after " + later);
    }

    @Test
    void aRecordWhoseScoreIsNotItsGamesIsRefused() throws Exception {
        byte[] forged = BackupEntries.forged(
                backup(), "tables/record.csv", csv -> csv.replaceFirst("(?m)^(\\d+),5T,178,", "$1,5T,300,"));
        refusedNaming(forged, "the backup's record ");
        assertTrue(
                restore(forged).jsonPath().getString("error").contains("has the score 300, and its game has 178 moves"),
                restore(forged).asString());
    }

    @Inject
    AgroalDataSource database;

    /**
     * The rows are checked before the restore locks anything: while another transaction holds the
     * records table against writers, a forged row is still named at once, where a check made after
     * the tables were emptied would have waited on that lock and answered 409 restoreBusy.
     */
    @Test
    void aForgedRowIsNamedWithoutWaitingForTheTablesARestoreReplaces() throws Exception {
        byte[] forged = BackupEntries.forged(
                backup(), "tables/record.csv", csv -> csv.replaceFirst("(?m)^(\\d+),5T,178,", "$1,5T,301,"));
        try (Connection holder = database.getConnection()) {
            holder.setAutoCommit(false);
            try (Statement s = holder.createStatement()) {
                s.execute("lock table record in exclusive mode");
            }
            JsonPath answer = restore(forged).then().statusCode(400).extract().jsonPath();
            assertTrue(
                    answer.getString("error").contains("has the score 301, and its game has 178 moves"),
                    answer.prettify());
            holder.rollback();
        }
    }

    /** A header that names a column the table lacks is the backup's fault: a 400 that names it, not a 500. */
    @Test
    void aTableWithAColumnThisSchemaLacksIsRefusedByName() throws Exception {
        byte[] forged =
                BackupEntries.forged(backup(), "tables/record.csv", csv -> csv.replaceFirst(",score,", ",points,"));
        JsonPath answer = restore(forged).then().statusCode(400).extract().jsonPath();
        assertEquals("backupDamaged", answer.getString("code"));
        assertTrue(answer.getString("error").contains("\"points\""), answer.prettify());
    }

    @Test
    void aRecordWhoseGameCannotBeReadIsRefused() throws Exception {
        byte[] forged = BackupEntries.forged(backup(), "tables/record.csv", csv -> csv.replaceFirst(",MS1:", ",MS1:!"));
        refusedNaming(forged, "the backup's record ");
        assertTrue(restore(forged).jsonPath().getString("error").contains(" holds a game that cannot be read: "));
    }

    @Test
    void aRunOfMoreThreadsThanTheApiAllowsIsRefused() throws Exception {
        long run = Api.create(
                admin(),
                "/api/runs",
                Requests.run("4D").algorithm("nrpa").time("1s").threads(1).build());
        byte[] forged =
                BackupEntries.forged(backup(), "tables/search_run.csv", csv -> withCell(csv, run, "threads", "256"));
        refusedNaming(forged, "the backup's run " + run + " asks for 256 threads, and a run here has 1..");
    }

    @Test
    void aLearnedBoundShorterThanItsOwnPositionIsRefused() throws Exception {
        MsrRecord position = MsrRecord.of(
                Variant.FOUR_DISJOINT,
                CorpusGames.game("4D/hyyroporanen35.json").moves().subList(0, 20));
        long fact;
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement("insert into position_fact (variant, kind, msr, at_most,"
                        + " source, found_at) values ('4D', 'bound', ?, 35, 'a forged-restore test', now()) returning"
                        + " id")) {
            s.setString(1, Msr.encode(position));
            try (ResultSet r = s.executeQuery()) {
                r.next();
                fact = r.getLong(1);
            }
        }
        byte[] forged =
                BackupEntries.forged(backup(), "tables/position_fact.csv", csv -> withCell(csv, fact, "at_most", "2"));
        refusedNaming(forged, "the backup's learned fact " + fact + " bounds a position of 20 moves by 2");
    }

    @Test
    void aCounterAtItsMaximumIsRefused() throws Exception {
        byte[] forged = BackupEntries.withManifest(backup(), manifest -> {
            for (JsonNode sequence : manifest.get("sequences")) {
                if (sequence.get("name").asText().startsWith("search_run")) {
                    ((ObjectNode) sequence).put("lastValue", Long.MAX_VALUE);
                }
            }
        });
        refusedNaming(forged, "the backup's counter search_run_id_seq stands at " + Long.MAX_VALUE);
        // and a new run is still queued as usual
        Api.create(
                admin(),
                "/api/runs",
                Requests.run("4D").algorithm("nrpa").time("1s").build());
    }

    /** The CSV with the cell of the row whose id is {@code id}, in the column named, set to the value. */
    private static String withCell(String csv, long id, String column, String value) {
        List<String> lines = new ArrayList<>(Arrays.asList(csv.split("\n", -1)));
        int index = cells(lines.get(0)).indexOf(column);
        assertTrue(index >= 0, "no column " + column + " in " + lines.get(0));
        for (int i = 1; i < lines.size(); i++) {
            List<String> cells = cells(lines.get(i));
            if (!cells.isEmpty() && cells.get(0).equals(Long.toString(id))) {
                cells.set(index, value);
                lines.set(
                        i,
                        String.join(
                                ",",
                                cells.stream().map(ForgedRestoreTest::quoted).toList()));
                return String.join("\n", lines);
            }
        }
        throw new AssertionError("no row " + id);
    }

    private static final Pattern CELL = Pattern.compile("\"((?:[^\"]|\"\")*)\"|([^,]*)");

    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        Matcher m = CELL.matcher(line);
        int at = 0;
        while (at <= line.length() && m.find(at) && m.start() == at) {
            cells.add(m.group(1) != null ? m.group(1).replace("\"\"", "\"") : m.group(2));
            at = m.end() + 1;
        }
        return cells;
    }

    private static String quoted(String cell) {
        return cell.matches(".*[,\"\\n].*") ? "\"" + cell.replace("\"", "\"\"") + "\"" : cell;
    }

    private static io.restassured.response.Response restore(byte[] bytes) {
        String id = admin().post("/api/admin/restores").jsonPath().getString("id");
        admin().contentType("application/octet-stream")
                .body(bytes)
                .put("/api/admin/restores/" + id + "/parts/0")
                .then()
                .statusCode(204);
        return admin().contentType("application/json")
                .body(Map.of("parts", 1, "sha256", BackupEntries.sha256(bytes), "force", true))
                .post("/api/admin/restores/" + id);
    }
}
