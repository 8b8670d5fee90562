package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.corpus.OptimalGames;
import io.morpion.corpus.PackagedCorpus;
import io.morpion.corpus.PublishedIndex;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The census of 4D's optimal games on the server: every game of it a record, filed as our searches' find,
 * and every record that is one of them, a census game or a record game, saying how many there are.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class OptimalGamesApiTest {

    @Test
    void everyOptimalGameIsARecordAndEachSaysHowManyOptimalGamesThereAre() {
        List<PublishedIndex.Row> census = PackagedCorpus.optimalIndex(Variant.FOUR_DISJOINT);
        int games = OptimalGames.count(Variant.FOUR_DISJOINT).orElseThrow();
        assertEquals(census.size(), games);
        List<Long> optimal =
                Api.records("variant", "4D", "minScore", 35, "size", 100).getList("items.id", Long.class);
        // the record games of 35 and the published ones are the census's games too: at least as many records
        assertEquals(
                games,
                optimal.stream()
                        .map(id -> given().get("/api/records/" + id)
                                .then()
                                .statusCode(200)
                                .body("optimal.games", equalTo(games))
                                .extract()
                                .path("msr"))
                        .distinct()
                        .map(msr -> GameIdentity.of(Msr.decode((String) msr)))
                        .distinct()
                        .count(),
                "every optimal game, up to symmetry, is a record");
        long census1 = Api.firstRecordId("variant", "4D", "category", "census", "origin", "solver");
        given().get("/api/records/" + census1).then().statusCode(200).body("optimal.games", equalTo(games));
        long hyyroPoranen = Api.recordIdOf("Poranen", 35);
        given().get("/api/records/" + hyyroPoranen).then().statusCode(200).body("optimal.games", equalTo(games));
        long demaine = Api.firstRecordId("variant", "4D", "maxScore", 31, "origin", "corpus");
        given().get("/api/records/" + demaine).then().statusCode(200).body("optimal", nullValue());
    }

    /** The census in one file, from the record page's link: every optimal game once, each a legal MSR JSON line. */
    @Test
    void theCensusDownloadsInOneFileWithEveryGameOnALineOfItsOwn() {
        long hyyroPoranen = Api.recordIdOf("Poranen", 35);
        String link = given().get("/api/records/" + hyyroPoranen)
                .then()
                .statusCode(200)
                .extract()
                .path("optimal.download");
        assertEquals("/records/optimal/4D.jsonl", link);
        String body = given().get(link)
                .then()
                .statusCode(200)
                .header("Content-Disposition", containsString("morpion-optimal-4D.jsonl"))
                .extract()
                .asString();
        List<String> identities = body.lines()
                .map(line -> {
                    assertTrue(line.startsWith("{\"version\":") && line.endsWith("}"), "a JSON line: " + line);
                    MsrRecord game = Msr.decode(line);
                    Msr.requireLegal(game);
                    return GameIdentity.of(game);
                })
                .toList();
        assertEquals(
                PackagedCorpus.optimalIndex(Variant.FOUR_DISJOINT).stream()
                        .map(PublishedIndex.Row::identity)
                        .toList(),
                identities);
        given().get("/records/optimal/5D.jsonl")
                .then()
                .statusCode(404)
                .body("error", equalTo("the corpus holds no census of 5D's optimal games"));
        given().get("/records/optimal/6X.jsonl")
                .then()
                .statusCode(404)
                .body("error", equalTo("ask for /records/optimal/{variant}.jsonl, such as 4D.jsonl"));
    }
}
