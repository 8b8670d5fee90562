package io.morpion.service.campaigns;

import static io.morpion.service.Api.admin;
import static io.morpion.service.Api.as;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.msr.Msr;
import io.morpion.search.spec.Algorithms;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.tiers.ServiceTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Campaigns through the API on the real database: workers that are search runs, run by the
 * service's own Quartz (two job threads here), trading games through the campaign's archive; pause,
 * resume and stop reaching every worker; the end time; who may do what.
 */
@ServiceTest
@QuarkusTestResource(value = CampaignsDatabaseTestResource.class, restrictToAnnotatedClass = true)
class CampaignApiTest {

    /** Perturbation workers with short NRPA rebuilds, named so that no test leans on the campaigns' default. */
    /** A campaign of this variant whose workers are small perturbation searches. */
    private static Requests.Campaign small(String variant) {
        return Requests.campaign(variant).method("perturbation").param("nrpa-iterations", 5);
    }

    @Inject
    EntityManager em;

    private static long start(RequestSpecification who, Requests.Campaign request) {
        return who.contentType("application/json")
                .body(request.build())
                .post("/api/campaigns")
                .then()
                .statusCode(201)
                .body("status", equalTo("ACTIVE"))
                .extract()
                .jsonPath()
                .getLong("id");
    }

