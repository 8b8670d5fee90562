package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.ProjectPaths;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Pentasol;
import io.morpion.search.Provenance;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The records API over HTTP against the real embedded PostgreSQL, seeded from records/: listings, downloads and what a record says. */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RecordApiTest {

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
        long id = Api.recordIdOf("Rosin", 178);
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
        long id = Api.recordIdOf("Rosin", 178);
        MsrRecord expected = CorpusGames.game("5T/rosin178.json");
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
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        long seed = (1L << 53) + 1;
        MsrRecord found = Provenance.stamp(
                        MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 63)),
                        "nrpa level=1",
                        seed,
                        123_456_789_012L,
                        2.5)
                .build();
        String answer = Api.admin()
                .contentType("text/plain")
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

    @Test
    void theApiGroupsAreNamedForReadersWithTheAdminsLast() throws IOException {
        JsonNode doc = new ObjectMapper().readTree(Api.openApi());
        List<String> tags = new ArrayList<>();
        doc.path("tags").forEach(tag -> tags.add(tag.path("name").asText()));
        assertEquals("Records", tags.get(0), tags.toString());
        assertEquals(
                List.of("Tokens (admin)", "Webhooks (admin)", "Backups (admin)", "Restores (admin)"),
                tags.subList(tags.size() - 4, tags.size()));
        List<String> used = new ArrayList<>();
        doc.path("paths")
                .forEach(item ->
                        item.forEach(operation -> operation.path("tags").forEach(tag -> used.add(tag.asText()))));
        // the tests' own resource (FailingResource) is no part of the service
        used.removeIf("Failing Resource"::equals);
        assertTrue(!used.isEmpty() && tags.containsAll(used), "every operation in a named group: " + used);
        assertTrue(used.stream().noneMatch(tag -> tag.endsWith("Resource")), used.toString());
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
        assertEquals(161, variants.getInt("find { it.code == '5T' }.known.listedFrom"), "nine tenths of 178, up");
        assertEquals(32, variants.getInt("find { it.code == '4D' }.known.listedFrom"));
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        String weak = Api.admin()
                .contentType("application/json")
                .body(Msr.toJson(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 25))))
                .post("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getString("record.id");
        // the lowest scores first, so that the page holds the weak game whatever else is stored
        List<String> near = Api.records("variant", "5T", "near", "true", "sort", "score", "size", 100)
                .getList("items.id");
        List<String> every =
                Api.records("variant", "5T", "sort", "score", "size", 100).getList("items.id");
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
}
