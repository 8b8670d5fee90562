package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** POST /api/games/explorer over HTTP: the stored games through a position and what each played next. */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class ExplorerApiTest {

    private static JsonPath explore(MsrRecord position) {
        return given().contentType("application/json")
                .body(Msr.toJson(position))
                .post("/api/games/explorer")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void atMoveHundredOfRosins178HisGameIsListedWithTheMoveHePlayedNextInTheTurnedPositionsFrame() {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        int transform = 5;
        List<Move> turned = rosin.moves().stream()
                .map(m -> Symmetry.apply(transform, m, Variant.FIVE_TOUCHING))
                .toList();
        JsonPath answer = explore(MsrRecord.of(Variant.FIVE_TOUCHING, turned.subList(0, 100)));
        assertEquals(100, answer.getInt("moves"));
        assertTrue(answer.getInt("total") >= 1, answer.prettify());
        assertEquals(178, answer.getInt("games[0].length"), "the longest first");
        List<Map<String, Object>> games = answer.getList("games");
        Move expected = turned.get(100);
        boolean his = false;
        for (int i = 0; i < games.size(); i++) {
            String at = "games[" + i + "].";
            if (answer.getString(at + "source").contains("Rosin") && answer.getInt(at + "nextMove") == 101) {
                his = true;
                assertEquals(expected.x(), answer.getInt(at + "next.x"), answer.prettify());
                assertEquals(expected.y(), answer.getInt(at + "next.y"));
                assertEquals(expected.dir().code(), answer.getString(at + "next.dir"));
                assertEquals(expected.pos(), answer.getInt(at + "next.pos"));
            }
        }
        assertTrue(his, "Rosin's game is listed with his 101st move next: " + answer.prettify());
    }

    @Test
    void everyStoredGameOfAVariantPassesThroughItsEmptyCrossLongestFirstAndAGameNoOneKnowsHasNone() {
        JsonPath empty = explore(MsrRecord.of(Variant.FOUR_DISJOINT, List.of()));
        assertTrue(empty.getInt("total") >= 2, empty.prettify());
        assertEquals(35, empty.getInt("games[0].length"));
        List<Integer> lengths = empty.getList("games.length");
        for (int i = 1; i < lengths.size(); i++) {
            assertTrue(lengths.get(i) <= lengths.get(i - 1), "longest first: " + lengths);
        }
        MsrRecord unknown = RandomGames.finished(Variant.FIVE_DISJOINT, new Random(System.nanoTime()));
        JsonPath none = explore(unknown);
        assertEquals(0, none.getInt("total"), none.prettify());
        assertEquals(List.of(), none.getList("games"));
    }

    @Test
    void anIllegalPositionIsRefusedNamingTheMove() {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        MsrRecord illegal = MsrRecord.of(
                Variant.FIVE_TOUCHING,
                List.of(rosin.moves().get(0), rosin.moves().get(0)));
        given().contentType("application/json")
                .body(Msr.toJson(illegal))
                .post("/api/games/explorer")
                .then()
                .statusCode(422);
    }
}
