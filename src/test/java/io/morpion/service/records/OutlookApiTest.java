package io.morpion.service.records;

import static io.morpion.service.Api.as;
import static io.morpion.service.Api.searcherToken;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.exact.ExactCompletion;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/** POST /api/games/outlook over HTTP: proven and found answers, the caller's budget, and bad input. */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class OutlookApiTest {

    @Test
    void aFourDPositionNearTheEndGetsTheExhaustiveSearchsProvenAnswer() {
        MsrRecord optimum = CorpusGames.game("4D/hyyroporanen35.json");
        MsrRecord position = MsrRecord.of(Variant.FOUR_DISJOINT, optimum.moves().subList(0, 26));
        JsonPath answer = given().contentType("application/json")
                .body(Msr.toJson(position))
                .post("/api/games/outlook")
                .then()
                .statusCode(200)
                .body("proven", equalTo(true))
                .body("moves", equalTo(26))
                .body("budgetSeconds", equalTo(2))
                .extract()
                .jsonPath();
        int exhaustive = ExactCompletion.longest(Variant.FOUR_DISJOINT, position.moves(), 26, Long.MAX_VALUE)
                .longer()
                .orElseThrow()
                .size();
        assertEquals(exhaustive, answer.getInt("best"));
        assertEquals(exhaustive - 26, answer.getInt("more"));
        MsrRecord best = Msr.decode(answer.getString("msr"));
        assertEquals(exhaustive, Msr.requireLegal(best).score());
    }

    @Test
    void atMoveHundredOfRosins178TheAnswerIsHisGameProvenByTheShippedLocalProofWithoutLooking() {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        MsrRecord position = MsrRecord.of(Variant.FIVE_TOUCHING, rosin.moves().subList(0, 100));
        // a token of its own, whose looks no other test spends
        String token = searcherToken("outlook from facts " + System.nanoTime());
        // the shipped local proofs are stored in the background at the first start
        JsonPath answer = Awaitility.await("the shipped local proof counts")
                .atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofSeconds(1))
                .until(() -> look(token, position, 1), a -> a.getBoolean("proven"));
        assertEquals(178, answer.getInt("best"), answer.prettify());
        assertEquals(78, answer.getInt("more"));
        assertEquals(178, answer.getInt("atMost"));
        assertTrue(answer.getString("atMostProof").startsWith("a local proof on record "), answer.prettify());
        assertTrue(answer.getString("witness.source").contains("Rosin"), answer.prettify());
        assertEquals(false, answer.getBoolean("looked"), "the facts settle it: no core is spent");
        MsrRecord best = Msr.decode(answer.getString("msr"));
        assertEquals(178, Msr.requireLegal(best).score());
        assertEquals(rosin.moves().subList(0, 100), best.moves().subList(0, 100), "it begins with the position");
    }

    @Test
    void theEmptyFourDCrossIsThirtyFiveProvenAndTheEmptyFiveTCrossReachesRosins178() {
        String token = searcherToken("outlook of empty crosses " + System.nanoTime());
        JsonPath fourD = look(token, MsrRecord.of(Variant.FOUR_DISJOINT, List.of()));
        assertEquals(35, fourD.getInt("best"), fourD.prettify());
        assertTrue(fourD.getBoolean("proven"), fourD.prettify());
        assertTrue(fourD.getString("atMostProof").contains("proven optimum"), fourD.prettify());

        JsonPath fiveT = look(token, MsrRecord.of(Variant.FIVE_TOUCHING, List.of()), 1);
        assertTrue(fiveT.getInt("best") >= 178, fiveT.prettify());
        assertTrue(fiveT.getString("witness.source").contains("Rosin"), fiveT.prettify());
        assertEquals(false, fiveT.getBoolean("proven"));
        assertEquals(485, fiveT.getInt("atMost"));
    }

    @Test
    void whatALookProvesIsLearnedAndTheNextLookAnswersFromItWithoutLooking() {
        String token = searcherToken("learning looks " + System.nanoTime());
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(System.nanoTime()));
        // a few moves from the end of a game nobody stored: nothing known settles it, the exhaustive search does
        MsrRecord position = MsrRecord.of(Variant.FOUR_DISJOINT, game.moves().subList(0, game.moveCount() - 4));
        JsonPath first = look(token, position);
        assertTrue(first.getBoolean("looked") && first.getBoolean("proven"), first.prettify());
        JsonPath again = look(token, position);
        assertEquals(false, again.getBoolean("looked"), "learned: " + again.prettify());
        assertTrue(again.getBoolean("proven"));
        assertEquals(first.getInt("best"), again.getInt("best"));
        assertEquals(first.getInt("best"), again.getInt("atMost"));
        assertTrue(
                again.getString("atMostProof").startsWith("a look-ahead searched every continuation of this position"),
                again.prettify());
    }

    private static JsonPath look(String token, MsrRecord position) {
        return look(token, position, null);
    }

    /** The token's look at the position, within {@code seconds} when given; 200 expected. */
    private static JsonPath look(String token, MsrRecord position, Integer seconds) {
        var request = as(token).contentType("application/json").body(Msr.toJson(position));
        if (seconds != null) {
            request.queryParam("seconds", seconds);
        }
        return request.post("/api/games/outlook")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void farFromTheEndTheAnswerIsFoundNotProven() {
        JsonPath answer = given().contentType("application/json")
                .body(Msr.toJson(MsrRecord.of(Variant.FIVE_DISJOINT, List.of())))
                .queryParam("seconds", 1)
                .post("/api/games/outlook")
                .then()
                .statusCode(200)
                .body("proven", equalTo(false))
                .extract()
                .jsonPath();
        assertTrue(answer.getInt("best") > 20 && answer.getLong("playouts") > 0, answer.prettify());
        assertTrue(answer.getDouble("seconds") < 10, "within the asked second, give or take: " + answer.prettify());
    }

    @Test
    void moreSecondsThanTheCallersBudgetAreRefusedSayingWhatATokenGets() {
        given().contentType("application/json")
                .body(Msr.toJson(MsrRecord.of(Variant.FIVE_DISJOINT, List.of())))
                .queryParam("seconds", 5)
                .post("/api/games/outlook")
                .then()
                .statusCode(400)
                .body("error", equalTo("seconds must be 1..2 without a token (a token may ask for up to 10), not 5"));
        given().contentType("application/json")
                .body(Msr.toJson(MsrRecord.of(Variant.FIVE_DISJOINT, List.of())))
                .queryParam("seconds", "soon")
                .post("/api/games/outlook")
                .then()
                .statusCode(400)
                .body("error", equalTo("seconds must be a whole number, not \"soon\""));
    }

    @Test
    void aTokenGetsALargerBudgetAndAFewLooksAMinute() {
        String token = searcherToken("outlook " + System.nanoTime());
        String over = Msr.toJson(CorpusGames.game("4D/hyyroporanen35.json"));
        // the bucket refills one look every two seconds, so the 429 comes after at least 30 looks, however slow
        int answered = 0;
        Response refused = null;
        while (refused == null && answered < 60) {
            var response = as(token).contentType("application/json").body(over).post("/api/games/outlook");
            if (response.statusCode() == 429) {
                refused = response;
            } else {
                response.then()
                        .statusCode(200)
                        .body("budgetSeconds", equalTo(10))
                        .body("more", equalTo(0))
                        .body("proven", equalTo(true));
                answered++;
            }
        }
        assertTrue(answered >= 30, "a token gets 30 looks a minute: " + answered);
        assertTrue(refused != null, "the looks past the token's rate are refused");
        refused.then().body("error", containsString("too many looks ahead: at most 30 a minute per client"));
    }

    @Inject
    Outlooks outlooks;

    /** Each look holds a request thread for its seconds: a node computes two at once and refuses a third. */
    @Test
    void aThirdLookWhileTwoAreComputingIsRefusedWithItsReason() throws Exception {
        String token = searcherToken("outlook " + System.nanoTime());
        String empty = Msr.toJson(MsrRecord.of(Variant.FIVE_TOUCHING, List.of()));
        ExecutorService callers = Executors.newFixedThreadPool(2);
        try {
            List<Future<Integer>> looks = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                looks.add(callers.submit(() -> as(token)
                        .contentType("application/json")
                        .body(empty)
                        .queryParam("seconds", 4)
                        .post("/api/games/outlook")
                        .statusCode()));
            }
            Awaitility.await("two looks computing")
                    .atMost(Duration.ofSeconds(20))
                    .until(() -> outlooks.running() == 2);
            as(token)
                    .contentType("application/json")
                    .body(empty)
                    .post("/api/games/outlook")
                    .then()
                    .statusCode(429)
                    .body("error", startsWith("the server is looking ahead for 2 callers already"));
            for (Future<Integer> look : looks) {
                assertEquals(200, look.get(60, TimeUnit.SECONDS));
            }
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void anIllegalGameIsRefusedNamingTheMove() {
        var first = CorpusGames.game("4D/hyyroporanen35.json").moves().get(0);
        given().contentType("application/json")
                .body(Msr.toJson(MsrRecord.of(Variant.FOUR_DISJOINT, List.of(first, first))))
                .post("/api/games/outlook")
                .then()
                .statusCode(422)
                .body("error", containsString("move 2"));
    }
}
