package io.morpion.service.runs;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.service.Api;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a run's page and its ladder tell a hunter: a warm run says where it started and never passes its start off
 * as a find, and a run far from the record files only its best at its end, not every step of its climb.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RunFilingTest extends RunTestSupport {

    @Test
    void aWarmRunSaysWhereItStartedAndThatNothingIsNewUntilItFindsAnotherGame() throws InterruptedException {
        long recordId = Api.firstRecordId("variant", "4D", "sort", "-score");
        JsonPath record =
                given().get("/api/records/" + recordId).then().extract().jsonPath();
        long id =
                submit(Requests.run("4D").algorithm("nrpa").warmRecord(recordId).nodes(200));
        for (JsonPath r : List.of(run(id), await(id, status("COMPLETED"), "the warm run to end"))) {
            assertEquals(recordId, r.getLong("startedFrom.recordId"), r.prettify());
            assertEquals(35, r.getInt("startedFrom.moves"));
            assertEquals(false, r.getBoolean("newSinceStart"), "35 is proven optimal: nothing beats the start");
            String author = record.getString("author");
            assertEquals(
                    "started from record " + recordId + " (" + author + "'s 35); nothing new yet",
                    r.getString("standing"));
        }
        List<Object> filed = filedRecords(id);
        assertTrue(filed.stream().allMatch(r -> r == null), "the start is never filed as the run's find: " + filed);

        long cold = submit(Requests.run("4D").algorithm("nrpa").nodes(200));
        JsonPath plain = run(cold);
        assertNull(plain.get("startedFrom"), "a run from the cross started from nothing");
        assertNull(plain.get("newSinceStart"));
    }

    @Test
    void aRunFarFromTheRecordFilesOnlyItsBestAtItsEndNotTheStepsOfItsClimb() throws InterruptedException {
        Api.retractCategory("5T", "sampling");
        long id = submit(Requests.run("5T").algorithm("sampling").time("4s").seed(9));
        JsonPath done = await(id, status("COMPLETED"), "the sampling run to end");
        List<Map<String, Object>> steps = given().get("/api/runs/" + id + "/improvements")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$");
        assertTrue(steps.size() >= 2, "the run climbed in steps: " + steps);
        assertTrue(done.getInt("bestScore") < 161, "far from 5T's record, below what listings show by default");
        for (Map<String, Object> step : steps.subList(0, steps.size() - 1)) {
            assertNull(step.get("recordId"), "a step of the climb stays in the run's history: " + steps);
        }
        assertNotNull(steps.get(steps.size() - 1).get("recordId"), "its best, at its end, leads its fresh category");
    }
}
