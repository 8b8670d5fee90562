package io.morpion.service.proofs;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.RandomGames;
import io.morpion.cli.MorpionCli;
import io.morpion.corpus.ShippedLocalProof;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.local.proofs.LocalGames;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sweeps of local proofs over HTTP, on the real PostgreSQL and Quartz: queued by a searcher, their
 * neighbourhoods searched by the node's jobs, each verdict stored, and the record's own view stating what
 * is proven. The game is a 26-move 4D game with a longer neighbour in its middle (LocalGames).
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
public class LocalProofApiTest {

    @TestHTTPResource("/")
    URL base;

    private static final Duration SWEEP_DONE = Duration.ofSeconds(120);

    @Test
    void theLastMovesProvenAreStatedOnTheRecord() {
        long record = middleMatters();
        long sweep = queue(record, Body.of("kind", "last", "size", 3, "limit", "30s"));
        JsonPath done = awaitDone(record, sweep);
        assertEquals(1, done.getInt("sweep.proven"), done.prettify());
        assertEquals("PROVEN", done.getString("results[0].outcome"));
        assertEquals(3, done.getInt("results[0].freed"));
        given().get("/api/records/" + record)
                .then()
                .statusCode(200)
                .body(
                        "localProofs.find { it.id == '" + sweep + "' }.statement",
                        equalTo("no game longer than 26 shares its first 23 moves"))
                .body("localProofs.find { it.id == '" + sweep + "' }.keptMoves", equalTo(23));
    }

    @Test
    void theLocalProofsShippedWithTheCorpusAreStatedOnTheirRecords() {
        ShippedLocalProof shipped = shippedEndGame();
        MsrRecord game = shipped.record();
        long record = Api.fileAsAdmin(game);
        String statement = "no game longer than " + game.moveCount() + " shares its first "
                + (game.moveCount() - shipped.size()) + " moves";
        JsonPath view = Awaitility.await("the shipped proof stored once the corpus is")
                .atMost(Duration.ofSeconds(60))
                .until(
                        () -> given().get("/api/records/" + record)
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath(),
                        v -> v.getList("localProofs.statement").contains(statement));
        Map<String, Object> sweep = view.getMap("localProofs.find { it.statement == '" + statement + "' }");
        assertEquals(CorpusLocalProofs.AUTHOR, sweep.get("requestedBy"));
        assertEquals(0, sweep.get("waiting"));
        assertEquals(shipped.limitSeconds(), sweep.get("limitSeconds"));
    }

    /** The first end game (the last moves of a game, freed) whose local proof the corpus ships. */
    public static ShippedLocalProof shippedEndGame() {
        return ShippedLocalProof.all().stream()
                .filter(p -> p.kind().equals("last"))
                .findFirst()
                .orElseThrow();
    }

    /** The first 33 moves of Hyyrö and Poranen's 35, a proven optimum of 4D: freeing its last three finds the 35. */
    public static long shortOfTheOptimum() {
        MsrRecord optimum = CorpusGames.game("4D/hyyroporanen35.json");
        return Api.fileAsAdmin(MsrRecord.of(optimum.variant(), optimum.moves().subList(0, 33)));
    }

    @Test
    void aLongerGameThatReachesTheKnownResultRaisesTheAlert() {
        long record = shortOfTheOptimum();
        long sweep = queue(record, Body.of("kind", "last", "size", 3, "limit", "30s"));
        JsonPath done = awaitDone(record, sweep);
        assertEquals("LONGER", done.getString("results[0].outcome"), done.prettify());
        assertEquals(35, done.getInt("sweep.alert.score"), done.prettify());
        assertEquals(35, done.getInt("sweep.alert.known"));
        assertEquals("proven optimum", done.getString("sweep.alert.kind"));
        assertFalse(done.getBoolean("sweep.alert.beats"));
        assertEquals("35 = proven optimum", done.getString("sweep.alert.standing"));
        String shown = cli("records", "get", "" + record);
        assertTrue(
                shown.contains("\u0007*** 35 = proven optimum (longer games: record "
                        + done.getLong("results[0].longerRecordId") + ")"),
                shown);
        long middle = middleMatters();
        JsonPath none = awaitDone(middle, queue(middle, Body.of("kind", "closure", "limit", "2s")));
        assertTrue(none.getInt("sweep.longer") >= 1, "a longer game, 28, far from 35");
        assertNull(none.get("sweep.alert"), none.prettify());
    }

