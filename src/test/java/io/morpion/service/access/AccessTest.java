package io.morpion.service.access;

import static io.morpion.service.Api.admin;
import static io.morpion.service.Api.as;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.Requests;
import io.morpion.api.RunRequest;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.tiers.ServiceTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** Who may do what, tokens, retraction, limits, headers, health and metrics, on a service of its own. */
@ServiceTest
@QuarkusTestResource(value = LimitedTestResource.class, restrictToAnnotatedClass = true)
class AccessTest {

    private static final RunRequest UNLIMITED_RUN =
            Requests.run("4T").algorithm("nrpa").param("level", 2).keepGoing().build();

    @Inject
    EntityManager em;

    private static String[] newToken(String name, String role) {
        Response created = admin().contentType("application/json")
                .body(Body.of("name", name, "role", role))
                .post("/api/admin/tokens");
        created.then().statusCode(201).body("token", notNullValue()).body("role", equalTo(role));
        return new String[] {
            created.jsonPath().getString("id"), created.jsonPath().getString("token")
        };
    }

    @Test
    void anonymousCallersReadAndSubmitButNeedATokenToSearch() {
        given().get("/api/records").then().statusCode(200);
        given().contentType("application/json")
                .body(UNLIMITED_RUN)
                .post("/api/runs")
                .then()
                .statusCode(401)
                .header("WWW-Authenticate", "Bearer")
                .body("error", containsString("this needs a token"));
        given().post("/api/runs/1/cancel").then().statusCode(401);
        given().get("/api/admin/tokens").then().statusCode(401);
    }

