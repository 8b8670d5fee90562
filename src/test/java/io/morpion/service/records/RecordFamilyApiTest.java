package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.corpus.PublishedIndex;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.PublishedGames;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The published games and the families of games that place the same dots, over HTTP against the
 * real embedded PostgreSQL: a record game, the published games that redraw it, a mirror image of
 * one of them, and a game whose dots are new.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RecordFamilyApiTest {

    private static final Path PUBLISHED = PublishedGames.DIR;

    private static List<PublishedIndex.Row> index() throws IOException {
        return PublishedGames.index();
    }

    @BeforeEach
    void publishedGamesStored() throws IOException {
        PublishedGames.awaitStored();
    }

    private static long idOf(String origin, String author, int score) {
        return Api.firstRecordId("origin", origin, "author", author, "minScore", score, "maxScore", score);
    }

    @Test
    void aRecordGamesFamilyListsItFirstThenEveryPublishedRedrawingOfItsDots() throws IOException {
        long rosin = idOf("corpus", "Rosin", 178);
        long redrawings =
                index().stream().filter(r -> "rosin178".equals(r.sameDotsAs())).count();
        assertTrue(redrawings > 0);
        JsonPath family = given().queryParam("size", 100)
                .get("/api/records/" + rosin + "/family")
                .then()
                .statusCode(200)
                .body("items.score", everyItem(equalTo(178)))
                .extract()
                .jsonPath();
        assertEquals(1 + redrawings, family.getLong("total"), "Rosin's 178 and the games that redraw it");
        assertEquals(rosin, family.getLong("items[0].id"), "the record game comes first");
        assertEquals(
                List.of("corpus"), family.getList("items.origin", String.class).subList(0, 1));
        assertTrue(family
                .getList("items.origin", String.class)
                .subList(1, family.getList("items").size())
                .stream()
                .allMatch("published"::equals));
        given().get("/api/records/" + rosin).then().statusCode(200).body("family.games", equalTo((int)
                (1 + redrawings)));
        given().queryParam("familyOf", rosin)
                .queryParam("size", 1)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", equalTo((int) (1 + redrawings)));
        // the record game stays the best of its variant
        given().get("/api/records/best")
                .then()
                .statusCode(200)
                .body("find { it.variant == '5T' }.id", equalTo(Long.toString(rosin)));
    }

    @Test
    void aRedrawingsPageNamesTheRecordGameAndItsMirrorImageIsTheSameGame() throws IOException {
        PublishedIndex.Row row = index().stream()
                .filter(r -> "rosin178".equals(r.sameDotsAs()))
                .findFirst()
                .orElseThrow();
        MsrRecord game = Msr.decode(Files.readString(PUBLISHED.resolve("5T").resolve(row.name() + ".json")));
        long rosin = idOf("corpus", "Rosin", 178);
        MsrRecord mirror = MsrRecord.of(
                Variant.FIVE_TOUCHING,
                game.moves().stream()
                        .map(m -> Symmetry.apply(2, m, Variant.FIVE_TOUCHING))
                        .toList());
        JsonPath answer = given().contentType("application/json")
                .body(Msr.toJson(mirror))
                .post("/api/records")
                .then()
                .statusCode(200)
                .body("duplicate", equalTo(true))
                .body("record.origin", equalTo("published"))
                .extract()
                .jsonPath();
        given().get("/api/records/" + answer.getLong("record.id"))
                .then()
                .statusCode(200)
                .body("family.sameDotsAsId", equalTo(Long.toString(rosin)))
                .body("family.sameDotsAs", equalTo("Christopher D. Rosin 178"));
    }

    @Test
    void twoGamesOfAFamilyLaidOverEachOtherShareTheirDotsAndListTheLinesEachDrawsAlone() throws IOException {
        long rosin = idOf("corpus", "Rosin", 178);
        JsonPath family = given().queryParam("size", 2)
                .get("/api/records/" + rosin + "/family")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        long redrawing = family.getLong("items[1].id");
        JsonPath c = given().get("/api/records/" + rosin + "/compare/" + redrawing)
                .then()
                .statusCode(200)
                .body("sameDots", equalTo(true))
                .body("otherName", equalTo(family.getString("items[1].author") + " 178"))
                .extract()
                .jsonPath();
        int shared = c.getInt("shared");
        assertTrue(shared > 0 && shared < 178, "a redrawing shares most lines, not all: " + shared);
        assertEquals(178 - shared, c.getList("onlyHere").size());
        assertEquals(178 - shared, c.getList("onlyThere").size());
        // the other way round the same lines differ
        given().get("/api/records/" + redrawing + "/compare/" + rosin)
                .then()
                .statusCode(200)
                .body("shared", equalTo(shared))
                .body("onlyHere.size()", equalTo(178 - shared));
        given().get("/api/records/" + rosin + "/compare/" + rosin)
                .then()
                .statusCode(200)
                .body("shared", equalTo(178))
                .body("onlyHere.size()", equalTo(0))
                .body("onlyThere.size()", equalTo(0));
    }

    @Test
    void recordsOfTwoVariantsDoNotCompareAndAMissingOneIsNamed() {
        long rosin = idOf("corpus", "Rosin", 178);
        long rosin82 = idOf("corpus", "Rosin", 82);
        given().get("/api/records/" + rosin + "/compare/" + rosin82)
                .then()
                .statusCode(400)
                .body("code", equalTo("compareVariants"))
                .body(
                        "error",
                        equalTo("record " + rosin + " is a 5T game and record " + rosin82
                                + " a 5D game: only games of one variant compare"));
        given().get("/api/records/" + rosin + "/compare/987654321")
                .then()
                .statusCode(404)
                .body("error", containsString("987654321"));
    }

    @Test
    void aSubmissionWithNewDotsIsSaidToBeANewDotSet() {
        // a random finished game: its dots belong to no other game here
        MsrRecord fresh = RandomGames.finished(Variant.FIVE_DISJOINT, new Random(System.nanoTime()));
        given().contentType("application/json")
                .body(Msr.toJson(fresh))
                .post("/api/records")
                .then()
                .statusCode(201)
                .body("record.family.games", equalTo(1))
                .body("record.family.sameDotsAs", nullValue());
    }

    /**
     * records/found/, the dot sets our census met, is stored at a first start as our searches' records:
     * each under the census's own category, with the search, seed and time that met it, and in the
     * family of any other game that places its dots.
     */
    @Test
    void theCensusGamesAreStoredAsOurSearchesRecordsWithTheSearchSeedAndTimeThatMetThem() {
        List<PublishedIndex.Row> found = io.morpion.corpus.PackagedCorpus.foundIndex();
        JsonPath listing =
                Api.records("origin", "solver", "category", io.morpion.corpus.FoundImporter.CATEGORY, "size", 100);
        // a found game that the corpus holds already (an optimal game the census found again) stays the corpus's
        java.util.Set<String> corpus = new java.util.HashSet<>();
        io.morpion.corpus.PackagedCorpus.games()
                .forEach(g -> corpus.add(io.morpion.engine.GameIdentity.of(g.record())));
        io.morpion.corpus.PackagedCorpus.publishedIndex().forEach(r -> corpus.add(r.identity()));
        assertEquals(found.stream().filter(r -> !corpus.contains(r.identity())).count(), listing.getLong("total"));
        assertTrue(found.size() > 0, "the census's games are packaged");
        JsonPath record = given().get("/api/records/" + listing.getString("items[0].id"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        String identity = io.morpion.engine.GameIdentity.of(Msr.decode(record.getString("msr")));
        PublishedIndex.Row row = found.stream()
                .filter(r -> r.identity().equals(identity))
                .findFirst()
                .orElseThrow(() -> new AssertionError("a packaged census game: " + record.prettify()));
        MsrRecord game = io.morpion.corpus.PackagedCorpus.found(row).record();
        assertEquals(row.score(), record.getInt("score"));
        assertEquals(game.solver().method(), record.getString("solver.method"));
        assertEquals(game.solver().seed().toString(), record.getString("solver.seed"));
        assertEquals(game.solver().elapsedSecs(), record.getDouble("solver.seconds"), 0.01);
        assertTrue(record.getInt("family.games") >= 1, record.prettify());
    }
}
