package io.morpion.service.boxes;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.box.Box;
import io.morpion.search.box.BoxPart;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.InProcessCli;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/**
 * Box proofs over HTTP, on the real PostgreSQL, solved by the service's own background work: who may start one, what
 * a request may ask, a question the box cannot hold proven, one it can found and filed as a record, and a part that
 * reaches its limit split into the parts a side deeper. Every part here is bounded by SCIP's nodes or settles in its
 * presolve, so the answers are SCIP's, not the clock's.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class BoxProofApiTest {

    private static final Duration SETTLED = Duration.ofMinutes(2);

    @Test
    void onlyAnAdminStartsAProofAndABadRequestIsToldWhichFieldAndWhy() {
        Object body = Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 25);
        given().contentType("application/json")
                .body(body)
                .post("/api/box-proofs")
                .then()
                .statusCode(401);
        Api.as(Api.searcherToken("box prover"))
                .contentType("application/json")
                .body(body)
                .post("/api/box-proofs")
                .then()
                .statusCode(403);
        refused(Body.of("box", "0,0,0,0", "atLeast", 5), "variant must be");
        refused(Body.of("variant", "4D", "atLeast", 5), "box is needed: top,right,bottom,left");
        refused(Body.of("variant", "4D", "box", "4,4,1", "atLeast", 5), "box: a box is four numbers");
        refused(Body.of("variant", "4D", "box", "0,0,0,0"), "atLeast is needed");
        refused(
                Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 26),
                "atLeast (box (0,0,0,0) has 25 empty points)");
        refused(Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 5, "atMost", 83), "unknown field \"atMost\"");
        refused(
                Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 5, "depth", 1),
                "depth (box (0,0,0,0) has 0 sides past the cross) must be 0..0, not 1");
        refused(Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 5, "limit", "soon"), "limit must be a time");
        refused(Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 5, "nodes", 0), "nodes must be");
        refused(Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 5.5), "atLeast");
        given().get("/api/box-proofs/987654321").then().statusCode(404);
        given().get("/api/box-proofs/x").then().statusCode(404).body("error", containsString("box proof"));
    }

    private static void refused(Object body, String error) {
        refusedAt("/api/box-proofs", body, error);
    }

    /** The campaign at 85, each part bounded to one node of SCIP's tree: the ids of the proofs it started. */
    private static List<Long> campaignOf85() {
        return Api.admin()
                .contentType("application/json")
                .body(Body.of("variant", "5D", "atLeast", 85, "nodes", 1))
                .post("/api/box-proofs/campaign")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getList("id", Long.class);
    }

    private static void refusedCampaign(Object body, String error) {
        refusedAt("/api/box-proofs/campaign", body, error);
    }

    private static void refusedAt(String path, Object body, String error) {
        Api.admin()
                .contentType("application/json")
                .body(body)
                .post(path)
                .then()
                .statusCode(400)
                .body("error", containsString(error));
    }

    @Test
    void aBoxTooSmallForTheGameIsProvenAndOneThatHoldsItFindsItAndFilesItAsARecord() {
        JsonPath proven = settled(start(Body.of("variant", "4D", "box", "0,0,0,0", "atLeast", 25)));
        assertEquals("proven", proven.getString("verdict"));
        assertEquals(List.of("whole"), proven.getList("partList.places", String.class));
        assertEquals(List.of("proven"), proven.getList("partList.state", String.class));
        assertTrue(proven.getString("solver").startsWith("SCIP"), proven.getString("solver"));
        assertNull(proven.get("foundRecord"));

        JsonPath found = settled(start(Body.of("variant", "4D", "box", "1,1,1,1", "atLeast", 4)));
        assertEquals("found", found.getString("verdict"));
        long record = found.getLong("foundRecord");
        JsonPath filed = given().get("/api/records/" + record)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        MsrRecord game = Msr.decode(filed.getString("msr"));
        assertTrue(game.moveCount() >= 4, "the game found: " + game.moveCount() + " moves");
        assertTrue(Msr.validate(game).legal(), "a legal game");
        assertEquals(new Box(1, 1, 1, 1), Box.ofGame(Variant.FOUR_DISJOINT, game.moves()), "its box");
        assertEquals(BoxProofStore.CATEGORY, filed.getString("category"));
    }

    @Test
    void aPartThatReachesItsLimitUnansweredIsSplitIntoThePartsASideDeeper() {
        Box box = new Box(1, 1, 1, 1);
        JsonPath done = settled(start(
                Body.of("variant", "4D", "box", "1,1,1,1", "atLeast", 40, "nodes", 1, "maxDepth", 1, "limit", "10m")));
        List<String> places = done.getList("partList.places", String.class);
        List<String> states = done.getList("partList.state", String.class);
        assertEquals("whole", places.get(0));
        assertEquals("split", states.get(0), "the whole box, after one node of SCIP's tree");
        List<String> children = BoxPart.whole(box).children(Variant.FOUR_DISJOINT).stream()
                .map(BoxPart::places)
                .toList();
        assertEquals(children, places.subList(1, places.size()), "the whole box's parts, a side deeper");
        List<String> settledChildren = states.subList(1, states.size());
        assertTrue(
                settledChildren.stream().allMatch(s -> s.equals("proven") || s.equals("unknown")),
                "each part at the deepest split is proven or unknown: " + settledChildren);
        assertEquals(
                settledChildren.contains("unknown") ? "open" : "proven",
                done.getString("verdict"),
                "the verdict of " + settledChildren);
        assertEquals(
                done.getInt("partsProven"),
                settledChildren.stream().filter("proven"::equals).count());
        assertNotNull(done.getString("finishedAt"));
    }

    @Test
    void theCommandLineStartsAProofWithAnAdminsTokenAndShowsItsVerdictAndParts() {
        InProcessCli.Run anonymous = InProcessCli.morpion("proofs", "start", "4D", "0,0,0,0", "--at-least", "25");
        assertEquals(1, anonymous.exit(), anonymous.out());
        assertTrue(anonymous.err().contains("the server refused (401)"), anonymous.err());
        InProcessCli.Run started = InProcessCli.morpion(
                "proofs",
                "start",
                "4D",
                "0,0,0,0",
                "--at-least",
                "25",
                "--token",
                EmbeddedPostgresTestResource.ADMIN_TOKEN);
        assertEquals(0, started.exit(), started.err());
        Matcher id = Pattern.compile("^started box proof (\\d+): a game of 25 or more moves in 4D box \\(0,0,0,0\\)")
                .matcher(started.out());
        assertTrue(id.find(), started.out());
        settled(Long.parseLong(id.group(1)));
        InProcessCli.Run shown = InProcessCli.morpion("proofs", "get", id.group(1));
        assertEquals(0, shown.exit(), shown.err());
        assertTrue(shown.out().contains("proven: no game of 25 or more moves fits in box (0,0,0,0)"), shown.out());
        assertTrue(shown.out().matches("(?s).*\\n\\s*whole\\s+proven\\s.*"), shown.out());
        InProcessCli.Run listed = InProcessCli.morpion("proofs", "list", "--size", "100");
        assertEquals(0, listed.exit(), listed.err());
        assertTrue(
                listed.out().matches("(?s).*\\bproven\\s+split\\s+open\\s+running\\s+waiting\\s+hours\\n.*"),
                listed.out());
        // the whole box is one part, proven: 1 proven, none split, open, running or waiting
        assertTrue(
                listed.out()
                        .matches(
                                "(?s).*\\b" + id.group(1)
                                        + "\\s+finished\\s+4D\\s+\\(0,0,0,0\\)\\s+>=25\\s+proven\\s+1\\s+0\\s+0\\s+0\\s+0\\s+\\d+\\.\\d\\d\\n.*"),
                listed.out());
    }

    @Test
    void theCampaignStartsAProofOfEachPublishedBoxThatCanHoldTheGameAndNoneTwice() {
        refusedCampaign(Body.of("variant", "4D", "atLeast", 85), "a campaign is of 5D's published boxes");
        refusedCampaign(Body.of("variant", "5D", "box", "4,4,1,0", "atLeast", 85), "and no box");
        refusedCampaign(Body.of("variant", "5D"), "atLeast is needed");
        // 85: the three boxes whose largest graph is 85, the bound of 84's first question
        List<Long> ids = campaignOf85();
        try {
            List<String> boxes = ids.stream()
                    .map(id -> given().get("/api/box-proofs/" + id).jsonPath().getString("box"))
                    .toList();
            assertEquals(List.of("4,3,1,1", "4,3,1,2", "4,3,1,3"), boxes);
            List<Long> again = campaignOf85();
            assertEquals(List.of(), again, "a box whose proof is under way is left to it");
        } finally {
            ids.forEach(id ->
                    Api.admin().post("/api/box-proofs/" + id + "/cancel").then().statusCode(200));
        }
    }

    private static long start(Object body) {
        return Api.admin()
                .contentType("application/json")
                .body(body)
                .post("/api/box-proofs")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** The proof once it has finished, as the API shows it. */
    static JsonPath settled(long id) {
        return Awaitility.await("box proof " + id + " settled")
                .atMost(SETTLED)
                .pollInterval(Duration.ofMillis(250))
                .until(
                        () -> given().get("/api/box-proofs/" + id)
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath(),
                        json -> "finished".equals(json.getString("status")));
    }
}
