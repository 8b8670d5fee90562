package io.morpion.service;

import static io.morpion.service.Api.admin;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.msr.DeflateBomb;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Pentasol;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Hostile and broken input against the running service: every case gets a clear 4xx with a JSON
 * message, never a 500 or a stack trace, and nothing stored changes.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class BadInputTest {

    private static MsrRecord rosin() throws Exception {
        return Msr.decode(Files.readString(ProjectPaths.root().resolve("records/5T/rosin178.json")));
    }

    private static String stored() {
        return given().queryParam("size", 100)
                        .queryParam("sort", "id")
                        .get("/api/records")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString()
                + given().queryParam("size", 100)
                        .get("/api/runs")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString();
    }

    /** The request fails with the status and a JSON error that says something, and gives nothing away. */
    private static void refused(String what, int status, Supplier<Response> request) {
        Response response = request.get();
        String body = response.asString();
        assertEquals(status, response.statusCode(), what + ": " + body);
        assertTrue(response.contentType().startsWith("application/json"), what + ": " + response.contentType());
        String error = response.jsonPath().getString("error");
        assertTrue(error != null && error.length() > 5, what + ": " + body);
        assertFalse(
                body.contains("Exception") || body.contains("\tat ") || body.contains("org.hibernate"),
                what + ": " + body);
    }

    private static RequestSpecification post(String contentType, Object body) {
        RequestSpecification request = given().contentType(contentType);
        return body instanceof byte[] bytes ? request.body(bytes) : request.body((String) body);
    }

    @Test
    void aBugIsA500WithAnIdTheLogCarriesAndNeverItsOwnMessage() {
        java.util.List<String> logged = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Handler capture = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                logged.add(
                        String.valueOf(record.getMessage()) + " " + java.util.Arrays.toString(record.getParameters()));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        java.util.logging.Logger log = java.util.logging.Logger.getLogger(ApiErrors.class.getName());
        log.addHandler(capture);
        try {
            Response answer = given().get("/api/test-only/failure");
            assertEquals(500, answer.statusCode());
            assertEquals("internal", answer.jsonPath().getString("code"));
            String id = answer.jsonPath().getString("params.id");
            assertTrue(id != null && id.matches("[0-9a-z]+"), answer.asString());
            assertEquals(
                    "internal error " + id + "; it has been logged",
                    answer.jsonPath().getString("error"));
            assertFalse(answer.asString().contains(FailingResource.INTERNAL_DETAIL), answer.asString());
            assertTrue(logged.stream().anyMatch(line -> line.contains(id)), "the log names the id: " + logged);
        } finally {
            log.removeHandler(capture);
        }
    }

    @Test
    void everyBadInputIsAClear4xxAndChangesNothing() throws Exception {
        String before = stored();
        MsrRecord rosin = rosin();
        String json = Msr.toJson(rosin);

        refused("malformed JSON", 400, () -> post("application/json", json.substring(0, json.length() / 2))
                .post("/api/records"));
        refused("JSON that is no record", 400, () -> post("application/json", "[1, 2, 3]")
                .post("/api/records"));
        refused("malformed MS1 (not Base64)", 400, () -> post("text/plain", "MS1:!!!***")
                .post("/api/records"));
        refused("MS1 that is not DEFLATE", 400, () -> post("text/plain", "MS1:aGVsbG8gd29ybGQ")
                .post("/api/records"));
        refused("a DEFLATE bomb", 400, () -> post("text/plain", DeflateBomb.compact(64))
                .post("/api/records"));
        refused("a body over the size limit", 413, () -> post(
                        "application/json", "{\"pad\":\"" + "x".repeat(3 << 20) + "\"}")
                .post("/api/records"));
        refused("JSON nested 500 deep", 400, () -> post("application/json", "[".repeat(500) + "]".repeat(500))
                .post("/api/records"));
        refused("an out-of-range coordinate", 400, () -> post(
                        "application/json", json.replaceFirst("\"x\"\\s*:\\s*-?\\d+", "\"x\": 1000000000"))
                .post("/api/records"));
        refused("an illegal game", 422, () -> post(
                        "text/plain",
                        Msr.encode(MsrRecord.of(rosin.variant(), rosin.moves().subList(1, 20))))
                .post("/api/records"));

        String pentasol = Pentasol.write(rosin);
        // without the header comment ours writes, nothing in the file names its variant
        String bare = String.join(
                "\n", pentasol.lines().filter(l -> !l.startsWith("#")).toList());
        refused("Pentasol with no variant", 400, () -> post("text/plain", bare).post("/api/records"));
        refused("Pentasol as a 4-variant", 400, () -> post("text/plain", pentasol)
                .queryParam("variant", "4T")
                .post("/api/records"));
        refused("a 5T Pentasol game as 5D", 422, () -> post("text/plain", pentasol)
                .queryParam("variant", "5D")
                .post("/api/records"));
        refused("an unknown variant", 400, () -> post("text/plain", pentasol)
                .queryParam("variant", "9X")
                .post("/api/records"));

        byte[] png = given().get("/records/" + bestId() + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        refused("a truncated PNG", 400, () -> post("image/png", Arrays.copyOf(png, png.length / 2))
                .post("/api/records"));
        refused("a PNG with no record", 400, () -> post("image/png", Arrays.copyOf(png, 60))
                .post("/api/records"));
        refused("an upload with no file", 400, () -> given().multiPart("other", "x")
                .post("/api/records/upload"));

        for (String path : new String[] {
            "/api/records/..%2F..%2Fetc%2Fpasswd",
            "/api/records/-1",
            "/records/..%2F..%2Fetc%2Fpasswd.msr",
            "/records/1.exe",
            "/api/runs/0;drop",
            "/api/runs/%2e%2e"
        }) {
            refused("path trick " + path, 404, () -> given().urlEncodingEnabled(false)
                    .get(path));
        }

        // a NUL in a path is refused before any resource reads it, naming the parameter
        refused(
                "path trick /api/records/1%00",
                400, () -> given().urlEncodingEnabled(false).get("/api/records/1%00"));

        String sqlAuthor = given().queryParam("author", "'; drop table record; --")
                .get("/api/records")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getString("total");
        assertEquals("0", sqlAuthor, "SQL in a filter is only text to match");
        // a wildcard in a filter is a character to match, not a pattern: no author has a % in the name
        given().queryParam("author", "%")
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", org.hamcrest.Matchers.equalTo(0));
        given().queryParam("author", "_")
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", org.hamcrest.Matchers.equalTo(0));
        refused("SQL in the sort key", 400, () -> given().queryParam("sort", "score; drop table record")
                .get("/api/records"));
        refused("SQL in the variant", 400, () -> given().queryParam("variant", "5T' or '1'='1")
                .get("/api/records"));
        refused("SQL in a number", 400, () -> given().queryParam("minScore", "1 or 1=1")
                .get("/api/records"));
        refused("SQL in a status", 400, () -> given().queryParam("status", "RUNNING' --")
                .get("/api/runs"));
        refused("SQL in a history filter", 400, () -> given().queryParam("variant", "5T;--")
                .get("/api/history"));
        refused("a page too large", 400, () -> given().queryParam("size", 100_000)
                .get("/api/records"));

        refused("a wrong token", 401, () -> given().header("Authorization", "Bearer mpt_wrong-wrong-wrong-wrong")
                .get("/api/records"));
        refused("a token of the wrong kind", 401, () -> given().header("Authorization", "Basic YWRtaW46YWRtaW4=")
                .get("/api/records"));
        refused("a run with no token", 401, () -> post("application/json", "{\"variant\":\"5T\"}")
                .post("/api/runs"));

        assertEquals(before, stored(), "nothing stored has changed");
        assertTrue(new String(png, 1, 3, StandardCharsets.US_ASCII).equals("PNG"));
    }

    /** A JSON request body that is wrong is refused with what was wrong in the caller's terms, and queues nothing. */
    @Test
    void badRunRequestsSayWhatWasWrongAndQueueNothing() {
        String before = stored();
        assertRefusedSaying(
                "a misspelt field",
                400,
                "{\"variant\":\"5T\",\"budgett\":{\"time\":\"1s\"}}",
                "unknown field \"budgett\"; the fields here are [algorithm, budget,");
        assertRefusedSaying(
                "a misspelt budget field",
                400,
                "{\"variant\":\"5T\",\"budget\":{\"tme\":\"1s\"}}",
                "unknown field \"budget.tme\"; the fields here are [nodes, target, time]");
        assertRefusedSaying("malformed JSON", 400, "{\"variant\":\"5T\",", "the body is not valid JSON at line 1");
        assertRefusedSaying(
                "a seed that is no number",
                400,
                "{\"variant\":\"5T\",\"seed\":\"seven\"}",
                "field \"seed\" must be a whole number");
        assertRefusedSaying(
                "threads as an object",
                400,
                "{\"variant\":\"5T\",\"threads\":{}}",
                "field \"threads\" must be a whole number");
        assertRefusedSaying("an empty body", 400, "", "the body must be a JSON run request");
        assertRefusedSaying("an overlong string", 400, "{\"variant\":\"" + "x".repeat(1 << 20) + "\"}", "");
        assertRefusedSaying(
                "a time past a hundred years, which overflowed at the run's start",
                400,
                "{\"variant\":\"5T\",\"budget\":{\"time\":\"36526d\"}}",
                "field \"budget\": a time is at most 100 years (36525d), not \"36526d\"");
        assertRefusedSaying(
                "a negative seed, on which the run failed at its first improvement",
                400,
                "{\"variant\":\"5T\",\"seed\":-1}",
                "seed must be 0..9223372036854775807, not -1");
        String huge = "9".repeat(1 << 20);
        for (String body : new String[] {
            "{\"variant\":\"5T\",\"budget\":{\"time\":\"" + huge + "\"}}",
            "{\"variant\":\"5T\",\"algorithm\":\"dna\",\"params\":{\"swaps\":\"" + huge + "\"}}"
        }) {
            Response echoed = admin().contentType("application/json").body(body).post("/api/runs");
            assertEquals(400, echoed.statusCode(), echoed.asString().substring(0, 200));
            assertTrue(
                    echoed.asString().length() < 1000,
                    "a 1 MB value is echoed cut: " + echoed.asString().length());
        }
        Response wrongType =
                admin().contentType("text/plain").body("{\"variant\":\"5T\"}").post("/api/runs");
        assertEquals(415, wrongType.statusCode(), wrongType.asString());
        String wrongTypeError = wrongType.jsonPath().getString("error");
        assertTrue(
                wrongTypeError.startsWith("Content-Type text/plain")
                        && wrongTypeError.endsWith("is not accepted here; send the body as application/json"),
                wrongTypeError);
        assertEquals(before, stored(), "nothing was queued");
    }

    private static void assertRefusedSaying(String what, int status, String body, String start) {
        Response response = admin().contentType("application/json").body(body).post("/api/runs");
        refused(what, status, () -> response);
        String error = response.jsonPath().getString("error");
        assertTrue(error.startsWith(start), what + ": " + error);
        for (String internal :
                new String[] {"Jackson", "StreamRead", "Source:", "REDACTED", "@Consumes", "java.", "class "}) {
            assertFalse(error.contains(internal), what + ": " + error);
        }
    }

    private static long bestId() {
        return given().queryParam("variant", "5T")
                .get("/api/records")
                .jsonPath()
                .getLong("items[0].id");
    }
}