    /** Open squares go to the constraint model, inside the service: its native library loads there too. */
    @Test
    void anOpenWindowSweepGivesEveryWindowItsVerdict() {
        long record = middleMatters();
        long sweep = queue(record, Body.of("kind", "open", "size", 3, "limit", "20s"));
        JsonPath done = awaitDone(record, sweep);
        int squares = done.getInt("sweep.neighbourhoods");
        assertTrue(squares > 10, done.prettify());
        assertEquals(squares, done.getInt("sweep.proven") + done.getInt("sweep.longer"), done.prettify());
        assertTrue(done.getString("results[0].name").startsWith("the open 3×3 square at ("), done.prettify());
        given().get("/api/records/" + record)
                .then()
                .statusCode(200)
                .body(
                        "localProofs.find { it.id == '" + sweep + "' }.statement",
                        containsString("every open 3×3 square, its lines alone: "));
    }

    @Test
    void aSweepsCostIsEstimatedBeforeItIsQueuedAsTheQueuedSweepWillBe() {
        long record = middleMatters();
        Map<String, Object> body = Body.of("kind", "open", "size", 3, "limit", "20s");
        long before = given().get("/api/records/" + record + "/local-proofs")
                .jsonPath()
                .getLong("total");
        JsonPath estimate = Api.admin()
                .contentType("application/json")
                .body(body)
                .post("/api/records/" + record + "/local-proofs/estimate")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(
                before,
                given().get("/api/records/" + record + "/local-proofs")
                        .jsonPath()
                        .getLong("total"),
                "an estimate queues nothing");
        int squares = estimate.getInt("neighbourhoods");
        assertEquals(20, estimate.getInt("limitSeconds"));
        assertEquals(squares * 20L, estimate.getLong("coreSeconds"));
        assertTrue(estimate.getInt("computers") >= 1);
        long sweep = queue(record, body);
        assertEquals(squares, awaitDone(record, sweep).getInt("sweep.neighbourhoods"));
        Api.admin()
                .contentType("application/json")
                .body(Body.of("kind", "last", "size", 99))
                .post("/api/records/" + record + "/local-proofs/estimate")
                .then()
                .statusCode(400)
                .body("code", equalTo("range"))
                .body("params.field", equalTo("size"))
                .body("params.max", equalTo("25"));
        given().contentType("application/json")
                .body(body)
                .post("/api/records/" + record + "/local-proofs/estimate")
                .then()
                .statusCode(401);
        // what the record page's form asks first: a closure sweep at the default limit
        Api.admin()
                .contentType("application/json")
                .body(Body.of("kind", "closure"))
                .post("/api/records/" + record + "/local-proofs/estimate")
                .then()
                .statusCode(200)
                .body("neighbourhoods", equalTo(26));
    }

    @Test
    void aClosureSweepFindsTheLongerGameAndFilesItAsARecord() {
        long record = middleMatters();
        long sweep = queue(record, Body.of("kind", "closure", "limit", "2s"));
        JsonPath done = awaitDone(record, sweep);
        assertEquals(26, done.getInt("sweep.neighbourhoods"));
        assertTrue(done.getInt("sweep.longer") >= 1, done.prettify());
        assertEquals(
                26,
                done.getInt("sweep.proven") + done.getInt("sweep.longer") + done.getInt("sweep.unknown"),
                "every neighbourhood has its verdict");
        assertEquals("LONGER", done.getString("results[1].outcome"), "the second move's closure");
        long longer = done.getLong("results[1].longerRecordId");
        JsonPath filed = given().get("/api/records/" + longer)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(28, Msr.requireLegal(Msr.decode(filed.getString("msr"))).score());
        assertEquals("local-proof", filed.getString("category"));
        JsonPath list = given().get("/api/records/" + record + "/local-proofs")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<String> listed = list.getList("items.find { it.id == '" + sweep + "' }.longerRecords", String.class);
        assertTrue(listed.contains(Long.toString(longer)), "ids travel as text: " + listed);
        // the list's counts come from the database, the sweep's from its loaded verdicts: they must agree
        assertEquals(done.getMap("sweep"), list.getMap("items.find { it.id == '" + sweep + "' }"));
    }