    private static JsonPath campaign(long id) {
        return given().get("/api/campaigns/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static JsonPath await(long id, Predicate<JsonPath> condition, String what) throws InterruptedException {
        return Waits.until(
                what + " (campaign " + id + ")",
                Duration.ofSeconds(60),
                Duration.ofMillis(100),
                () -> campaign(id),
                condition);
    }

    private static Predicate<JsonPath> workersAll(String status) {
        return c -> c.getList("workerRuns.status").stream().allMatch(status::equals);
    }

    @AfterEach
    void stopWhatIsLeft() throws InterruptedException {
        for (String status : List.of("ACTIVE", "PAUSED")) {
            for (String id : given().queryParam("status", status)
                    .get("/api/campaigns")
                    .then()
                    .extract()
                    .jsonPath()
                    .<String>getList("items.id")) {
                admin().post("/api/campaigns/" + id + "/stop").then().statusCode(200);
                await(
                        Long.parseLong(id),
                        c -> c.getList("workerRuns.status").stream().noneMatch("RUNNING"::equals),
                        "campaign " + id + "'s workers to stop");
            }
        }
    }

    @Test
    void workersOnTwoThreadsShareOneArchiveAndFollowTheCampaign() throws InterruptedException {
        long id = start(admin(), small("5D").workers(2));
        JsonPath running = await(
                id,
                c -> c.getInt("workersRunning") == 2 && c.getInt("archiveGames") > 0 && c.getInt("bestScore") > 0,
                "both workers to run and fill the archive");
        assertEquals(2, running.getList("workerRuns").size());
        assertTrue(
                running.getInt("bestScore") >= bestWorker(running),
                "the campaign's best is never below a worker's, even before the worker's next trade");
        assertEquals("600", running.getString("params.deep-after"), "the workers' parameters, every one named");

        // both workers put games in the one archive, each game once, and the best is a legal game
        await(id, c -> gamesBy(id) == 2, "games from both workers in the archive");
        // a trade can bring the archive a best before its worker's next heartbeat shows it: wait for that
        JsonPath shared =
                await(id, c -> c.getInt("bestScore") == bestWorker(c), "the campaign's best to be a worker's find");
        assertEquals(
                shared.getInt("bestScore"),
                Msr.requireLegal(Msr.decode(shared.getString("best"))).score());

        admin().post("/api/campaigns/" + id + "/pause").then().statusCode(200).body("status", equalTo("PAUSED"));
        await(id, workersAll("PAUSED"), "every worker to pause");
        int archived = campaign(id).getInt("archiveGames");

        admin().post("/api/campaigns/" + id + "/resume").then().statusCode(200).body("status", equalTo("ACTIVE"));
        JsonPath resumed = await(
                id,
                c -> workersAll("RUNNING").test(c)
                        && c.getList("workerRuns.resumes", Integer.class).stream()
                                .allMatch(r -> r >= 1),
                "every worker to go on from its checkpoint");
        assertTrue(resumed.getInt("archiveGames") >= Math.min(archived, resumed.getInt("archiveLimit")));

        admin().post("/api/campaigns/" + id + "/stop").then().statusCode(200).body("status", equalTo("STOPPED"));
        JsonPath stopped = await(id, workersAll("CANCELLED"), "every worker to be cancelled");
        assertTrue(stopped.getInt("archiveGames") > 0, "the archive stays: " + stopped.prettify());
        admin().post("/api/campaigns/" + id + "/resume")
                .then()
                .statusCode(409)
                .body("error", containsString("is stopped; a finished campaign cannot be resumed"))
                .body("code", equalTo("notNow"))
                .body("params.kind", equalTo("campaign"))
                .body("params.status", equalTo("stopped"))
                .body("params.command", equalTo("resume"));
    }

    @Test
    void aCampaignNamingItsSearchTwiceDifferentlyIsRefusedInTheFieldsTerms() {
        admin().contentType("application/json")
                .body("{\"variant\":\"5T\",\"algorithm\":\"dna\",\"method\":\"nrpa\"}")
                .post("/api/campaigns")
                .then()
                .statusCode(400)
                .body("code", equalTo("algorithmTwice"))
                .body("params.algorithm", equalTo("dna"))
                .body("params.method", equalTo("nrpa"));
        admin().contentType("application/json")
                .body("{\"variant\":\"5T\",\"algorithm\":\"beam\"}")
                .post("/api/campaigns")
                .then()
                .statusCode(400)
                .body("code", equalTo("oneOf"))
                .body("params.field", equalTo("algorithm"));
    }

    @Test
    void nrpaIslandsHandTheirBestsToTheArchive() throws InterruptedException {
        long id = start(
                admin(),
                Requests.campaign("5D")
                        .method("nrpa")
                        .workers(2)
                        .param("level", 2)
                        .param("iterations", 20));
        JsonPath islands = await(
                id,
                c -> c.getInt("workersRunning") == 2 && gamesBy(id) == 2 && c.getInt("bestScore") > 0,
                "both islands to hand over their bests");
        assertEquals("nrpa", islands.getString("method"));
        assertEquals("2", islands.getString("params.level"));
        assertEquals(
                islands.getInt("bestScore"),
                Msr.requireLegal(Msr.decode(islands.getString("best"))).score());
        JsonPath worker = given().get("/api/runs/" + islands.getLong("workerRuns[0].runId"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("nrpa", worker.getString("category"), "its workers file their records as NRPA's");
        assertEquals(id, worker.getLong("campaignId"));
    }

    @Test
    void dnaWorkersHandTheirPoolsGamesToTheArchive() throws InterruptedException {
        long id = start(
                admin(), Requests.campaign("5T").algorithm("dna").workers(1).param("end-interval", 2000));
        JsonPath shared = await(
                id,
                c -> c.getInt("workersRunning") == 1 && gamesBy(id) > 0 && c.getInt("bestScore") > 0,
                "the worker to hand over its pool's games");
        assertEquals("dna", shared.getString("algorithm"), "a campaign takes and shows its algorithm as a run does");
        assertEquals("dna", shared.getString("method"), "and still its deprecated name");
        assertEquals(
                shared.getInt("bestScore"),
                Msr.requireLegal(Msr.decode(shared.getString("best"))).score());
        JsonPath worker = given().get("/api/runs/" + shared.getLong("workerRuns[0].runId"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("dna", worker.getString("category"), "its workers file their records as dna's");
        admin().post("/api/campaigns/" + id + "/stop").then().statusCode(200);
        await(id, workersAll("CANCELLED"), "the worker to be cancelled");
    }

    @Test
    void aSeededCampaignGivesItsWorkersConsecutiveSeedsSoThatItCanBeRepeated() throws InterruptedException {
        // beyond 2^53, so that a seed read as a JSON double would come back rounded
        long seed = 9_007_199_254_740_993L;
        long id = start(admin(), small("5D").workers(2).seed(seed));
        JsonPath queued = await(id, c -> c.getList("workerRuns").size() == 2, "both workers to be queued");
        List<String> seeds = queued.getList("workerRuns.runId", String.class).stream()
                .map(run -> given().get("/api/runs/" + run)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getString("seed"))
                .sorted()
                .toList();
        assertEquals(List.of(Long.toString(seed), Long.toString(seed + 1)), seeds);
        admin().post("/api/campaigns/" + id + "/stop").then().statusCode(200);
        await(id, c -> c.getList("workerRuns.status").stream().noneMatch("RUNNING"::equals), "the workers to stop");
    }

    @Test
    void aWarmCampaignStartsItsArchiveFromTheRecordAndRaisesNoAlertForIt() throws InterruptedException {
        long rosin = Api.firstRecordId("variant", "5D", "min-score", 82);
        long id = start(admin(), small("5D").workers(1).warmRecord(rosin));
        JsonPath warm = campaign(id);
        assertEquals(82, warm.getInt("bestScore"));
        // the worker may already have handed over games of its own: the record came first, from no run
        assertEquals(List.of(82, 0L), firstGame(id), "the record is the archive's first game");
        assertTrue(warm.getMap("archiveCensus").get("82") instanceof Integer n && n >= 1, warm.prettify());
        assertEquals("82 = world record (ties Christopher D. Rosin)", warm.getString("standing"));
        assertTrue(warm.get("alert") == null, "the game it started from is no find: " + warm.prettify());
        JsonPath worker = given().get("/api/runs/" + warm.getLong("workerRuns[0].runId"))
                .then()
                .extract()
                .jsonPath();
        assertEquals("perturbation-warm", worker.getString("category"));
        // the same start given as MSR text
        long fromText = start(admin(), small("5D").workers(1).warm(warm.getString("best")));
        assertEquals(82, campaign(fromText).getInt("bestScore"));
    }

    @Test
    void theArchiveKeepsItsLimitAndACampaignEndsWhenItsTimeIsUpWithItsWorkersCompleted() throws InterruptedException {
        long id = start(admin(), small("5T").workers(1).archive(3).deprecatedTime("4s"));
        JsonPath over = await(
                id,
                c -> c.getString("status").equals("COMPLETED")
                        && workersAll("COMPLETED").test(c),
                "the campaign to end with its time, its workers completed (not cancelled)");
        assertTrue(over.getInt("archiveGames") >= 1 && over.getInt("archiveGames") <= 3, over.prettify());
        assertTrue(over.getString("finishedAt") != null);
    }

    @Test
    void onlyItsOwnerOrAnAdminSteersACampaignAndATokenHoldsFewOfThem() throws InterruptedException {
        String[] alice = newToken("alice");
        String[] bob = newToken("bob");
        given().contentType("application/json")
                .body(Body.of("variant", "5D"))
                .post("/api/campaigns")
                .then()
                .statusCode(401);
        long id = start(as(alice[1]), small("5D").workers(1));
        as(bob[1])
                .post("/api/campaigns/" + id + "/pause")
                .then()
                .statusCode(403)
                .body("error", containsString("belongs to another token"))
                .body("code", equalTo("notOwner"));
        as(alice[1])
                .contentType("application/json")
                .body(Body.of("variant", "5D"))
                .post("/api/campaigns")
                .then()
                .statusCode(429)
                .body("error", containsString("unfinished campaigns"))
                .body("code", equalTo("unfinishedLimit"))
                .body("params.kind", equalTo("campaign"));
        as(alice[1]).post("/api/campaigns/" + id + "/pause").then().statusCode(200);
        admin().post("/api/campaigns/" + id + "/stop").then().statusCode(200).body("status", equalTo("STOPPED"));
    }

    @Test
    void aCampaignTakesTheBudgetARunTakesAndTheDeprecatedTopLevelFieldsAlike() {
        JsonPath shaped = admin().contentType("application/json")
                .body(Body.of("variant", "4D", "workers", 1, "budget", Body.of("time", "2h", "target", 36)))
                .post("/api/campaigns")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        JsonPath old = admin().contentType("application/json")
                .body(Body.of("variant", "4D", "workers", 1, "time", "2h", "target", 36))
                .post("/api/campaigns")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        for (JsonPath campaign : List.of(shaped, old)) {
            assertEquals(36, campaign.getInt("target"));
            Duration left = Duration.between(OffsetDateTime.now(), OffsetDateTime.parse(campaign.getString("endsAt")));
            assertTrue(
                    left.compareTo(Duration.ofMinutes(119)) > 0 && left.compareTo(Duration.ofMinutes(121)) < 0,
                    left::toString);
            admin().post("/api/campaigns/" + campaign.getString("id") + "/stop")
                    .then()
                    .statusCode(200);
        }
    }

    @Test
    void badRequestsAreRefusedWithTheReasonAndStartNothing() {
        long before = given().get("/api/campaigns")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("total");
        Map<String, String> refusals = Map.of(
                "{}", "a campaign needs a variant",
                "{\"variant\":\"5T\",\"method\":\"beam\"}",
                        "method must be a campaign's search, perturbation, dna, nrpa or lns (GET /api/algorithms",
                "{\"variant\":\"5T\",\"workers\":0}", "workers must be 1..",
                "{\"variant\":\"5T\",\"archive\":0}", "archive must be 1..1000000, not 0",
                "{\"variant\":\"5T\",\"params\":{\"level\":3}}",
                        // a campaign that names no method gets the registry's campaign default
                        "\"level\" is not a parameter of " + Algorithms.CAMPAIGN_DEFAULT.name(),
                "{\"variant\":\"5T\",\"time\":\"soon\"}", "soon",
                "{\"variant\":\"5T\",\"target\":-1}", "a target score must be positive",
                "{\"variant\":\"5T\",\"budget\":{\"target\":0}}", "a target score must be positive",
                "{\"variant\":\"5T\",\"budget\":{\"time\":\"1h\"},\"time\":\"2h\"}", "not also at the top level",
                "{\"variant\":\"5T\",\"budget\":{\"nodes\":1000}}", "nodes are not counted across its workers");
        refusals.forEach((body, reason) -> admin().contentType("application/json")
                .body(body)
                .post("/api/campaigns")
                .then()
                .statusCode(400)
                .body("error", containsString(reason)));
        assertEquals(
                before,
                given().get("/api/campaigns").then().extract().jsonPath().getLong("total"));
        given().get("/api/campaigns/99999").then().statusCode(404).body("error", containsString("no campaign has id"));
        given().get("/api/campaigns/abc").then().statusCode(404);
        given().queryParam("status", "sleeping")
                .get("/api/campaigns")
                .then()
                .statusCode(400)
                .body("error", containsString("status must be ACTIVE, PAUSED"));
    }

    /** The score and run (0 for none) of the game the campaign's archive took first. */
    private List<Number> firstGame(long campaignId) {
        Object[] row = QuarkusTransaction.requiringNew().call(() -> (Object[]) em.createNativeQuery(
                        "select score, coalesce(run_id, 0) from campaign_game where campaign_id = :id order by id "
                                + "limit 1")
                .setParameter("id", campaignId)
                .getSingleResult());
        return List.of(((Number) row[0]).intValue(), ((Number) row[1]).longValue());
    }

    private long gamesBy(long campaignId) {
        return QuarkusTransaction.requiringNew().call(() -> ((Number)
                        em.createNativeQuery("select count(distinct run_id) from campaign_game where campaign_id = :id")
                                .setParameter("id", campaignId)
                                .getSingleResult())
                .longValue());
    }

    private static String[] newToken(String name) {
        Response created = admin().contentType("application/json")
                .body(Body.of("name", name, "role", "searcher"))
                .post("/api/admin/tokens");
        created.then().statusCode(201);
        return new String[] {
            created.jsonPath().getString("id"), created.jsonPath().getString("token")
        };
    }

    private static int bestWorker(JsonPath campaign) {
        return campaign.getList("workerRuns.bestScore", Integer.class).stream()
                .mapToInt(i -> i)
                .max()
                .orElse(0);
    }
}