    @Test
    void wrongMalformedRevokedAndExpiredTokensAreRefusedEverywhere() {
        as("mpt_not-a-token-anyone-was-given")
                .get("/api/records")
                .then()
                .statusCode(401)
                .body("error", equalTo("the token is unknown, revoked or expired"));
        given().header("Authorization", "Basic dXNlcjpwYXNz")
                .get("/api/records")
                .then()
                .statusCode(401)
                .body("error", containsString("Bearer"));
        as("short").get("/api/runs").then().statusCode(401);

        String[] revoked = newToken("soon revoked", "searcher");
        as(revoked[1]).get("/api/records").then().statusCode(200);
        admin().delete("/api/admin/tokens/" + revoked[0]).then().statusCode(200).body("revokedAt", notNullValue());
        as(revoked[1]).get("/api/records").then().statusCode(401);

        String[] expiring = newToken("expiring", "searcher");
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery(
                        "update access_token set expires_at = now() - interval '1 minute' where id = :id")
                .setParameter("id", Long.parseLong(expiring[0]))
                .executeUpdate());
        as(expiring[1])
                .contentType("application/json")
                .body(UNLIMITED_RUN)
                .post("/api/runs")
                .then()
                .statusCode(401);
    }

    @Test
    void onlyAdminsManageTokensAndTheTokensThemselvesAreNeverShownAgain() {
        String[] searcher = newToken("a searcher", "searcher");
        as(searcher[1]).get("/api/admin/tokens").then().statusCode(403).body("error", containsString("admin"));
        as(searcher[1])
                .contentType("application/json")
                .body(Body.of("name", "mine"))
                .post("/api/admin/tokens")
                .then()
                .statusCode(403);
        String listing = admin().get("/api/admin/tokens")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(listing.contains("a searcher"));
        assertTrue(
                !listing.contains(searcher[1]) && !listing.contains("token_hash") && !listing.contains("tokenHash"),
                listing);
        admin().contentType("application/json")
                .body(Body.of("name", "x", "role", "root"))
                .post("/api/admin/tokens")
                .then()
                .statusCode(400)
                .body("error", containsString("role must be searcher or admin"));
        // a name that reads backwards in every listing
        admin().contentType("application/json")
                .body(Body.of("name", "ops\u202Enimda", "role", "searcher"))
                .post("/api/admin/tokens")
                .then()
                .statusCode(400)
                .body("code", equalTo("formatCharacter"))
                .body(
                        "error",
                        startsWith("name holds an invisible formatting character (U+202E right-to-left override)"));
        admin().delete("/api/admin/tokens/../../etc").then().statusCode(404);
    }

    @Test
    void aRunIsControlledByItsOwnerOrAnAdminAndATokenHoldsFewUnfinishedRuns() {
        String[] owner = newToken("owner", "searcher");
        String[] other = newToken("other", "searcher");
        long run = as(owner[1])
                .contentType("application/json")
                .body(UNLIMITED_RUN)
                .post("/api/runs")
                .then()
                .statusCode(201)
                .body("submittedBy", equalTo("owner (token " + owner[0] + ")"))
                .extract()
                .jsonPath()
                .getLong("id");
        as(other[1])
                .post("/api/runs/" + run + "/pause")
                .then()
                .statusCode(403)
                .body("error", containsString("belongs to another token"));
        as(owner[1]).post("/api/runs/" + run + "/pause").then().statusCode(200).body("status", equalTo("PAUSED"));
        as(owner[1])
                .contentType("application/json")
                .body(UNLIMITED_RUN)
                .post("/api/runs")
                .then()
                .statusCode(201);
        as(owner[1])
                .contentType("application/json")
                .body(UNLIMITED_RUN)
                .post("/api/runs")
                .then()
                .statusCode(429)
                .body(
                        "error",
                        containsString("already has 2 unfinished runs of its own (its campaigns' workers are not "
                                + "counted)"));
        admin().post("/api/runs/" + run + "/cancel").then().statusCode(200).body("status", equalTo("CANCELLED"));
        for (String id : given().queryParam("status", "QUEUED")
                .get("/api/runs")
                .jsonPath()
                .<String>getList("items.id")) {
            admin().post("/api/runs/" + id + "/cancel").then().statusCode(200);
        }
        for (String id : given().queryParam("status", "RUNNING")
                .get("/api/runs")
                .jsonPath()
                .<String>getList("items.id")) {
            admin().post("/api/runs/" + id + "/cancel").then().statusCode(200);
        }
    }

    /** Two 64-thread runs of one searcher slowed every request: a token's runs and workers share a thread budget. */
    @Test
    void aTokensRunsAndCampaignWorkersShareOneThreadBudget() {
        String[] spender = newToken("spender", "searcher");
        long campaign = Api.create(
                as(spender[1]),
                "/api/campaigns",
                Requests.campaign("4T")
                        .algorithm("nrpa")
                        .workers(3)
                        .param("level", 2)
                        .build());
        try {
            as(spender[1])
                    .contentType("application/json")
                    .body(Body.of("variant", "4T", "algorithm", "nrpa", "threads", 4, "keepGoing", true))
                    .post("/api/runs")
                    .then()
                    .statusCode(429)
                    .body("code", equalTo("threadBudget"))
                    .body(
                            "error",
                            startsWith("this token's unfinished runs and campaign workers already hold 3 threads,"
                                    + " and a token holds at most 6"));
        } finally {
            as(spender[1]).post("/api/campaigns/" + campaign + "/stop").then().statusCode(200);
        }
        // an admin gives one token a budget of its own
        Response made = admin().contentType("application/json")
                .body(Body.of("name", "frugal", "role", "searcher", "threads", 2))
                .post("/api/admin/tokens");
        made.then().statusCode(201).body("threads", equalTo(2));
        as(made.jsonPath().getString("token"))
                .contentType("application/json")
                .body(Body.of("variant", "4T", "algorithm", "nrpa", "threads", 3, "keepGoing", true))
                .post("/api/runs")
                .then()
                .statusCode(429)
                .body(
                        "error",
                        startsWith("this token's unfinished runs and campaign workers already hold 0 threads, and a"
                                + " token holds at most 2 (its own budget, set by an admin)"));
        admin().contentType("application/json")
                .body(Body.of("name", "none", "threads", 0))
                .post("/api/admin/tokens")
                .then()
                .statusCode(400)
                .body("error", equalTo("threads must be 1..4096, not 0"));
    }

    @Test
    void anAdminChangesATokensThreadBudgetAndItHoldsForTheNextRun() {
        String[] searcher = newToken("budget-changed", "searcher");
        RunRequest twoThreads =
                Requests.run("4T").algorithm("nrpa").threads(2).keepGoing().build();
        admin().contentType("application/json")
                .body(Body.of("threads", 1))
                .patch("/api/admin/tokens/" + searcher[0])
                .then()
                .statusCode(200)
                .body("threads", equalTo(1));
        as(searcher[1])
                .contentType("application/json")
                .body(twoThreads)
                .post("/api/runs")
                .then()
                .statusCode(429)
                .body("code", equalTo("threadBudget"))
                .body("error", containsString("a token holds at most 1 (its own budget, set by an admin)"));

        // null gives it the service's limit again
        admin().contentType("application/json")
                .body(Body.of("threads", null))
                .patch("/api/admin/tokens/" + searcher[0])
                .then()
                .statusCode(200)
                .body("threads", nullValue());
        long run = Api.create(as(searcher[1]), "/api/runs", twoThreads);
        as(searcher[1]).post("/api/runs/" + run + "/cancel").then().statusCode(200);

        admin().contentType("application/json")
                .body(Body.of("threads", 5000))
                .patch("/api/admin/tokens/" + searcher[0])
                .then()
                .statusCode(400)
                .body("error", equalTo("threads must be 1..4096, not 5000"));
        admin().contentType("application/json")
                .body(Body.of("threads", "many"))
                .patch("/api/admin/tokens/" + searcher[0])
                .then()
                .statusCode(400)
                .body("error", equalTo("threads must be a whole number or null, not \"many\""));
        // strict as every body: an unknown field is said, and nothing of the request is done
        admin().contentType("application/json")
                .body("{\"threads\":8,\"role\":\"admin\"}")
                .patch("/api/admin/tokens/" + searcher[0])
                .then()
                .statusCode(400)
                .body("code", equalTo("badJson"))
                .body("error", equalTo("unknown field \"role\"; the fields here are [threads]"));
        admin().contentType("application/json")
                .body("{}")
                .patch("/api/admin/tokens/" + searcher[0])
                .then()
                .statusCode(400)
                .body("error", equalTo("the body must be JSON with \"threads\": a number, or null"));
        admin().contentType("application/json")
                .body(Body.of("threads", 2))
                .patch("/api/admin/tokens/999999")
                .then()
                .statusCode(404);
        as(searcher[1])
                .contentType("application/json")
                .body(Body.of("threads", 64))
                .patch("/api/admin/tokens/" + searcher[0])
                .then()
                .statusCode(403);
    }

    @Test
    void aSearcherWithACampaignLargerThanTheRunCapStillQueuesRunsOfItsOwn() {
        String[] hunter = newToken("hunter", "searcher");
        long campaign = Api.create(
                as(hunter[1]),
                "/api/campaigns",
                Requests.campaign("4T")
                        .algorithm("nrpa")
                        .workers(3)
                        .param("level", 2)
                        .build());
        try {
            long workers = given().get("/api/campaigns/" + campaign)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("workerRuns")
                    .size();
            assertTrue(workers > 2, "the campaign's workers outnumber the cap of 2 unfinished runs: " + workers);
            long first = Api.create(as(hunter[1]), "/api/runs", UNLIMITED_RUN);
            // two runs of its own, the cap, beside three unfinished workers (a third would meet the queueing rate
            // first)
            as(hunter[1])
                    .contentType("application/json")
                    .body(UNLIMITED_RUN)
                    .post("/api/runs")
                    .then()
                    .statusCode(201);
            admin().post("/api/runs/" + first + "/cancel").then().statusCode(200);
        } finally {
            as(hunter[1]).post("/api/campaigns/" + campaign + "/stop").then().statusCode(200);
            for (String status : new String[] {"QUEUED", "RUNNING", "PAUSED"}) {
                for (String id : given().queryParam("status", status)
                        .get("/api/runs")
                        .jsonPath()
                        .<String>getList("items.id")) {
                    admin().post("/api/runs/" + id + "/cancel");
                }
            }
        }
    }

    @io.quarkus.test.common.http.TestHTTPResource("/")
    java.net.URL base;

    private java.net.http.HttpResponse<java.io.InputStream> stream(long run, String token) throws Exception {
        return java.net.http.HttpClient.newBuilder()
                .version(java.net.http.HttpClient.Version.HTTP_1_1)
                .build()
                .send(
                        java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + "api/runs/" + run + "/events"))
                                .timeout(java.time.Duration.ofSeconds(30))
                                .header("Accept", "text/event-stream")
                                .header("Authorization", "Bearer " + token)
                                .GET()
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofInputStream());
    }

    @Test
    void liveStreamsAreCappedPerClientAndInAllWithASentenceSayingWhichLimit() throws Exception {
        // queued by a client of its own: the admin's queueing rate belongs to another test
        String[] runner = newToken("stream runner", "searcher");
        long run = Api.create(as(runner[1]), "/api/runs", UNLIMITED_RUN);
        String[] first = newToken("watcher one", "searcher");
        String[] second = newToken("watcher two", "searcher");
        String[] third = newToken("watcher three", "searcher");
        java.util.List<java.io.InputStream> open = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 2; i++) {
                var accepted = stream(run, first[1]);
                assertEquals(200, accepted.statusCode());
                open.add(accepted.body());
            }
            var perClient = stream(run, first[1]);
            assertEquals(429, perClient.statusCode());
            assertTrue(perClient.headers().firstValue("Retry-After").isPresent());
            assertTrue(
                    new String(perClient.body().readAllBytes()).contains("this client already watches 2 live streams"));
            var accepted = stream(run, second[1]);
            assertEquals(200, accepted.statusCode(), "another client still may");
            open.add(accepted.body());
            var overall = stream(run, third[1]);
            assertEquals(429, overall.statusCode());
            assertTrue(overall.headers().firstValue("Retry-After").isPresent());
            assertTrue(new String(overall.body().readAllBytes()).contains("the server already holds 3 live streams"));
        } finally {
            for (java.io.InputStream body : open) {
                body.close();
            }
            admin().post("/api/runs/" + run + "/cancel").then().statusCode(200);
        }
    }

    @Test
    void submissionsAndQueueingAreRateLimitedPerClient() throws Exception {
        String game = Files.readString(ProjectPaths.root().resolve("records/4D/hyyroporanen35.json"));
        String[] client = newToken("busy client", "searcher");
        for (int i = 0; i < 3; i++) {
            as(client[1])
                    .contentType("application/json")
                    .body(game)
                    .post("/api/records")
                    .then()
                    .statusCode(200);
        }
        Response refused =
                as(client[1]).contentType("application/json").body(game).post("/api/records");
        refused.then()
                .statusCode(429)
                .body("error", containsString("at most 3 a minute"))
                .body("code", equalTo("rateLimit"))
                .body("params.action", equalTo("SUBMIT"));
        int retryAfter = Integer.parseInt(refused.getHeader("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 60, "Retry-After " + retryAfter);
        // Another client is not held back by this one.
        String[] calm = newToken("calm client", "searcher");
        as(calm[1])
                .contentType("application/json")
                .body(game)
                .post("/api/records")
                .then()
                .statusCode(200);

        // Reading a game costs as much as verifying one, so parsing and legal moves have their own limit.
        for (String path : new String[] {"/api/games/parse", "/api/games/legal-moves"}) {
            String[] reader = newToken("reader of " + path, "searcher");
            for (int i = 0; i < 3; i++) {
                as(reader[1])
                        .contentType("application/json")
                        .body(game)
                        .post(path)
                        .then()
                        .statusCode(200);
            }
            as(reader[1])
                    .contentType("application/json")
                    .body(game)
                    .post(path)
                    .then()
                    .statusCode(429)
                    .header("Retry-After", notNullValue())
                    .body("error", containsString("too many games read"));
        }

        // Admins have no cap on unfinished runs, so only the rate can stop them.
        RunRequest budgeted =
                Requests.run("4D").algorithm("sampling").param("runs", 1).build();
        for (int i = 0; i < 3; i++) {
            admin().contentType("application/json")
                    .body(budgeted)
                    .post("/api/runs")
                    .then()
                    .statusCode(201);
        }
        admin().contentType("application/json")
                .body(budgeted)
                .post("/api/runs")
                .then()
                .statusCode(429)
                .header("Retry-After", notNullValue())
                .body("error", containsString("too many runs queued"));
    }

    @Test
    void adminsRetractRecordsWhichStayMarkedAndStopCountingAsBest() {
        long best = given().get("/api/records/best").jsonPath().getLong("find { it.variant == '5D' }.id");
        given().contentType("application/json")
                .body(Body.of("reason", "x"))
                .post("/api/records/" + best + "/retract")
                .then()
                .statusCode(401);
        String[] searcher = newToken("no admin", "searcher");
        as(searcher[1])
                .contentType("application/json")
                .body(Body.of("reason", "x"))
                .post("/api/records/" + best + "/retract")
                .then()
                .statusCode(403);
        admin().contentType("application/json")
                .body("{}")
                .post("/api/records/" + best + "/retract")
                .then()
                .statusCode(400)
                .body("error", containsString("needs a reason"));
        admin().contentType("application/json")
                .body(Body.of("reason", "found to be a transcription error"))
                .post("/api/records/" + best + "/retract")
                .then()
                .statusCode(200)
                .body("retracted.reason", equalTo("found to be a transcription error"))
                .body("retracted.by", containsString("bootstrap admin"));
        given().get("/api/records/" + best).then().statusCode(200).body("retracted.at", notNullValue());
        given().get("/api/records/best")
                .then()
                .statusCode(200)
                .body("find { it.variant == '5D' }.id", not(equalTo(Long.toString(best))))
                .body("find { it.variant == '5D' }.retracted", nullValue());
    }

    @Test
    void pagesCarrySecurityHeadersAndTheServiceReportsHealthAndMetrics() {
        for (String path : new String[] {"/", "/api/records"}) {
            given().get(path)
                    .then()
                    .statusCode(200)
                    .header("Content-Security-Policy", containsString("script-src 'self'"))
                    .header("Content-Security-Policy", not(containsString("unsafe-inline")))
                    .header("X-Content-Type-Options", "nosniff")
                    .header("X-Frame-Options", "DENY")
                    .header("Referrer-Policy", "no-referrer");
        }
        given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        given().get("/q/health/live").then().statusCode(200);
        String metrics =
                given().get("/q/metrics").then().statusCode(200).extract().asString();
        for (String name : new String[] {
            "morpion_submissions_total{outcome=\"accepted\"",
            "morpion_improvements_total",
            "morpion_runs{status=\"running\"",
            "morpion_playouts_per_second"
        }) {
            assertTrue(
                    metrics.contains(name),
                    name + " in\n"
                            + metrics.lines().filter(l -> l.contains("morpion")).toList());
        }
        assertEquals(200, given().get("/q/metrics").statusCode());
    }
}
