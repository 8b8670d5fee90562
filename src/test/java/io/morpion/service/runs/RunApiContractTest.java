package io.morpion.service.runs;

import static io.morpion.service.Api.admin;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasToString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The search-run API's contract: the algorithms and parameters it serves, its documented answers
 * and examples, and its refusals, each with a stable code and nothing stored.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RunApiContractTest extends RunTestSupport {

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
        assertEquals(
                List.of(io.morpion.search.spec.Algorithms.CAMPAIGN_DEFAULT.name()),
                served.getList("findAll { it.campaignDefaultBecause != null }.name"),
                "the campaigns' default, and only it, says why it is");
        assertEquals(
                io.morpion.search.spec.Algorithms.CAMPAIGN_DEFAULT_BECAUSE,
                served.getString("find { it.campaignDefault }.campaignDefaultBecause"));
        assertEquals(List.of("exact"), served.getList("findAll { it.provesOptimality }.name"));
        assertEquals(List.of("systematic"), served.getList("find { it.name == 'exact' }.aliases"));
        Map<String, Object> swaps = served.getMap("find { it.name == 'dna' }.parameters.find { it.name == 'swaps' }");
        assertEquals("whole", swaps.get("kind"));
        assertEquals("2..1000", swaps.get("range"));
        assertEquals(Boolean.TRUE, swaps.get("minIncluded"));
        // a run refused outside that range says the range served
        Api.admin()
                .contentType("application/json")
                .body(Body.of("variant", "5T", "algorithm", "dna", "params", Body.of("swaps", "1")))
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body("params.detail", equalTo("swaps must be " + swaps.get("range") + ", not 1"));
    }

    @Test
    void experimentsAreMarkedWithTheirDecisionAndARetiredParameterIsNeitherServedNorTaken() {
        JsonPath served =
                given().get("/api/algorithms").then().statusCode(200).extract().jsonPath();
        Map<String, Object> closure =
                served.getMap("find { it.name == 'dna' }.parameters.find { it.name == 'closure' }");
        assertEquals("experiment", closure.get("stage"));
        assertEquals("docs/decisions.md#dna-closure", closure.get("decision"));
        assertEquals("2026-11-28", closure.get("since"));
        Map<String, Object> window = served.getMap("find { it.name == 'dna' }.parameters.find { it.name == 'window' }");
        assertEquals("stable", window.get("stage"));
        assertEquals("moves", window.get("unit"));
        assertEquals(null, window.get("decision"));
        assertEquals(
                List.of(),
                served.getList("find { it.name == 'dna' }.parameters.findAll { it.name.startsWith('start-r') }"),
                "start-rounds is retired");
        Api.admin()
                .contentType("application/json")
                .body(Body.of("variant", "5T", "algorithm", "dna", "params", Body.of("start-rounds", "1")))
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body(
                        "params.detail",
                        equalTo("start-rounds was retired (docs/decisions.md#dna-start-rounds): dna no"
                                + " longer takes it; its value is always 1"));
    }

    /**
     * A DNA run at window 500 without upkeep, inside the advertised ranges, reached 790 MB on one
     * thread: every algorithm now states its bound, which its ranges hold under 1 GiB a thread.
     */
    @Test
    void everyAlgorithmStatesTheMemoryAThreadHoldsAndItsRangesHoldItUnderOneGigabyte() {
        JsonPath served =
                given().get("/api/algorithms").then().statusCode(200).extract().jsonPath();
        for (String name : served.<String>getList("name")) {
            long atDefaults = served.getLong("find { it.name == '" + name + "' }.bytesPerThread");
            long atMost = served.getLong("find { it.name == '" + name + "' }.maxBytesPerThread");
            assertTrue(atDefaults > 0 && atDefaults <= atMost, name + ": " + atDefaults + " then " + atMost);
            assertTrue(atMost < 1L << 30, name + " may hold " + atMost + " bytes a thread");
        }
        for (String tooMany : List.of("\"pool\":\"100001\"", "\"archive\":\"1000000\"")) {
            Api.admin()
                    .contentType("application/json")
                    .body("{\"variant\":\"5T\",\"algorithm\":\"dna\",\"params\":{" + tooMany + "}}")
                    .post("/api/runs")
                    .then()
                    .statusCode(400)
                    .body("params.detail", org.hamcrest.Matchers.containsString("must be"));
        }
    }

    @Test
    void seedsTooLargeForJavaScriptNumbersTravelAsStringsBothWays() {
        String seed = Long.toString((1L << 53) + 1);
        String budget = ",\"algorithm\":\"sampling\",\"params\":{\"runs\":1}}";
        long asString = submitJson("{\"variant\":\"4D\",\"seed\":\"" + seed + "\"" + budget);
        long asNumber = submitJson("{\"variant\":\"4D\",\"seed\":" + seed + budget);
        for (long id : new long[] {asString, asNumber}) {
            String body = given().get("/api/runs/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            assertTrue(body.contains("\"seed\":\"" + seed + "\""), body);
        }
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
        assertDocumentsTheDefaultAndWhy(
                schemas.getMap("RunRequest.properties.algorithm"),
                io.morpion.search.spec.Algorithms.DEFAULT.name(),
                io.morpion.search.spec.Algorithms.names(),
                io.morpion.search.spec.Algorithms.DEFAULT_BECAUSE);
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
    void theApiDocumentsACampaignsMethodsAndItsDefaultWithWhyAsTheRegistryDeclaresThem() {
        assertDocumentsTheDefaultAndWhy(
                JsonPath.from(Api.openApi()).getMap("components.schemas.CampaignRequest.properties.method"),
                io.morpion.search.spec.Algorithms.CAMPAIGN_DEFAULT.name(),
                io.morpion.search.spec.Algorithms.campaignMethodNames(),
                io.morpion.search.spec.Algorithms.CAMPAIGN_DEFAULT_BECAUSE);
    }

    /** A request field documented in the registry's words: its choices, its default and why. */
    private static void assertDocumentsTheDefaultAndWhy(
            Map<String, Object> field, String defaultName, String choices, String because) {
        assertEquals(defaultName, field.get("default"));
        String description = String.valueOf(field.get("description"));
        assertTrue(description.contains(choices) && description.contains(because), description);
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
                .body(Body.of("variant", "5T", "threads", 0))
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
                .body(Body.of("variant", "5T", "algorithm", "nrpa", "params", Body.of("level", "three")))
                .post("/api/runs")
                .then()
                .statusCode(400)
                .body("code", equalTo("badParameter"))
                .body("params.detail", equalTo("level must be a whole number, not \"three\""));
        given().contentType("application/json")
                .body(Body.of("variant", "5T"))
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
                        "only nrpa, perturbation, dna, lns and exact take a game to start from"),
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
}
