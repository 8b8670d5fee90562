package io.morpion.service.access;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.QuarkusTestResource;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Behind a reverse proxy that the admin names, each client is counted by the address the proxy forwards, not all of
 * them as the proxy's one: here the proxy is this machine, and a client guessing tokens through it is told to wait
 * while another client through the same proxy is not.
 */
@ServiceTest
@QuarkusTestResource(value = TrustedProxyTest.BehindAProxy.class, restrictToAnnotatedClass = true)
class TrustedProxyTest {

    /** A service behind a proxy on this machine, which takes five refused tokens an address a minute. */
    public static class BehindAProxy extends EmbeddedPostgresTestResource {
        @Override
        protected int refusedTokens() {
            return 5;
        }

        @Override
        public Map<String, String> start() {
            Map<String, String> config = new HashMap<>(super.start());
            config.put("quarkus.http.proxy.proxy-address-forwarding", "true");
            config.put("quarkus.http.proxy.allow-x-forwarded", "true");
            config.put("quarkus.http.proxy.trusted-proxies", "127.0.0.1,[::1]");
            return config;
        }
    }

    private static void guess(String client, String token, int status) {
        given().header("X-Forwarded-For", client)
                .header("Authorization", "Bearer " + token)
                .get("/api/runs")
                .then()
                .statusCode(status);
    }

    @Test
    void clientsBehindTheTrustedProxyAreCountedEachByTheirOwnAddress() {
        for (int i = 0; i < 5; i++) {
            guess("198.51.100.7", "mpt_guess-" + i, 401);
        }
        given().header("X-Forwarded-For", "198.51.100.7")
                .header("Authorization", "Bearer mpt_guess-5")
                .get("/api/runs")
                .then()
                .statusCode(429)
                .body("code", equalTo("rateLimit"));
        guess("203.0.113.9", "mpt_other-0", 401);
        // and the proxy's own requests are a client of their own
        given().header("Authorization", "Bearer mpt_direct-0")
                .get("/api/runs")
                .then()
                .statusCode(401);
    }
}
