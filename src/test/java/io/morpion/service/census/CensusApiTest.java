package io.morpion.service.census;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.InProcessCli;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Censuses of optimal games over HTTP, on the real PostgreSQL: who may start one, what a request may ask, one under
 * way per variant, the view part by part, and a cancel that leaves room for the next. The census that runs to the
 * end over two nodes, one killed, is CensusClusterIT's.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class CensusApiTest {

    @Test
    void onlyAnAdminStartsACensusAndABadRequestIsToldWhichFieldAndWhy() {
        given().contentType("application/json")
                .body(Body.of("variant", "4D"))
                .post("/api/censuses")
                .then()
                .statusCode(401);
        Api.as(Api.searcherToken("census asker"))
                .contentType("application/json")
                .body(Body.of("variant", "4D"))
                .post("/api/censuses")
                .then()
                .statusCode(403);
        refused(Body.of(), "variant must be 4T or 4D, not \"\"");
        refused(Body.of("variant", "6X"), "variant must be 4T or 4D, not \"6X\"");
        refused(
                Body.of("variant", "5D"),
                "variant must be one whose optimum is proven, 4T or 4D: 5D's is not, so its optimal games cannot be"
                        + " counted");
        refused(Body.of("variant", "4D", "parts", 0), "parts must be 1..1000, not 0");
        refused(Body.of("variant", "4D", "parts", 2.5), "parts");
        given().get("/api/censuses/987654321").then().statusCode(404);
        given().get("/api/censuses/x").then().statusCode(404).body("error", containsString("census"));
    }

    private static void refused(Object body, String error) {
        Api.admin()
                .contentType("application/json")
                .body(body)
                .post("/api/censuses")
                .then()
                .statusCode(400)
                .body("error", containsString(error));
    }

    @Test
    void aCensusIsShownPartByPartOneAVariantAtATimeAndCancelledMakesRoomForTheNext() {
        JsonPath started = Api.admin()
                .contentType("application/json")
                .body(Body.of("variant", "4D", "parts", 3))
                .post("/api/censuses")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        long id = started.getLong("id");
        try {
            assertEquals("running", started.getString("status"));
            assertEquals(KnownResult.of(Variant.FOUR_DISJOINT).orElseThrow().score(), started.getInt("optimum"));
            assertEquals(3, started.getInt("parts"));
            assertEquals(List.of(1, 2, 3), started.getList("partList.number", Integer.class));
            assertEquals(
                    3, started.getInt("partsDone") + started.getInt("partsRunning") + started.getInt("partsWaiting"));
            assertTrue(started.getString("method").contains("census"), started.getString("method"));

            Api.admin()
                    .contentType("application/json")
                    .body(Body.of("variant", "4D"))
                    .post("/api/censuses")
                    .then()
                    .statusCode(409)
                    .body("error", containsString("census " + id + " of 4D's optimal games is under way"));
            given().get("/api/censuses/" + id + "/games.jsonl")
                    .then()
                    .statusCode(409)
                    .body("error", containsString("census " + id + " has not finished"));
            assertTrue(given().get("/api/censuses?size=100")
                    .jsonPath()
                    .getList("items.id", Long.class)
                    .contains(id));

            Api.as(Api.searcherToken("census canceller"))
                    .post("/api/censuses/" + id + "/cancel")
                    .then()
                    .statusCode(403);
            Api.admin()
                    .post("/api/censuses/" + id + "/cancel")
                    .then()
                    .statusCode(200)
                    .body("status", equalTo("cancelled"))
                    .body("etaSeconds", equalTo(null));
            assertEquals(
                    List.of(),
                    given().get("/api/work?kind=census&state=queued&size=100")
                            .jsonPath()
                            .getList("items.findAll { it.group == '" + id + "' }"),
                    "nothing of the cancelled census waits");
        } finally {
            Api.admin().post("/api/censuses/" + id + "/cancel");
        }
        long next = Api.admin()
                .contentType("application/json")
                .body(Body.of("variant", "4D", "parts", 2))
                .post("/api/censuses")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        Api.admin().post("/api/censuses/" + next + "/cancel").then().statusCode(200);
        assertTrue(next > id);
    }

    @Test
    void theCommandLineStartsTheCensusWithAnAdminsTokenAndOtherwiseFollowsTheOneUnderWay() {
        InProcessCli.Run anonymous = InProcessCli.morpion("census", "--optimal", "4D", "--cluster", "--detach");
        assertEquals(2, anonymous.exit(), anonymous.out());
        assertTrue(
                anonymous
                        .err()
                        .contains("no census of 4D is under way on http://localhost:" + RestAssured.port
                                + ", and starting one takes an admin's token"),
                anonymous.err());
        InProcessCli.Run started = InProcessCli.morpion(
                "census",
                "--optimal",
                "4D",
                "--cluster",
                "--parts",
                "2",
                "--detach",
                "--token",
                EmbeddedPostgresTestResource.ADMIN_TOKEN);
        assertEquals(0, started.exit(), started.err());
        Matcher id = Pattern.compile("^started census (\\d+) of 4D's optimal games in 2 parts on ")
                .matcher(started.out());
        assertTrue(id.find(), started.out());
        try {
            InProcessCli.Run followed = InProcessCli.morpion("census", "--optimal", "4D", "--cluster", "--detach");
            assertEquals(0, followed.exit(), followed.err());
            assertTrue(
                    followed.out().startsWith("following census " + id.group(1) + " of 4D's optimal games"),
                    followed.out());
            assertTrue(followed.out().contains("census " + id.group(1) + ", 4D: parts "), followed.out());
            InProcessCli.Run otherParts =
                    InProcessCli.morpion("census", "--optimal", "4D", "--cluster", "--parts", "3");
            assertEquals(2, otherParts.exit());
            assertTrue(otherParts.err().contains("in 2 parts; --parts goes with a new census only"), otherParts.err());
        } finally {
            Api.admin().post("/api/censuses/" + id.group(1) + "/cancel").then().statusCode(200);
        }
    }
}