    @Test
    void theCliQueuesASweepAndRecordsGetSaysWhatItProved() {
        long record = middleMatters();
        String out = cli(
                "records",
                "prove",
                Long.toString(record),
                "--last",
                "3",
                "--limit",
                "30s",
                "--token",
                EmbeddedPostgresTestResource.ADMIN_TOKEN);
        assertTrue(out.contains("1 neighbourhood, 30 s each at most"), out);
        long sweep = Long.parseLong(out.replaceAll("(?s)^queued sweep (\\d+).*", "$1"));
        awaitDone(record, sweep);
        String shown = cli("records", "get", "" + record);
        assertTrue(shown.contains("local proof  no game longer than 26 shares its first 23 moves"), shown);
    }

    @Test
    void theCliNamesTheRecordByItsGamesFileAndSaysWhatItRefusesInItsOptionsTerms(@TempDir Path folder)
            throws IOException {
        long record = middleMatters();
        Path file = folder.resolve("middle.json");
        Files.writeString(file, LocalGames.MIDDLE_MATTERS);
        String token = EmbeddedPostgresTestResource.ADMIN_TOKEN;
        String out = cli("records", "prove", file.toString(), "--last", "2", "--limit", "5s", "--token", token);
        assertTrue(out.startsWith("queued sweep ") && out.contains(" of record " + record + ": 1 neighbourhood"), out);

        String tooMany = cliRefused("records", "prove", file.toString(), "--last", "26", "--token", token);
        assertTrue(tooMany.contains("--last K (moves freed): must be 1..25, not 26"), tooMany);
        String badTime =
                cliRefused("records", "prove", Long.toString(record), "--closure", "--limit", "2x", "--token", token);
        assertTrue(badTime.contains("--limit T (a time: 30s, 10m, 1h): "), badTime);
        Path stranger = folder.resolve("stranger.json");
        Files.writeString(
                stranger, Msr.toJson(RandomGames.finished(Variant.FOUR_DISJOINT, new Random(System.nanoTime()))));
        String unknown = cliRefused("records", "prove", stranger.toString(), "--last", "2", "--token", token);
        assertTrue(unknown.contains("the server holds no record of " + stranger + "'s game"), unknown);
    }

    /**
     * The last 34 moves of a 4D game of 35 are nearly the whole proof that 35 is 4D's optimum, a search of half a
     * minute or more: the cancel, asked at once, meets it waiting or under way.
     */
    @Test
    void onlyItsTokenOrAnAdminCancelsASweepWhichThenSearchesNothingMoreAndSaysSo() throws Exception {
        long record = Api.fileAsAdmin(Msr.decode(Files.readString(
                ProjectPaths.root().resolve("records/published/4D/4D-35-gillioz-nmcs4-035_54952.json"))));
        String owner = Api.searcherToken("proof-owner");
        long sweep = queue(Api.as(owner), record, Body.of("kind", "last", "size", 34, "limit", "1h"));
        String cancel = "/api/records/" + record + "/local-proofs/" + sweep + "/cancel";
        Api.as(Api.searcherToken("someone-else"))
                .post(cancel)
                .then()
                .statusCode(403)
                .body("error", containsString("was queued by another token; only that token or an admin may"));
        given().post(cancel).then().statusCode(401);
        Api.admin()
                .post("/api/records/" + record + "/local-proofs/999999999/cancel")
                .then()
                .statusCode(404)
                .body("error", containsString("no local proof sweep"));

        assertEquals(
                "sweep " + sweep + " of record " + record + ": the last 34 moves: cancelled\n",
                cli("records", "prove", Long.toString(record), "--cancel", Long.toString(sweep), "--token", owner));
        JsonPath cancelled = given().get("/api/records/" + record + "/local-proofs/" + sweep)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(1, cancelled.getInt("sweep.cancelled"), cancelled.prettify());
        assertEquals(0, cancelled.getInt("sweep.waiting"));
        assertEquals("proof-owner", cancelled.getString("sweep.cancelledBy"));
        assertNull(cancelled.getString("results[0].outcome"), "never searched to the end: " + cancelled.prettify());
        given().get("/api/records/" + record)
                .then()
                .statusCode(200)
                .body(
                        "localProofs.find { it.id == '" + sweep + "' }.statement",
                        equalTo("the last 34 moves: cancelled"));
    }

