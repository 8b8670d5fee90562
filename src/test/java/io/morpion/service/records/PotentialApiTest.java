package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/** Where a game lost its potential, over HTTP against the real database: asked for, computed in the background, kept. */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class PotentialApiTest {

    @Test
    void aSearcherAsksForAGamesPotentialAndTheCurveIsComputedKeptAndNamesItsBlunder() {
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(System.nanoTime()));
        long id = Api.submitGame(Msr.toJson(game));
        int n = game.moveCount();
        given().get("/api/records/" + id + "/potential")
                .then()
                .statusCode(200)
                .body("status", equalTo("none"))
                .body("positions", equalTo(n + 1));
        given().post("/api/records/" + id + "/potential").then().statusCode(401);
        String token = Api.searcherToken("potential asker");
        Api.as(token).post("/api/records/" + id + "/potential").then().statusCode(202);

        JsonPath done = Awaitility.await("the curve computed in the background")
                .atMost(Duration.ofSeconds(90))
                .until(
                        () -> given().get("/api/records/" + id + "/potential")
                                .then()
                                .extract()
                                .jsonPath(),
                        p -> p.getString("status").equals("done"));
        List<Map<String, Object>> points = done.getList("points");
        assertEquals(n + 1, points.size());
        assertEquals(n + 1, done.getInt("positionsDone"));
        for (int k = 0; k <= n; k++) {
            assertEquals(k, done.getInt("points[" + k + "].moves"));
            assertTrue(done.getInt("points[" + k + "].best") >= n, "the game itself continues position " + k);
            if (k > 0) {
                assertTrue(done.getInt("points[" + k + "].best") <= done.getInt("points[" + (k - 1) + "].best"));
            }
        }
        assertEquals(n, done.getInt("points[" + n + "].best"));
        assertTrue(done.getBoolean("points[" + n + "].proven"), "nothing follows the end: proven");
        // the curve falls from its first point to the game's length, and a fall has a move that lost most
        assertEquals(done.getInt("points[0].best") > n, done.get("blunder") != null, done.prettify());
        if (done.get("blunder") != null) {
            int move = done.getInt("blunder.move");
            assertEquals(
                    done.getInt("points[" + (move - 1) + "].best") - done.getInt("points[" + move + "].best"),
                    done.getInt("blunder.lost"));
        }
        // the empty cross starts from the facts: 4D's proven optimum, reached by a corpus game
        assertEquals(35, done.getInt("points[0].best"), done.prettify());
        assertTrue(done.getBoolean("points[0].proven"), "the optimum is proven");
        // every fall is listed once, graded by the thresholds the view states
        List<Map<String, Object>> drops = done.getList("drops");
        int lost = 0;
        for (int i = 0; i < drops.size(); i++) {
            int dropped = done.getInt("drops[" + i + "].lost");
            lost += dropped;
            String grade = dropped >= done.getInt("grades.find { it.grade == 'blunder' }.least")
                    ? "blunder"
                    : dropped >= done.getInt("grades.find { it.grade == 'mistake' }.least") ? "mistake" : "inaccuracy";
            assertEquals(grade, done.getString("drops[" + i + "].grade"), "drop " + i);
        }
        assertEquals(35 - n, lost, "the drops add up to what the game lost against the optimum");
        // what the curve's looks proved is kept: a look-ahead near the end answers from it without looking
        MsrRecord nearTheEnd = MsrRecord.of(game.variant(), game.moves().subList(0, n - 2));
        JsonPath look = Api.as(token)
                .contentType("application/json")
                .body(Msr.toJson(nearTheEnd))
                .post("/api/games/outlook")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertTrue(look.getBoolean("proven") && !look.getBoolean("looked"), look.prettify());
        String doneAt = done.getString("doneAt");
        Api.as(token)
                .post("/api/records/" + id + "/potential")
                .then()
                .statusCode(202)
                .body("status", equalTo("done"))
                .body("doneAt", equalTo(doneAt));
    }

    @Test
    void theCurveOfARecordTheCorpusShipsIsThereForEveryVisitorAndProvenWhereTheLocalProofsProve() {
        long rosin = Api.firstRecordId("variant", "5T", "author", "Christopher D. Rosin", "minScore", 178);
        // stored in the background once the corpus is
        JsonPath curve = Awaitility.await("the shipped curve stored")
                .atMost(Duration.ofSeconds(60))
                .until(
                        () -> given().get("/api/records/" + rosin + "/potential")
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath(),
                        p -> p.getString("status").equals("done"));
        assertEquals(179, curve.getList("points").size());
        assertEquals(178, curve.getInt("points[0].best"), "it starts at the record");
        // the shipped local proof frees the last 83 moves: every position from move 95 on is proven
        assertTrue(curve.getBoolean("points[95].proven") && curve.getBoolean("points[178].proven"));
        assertEquals(false, curve.getBoolean("points[94].proven"), "before it, 178 is the best known only");
        assertEquals(List.of(), curve.getList("drops"), "the record never loses potential");
    }
}
