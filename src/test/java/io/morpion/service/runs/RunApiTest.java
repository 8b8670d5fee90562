package io.morpion.service.runs;

import static io.morpion.service.Api.admin;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.msr.GameFacts;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Search runs through the API, executed by the service's own Quartz (one job thread, see the test
 * resource) on the real database: each kind of search run to its end, with its improvements and
 * auto-saved records, and exact runs that prove an optimum.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RunApiTest extends RunTestSupport {

    /**
     * Runs a search to its node budget in a category made fresh, and checks what every such run
     * shows: its nodes and category, the parameter it was given and a default stored beside it, a
     * legal best with its method, and the category's history. Returns the finished run.
     */
    private static JsonPath runInAFreshCategory(
            String variant,
            String algorithm,
            String given,
            String givenValue,
            String aDefault,
            String defaultValue,
            long nodes,
            String methodStart)
            throws InterruptedException {
        Api.retractCategory(variant, algorithm);
        int historyBefore = historyBest(variant, algorithm);
        long id = submit(Requests.run(variant)
                .algorithm(algorithm)
                .param(given, givenValue)
                .nodes(nodes)
                .seed(4));
        JsonPath done = await(id, status("COMPLETED"), "the " + algorithm + " run to complete");
        assertEquals(nodes, done.getLong("nodes"));
        assertEquals(algorithm, done.getString("category"));
        Map<String, String> params = done.getMap("params");
        assertEquals(givenValue, params.get(given), "the parameter it was given");
        assertEquals(defaultValue, params.get(aDefault), "a default, stored with the run: " + params);
        MsrRecord best = Msr.decode(done.getString("best"));
        assertEquals(done.getInt("bestScore"), Msr.requireLegal(best).score());
        assertTrue(best.solver().method().startsWith(methodStart), best.solver().method());
        assertEquals(Math.max(historyBefore, done.getInt("bestScore")), historyBest(variant, algorithm));
        return done;
    }

    /** A run that finds a game already here files nothing; its category's ladder still says what it reached. */
    @Test
    void aLadderShowsTheBestItsCategoryReachedEvenWhenTheGameWasAlreadyHere() throws InterruptedException {
        // a category no other test retracts or counts: they share this database
        Requests.Run request = Requests.run("5D")
                .algorithm("beam")
                .param("width", 2)
                .nodes(300)
                .seed(58);
        Api.retractCategory("5D", "beam");
        await(submit(request), status("COMPLETED"), "the first run to file its game");
        Api.retractCategory("5D", "beam");
        JsonPath again = await(submit(request), status("COMPLETED"), "the same search again");
        Map<String, Object> ladder = ladder("5D", "beam");
        assertEquals(again.getInt("bestScore"), ladder.get("reached"), "what the runs reached: " + ladder);
        assertEquals(0, ladder.get("games"), "every game it filed was retracted, and the second filed none");
    }

    @Test
    void aPerturbationRunCompletesThroughTheApiAndFilesItsBestInItsOwnCategory() throws InterruptedException {
        JsonPath done = runInAFreshCategory(
                "5D", "perturbation", "nrpa-iterations", "10", "deep-after", "600", 300, "perturbation window=8");

        // its ladder: the category's games, best first, on their own
        Map<String, Object> ladder = ladder("5D", "perturbation");
        JsonPath listing = Api.records("origin", "solver", "variant", "5D", "category", "perturbation", "size", 100);
        // the category's games that count: those no test retracted to start afresh
        listing.setRootPath("items.findAll { it.retracted == null }");
        assertEquals(done.getInt("bestScore"), listing.getInt("[0].score"));
        assertEquals(ladder.get("best"), listing.getInt("[0].score"));
        assertEquals(
                ((Number) ladder.get("games")).longValue(),
                listing.getList("score").size());
        listing.setRootPath("");
        assertTrue(listing.getList("items.category").stream().allMatch("perturbation"::equals), listing.prettify());
        given().queryParam("category", "NRPA; drop table")
                .get("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("category is a search category such as nrpa"));
    }

    @Test
    void aDnaRunCompletesThroughTheApiAndFilesItsBestInItsOwnCategory() throws InterruptedException {
        JsonPath done =
                runInAFreshCategory("5T", "dna", "end-interval", "3000", "window", "10", 20000, "dna window=10 ");
        JsonPath ladder = Api.records("origin", "solver", "variant", "5T", "category", "dna");
        assertEquals(
                done.getInt("bestScore"),
                ladder.getInt("items.findAll { it.retracted == null }[0].score"),
                ladder.prettify());
        assertTrue(ladder.getList("items.category").stream().allMatch("dna"::equals), ladder.prettify());
    }

    @Test
    void aFourDRunStopsAtTheProvenOptimumUnlessItAsksToKeepGoing() throws InterruptedException {
        long stopping =
                submit(Requests.run("4D").algorithm("nrpa").param("level", 2).seed(3));
        assertEquals(35, run(stopping).getInt("budget.target"), "no target given: the proven optimum");
        JsonPath done = Waits.until(
                "the 4D run to reach 35 and stop",
                Duration.ofMinutes(3),
                Duration.ofMillis(200),
                () -> run(stopping),
                status("COMPLETED"));
        assertEquals(35, done.getInt("bestScore"));

        long onwards = submit(Requests.run("4D").keepGoing().nodes(50));
        assertNull(run(onwards).get("budget.target"), "keepGoing: no target");
        long chosen = submit(Requests.run("4D").target(30));
        assertEquals(30, run(chosen).getInt("budget.target"), "a target given is kept");
        long exact = submit(Requests.run("4D").algorithm("exact").nodes(50));
        assertNull(run(exact).get("budget.target"), "the exact search drains its tree to prove the optimum");
        long fiveT = submit(Requests.run("5T").nodes(50));
        assertNull(run(fiveT).get("budget.target"), "5T's best is a record, not a proven optimum");
    }

    @Test
    void anExactRunFromAnOpeningSaysItsBestContinuationIsProvenOnlyOnceItsTreeIsDrained() throws InterruptedException {
        long recordId = Api.firstRecordId("variant", "4D", "sort", "-score");
        MsrRecord record = Msr.decode(given().get("/records/" + recordId + ".msr")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        String opening =
                Msr.encode(MsrRecord.of(Variant.FOUR_DISJOINT, record.moves().subList(0, 16)));
        long cut = submit(Requests.run("4D").algorithm("exact").warm(opening).nodes(50));
        JsonPath stopped = await(cut, status("COMPLETED"), "the budgeted exact run to stop");
        assertEquals(false, stopped.getBoolean("provenBestContinuation"));
        assertNull(stopped.get("provenOptimal"), "an opening's continuations say nothing of other openings");

        long drained = submit(Requests.run("4D").algorithm("exact").threads(2).warm(opening));
        JsonPath done = await(drained, status("COMPLETED"), "the exact run to drain its tree");
        assertEquals(true, done.getBoolean("provenBestContinuation"));
        assertNull(done.get("provenOptimal"), "other openings may go further");
        assertTrue(done.getInt("bestScore") >= record.moveCount(), "the record's own ending is in the tree");
        assertEquals(
                done.getInt("bestScore"),
                Msr.requireLegal(Msr.decode(done.getString("best"))).score());
    }

    @Test
    void aRunningExactRunEstimatesWhenItsProofWillBeDoneAndStopsSayingSoOnceCancelled() throws InterruptedException {
        long proof = submit(Requests.run("4D").algorithm("exact").threads(1));
        JsonPath running = await(
                proof,
                r -> "RUNNING".equals(r.getString("status")) && r.get("proofEtaSeconds") != null,
                "the proof's estimated end");
        assertTrue(running.getDouble("proofEtaSeconds") > 0, running.prettify());
        assertNull(running.get("etaSeconds"), "no budget: only the tree says when it ends");
        admin().post("/api/runs/" + proof + "/cancel").then().statusCode(200);
        assertNull(await(proof, status("CANCELLED"), "the proof to stop").get("proofEtaSeconds"));
    }

    /**
     * Makes a search category fresh, whatever other tests filed in it: its records are retracted, so
     * that none counts as its best any more.
     */
    private static int historyBest(String variant, String category) {
        List<Integer> best = given().queryParam("variant", variant)
                .queryParam("category", category)
                .get("/api/history")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("best");
        return best.isEmpty() ? 0 : best.get(0);
    }

    private static int historyPoints(String variant, String category) {
        List<Object> points = given().queryParam("variant", variant)
                .queryParam("category", category)
                .get("/api/history")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("[0].points");
        return points == null ? 0 : points.size();
    }

    @Test
    void aRunWhoseBestIsAGameAlreadyHereSaysItFoundItAgainAndTheRunThatFiledItDoesNot() throws InterruptedException {
        Requests.Run request = Requests.run("4D")
                .algorithm("nrpa")
                .param("level", 1)
                .param("iterations", 20)
                .nodes(300)
                .seed(11);
        Api.retractCategory("4D", "nrpa");
        long first = submit(request);
        await(first, status("COMPLETED"), "the first run to complete");
        Map<String, Object> filed = lastImprovement(first);
        assertNotNull(filed.get("recordId"), "a fresh category files the run's best: " + filed);
        assertEquals(false, filed.get("foundAgain"), "the run that filed a game found it first");
        // the category afresh again: the same seed reaches the same game, which is already here
        Api.retractCategory("4D", "nrpa");
        long second = submit(request);
        await(second, status("COMPLETED"), "the second run to complete");
        Map<String, Object> again = lastImprovement(second);
        assertEquals(filed.get("recordId"), again.get("recordId"), "one game, one record");
        assertEquals(true, again.get("foundAgain"), "a game already here is found again, never new: " + again);
    }

    private static Map<String, Object> lastImprovement(long run) {
        List<Map<String, Object>> steps = given().get("/api/runs/" + run + "/improvements")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
        return steps.get(steps.size() - 1);
    }

    @Test
    void aBudgetedRunCompletesWithItsImprovementsAndFilesItsCategoryBestsOnce() throws InterruptedException {
        Api.retractCategory("4D", "nrpa");
        int historyBestBefore = historyBest("4D", "nrpa");
        Requests.Run request = Requests.run("4D")
                .algorithm("nrpa")
                .param("level", 1)
                .param("iterations", 20)
                .nodes(400)
                .seed(3);
        long id = submit(request);
        JsonPath done = await(id, status("COMPLETED"), "the run to complete");
        assertEquals(400, done.getLong("nodes"));
        assertEquals(1.0, done.getDouble("progress"));
        // an ended run shows its average rate, not 0
        assertEquals(
                400 / done.getDouble("elapsedSeconds"),
                done.getDouble("nodesPerSecond"),
                400 / done.getDouble("elapsedSeconds") * 0.01 + 1);
        int best = done.getInt("bestScore");
        MsrRecord bestGame = Msr.decode(done.getString("best"));
        GameFacts facts = Msr.requireLegal(bestGame);
        assertEquals(best, facts.score());
        assertEquals(3L, bestGame.solver().seed());
        assertTrue(
                bestGame.solver().method().startsWith("nrpa L1 N=20"),
                bestGame.solver().method());

        List<Map<String, Object>> steps = given().get("/api/runs/" + id + "/improvements")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
        assertTrue(steps.size() >= 2, "a fresh category improves more than once: " + steps);
        for (int i = 0; i < steps.size(); i++) {
            int score = (Integer) steps.get(i).get("score");
            assertEquals(
                    score,
                    Msr.requireLegal(Msr.decode((String) steps.get(i).get("msr")))
                            .score());
            if (i > 0) {
                assertTrue(score > (Integer) steps.get(i - 1).get("score"), "improvements only go up: " + steps);
            }
        }
        assertEquals(best, steps.get(steps.size() - 1).get("score"));
        // Bests are filed once a heartbeat, not at every rung: the final best always, earlier ones
        // only when they stood for a heartbeat.
        Object recordId = steps.get(steps.size() - 1).get("recordId");
        assertNotNull(recordId, "the run's best beat its fresh category: " + steps);
        for (Map<String, Object> step : steps) {
            if (step.get("recordId") != null) {
                assertEquals(
                        step.get("score"),
                        given().get("/api/records/" + step.get("recordId"))
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath()
                                .getInt("score"));
            }
        }
        JsonPath record = given().get("/api/records/" + recordId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(best, record.getInt("score"));
        assertEquals("solver", record.getString("origin"));
        assertEquals("nrpa", record.getString("category"));
        assertEquals(id, record.getLong("runId"));
        assertEquals(3L, Msr.decode(record.getString("msr")).solver().seed(), "the record keeps its solver block");
        assertEquals(3L, record.getLong("solver.seed"), "and the view says how it was found");
        assertTrue(record.getString("solver.method").startsWith("nrpa"), record.getString("solver.method"));
        assertTrue(record.getLong("solver.nodes") > 0 && record.getDouble("solver.seconds") >= 0);

        // The same run again finds the same games: nothing new to file, and no duplicates.
        int pointsAfterFirst = historyPoints("4D", "nrpa");
        long records = recordCount();
        long again = submit(request);
        JsonPath repeat = await(again, status("COMPLETED"), "the repeat to complete");
        assertEquals(best, repeat.getInt("bestScore"));
        assertEquals(records, recordCount());
        List<Object> refiled = filedRecords(again);
        assertTrue(refiled.stream().allMatch(r -> r == null), "no category best, no record: " + refiled);

        JsonPath history = given().queryParam("variant", "4D")
                .queryParam("category", "nrpa")
                .get("/api/history")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(1, history.getList("$").size());
        assertEquals(Math.max(historyBestBefore, best), history.getInt("[0].best"), "history counts every run's steps");
        assertEquals(pointsAfterFirst, history.getList("[0].points").size(), "the repeat added no step");
    }

    @Test
    void aSolverThatClimbsOneMoveAtATimeFilesItsBestNotEachRung() throws InterruptedException {
        long records = recordCount();
        long id = submit(Requests.run("4T").algorithm("beam").param("width", 5).seed(1));
        JsonPath done = await(id, status("COMPLETED"), "the beam search to complete");
        List<Object> filed = filedRecords(id);
        assertTrue(filed.size() > 10, "beam improves at every level: " + filed.size());
        long added = recordCount() - records;
        assertTrue(added >= 1 && added <= 3, added + " records for one quick run");
        assertNotNull(filed.get(filed.size() - 1), "its final best is filed");
        assertEquals(done.getInt("bestScore"), filed.size(), "one improvement per level");
    }

    /** The ladder of a variant's search category (GET /api/records/ladders), which must be there. */
    private static Map<String, Object> ladder(String variant, String category) {
        List<Map<String, Object>> ladders = given().get("/api/records/ladders")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
        return ladders.stream()
                .filter(l ->
                        l.get("variant").equals(variant) && l.get("category").equals(category))
                .findFirst()
                .orElseThrow(() -> new AssertionError(variant + " · " + category + " has a ladder: " + ladders));
    }
}
