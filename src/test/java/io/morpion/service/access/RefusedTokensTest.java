package io.morpion.service.access;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.QuarkusTestResource;
import org.junit.jupiter.api.Test;

/**
 * Refused tokens are counted by address: after a few a minute, every token from that address is
 * refused unread for the rest of the minute, so that nobody guesses tokens at the server's pace.
 */
@ServiceTest
@QuarkusTestResource(value = RefusedTokensTest.FewRefusals.class, restrictToAnnotatedClass = true)
class RefusedTokensTest {

    /** A service that takes five refused tokens an address a minute. */
    public static class FewRefusals extends EmbeddedPostgresTestResource {
        @Override
        protected int refusedTokens() {
            return 5;
        }
    }

    @Test
    void anAddressThatKeepsPresentingWrongTokensIsToldToWait() {
        for (int i = 0; i < 5; i++) {
            given().header("Authorization", "Bearer mpt_guess-" + i)
                    .get("/api/runs")
                    .then()
                    .statusCode(401)
                    .body("code", equalTo("tokenRejected"));
        }
        given().header("Authorization", "Bearer mpt_guess-5")
                .get("/api/runs")
                .then()
                .statusCode(429)
                .header("Retry-After", org.hamcrest.Matchers.notNullValue())
                .body("code", equalTo("rateLimit"))
                .body("error", startsWith("too many refused tokens: at most 5 a minute per client"));
        // even a right token is not read from that address until the minute is out
        Api.admin().get("/api/runs").then().statusCode(429);
        // reads without a token go on
        given().get("/api/runs").then().statusCode(200);
    }
}
