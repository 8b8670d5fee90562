package io.morpion.service;

import static io.morpion.service.Api.admin;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasToString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.Waits;
import io.morpion.msr.GameFacts;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Search runs through the API, executed by the service's own Quartz (one job thread, see the test
 * resource) on the real database: validation, completion with improvements and auto-saved
 * records, the queue with pause, resume and cancel.
 */
@QuarkusTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RunApiTest {

    /** Queues a run as the admin; returns its id. */
    static long submit(String json) {
        return Api.create(Api.admin(), "/api/runs", json);
    }

    static JsonPath run(long id) {
        return given().get("/api/runs/" + id).then().statusCode(200).extract().jsonPath();
    }

    static JsonPath await(long id, Predicate<JsonPath> condition, String what) throws InterruptedException {
        return Waits.until(
                what + " (run " + id + ")", Duration.ofSeconds(60), Duration.ofMillis(100), () -> run(id), condition);
    }

    static Predicate<JsonPath> status(String status) {
        return r -> status.equals(r.getString("status"));
    }

    private static long recordCount() {
        return given().queryParam("size", 1)
                .get("/api/records")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("total");
    }

    @AfterEach
    void cancelWhatIsLeft() throws InterruptedException {
        for (String status : List.of("RUNNING", "QUEUED", "PAUSED")) {
            for (String id : given().queryParam("status", status)
                    .queryParam("size", 100)
                    .get("/api/runs")
                    .then()
                    .extract()
                    .jsonPath()
                    .<String>getList("items.id")) {
                admin().post("/api/runs/" + id + "/cancel");
                await(Long.parseLong(id), r -> !r.getString("status").equals("RUNNING"), "run " + id + " to stop");
            }
        }
    }

    @Test
    void theAlgorithmsAreServedWithEveryParameterAsTheRegistryDeclaresThem() {
        JsonPath served =
                given().get("/api/algorithms").then().statusCode(200).extract().jsonPath();
        assertEquals(
                io.morpion.search.spec.Algorithms.ALL.stream()
                        .map(io.morpion.search.Algorithm::name)
                        .toList(),
                served.getList("name"));
        assertEquals(
                List.of(io.morpion.search.spec.Algorithms.DEFAULT.name()),
                served.getList("findAll { it.runDefault }.name"));
        assertEquals(
                List.of(io.morpion.search.spec.Algorithms.DEFAULT_BECAUSE),
                served.getList("findAll { it.defaultBecause != null }.defaultBecause"),
                "the default, and only it, says why it is");
        assertEquals(List.of("exact"), served.getList("findAll { it.provesOptimality }.name"));
        assertEquals(List.of("systematic"), served.getList("find { it.name == 'exact' }.aliases"));
        Map<String, Object> swaps = served.getMap("find { it.name == 'dna' }.parameters.find { it.name == 'swaps' }");
        assertEquals("whole", swaps.get("kind"));
        assertEquals("2..1000", swaps.get("range"));
        assertEquals(Boolean.TRUE, swaps.get("minIncluded"));
        // a run refused outside that range says the range served
        Api.admin()
                .contentType("application/json")
                .body("{\"variant\":\"5T\",\"algorithm\":\"dna\",\"params\":{\"swaps\":\"1\"}}")
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body("params.detail", equalTo("swaps must be " + swaps.get("range") + ", not 1"));
    }

    @Test
    void seedsTooLargeForJavaScriptNumbersTravelAsStringsBothWays() {
        String seed = Long.toString((1L << 53) + 1);
        String budget = ",\"algorithm\":\"sampling\",\"params\":{\"runs\":1}}";
        long asString = submit("{\"variant\":\"4D\",\"seed\":\"" + seed + "\"" + budget);
        long asNumber = submit("{\"variant\":\"4D\",\"seed\":" + seed + budget);
        for (long id : new long[] {asString, asNumber}) {
            String body = given().get("/api/runs/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            assertTrue(body.contains("\"seed\":\"" + seed + "\""), body);
        }
    }

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
        retractCategory(variant, algorithm);
        int historyBefore = historyBest(variant, algorithm);
        long id = submit("{\"variant\":\"" + variant + "\",\"algorithm\":\"" + algorithm + "\",\"params\":{\"" + given
                + "\":" + givenValue + "},\"budget\":{\"nodes\":" + nodes + "},\"seed\":4}");
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

    @Test
    void aPerturbationRunCompletesThroughTheApiAndFilesItsBestInItsOwnCategory() throws InterruptedException {
        JsonPath done = runInAFreshCategory(
                "5D", "perturbation", "nrpa-iterations", "10", "deep-after", "600", 300, "perturbation window=8");

        // its ladder: the category's games, best first, on their own
        List<Map<String, Object>> ladders = given().get("/api/records/ladders")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
        Map<String, Object> ladder = ladders.stream()
                .filter(l -> l.get("variant").equals("5D") && l.get("category").equals("perturbation"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(ladders.toString()));
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
    void theApiDocumentsARunsProgressInlineAndItsBudgetBothWays() {
        String description = Api.openApi();
        JsonPath doc = JsonPath.from(description);
        JsonPath schemas = JsonPath.from(description).setRootPath("components.schemas");
        for (String field : List.of(
                "id", "status", "bestScore", "standing", "progress", "provenOptimal", "variant", "budget", "best")) {
            assertNotNull(schemas.get("RunView.properties." + field), "RunView documents " + field);
        }
        assertNotNull(schemas.get("Budget.properties.timeSeconds"), "a view shows the time in seconds");
        assertNotNull(schemas.get("Budget.properties.time"), "a request gives the time as text");
        // the registry's words: every algorithm, the default and why, every parameter
        assertEquals(
                io.morpion.search.spec.Algorithms.DEFAULT.name(),
                schemas.getString("RunRequest.properties.algorithm.default"));
        String algorithm = schemas.getString("RunRequest.properties.algorithm.description");
        assertTrue(
                algorithm.contains(io.morpion.search.spec.Algorithms.names())
                        && algorithm.contains(io.morpion.search.spec.Algorithms.DEFAULT_BECAUSE),
                algorithm);
        String params = schemas.getString("RunRequest.properties.params.description");
        assertTrue(params.contains("blacklist-moves") && params.contains("deep-after"), params);
        assertEquals("bearer", doc.getString("components.securitySchemes.bearer.scheme"), "Swagger UI can Authorize");
        assertNotNull(doc.get("paths.'/api/runs'.post.security"), "queueing a run names its scheme");
        Map<String, Object> all = doc.getMap("components.schemas");
        for (String internal : List.of("OutboundSseEvent", "MediaType", "Page1", "Multi")) {
            assertTrue(!all.containsKey(internal), "no internal type in the API description: " + internal);
        }
    }

    @Test
    void theApiDocumentsWhatEachCallAnswersAndEveryExampleBodyWorksAsItIs() throws Exception {
        JsonNode doc = new ObjectMapper().readTree(Api.openApi());
        JsonNode paths = doc.path("paths");
        assertEquals(List.of("201", "400", "401", "403", "429", "503"), statuses(paths, "/api/runs", "post"));
        assertEquals(List.of("200", "201", "400", "413", "415", "422", "503"), statuses(paths, "/api/records", "post"));
        assertTrue(statuses(paths, "/api/runs/{id}/pause", "post").containsAll(List.of("200", "404", "409")));
        assertEquals(
                "#/components/schemas/RunView",
                paths.at("/~1api~1runs/post/responses/201/content/application~1json/schema/$ref")
                        .asText());
        assertTrue(doc.at("/info/description").asText().contains("[Back to the app](/)"), "a way back from Swagger UI");

        String opening = admin().contentType("application/json")
                .body(paths.at("/~1api~1records/post/requestBody/content/application~1json/example")
                        .toString())
                .post("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getString("record.id");
        List<String> tried = new ArrayList<>();
        for (var path : (Iterable<Map.Entry<String, JsonNode>>) paths::fields) {
            JsonNode post = path.getValue().path("post");
            for (var media : (Iterable<Map.Entry<String, JsonNode>>)
                    post.path("requestBody").path("content")::fields) {
                JsonNode example = media.getValue().path("example");
                if (example.isMissingNode()) {
                    continue;
                }
                String url = path.getKey().replace("{id}", opening);
                var answer = admin().contentType(media.getKey())
                        .body(example.isTextual() ? example.asText() : example.toString())
                        .post(url);
                assertTrue(
                        answer.statusCode() == 200 || answer.statusCode() == 201,
                        "POST " + url + " with its " + media.getKey() + " example: " + answer.statusCode() + " "
                                + answer.asString());
                tried.add(path.getKey() + " " + media.getKey());
                if (url.equals("/api/campaigns")) {
                    admin().post("/api/campaigns/" + answer.jsonPath().getString("id") + "/stop")
                            .then()
                            .statusCode(200);
                }
            }
        }
        assertTrue(tried.size() >= 9, "every body-taking call has its example: " + tried);
    }

    private static List<String> statuses(JsonNode paths, String path, String method) {
        List<String> statuses = new ArrayList<>();
        paths.path(path).path(method).path("responses").fieldNames().forEachRemaining(statuses::add);
        statuses.sort(null);
        return statuses;
    }

    @Test
    void everyRefusalCarriesAStableCodeAndItsParametersBesideTheSentence() {
        admin().contentType("application/json")
                .body("{\"variant\":\"5T\",\"threads\":0}")
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body("error", startsWith("threads must be 1.."))
                .body("code", equalTo("range"))
                .body("params.field", equalTo("threads"))
                .body("params.min", hasToString("1"))
                .body("params.value", hasToString("0"));
        given().get("/api/runs/99999")
                .then()
                .statusCode(404)
                .body("code", equalTo("notFound"))
                .body("params.kind", equalTo("run"))
                .body("params.id", hasToString("99999"));
        given().get("/api/runs/abc")
                .then()
                .statusCode(404)
                .body("code", equalTo("badId"))
                .body("params.id", equalTo("abc"));
        admin().contentType("application/json")
                .body("{\"variant\": ")
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body("code", equalTo("badJson"))
                .body("params.detail", startsWith("the body is not valid JSON"));
        admin().contentType("application/json")
                .body("{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":\"three\"}}")
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body("code", equalTo("badParameter"))
                .body("params.detail", equalTo("level must be a whole number, not \"three\""));
        given().contentType("application/json")
                .body("{\"variant\":\"5T\"}")
                .post("/api/runs")
                .then()
                .statusCode(401)
                .body("code", equalTo("tokenNeeded"))
                .body("params.size()", equalTo(0));
        given().get("/api/no/such/thing").then().statusCode(404).body("code", equalTo("noSuchPath"));
    }

    @Test
    void badRequestsAreRefusedWithTheReasonAndStoreNothing() {
        long before = given().get("/api/runs").then().extract().jsonPath().getLong("total");
        long fiveT = given().queryParam("variant", "5T")
                .get("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getLong("items[0].id");
        Map<String, String> cases = Map.ofEntries(
                Map.entry("{}", "a run needs a variant"),
                Map.entry("{\"variant\":\"6T\"}", "variant must be 4T, 4D, 5T or 5D, not \"6T\""),
                Map.entry("{\"variant\":\"5T\",\"algorithm\":\"dfs\"}", "unknown algorithm \\\"dfs\\\""),
                Map.entry(
                        "{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"depth\":3}}",
                        "\\\"depth\\\" is not a parameter of nrpa"),
                Map.entry(
                        "{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":\"three\"}}",
                        "level must be a whole number"),
                Map.entry(
                        "{\"variant\":\"5T\",\"budget\":{\"time\":\"soon\"}}",
                        "field \\\"budget\\\": a time is a number"),
                Map.entry(
                        "{\"variant\":\"5T\",\"budget\":{\"nodes\":-5}}",
                        "field \\\"budget\\\": a node budget must be positive"),
                Map.entry("{\"variant\":\"5T\",\"threads\":0}", "threads must be 1..64"),
                Map.entry(
                        "{\"variant\":\"5D\",\"warmRecordId\":" + fiveT + "}",
                        "the warm-start game is 5T, the search 5D"),
                Map.entry("{\"variant\":\"5T\",\"warmRecordId\":99999}", "warmRecordId 99999 names no record"),
                Map.entry(
                        "{\"variant\":\"5T\",\"algorithm\":\"beam\",\"warmRecordId\":" + fiveT + "}",
                        "only nrpa, perturbation, dna and exact take a game to start from"),
                Map.entry("{\"variant\":\"5T\",\"warm\":\"MS1:garbage\"}", ""),
                Map.entry("{\"variant\": ", ""));
        cases.forEach((body, message) -> admin().contentType("application/json")
                .body(body)
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body("error", containsString(message.replace("\\\"", "\""))));
        given().get("/api/runs/abc").then().statusCode(404).body("error", containsString("ids are numbers"));
        given().get("/api/runs/99999").then().statusCode(404).body("error", equalTo("no run has id 99999"));
        admin().post("/api/runs/99999/pause").then().statusCode(404);
        given().queryParam("status", "DONE")
                .get("/api/runs")
                .then()
                .statusCode(400)
                .body("error", containsString("QUEUED"));
        given().queryParam("size", 0).get("/api/runs").then().statusCode(400);
        assertEquals(
                before, given().get("/api/runs").then().extract().jsonPath().getLong("total"));
    }

    @Test
    void aFourDRunStopsAtTheProvenOptimumUnlessItAsksToKeepGoing() throws InterruptedException {
        long stopping = submit("{\"variant\":\"4D\",\"algorithm\":\"nrpa\",\"params\":{\"level\":\"2\"},\"seed\":3}");
        assertEquals(35, run(stopping).getInt("budget.target"), "no target given: the proven optimum");
        JsonPath done = Waits.until(
                "the 4D run to reach 35 and stop",
                Duration.ofMinutes(3),
                Duration.ofMillis(200),
                () -> run(stopping),
                status("COMPLETED"));
        assertEquals(35, done.getInt("bestScore"));

        long onwards = submit("{\"variant\":\"4D\",\"keepGoing\":true,\"budget\":{\"nodes\":50}}");
        assertNull(run(onwards).get("budget.target"), "keepGoing: no target");
        long chosen = submit("{\"variant\":\"4D\",\"budget\":{\"target\":30}}");
        assertEquals(30, run(chosen).getInt("budget.target"), "a target given is kept");
        long exact = submit("{\"variant\":\"4D\",\"algorithm\":\"exact\",\"budget\":{\"nodes\":50}}");
        assertNull(run(exact).get("budget.target"), "the exact search drains its tree to prove the optimum");
        long fiveT = submit("{\"variant\":\"5T\",\"budget\":{\"nodes\":50}}");
        assertNull(run(fiveT).get("budget.target"), "5T's best is a record, not a proven optimum");
    }

    @Test
    void anExactRunSaysProvenOptimalOnlyOnceItsTreeIsDrained() throws InterruptedException {
        long recordId = Api.firstRecordId("variant", "4D", "sort", "-score");
        MsrRecord record = Msr.decode(given().get("/records/" + recordId + ".msr")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        String opening =
                Msr.encode(MsrRecord.of(Variant.FOUR_DISJOINT, record.moves().subList(0, 16)));
        long cut = submit(
                "{\"variant\":\"4D\",\"algorithm\":\"exact\",\"warm\":\"" + opening + "\",\"budget\":{\"nodes\":50}}");
        JsonPath stopped = await(cut, status("COMPLETED"), "the budgeted exact run to stop");
        assertEquals(false, stopped.getBoolean("provenOptimal"));

        long drained =
                submit("{\"variant\":\"4D\",\"algorithm\":\"exact\",\"threads\":2,\"warm\":\"" + opening + "\"}");
        JsonPath done = await(drained, status("COMPLETED"), "the exact run to drain its tree");
        assertEquals(true, done.getBoolean("provenOptimal"));
        assertTrue(done.getInt("bestScore") >= record.moveCount(), "the record's own ending is in the tree");
        assertEquals(
                done.getInt("bestScore"),
                Msr.requireLegal(Msr.decode(done.getString("best"))).score());
    }

    @Test
    void aRunningExactRunEstimatesWhenItsProofWillBeDoneAndStopsSayingSoOnceCancelled() throws InterruptedException {
        long proof = submit("{\"variant\":\"4D\",\"algorithm\":\"exact\",\"threads\":1}");
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
    private static void retractCategory(String variant, String category) {
        List<String> ids = given().queryParam("origin", "solver")
                .queryParam("variant", variant)
                .queryParam("category", category)
                .queryParam("size", 100)
                .get("/api/records")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.id");
        for (String id : ids) {
            admin().contentType("application/json")
                    .body("{\"reason\":\"a test starts this category afresh\"}")
                    .post("/api/records/" + id + "/retract")
                    .then()
                    .statusCode(200);
        }
    }

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
    void aBudgetedRunCompletesWithItsImprovementsAndFilesItsCategoryBestsOnce() throws InterruptedException {
        retractCategory("4D", "nrpa");
        int historyBestBefore = historyBest("4D", "nrpa");
        String request = "{\"variant\":\"4D\",\"algorithm\":\"nrpa\",\"params\":{\"level\":1,\"iterations\":20},"
                + "\"budget\":{\"nodes\":400},\"seed\":3}";
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
        List<Object> refiled = given().get("/api/runs/" + again + "/improvements")
                .then()
                .extract()
                .jsonPath()
                .getList("recordId");
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
        long id = submit("{\"variant\":\"4T\",\"algorithm\":\"beam\",\"params\":{\"width\":5},\"seed\":1}");
        JsonPath done = await(id, status("COMPLETED"), "the beam search to complete");
        List<Object> filed = given().get("/api/runs/" + id + "/improvements")
                .then()
                .extract()
                .jsonPath()
                .getList("recordId");
        assertTrue(filed.size() > 10, "beam improves at every level: " + filed.size());
        long added = recordCount() - records;
        assertTrue(added >= 1 && added <= 3, added + " records for one quick run");
        assertNotNull(filed.get(filed.size() - 1), "its final best is filed");
        assertEquals(done.getInt("bestScore"), filed.size(), "one improvement per level");
    }

    @Inject
    org.quartz.Scheduler quartz;

    @Inject
    EntityManager em;

    /** A run whose Quartz job is gone has no execution to read a request: pausing it takes effect at once. */
    @Test
    void pausingARunThatLostItsJobTakesEffectAtOnceAndItResumesFromItsCheckpoint() throws Exception {
        long id = submit("{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":2},\"seed\":9}");
        await(id, r -> r.getInt("checkpoints") >= 1, "a checkpoint");
        assertTrue(quartz.deleteJob(org.quartz.JobKey.jobKey("run-" + id, "search-runs")));
        JsonPath paused = admin().post("/api/runs/" + id + "/pause")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("PAUSED", paused.getString("status"), paused.prettify());
        assertNull(paused.getString("requested"), "nothing is left waiting for an execution that will never read it");
        admin().post("/api/runs/" + id + "/resume").then().statusCode(200).body("status", equalTo("QUEUED"));
        JsonPath resumed = await(
                id,
                r -> r.getString("status").equals("RUNNING") && r.getInt("resumes") == 1,
                "the run resumed from its checkpoint");
        assertTrue(resumed.getLong("nodes") >= paused.getLong("checkpointNodes"), resumed.prettify());
    }

    /**
     * Runs used to store only the parameters they were given, and meant the defaults of their day by
     * the others. One of them goes on from its checkpoint with those defaults, not today's.
     */
    @Test
    void aRunStoredWithOnlyTheParametersItWasGivenResumesWithTheDefaultsOfItsDay() throws Exception {
        // deep-after's default was 0 then; the run's checkpoints record a method without deep rounds
        // 5T: the 5D perturbation ladder belongs to the test above
        long id = submit("{\"variant\":\"5T\",\"algorithm\":\"perturbation\",\"params\":{\"nrpa-iterations\":10,"
                + "\"deep-after\":0},\"seed\":6}");
        await(id, r -> r.getInt("checkpoints") >= 1, "a checkpoint");
        admin().post("/api/runs/" + id + "/pause").then().statusCode(200);
        JsonPath paused = await(id, status("PAUSED"), "the run to pause");
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery(
                        "update search_run set params = '{\"nrpa-iterations\":\"10\"}' where id = :id")
                .setParameter("id", id)
                .executeUpdate());
        assertEquals("0", run(id).getMap("params").get("deep-after"), "the default of the run's day");

        admin().post("/api/runs/" + id + "/resume").then().statusCode(200);
        JsonPath resumed = await(
                id,
                r -> r.getInt("resumes") == 1 && r.getLong("nodes") > paused.getLong("nodes")
                        || r.getString("status").equals("FAILED"),
                "the run to go on from its checkpoint");
        assertEquals("RUNNING", resumed.getString("status"), resumed.prettify());
    }

    @Test
    void waitingRunsQueueInOrderAndPauseResumeAndCancelMoveThem() throws InterruptedException {
        String unlimited = "{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":2},\"seed\":%d}";
        long a = submit(unlimited.formatted(1));
        long b = submit(unlimited.formatted(2));
        long c = submit(unlimited.formatted(3));
        await(a, status("RUNNING"), "the first run to start");
        assertEquals(1, run(b).getInt("queuePosition"));
        assertEquals(2, run(c).getInt("queuePosition"));

        admin().post("/api/runs/" + b + "/pause").then().statusCode(200).body("status", equalTo("PAUSED"));
        assertEquals(1, run(c).getInt("queuePosition"), "a paused run leaves the queue");

        await(a, r -> r.getInt("checkpoints") >= 1, "a checkpoint");
        JsonPath paused = admin().post("/api/runs/" + a + "/pause")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("PAUSED", paused.getString("status"));
        long pausedAt = paused.getLong("nodes");
        // The only job thread is free again: the next in line starts.
        await(c, status("RUNNING"), "the third run to take the freed thread");

        admin().post("/api/runs/" + a + "/resume")
                .then()
                .statusCode(200)
                .body("status", equalTo("QUEUED"))
                .body("queuePosition", equalTo(1));
        admin().post("/api/runs/" + b + "/resume").then().statusCode(200).body("queuePosition", equalTo(2));
        admin().post("/api/runs/" + a + "/resume").then().statusCode(200).body("status", equalTo("QUEUED"));

        admin().post("/api/runs/" + c + "/cancel").then().statusCode(200).body("status", equalTo("CANCELLED"));
        JsonPath resumed = await(
                a,
                r -> r.getString("status").equals("RUNNING") && r.getLong("nodes") > pausedAt,
                "the paused run to go on");
        assertEquals(1, resumed.getInt("resumes"));
        admin().post("/api/runs/" + c + "/resume").then().statusCode(409).body("error", containsString("cancelled"));
        admin().post("/api/runs/" + b + "/cancel").then().statusCode(200).body("status", equalTo("CANCELLED"));
        assertNull(run(b).get("queuePosition"));
        given().queryParam("status", "CANCELLED")
                .get("/api/runs")
                .then()
                .statusCode(200)
                .body("items.id", org.hamcrest.Matchers.hasItems(Long.toString(b), Long.toString(c)));
    }
}
