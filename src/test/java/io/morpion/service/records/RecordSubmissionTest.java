package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.RandomGames;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Games submitted to the records API over HTTP, against the real embedded PostgreSQL: a legal one
 * stored once (in any orientation or order), an illegal or empty one refused with its reason and
 * stored nowhere.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RecordSubmissionTest {

    @Test
    void anEmptyGameIsRefusedAndAnUnfinishedOneIsStoredButIsNoVariantsBest() {
        given().contentType("application/json")
                .body("{\"variant\":\"4D\",\"moves\":[]}")
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", startsWith("a game with no moves records nothing"));
        MsrRecord optimum = Msr.decode(
                given().get("/records/" + Api.recordIdOf("Hyyr", 35) + ".json").asString());
        MsrRecord opening = MsrRecord.of(Variant.FOUR_DISJOINT, optimum.moves().subList(0, 5));
        Api.admin()
                .contentType("application/json")
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
    void aTransformedReorderedCopyIsRecognisedAsTheSameGame() throws IOException {
        MsrRecord original = CorpusGames.game("4T/hyyroporanen62.json");
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
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        MsrRecord prefix = MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 40));
        long id = Api.admin()
                .contentType("application/json")
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
        String ours = given().get("/records/" + Api.recordIdOf("Rosin", 82) + ".psol")
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
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
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
                .body("error", startsWith("illegal game: move 100, "))
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

    /**
     * One anonymous submission could store about 450 KB (seven 64 KB texts), and a one-move game
     * was taken: together they filled the corpus zip and the disk. Texts are bounded, and a caller
     * without a token submits finished games only.
     */
    @Test
    void anonymousSubmissionsAreFinishedGamesWithBoundedTexts() {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        MsrRecord oneMove = MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 1));
        given().contentType("application/json")
                .body(Msr.toJson(oneMove))
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("code", equalTo("unfinishedAnonymous"))
                .body("error", startsWith("without a token only finished games are taken, and this one still has "))
                .body("error", containsString("submit it with a token"));

        MsrRecord finished = RandomGames.finished(Variant.FIVE_DISJOINT, new java.util.Random(System.nanoTime()));
        String padded = "x".repeat(64 * 1024);
        given().contentType("application/json")
                .body(Msr.toJson(finished.toBuilder().description(padded).build()))
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("code", equalTo("tooLong"))
                .body("error", equalTo("description is 65536 characters; it is at most 4096"))
                .body("error.length()", org.hamcrest.Matchers.lessThan(200));
        String quarter = "y".repeat(4_000);
        given().contentType("application/json")
                .body(Msr.toJson(finished.toBuilder()
                        .author(quarter)
                        .source(quarter)
                        .description(quarter)
                        .transcribedBy(quarter)
                        .producer(quarter)
                        .build()))
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("code", equalTo("textTotal"))
                .body("error", equalTo("the game's texts are 20000 characters in all; a game's are at most 16384"));
        given().contentType("application/json")
                .body(Msr.toJson(finished.toBuilder().author("Ada\u202Eyalp").build()))
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("code", equalTo("formatCharacter"))
                .body(
                        "error",
                        equalTo("author holds an invisible formatting character (U+202E right-to-left override)"
                                + " at character 4; remove it"));
        given().contentType("application/json")
                .body(Msr.toJson(finished.toBuilder().author("Ada").build()))
                .post("/api/records")
                .then()
                .statusCode(201)
                .body("record.terminal", equalTo(true));
    }
}
