package io.morpion.service.common;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.morpion.RandomGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.response.ValidatableResponse;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A control character in any text a caller sends (U+0000 above all, which PostgreSQL cannot store) is a 400 that
 * names the field, in a query, a path or a body, anonymous or not: never a 500 with a stack trace in the log.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class ControlCharacterApiTest {

    private static void refused(ValidatableResponse answer, String field, int at) {
        answer.statusCode(400)
                .body("code", equalTo("controlCharacter"))
                .body("params.field", equalTo(field))
                .body("params.character", equalTo("U+0000"))
                .body("params.at", equalTo(at));
    }

    @Test
    void aNulInAnAnonymousQueryFilterIsRefusedNamingTheParameterEveryTime() {
        for (int i = 0; i < 200; i++) {
            refused(
                    given().urlEncodingEnabled(false)
                            .get("/api/records?author=x%00" + i)
                            .then(),
                    "query parameter author",
                    2);
        }
        refused(
                given().urlEncodingEnabled(false)
                        .get("/api/history?category=a%00b")
                        .then(),
                "query parameter category",
                2);
        given().urlEncodingEnabled(false)
                .get("/api/records?author=a%09b")
                .then()
                .statusCode(200);
    }

    @Test
    void aNulInASubmissionsAuthorOrSubmitterIsRefusedNamingTheField() {
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(System.nanoTime()));
        String json = Msr.toJson(game.toBuilder().author("a\u0000b").build());
        refused(
                given().contentType("application/json")
                        .body(json)
                        .post("/api/records")
                        .then(),
                "author",
                2);
        refused(
                given().urlEncodingEnabled(false)
                        .contentType("application/json")
                        .body(Msr.toJson(game))
                        .post("/api/records?submittedBy=a%00b")
                        .then(),
                "query parameter submittedBy",
                2);
    }

    @Test
    void aNulInABodysTextOrParameterIsRefusedNamingItsPath() {
        String token = Api.searcherToken("control characters");
        refused(
                Api.as(token)
                        .contentType("application/json")
                        .body("{\"url\":\"https://93.184.215.14/x\",\"secret\":\"0123456789abcdef\\u0000\"}")
                        .put("/api/webhook")
                        .then(),
                "secret",
                17);
        refused(
                Api.admin()
                        .contentType("application/json")
                        .body("{\"name\":\"n\\u0000\",\"role\":\"searcher\"}")
                        .post("/api/admin/tokens")
                        .then(),
                "name",
                2);
        refused(
                Api.as(token)
                        .contentType("application/json")
                        .body("{\"variant\":\"5D\",\"algorithm\":\"nrpa\",\"params\":{\"level\":\"3\\u0000\"},"
                                + "\"budget\":{\"time\":\"1s\"}}")
                        .post("/api/runs")
                        .then(),
                "params.level",
                2);
        long record = Api.fileAsAdmin(RandomGames.finished(Variant.FOUR_DISJOINT, new Random(System.nanoTime())));
        refused(
                Api.admin()
                        .contentType("application/json")
                        .body("{\"reason\":\"\\u0000 why\"}")
                        .post("/api/records/" + record + "/retract")
                        .then(),
                "reason",
                1);
        assertNull(
                given().get("/api/records/" + record).jsonPath().getString("retractedAt"),
                "the refused request retracted nothing");
    }
}
