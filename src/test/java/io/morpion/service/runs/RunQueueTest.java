package io.morpion.service.runs;

import static io.morpion.service.Api.admin;
import static io.morpion.service.Api.searcherToken;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.service.Api;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;

/**
 * The run queue through the API on the service's own Quartz (one job thread): waiting runs in
 * order, pause, resume and cancel, and runs whose job or parameters come from an older day.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RunQueueTest extends RunTestSupport {

    @Inject
    org.quartz.Scheduler quartz;

    @Inject
    EntityManager em;

    /** A run whose Quartz job is gone has no execution to read a request: pausing it takes effect at once. */
    @Test
    void pausingARunThatLostItsJobTakesEffectAtOnceAndItResumesFromItsCheckpoint() throws Exception {
        long id = submit(Requests.run("5T").algorithm("nrpa").param("level", 2).seed(9));
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
        long id = submit(Requests.run("5T")
                .algorithm("perturbation")
                .param("nrpa-iterations", 10)
                .param("deep-after", 0)
                .seed(6));
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

    /** One token's many runs took every turn before another token's one: now they take turns with it. */
    @Test
    void oneTokensManyRunsTakeTurnsWithAnotherTokensRun() throws InterruptedException {
        long first = submit(unlimited(11));
        await(first, status("RUNNING"), "the first run to take the only job thread");
        String many = searcherToken("many runs");
        String one = searcherToken("one run");
        long m1 = Api.create(Api.as(many), "/api/runs", unlimited(12).build());
        long m2 = Api.create(Api.as(many), "/api/runs", unlimited(13).build());
        long m3 = Api.create(Api.as(many), "/api/runs", unlimited(14).build());
        long o1 = Api.create(Api.as(one), "/api/runs", unlimited(15).build());
        assertEquals(1, run(m1).getInt("queuePosition"));
        assertEquals(2, run(o1).getInt("queuePosition"), "behind one of the other token's runs, not all three");
        assertEquals(3, run(m2).getInt("queuePosition"));
        assertEquals(4, run(m3).getInt("queuePosition"));
    }

    @Test
    void waitingRunsQueueInOrderAndPauseResumeAndCancelMoveThem() throws InterruptedException {
        long a = submit(unlimited(1));
        long b = submit(unlimited(2));
        long c = submit(unlimited(3));
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

    /** A 5T NRPA run with no budget: it holds its job thread until it is cancelled. */
    private static Requests.Run unlimited(long seed) {
        return Requests.run("5T").algorithm("nrpa").param("level", 2).seed(seed);
    }
}
