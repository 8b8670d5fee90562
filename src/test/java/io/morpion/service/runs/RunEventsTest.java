package io.morpion.service.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.Requests;
import io.morpion.msr.Msr;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A run's live progress as a browser's EventSource would read it. */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RunEventsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URL base;

    @Test
    void progressAndEachNewBestStreamLiveUntilTheRunEnds() throws Exception {
        long id = RunTestSupport.submit(Requests.run("5D")
                .algorithm("nrpa")
                .param("level", 2)
                .time("4s")
                .seed(9));
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpResponse<InputStream> response = client.send(
                HttpRequest.newBuilder(URI.create(base + "api/runs/" + id + "/events"))
                        .timeout(Duration.ofSeconds(60))
                        .header("Accept", "text/event-stream")
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, response.statusCode());
        assertTrue(response.headers().firstValue("content-type").orElse("").startsWith("text/event-stream"));
        List<RunStreams.Event> events = RunStreams.read(response.body());

        RunStreams.Event end = events.get(events.size() - 1);
        assertEquals("end", end.name(), "the stream ends with the run: " + events);
        assertEquals("COMPLETED", end.data().path("status").asText());
        List<JsonNode> progress = events.stream()
                .filter(e -> e.name().equals("progress"))
                .map(RunStreams.Event::data)
                .toList();
        assertTrue(progress.size() >= 3, "a progress event each second of a 4 s run: " + progress.size());
        assertTrue(progress.stream()
                .anyMatch(p -> p.path("status").asText().equals("RUNNING")
                        && p.path("nodesPerSecond").asDouble() > 0
                        && p.path("elapsedSeconds").asDouble() > 0));
        for (int i = 1; i < progress.size(); i++) {
            assertTrue(progress.get(i).path("bestScore").asInt()
                    >= progress.get(i - 1).path("bestScore").asInt());
            assertTrue(progress.get(i).path("nodes").asLong()
                    >= progress.get(i - 1).path("nodes").asLong());
        }
        List<JsonNode> bests = events.stream()
                .filter(e -> e.name().equals("best"))
                .map(RunStreams.Event::data)
                .toList();
        assertTrue(!bests.isEmpty(), "the best game is sent");
        for (JsonNode best : bests) {
            assertEquals(
                    best.path("score").asInt(),
                    Msr.requireLegal(Msr.decode(best.path("msr").asText())).score());
        }
        assertEquals(
                end.data().path("bestScore").asInt(),
                bests.get(bests.size() - 1).path("score").asInt(),
                "the last best sent is the run's best");
    }

    @Test
    void aRunThatReachesTheProvenOptimumRaisesOneAlertAndRunsWatchRingsTheBell() throws Exception {
        RunStreams.Watched run = RunStreams.watchToTheEnd(
                base,
                Requests.run("4D")
                        .algorithm("nrpa")
                        .param("level", 3)
                        .time("60s")
                        .target(35)
                        .seed(1));
        assertEquals(1, run.alerts().size(), "one alert: " + run.alerts());
        JsonNode alert = run.alerts().get(0);
        assertEquals(35, alert.path("score").asInt());
        assertEquals("proven optimum", alert.path("kind").asText());
        assertEquals(false, alert.path("beats").asBoolean());
        assertEquals("35 = proven optimum", alert.path("standing").asText());
        assertTrue(run.watchErr().contains("\u0007*** 35 = proven optimum"), run.watchErr());
        assertTrue(run.watchOut().contains("run " + run.id() + " completed"), run.watchOut());
    }

    /**
     * 5D's record, Rosin's 82, reached from the first 76 moves of his game by the exact search of
     * their continuations: the world record alarm, the bell and the game filed as a record. (An 83
     * would raise the same alarm with beats; RecordAlertsTest checks that rule, as no 83 is known.)
     */
    @Test
    void aFiveDisjointRunThatReachesTheWorldRecordRaisesItsAlarmAndFilesTheGame() throws Exception {
        RunStreams.Watched run = RunStreams.watchRosinsEightyTwoReached(base);
        assertEquals(1, run.alerts().size(), "one alert: " + run.alerts());
        JsonNode alert = run.alerts().get(0);
        assertEquals(82, alert.path("score").asInt());
        assertEquals("world record", alert.path("kind").asText());
        assertEquals(false, alert.path("beats").asBoolean());
        String standing = alert.path("standing").asText();
        assertTrue(standing.startsWith("82 = world record (ties "), standing);
        assertTrue(run.watchErr().contains("\u0007*** " + standing), run.watchErr());

        JsonNode steps = JSON.readTree(io.restassured.RestAssured.given()
                .get("/api/runs/" + run.id() + "/improvements")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        JsonNode last = steps.get(steps.size() - 1);
        assertEquals(82, last.path("score").asInt());
        assertTrue(last.hasNonNull("recordId"), "the 82 is filed as a record: " + steps);
        io.restassured.RestAssured.given()
                .get("/api/records/" + last.path("recordId").asLong())
                .then()
                .statusCode(200)
                .body("score", org.hamcrest.Matchers.equalTo(82))
                .body("variant", org.hamcrest.Matchers.equalTo("5D"))
                .body("category", org.hamcrest.Matchers.equalTo("exact-warm"));
    }

    @jakarta.inject.Inject
    io.morpion.service.runs.RunEvents runEvents;

    private HttpResponse<InputStream> open(HttpClient client, long id) throws Exception {
        return client.send(
                HttpRequest.newBuilder(URI.create(base + "api/runs/" + id + "/events"))
                        .timeout(Duration.ofSeconds(30))
                        .header("Accept", "text/event-stream")
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofInputStream());
    }

    /** Reads a stream's lines until the first progress event, with a deadline. */
    private static void awaitFirstEvent(InputStream body) throws Exception {
        java.util.concurrent.ExecutorService reader = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            reader.submit(() -> {
                        BufferedReader in = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
                        for (String line = in.readLine(); line != null; line = in.readLine()) {
                            if (line.startsWith("event: progress") || line.startsWith("event:progress")) {
                                return true;
                            }
                        }
                        return false;
                    })
                    .get(30, java.util.concurrent.TimeUnit.SECONDS);
        } finally {
            reader.shutdownNow();
        }
    }

    @Test
    void manyWatchersOfARunCostOneReadASecondAndAClientOverItsCapIsRefusedWithRetryAfter() throws Exception {
        long id = RunTestSupport.submit(Requests.run("5D")
                .algorithm("nrpa")
                .param("level", 3)
                .time("60s")
                .seed(5));
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<InputStream> streams = new ArrayList<>();
        try {
            for (int i = 0; i < 8; i++) {
                HttpResponse<InputStream> stream = open(client, id);
                assertEquals(200, stream.statusCode());
                streams.add(stream.body());
                awaitFirstEvent(stream.body());
            }
            // eight watchers, one reading of the run a second between them: four more readings take
            // about four seconds (a reading each, as the old streams made, would take half of one)
            int before = runEvents.reads();
            long start = System.nanoTime();
            int after = io.morpion.Waits.until(
                    "four more readings of the run",
                    Duration.ofSeconds(30),
                    Duration.ofMillis(50),
                    runEvents::reads,
                    reads -> reads >= before + 4);
            double seconds = (System.nanoTime() - start) / 1e9;
            double perSecond = (after - before) / seconds;
            assertTrue(perSecond <= 2, "reads a second with 8 watchers: " + perSecond);

            HttpResponse<InputStream> ninth = open(client, id);
            assertEquals(429, ninth.statusCode());
            assertTrue(
                    ninth.headers().firstValue("Retry-After").isPresent(),
                    ninth.headers().toString());
            String refusal = new String(ninth.body().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(refusal.contains("this client already watches 8 live streams"), refusal);
        } finally {
            for (InputStream stream : streams) {
                stream.close();
            }
            io.restassured.RestAssured.given()
                    .header("Authorization", "Bearer " + EmbeddedPostgresTestResource.ADMIN_TOKEN)
                    .post("/api/runs/" + id + "/cancel");
        }
        // closed streams are given back: the client may watch again
        io.morpion.Waits.until(
                "the closed streams to be released",
                Duration.ofSeconds(30),
                Duration.ofMillis(200),
                runEvents::openStreams,
                open -> open == 0);
    }
}
