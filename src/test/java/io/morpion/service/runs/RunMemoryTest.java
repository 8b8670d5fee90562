package io.morpion.service.runs;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.api.RunRequest;
import io.morpion.search.SolverMemory;
import io.morpion.search.spec.Algorithms;
import io.morpion.service.Api;
import io.morpion.service.campaigns.CampaignsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Runs are admitted by the memory they may hold: a run that alone would pass what a node lends its runs is refused
 * with the figures, and one that would pass it beside the runs executing on the node waits in the queue until
 * they make room.
 */
@ServiceTest
// two job threads, so that a second run's job can fire beside the first
@WithTestResource(value = CampaignsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RunMemoryTest extends RunTestSupport {

    @Inject
    NodeRuns node;

    @Test
    void aRunLargerThanWhatANodeLendsIsRefusedWithItsFigures() {
        RunRequest widest = Requests.run("5T")
                .algorithm("dna")
                .threads(64)
                .param("window", 500)
                .param("pool", 100000)
                .param("archive", 100000)
                .time("10s")
                .build();
        JsonPath refused = Api.as(Api.searcherToken("memory, widest"))
                .contentType("application/json")
                .body(widest)
                .post("/api/runs")
                .then()
                .statusCode(409)
                .body("code", equalTo("runMemory"))
                .body("params.threads", equalTo(64))
                .extract()
                .jsonPath();
        long budget = SolverMemory.megabytes(node.memoryBudget());
        assertEquals(budget, refused.getLong("params.budget"), refused.prettify());
        long apart = Math.abs(64 * refused.getLong("params.perThread") - refused.getLong("params.megabytes"));
        assertTrue(apart <= 64, "threads × per thread, each rounded up to a megabyte: " + refused.prettify());
        assertTrue(refused.getString("error").startsWith("this run would hold up to "), refused.getString("error"));
    }

    @Test
    void aRunThatFitsOnlyWhenAnotherEndsWaitsQueuedUntilThen() throws InterruptedException {
        long perThread = Algorithms.find("dna").orElseThrow().memoryPerThreadAtDefaults();
        // two runs of this many threads each fit the node's budget alone, and not both together
        int threads = (int) (node.memoryBudget() / perThread / 2 + 1);
        assertTrue(threads <= 64 && threads * perThread <= node.memoryBudget(), "threads " + threads);
        String token = Api.searcherToken("memory, two runs");
        RunRequest run = Requests.run("5T")
                .algorithm("dna")
                .threads(threads)
                .time("5m")
                .keepGoing()
                .build();
        long first = Api.create(Api.as(token), "/api/runs", run);
        await(first, status("RUNNING"), "the first run to start");
        long second = Api.create(Api.as(token), "/api/runs", run);
        await(first, r -> r.getLong("nodes") > 0, "the first run to compute");
        Waits.until(
                "the second run's job to fire and wait for room",
                Duration.ofSeconds(60),
                Duration.ofMillis(50),
                node::waitingForMemory,
                waiting -> waiting == 1);
        assertEquals("QUEUED", run(second).getString("status"), "the second waits for room, in the queue");
        Api.as(token).post("/api/runs/" + first + "/cancel").then().statusCode(200);
        await(second, status("RUNNING"), "the second to start once the first made room");
        Api.as(token).post("/api/runs/" + second + "/cancel").then().statusCode(200);
        await(second, status("CANCELLED"), "the second to end");
    }
}