    @Test
    void badRequestsAreRefusedInTheCallersTerms() {
        long record = middleMatters();
        String path = "/api/records/" + record + "/local-proofs";
        refused(path, Body.of("size", 3), "kind must be last, closure, square or open");
        refused(path, Body.of("kind", "ring"), "kind must be last, closure, square or open, not \"ring\"");
        refused(path, Body.of("kind", "last"), "size is needed: how many of the last moves to free");
        refused(path, Body.of("kind", "last", "size", 26), "size must be 1..25, not 26");
        refused(path, Body.of("kind", "square", "size", 40), "size must be 1..12, not 40");
        // the square's code until 2026-12 is still read as the square
        refused(path, Body.of("kind", "window", "size", 40), "size must be 1..12, not 40");
        refused(path, Body.of("kind", "open"), "size is needed: the square's width in points");
        refused(
                path,
                Body.of("kind", "closure", "limit", "2x"),
                "limit must be a time such as 30s, 10m or 1h, not \"2x\"");
        refused(path, Body.of("kind", "closure", "limit", "2h"), "limit (seconds) must be 1..3600, not 7200");
        Api.admin()
                .contentType("application/json")
                .body(Body.of("kind", "closure"))
                .post("/api/records/999999999/local-proofs")
                .then()
                .statusCode(404)
                .body("error", equalTo("no record has id 999999999"));
        given().contentType("application/json")
                .body(Body.of("kind", "closure"))
                .post(path)
                .then()
                .statusCode(401);
        given().get(path + "/999999999").then().statusCode(404).body("error", containsString("no local proof sweep"));
    }

    /** The CLI run in this process against this server; what it printed, having exited 0. */
    private record CliRun(int status, String out, String err) {}

    private CliRun run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> command = new ArrayList<>(List.of(args));
        command.add("--server=" + base.toString().replaceAll("/$", ""));
        int status =
                MorpionCli.run(new PrintWriter(out, true), new PrintWriter(err, true), command.toArray(String[]::new));
        return new CliRun(status, out.toString(), err.toString());
    }

    private String cli(String... args) {
        CliRun run = run(args);
        assertEquals(0, run.status(), run.err());
        return run.out();
    }

    /** What the CLI says on its error stream when it refuses (exit 2). */
    private String cliRefused(String... args) {
        CliRun run = run(args);
        assertEquals(2, run.status(), run.out() + run.err());
        return run.err();
    }

    private static void refused(String path, Map<String, Object> body, String error) {
        Api.admin()
                .contentType("application/json")
                .body(body)
                .post(path)
                .then()
                .statusCode(400)
                .body("error", containsString(error));
    }

    /** The game as a record, filed by this test or found filed by another: either way its id. */
    private static long middleMatters() {
        return Api.fileAsAdmin(Msr.decode(LocalGames.MIDDLE_MATTERS));
    }

    private static long queue(long record, Map<String, Object> body) {
        return queue(Api.admin(), record, body);
    }

    /** Queues a sweep of the record as the caller; its id, 201 expected. */
    private static long queue(RequestSpecification caller, long record, Map<String, Object> body) {
        return caller.contentType("application/json")
                .body(body)
                .post("/api/records/" + record + "/local-proofs")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    private static JsonPath awaitDone(long record, long sweep) {
        return Awaitility.await()
                .atMost(SWEEP_DONE)
                .pollInterval(Duration.ofMillis(250))
                .until(
                        () -> given().get("/api/records/" + record + "/local-proofs/" + sweep)
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath(),
                        json -> json.getInt("sweep.waiting") == 0);
    }
}
