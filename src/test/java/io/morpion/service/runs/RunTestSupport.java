package io.morpion.service.runs;

import static io.morpion.service.Api.admin;
import static io.restassured.RestAssured.given;

import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.api.RunRequest;
import io.morpion.service.Api;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;

/**
 * What the search-run tests share: queueing a run as the admin, reading it, waiting on it, and
 * cancelling whatever a test leaves running, so that the next one finds the job thread free.
 */
public abstract class RunTestSupport {

    /** Queues a run as the admin; returns its id. */
    public static long submit(RunRequest request) {
        return Api.create(Api.admin(), "/api/runs", request);
    }

    /** Queues a run written as JSON text: for the tests of the wire's own shapes. */
    public static long submitJson(String json) {
        return Api.create(Api.admin(), "/api/runs", json);
    }

    /** The same for a run built by name (io.morpion.Requests). */
    public static long submit(Requests.Run request) {
        return submit(request.build());
    }

    public static JsonPath run(long id) {
        return given().get("/api/runs/" + id).then().statusCode(200).extract().jsonPath();
    }

    public static JsonPath await(long id, Predicate<JsonPath> condition, String what) throws InterruptedException {
        return Waits.until(
                what + " (run " + id + ")", Duration.ofSeconds(60), Duration.ofMillis(100), () -> run(id), condition);
    }

    public static Predicate<JsonPath> status(String status) {
        return r -> status.equals(r.getString("status"));
    }

    /** The record each of the run's improvements was filed as, null for one that was not, oldest first. */
    public static List<Object> filedRecords(long run) {
        return given().get("/api/runs/" + run + "/improvements")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("recordId");
    }

    public static long recordCount() {
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
        // the waiting ones first: a queued run cancelled after a running one would take its thread and run on
        for (String status : List.of("QUEUED", "PAUSED", "RUNNING")) {
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
}
