package io.morpion.service;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.ProjectPaths;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Pentasol;
import io.morpion.msr.Variant;
import io.morpion.search.Provenance;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The records API over HTTP against the real embedded PostgreSQL, seeded from records/. */
@QuarkusTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RecordApiTest {

    private static MsrRecord corpus(String path) throws IOException {
        return Msr.decode(
                Files.readString(ProjectPaths.root().resolve("records").resolve(path)));
    }

    private static long idOf(String author, int score) {
        return Api.firstRecordId("author", author, "minScore", score, "sort", "score");
    }

    @Test
    void theWholeCorpusIsSeededOnce() throws IOException {
        List<String> files;
        // the record games: records/VARIANT/*.json; the published games lie below records/published/
        try (var paths = Files.walk(ProjectPaths.root().resolve("records"), 2)) {
            files = paths.filter(p -> p.toString().endsWith(".json"))
                    .map(p -> p.getFileName().toString())
                    .toList();
        }
        assertTrue(files.size() >= 17, "the packaged corpus: " + files);
        // every corpus game once, whatever other tests have stored beside them
        given().queryParam("origin", "corpus")
                .queryParam("size", 100)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", equalTo(files.size()))
                .body("items", hasSize(files.size()));
    }

    @Test
    void listingFiltersSortsAndPages() {
        given().queryParam("variant", "5t")
                .queryParam("minScore", 172)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("items.variant", everyItem(equalTo("5T")))
                .body("items.score", everyItem(greaterThanOrEqualTo(172)))
                .body("items[0].score", equalTo(178));
        given().queryParam("author", "rosin")
                .queryParam("sort", "score")
                .queryParam("size", 2)
                .queryParam("page", 1)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("items", hasSize(2))
                .body("page", equalTo(1))
                .body("size", equalTo(2))
                .body("items.author", everyItem(containsString("Rosin")));
    }

    @Test
    void oneRecordCarriesItsProvenanceAndVerdict() {
        long id = idOf("Rosin", 178);
        given().get("/api/records/" + id)
                .then()
                .statusCode(200)
                .body("score", equalTo(178))
                .body("variant", equalTo("5T"))
                .body("terminal", equalTo(true))
                .body("author", equalTo("Christopher D. Rosin"))
                .body("source", equalTo("http://morpionsolitaire.com/Grid5T178Rosin.txt"))
                .body("setOn", equalTo("2011-08"))
                .body("origin", equalTo("corpus"))
                .body("verdict", startsWith("legal: 178 moves, terminal"))
                .body("msr", startsWith("MS1:"))
                .body("downloads.pentasol", equalTo("/records/" + id + ".psol"));
    }

    @Test
    void listingsFilterByOriginAndAnAttributedGameComesBeforeAnAnonymousOneOfTheSameScore() {
        given().queryParam("origin", "corpus")
                .queryParam("size", 100)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("items.origin", everyItem(equalTo("corpus")));
        given().queryParam("origin", "submission,solver")
                .queryParam("size", 100)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("items.origin", everyItem(anyOf(equalTo("submission"), equalTo("solver"))));
        given().queryParam("origin", "corpus,elsewhere")
                .get("/api/records")
                .then()
                .statusCode(400)
                .body(
                        "error",
                        equalTo("origin must be corpus, published, submission or solver (or several, comma-separated), "
                                + "not \"elsewhere\""));
        given().queryParam("variant", "5T")
                .queryParam("size", 1)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("items[0].score", equalTo(178))
                .body("items[0].author", equalTo("Christopher D. Rosin"));
    }

    @Test
    void anEmptyGameIsRefusedAndAnUnfinishedOneIsStoredButIsNoVariantsBest() {
        given().contentType("application/json")
                .body("{\"variant\":\"4D\",\"moves\":[]}")
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", startsWith("a game with no moves records nothing"));
        MsrRecord optimum =
                Msr.decode(given().get("/records/" + idOf("Hyyr", 35) + ".json").asString());
        MsrRecord opening = MsrRecord.of(Variant.FOUR_DISJOINT, optimum.moves().subList(0, 5));
        given().contentType("application/json")
                .body(Msr.toJson(opening))
                .post("/api/records")
                .then()
                .statusCode(anyOf(equalTo(200), equalTo(201)))
                .body("record.terminal", equalTo(false));
        given().get("/api/records/best")
                .then()
                .statusCode(200)
                .body("variant", contains("5T", "5D", "4T", "4D"))
                .body("terminal", everyItem(equalTo(true)));
    }

    @Test
    void bestPerVariantNamesTheRecords() {
        given().get("/api/records/best")
                .then()
                .statusCode(200)
                .body("variant", hasItems("4D", "4T", "5D", "5T"))
                .body("find { it.variant == '5T' }.score", equalTo(178))
                .body("find { it.variant == '5D' }.score", equalTo(82))
                .body("find { it.variant == '4T' }.score", equalTo(62))
                .body("find { it.variant == '4D' }.score", equalTo(35));
    }

    @Test
    void downloadsRoundTripToTheSameGame() throws IOException {
        long id = idOf("Rosin", 178);
        MsrRecord expected = corpus("5T/rosin178.json");
        String compact = given().get("/records/" + id + ".msr")
                .then()
                .statusCode(200)
                .contentType(containsString("text/plain"))
                .extract()
                .asString();
        assertEquals(expected.moves(), Msr.decode(compact).moves());
        String json = given().get("/records/" + id + ".json")
                .then()
                .statusCode(200)
                .contentType(containsString("application/json"))
                .extract()
                .asString();
        assertEquals(expected.moves(), Msr.decode(json).moves());
        String pentasol = given().get("/records/" + id + ".psol")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertEquals(
                expected.moves(), Pentasol.read(pentasol, expected.variant()).moves());
    }

    @Test
    void aTransformedReorderedCopyIsRecognisedAsTheSameGame() throws IOException {
        MsrRecord original = corpus("4T/hyyroporanen62.json");
        List<Move> moves = new ArrayList<>(original.moves());
        // reverse the order of the last moves that nothing depends on, keeping the game legal
        MsrRecord copy = legalReordering(original, moves);
        List<Move> image = copy.moves().stream()
                .map(m -> Symmetry.apply(5, m, original.variant()))
                .toList();
        String body = Msr.encode(MsrRecord.of(original.variant(), image));
        long before = given().queryParam("variant", "4T")
                .get("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getLong("total");
        given().contentType("text/plain")
                .body(body)
                .post("/api/records")
                .then()
                .statusCode(200)
                .body("duplicate", equalTo(true))
                .body("record.score", equalTo(62))
                .body("record.author", equalTo("Heikki Hyyrö & Timo Poranen"));
        given().queryParam("variant", "4T").get("/api/records").then().body("total", equalTo((int) before));
    }

    @Test
    void aNewLegalGameIsStoredAndAnswered201() throws IOException {
        MsrRecord rosin = corpus("5T/rosin178.json");
        MsrRecord prefix = MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 40));
        long id = given().contentType("application/json")
                .queryParam("submittedBy", "test suite")
                .body(Msr.toJson(prefix))
                .post("/api/records")
                .then()
                .statusCode(201)
                .header("Location", containsString("/api/records/"))
                .body("duplicate", equalTo(false))
                .body("record.score", equalTo(40))
                .body("record.terminal", equalTo(false))
                .body("record.origin", equalTo("submission"))
                .body("record.submittedBy", equalTo("test suite"))
                .extract()
                .jsonPath()
                .getLong("record.id");
        given().get("/api/records/" + id).then().statusCode(200).body("score", equalTo(40));
    }

    @Test
    void pentasolSubmissionsNeedTheirVariant() throws IOException {
        String text =
                Files.readString(ProjectPaths.root().resolve("msr-lib/src/test/resources/vectors/pentasol/178.psol"));
        given().contentType("text/plain")
                .body(text)
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("needs its variant (5T or 5D)"));
        given().contentType("text/plain")
                .queryParam("variant", "5T")
                .body(text)
                .post("/api/records")
                .then()
                .statusCode(200)
                .body("duplicate", equalTo(true))
                .body("record.score", equalTo(178));
        // our own download names its variant in its first comment, so it goes back without being told
        String ours = given().get("/records/" + idOf("Rosin", 82) + ".psol")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(ours.startsWith("# 5D, 82 moves"), ours.lines().findFirst().orElse(""));
        given().contentType("text/plain")
                .body(ours)
                .post("/api/records")
                .then()
                .statusCode(200)
                .body("duplicate", equalTo(true))
                .body("record.score", equalTo(82))
                .body("record.variant", equalTo("5D"));
    }

    @Test
    void anIllegalGameIsRefusedWithItsFirstBadMoveAndStoredNowhere() throws IOException {
        MsrRecord rosin = corpus("5T/rosin178.json");
        List<Move> moves = new ArrayList<>(rosin.moves());
        Move tampered = moves.get(99);
        moves.set(99, new Move(tampered.x() + 1, tampered.y(), tampered.dir(), tampered.pos()));
        long before = given().get("/api/records").then().extract().jsonPath().getLong("total");
        given().contentType("text/plain")
                .body(Msr.encode(MsrRecord.of(rosin.variant(), moves)))
                .post("/api/records")
                .then()
                .statusCode(422)
                .body("moveNumber", equalTo(100))
                .body("moveIndex", equalTo(99))
                .body("reason", notNullValue())
                .body("point.x", notNullValue())
                .body("error", startsWith("illegal game: move 100 "))
                .body("code", startsWith("illegal."))
                .body("params.move", equalTo(100));
        long after = given().get("/api/records").then().extract().jsonPath().getLong("total");
        assertEquals(before, after);
    }

    @Test
    void badInputGetsClearClientErrors() {
        given().contentType("text/plain")
                .body("{\"variant\": 5T}")
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("not valid JSON"));
        given().contentType("text/plain")
                .body("MS1:@@@")
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("Base64"));
        given().contentType("text/plain")
                .body("hello")
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("neither an MSR record"));
        given().contentType("text/plain").body("").post("/api/records").then().statusCode(400);
        given().queryParam("variant", "6T")
                .get("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("variant must be 4T, 4D, 5T or 5D"));
        given().queryParam("size", 1000).get("/api/records").then().statusCode(400);
        given().queryParam("sort", "score; drop table record")
                .get("/api/records")
                .then()
                .statusCode(400);
        given().queryParam("author", "%' or 1=1 --")
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", equalTo(0));
        given().get("/api/records/abc").then().statusCode(404).body("error", containsString("ids are numbers"));
        given().get("/api/records/999999").then().statusCode(404);
        given().get("/records/..%2F..%2Fetc%2Fpasswd").then().statusCode(404);
        given().get("/records/1.exe").then().statusCode(404).body("error", containsString("no download format"));
    }

    @Test
    void pentasolDownloadOfAFourPointGameIsRefused() {
        long id = given().queryParam("variant", "4D")
                .get("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getLong("items[0].id");
        given().get("/records/" + id + ".psol").then().statusCode(400).body("error", containsString("5T and 5D"));
    }

    @Test
    void aSolversSeedAboveTwoToTheFiftyThreeAndEveryIdComeBackAsExactStrings() throws IOException {
        MsrRecord rosin = corpus("5T/rosin178.json");
        long seed = (1L << 53) + 1;
        MsrRecord found = Provenance.stamp(
                        MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 63)),
                        "nrpa level=1",
                        seed,
                        123_456_789_012L,
                        2.5)
                .build();
        String answer = given().contentType("text/plain")
                .body(Msr.encode(found))
                .post("/api/records")
                .then()
                .statusCode(201)
                .extract()
                .asString();
        String id = io.restassured.path.json.JsonPath.from(answer).getString("record.id");
        String record = given().get("/api/records/" + id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(record.contains("\"seed\":\"" + seed + "\""), record);
        assertTrue(record.contains("\"nodes\":\"123456789012\""), record);
        assertTrue(record.contains("\"id\":\"" + id + "\""), record);
    }

    @Test
    void theApiDocumentsNoSixtyFourBitIntegerAsANumber() throws IOException {
        JsonNode doc = new ObjectMapper().readTree(Api.openApi());
        List<String> asNumbers = new ArrayList<>();
        List<String> asStrings = new ArrayList<>();
        walk(doc, "", asNumbers, asStrings);
        assertEquals(List.of(), asNumbers, "int64 values documented as numbers");
        assertTrue(
                asStrings.stream().anyMatch(p -> p.contains("RecordView") && p.endsWith(".id")), asStrings.toString());
        assertTrue(asStrings.stream().anyMatch(p -> p.contains("Found") && p.endsWith(".seed")), asStrings.toString());
    }

    private static void walk(JsonNode node, String path, List<String> asNumbers, List<String> asStrings) {
        if (node.isObject()) {
            if ("int64".equals(node.path("format").asText())) {
                (node.path("type").toString().contains("integer") ? asNumbers : asStrings).add(path);
            }
            node.fields().forEachRemaining(f -> walk(f.getValue(), path + "." + f.getKey(), asNumbers, asStrings));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), path + "[" + i + "]", asNumbers, asStrings);
            }
        }
    }

    @Test
    void theDefaultListingLeavesOutSubmissionsFarBelowTheirVariantsBestButKeepsTheCorpus() throws IOException {
        io.restassured.path.json.JsonPath variants =
                given().get("/api/variants").then().statusCode(200).extract().jsonPath();
        assertEquals(143, variants.getInt("find { it.code == '5T' }.known.listedFrom"), "four fifths of 178, up");
        assertEquals(28, variants.getInt("find { it.code == '4D' }.known.listedFrom"));
        MsrRecord rosin = corpus("5T/rosin178.json");
        String weak = given().contentType("application/json")
                .body(Msr.toJson(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 25))))
                .post("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getString("record.id");
        // the lowest scores first, so that the page holds the weak game whatever else is stored
        List<String> near = given().queryParam("variant", "5T")
                .queryParam("near", "true")
                .queryParam("sort", "score")
                .queryParam("size", 100)
                .get("/api/records")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.id");
        List<String> every = given().queryParam("variant", "5T")
                .queryParam("sort", "score")
                .queryParam("size", 100)
                .get("/api/records")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.id");
        assertTrue(every.contains(weak) && !near.contains(weak), "the 25-move try only in the full listing");
        assertEquals(
                given().queryParam("variant", "5T")
                        .queryParam("origin", "corpus")
                        .get("/api/records")
                        .then()
                        .extract()
                        .jsonPath()
                        .getInt("total"),
                given().queryParam("variant", "5T")
                        .queryParam("origin", "corpus")
                        .queryParam("near", "true")
                        .get("/api/records")
                        .then()
                        .extract()
                        .jsonPath()
                        .getInt("total"),
                "corpus games are all kept, the 139 of 1999 too");
        given().queryParam("near", "maybe")
                .get("/api/records")
                .then()
                .statusCode(400)
                .body("error", equalTo("near must be true or false, not \"maybe\""));
    }

    @Test
    void swaggerUiAndOpenApiAreServed() {
        given().get("/q/openapi").then().statusCode(200).body(containsString("/api/records"));
        given().get("/swagger-ui/").then().statusCode(200);
    }

    /** The same game in another legal order: at each step, a random one of the moves that can come next. */
    private static MsrRecord legalReordering(MsrRecord game, List<Move> moves) {
        Random random = new Random(1);
        List<Move> remaining = new ArrayList<>(moves);
        List<Move> order = new ArrayList<>();
        while (!remaining.isEmpty()) {
            List<Move> ready = new ArrayList<>();
            for (Move candidate : remaining) {
                List<Move> attempt = new ArrayList<>(order);
                attempt.add(candidate);
                if (Msr.validate(MsrRecord.of(game.variant(), attempt)).legal()) {
                    ready.add(candidate);
                }
            }
            Move next = ready.get(random.nextInt(ready.size()));
            order.add(next);
            remaining.remove(next);
        }
        assertTrue(!order.equals(moves), "the order changed");
        return MsrRecord.of(game.variant(), order);
    }
}
