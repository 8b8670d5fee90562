package io.morpion.service.webhooks;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.Requests;
import io.morpion.api.AlertMessage;
import io.morpion.api.RunRequest;
import io.morpion.cli.MorpionCli;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.service.runs.RunTestSupport;
import io.morpion.tiers.ServiceTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/**
 * A token's webhook over HTTP against the real database, with a receiver listening on this machine: set,
 * shown without its secret and removed; an alert delivered, signed, retried after a 500, and never sent
 * for a token that set none.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebhookApiTest extends RunTestSupport {

    private static final String SECRET = "a-secret-of-the-receivers-own";

    @Inject
    Webhooks webhooks;

    @Test
    void aTokensWebhookIsSetShownWithoutItsSecretAndRemoved() {
        String token = Api.searcherToken("webhook holder");
        Api.as(token)
                .contentType("application/json")
                .body(Body.of("url", "https://93.184.215.14/morpion", "secret", SECRET))
                .put("/api/webhook")
                .then()
                .statusCode(200)
                .body("url", equalTo("https://93.184.215.14/morpion"))
                .body("pending", equalTo(0));
        Api.as(token).get("/api/webhook").then().statusCode(200).body("$", not(hasKey("secret")));
        Api.as(token)
                .contentType("application/json")
                .body(Body.of("url", "ftp://93.184.215.14/x", "secret", SECRET))
                .put("/api/webhook")
                .then()
                .statusCode(400)
                .body("code", equalTo("webhookUrl"));
        Api.as(token)
                .contentType("application/json")
                .body(Body.of("url", "https://93.184.215.14/x", "secret", "short"))
                .put("/api/webhook")
                .then()
                .statusCode(400)
                .body("code", equalTo("webhookSecret"))
                .body(
                        "error",
                        equalTo("secret must be 16 to 256 characters: the receiver checks each delivery's signature"
                                + " with it"));
        Api.as(token).delete("/api/webhook").then().statusCode(204);
        Api.as(token).get("/api/webhook").then().statusCode(204);
        Api.as(token).delete("/api/webhook").then().statusCode(404).body("code", equalTo("noWebhook"));
        Api.as(token).post("/api/webhook/test").then().statusCode(404).body("code", equalTo("noWebhook"));
        given().contentType("application/json")
                .body(Body.of("url", "https://93.184.215.14/x", "secret", SECRET))
                .put("/api/webhook")
                .then()
                .statusCode(401);
    }

    @TestHTTPResource("/")
    URL base;

    private record Cli(int exit, String out, String err) {}

    private Cli morpion(String token, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--server=" + base.toString().replaceAll("/$", ""));
        all.add("--token=" + token);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = MorpionCli.run(new PrintWriter(out, true), new PrintWriter(err, true), all.toArray(String[]::new));
        return new Cli(exit, out.toString(), err.toString());
    }

    @Test
    void theCliSetsTestsShowsAndRemovesTheWebhook() throws Exception {
        String token = Api.searcherToken("webhook from the terminal");
        try (WebhookReceiver receiver = WebhookReceiver.start(204)) {
            Cli set = morpion(token, "webhook", "set", receiver.url(), "--secret", SECRET);
            assertEquals(0, set.exit(), set.err());
            assertTrue(set.err().contains("webhook set: alerts go to " + receiver.url()), set.err());
            Cli test = morpion(token, "webhook", "test");
            assertEquals(0, test.exit(), test.err());
            Awaitility.await("the test delivery")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> receiver.requests().size() == 1);
            WebhookReceiver.Request got = receiver.requests().get(0);
            assertEquals(WebhookSender.signature(SECRET, got.body()), got.signature());
            Awaitility.await("the delivery counted")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> morpion(token, "webhook", "show").out().contains("delivered        1"));
            assertFalse(morpion(token, "webhook", "show").out().contains(SECRET), "the secret is never shown");
            assertEquals(0, morpion(token, "webhook", "remove").exit());
            Cli gone = morpion(token, "webhook", "show");
            assertEquals(0, gone.exit(), gone.err());
            assertTrue(gone.out().contains("no webhook: 'morpion webhook set URL --secret TEXT' sets one"), gone.out());
            Cli removeAgain = morpion(token, "webhook", "remove");
            assertEquals(1, removeAgain.exit());
            assertTrue(removeAgain.err().contains("has no webhook yet: set its address first"), removeAgain.err());
            Cli noSecret = morpion(token, "webhook", "set", receiver.url());
            assertTrue(noSecret.exit() != 0 && noSecret.err().contains("give the webhook a secret"), noSecret.err());
        }
    }

    @Test
    void aTokenSetsAndTestsItsWebhookAtMostSixTimesAMinuteAndARevokedTokensIsOwedNothing() throws Exception {
        String token = Api.searcherToken("tests its webhook often");
        try (WebhookReceiver receiver = WebhookReceiver.start(200)) {
            Api.as(token)
                    .contentType("application/json")
                    .body(Body.of("url", receiver.url(), "secret", SECRET))
                    .put("/api/webhook")
                    .then()
                    .statusCode(200);
            for (int i = 0; i < 5; i++) {
                Api.as(token).post("/api/webhook/test").then().statusCode(202);
            }
            Api.as(token)
                    .post("/api/webhook/test")
                    .then()
                    .statusCode(429)
                    .body("code", equalTo("rateLimit"))
                    .body("error", startsWith("too many webhook changes and tests: at most 6 a minute per client"));
            Awaitility.await("the five tests")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> receiver.requests().size() == 5);
            long id = Api.admin()
                    .get("/api/admin/tokens")
                    .jsonPath()
                    .getLong("find { it.name == 'tests its webhook often' }.id");
            Api.admin().delete("/api/admin/tokens/" + id).then().statusCode(200);
            long before = QuarkusTransaction.requiringNew().call(() -> DeliveryEntity.count("tokenId", id));
            QuarkusTransaction.requiringNew().run(() -> webhooks.owe(id, Map.of("event", "alert")));
            QuarkusTransaction.requiringNew().run(() -> webhooks.owe(id, Map.of("event", "test")));
            assertEquals(
                    before,
                    QuarkusTransaction.requiringNew().call(() -> DeliveryEntity.count("tokenId", id)),
                    "a revoked token's webhook is owed nothing");
        }
    }

    @Test
    void anAlertIsDeliveredSignedRetriedAfterA500AndNeverSentForATokenThatSetNone() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(500, 200)) {
            String asked = Api.searcherToken("asks for alerts");
            String silent = Api.searcherToken("sets no webhook");
            Api.as(asked)
                    .contentType("application/json")
                    .body(Body.of("url", receiver.url(), "secret", SECRET))
                    .put("/api/webhook")
                    .then()
                    .statusCode(200);
            // an opening of the proven 35 of 4D: the exhaustive search finishes it, and a 35 ties the optimum
            MsrRecord best = CorpusGames.game("4D/hyyroporanen35.json");
            RunRequest run = Requests.run("4D")
                    .algorithm("exact")
                    .warm(Msr.encode(MsrRecord.of(best.variant(), best.moves().subList(0, 25))))
                    .time("60s")
                    .target(35)
                    .seed(1)
                    .build();
            long silentRun = Api.create(Api.as(silent), "/api/runs", run);
            long askedRun = Api.create(Api.as(asked), "/api/runs", run);

            Awaitility.await("the alert, refused once and then taken")
                    .atMost(Duration.ofSeconds(90))
                    .until(() -> receiver.requests().size() >= 2);
            List<WebhookReceiver.Request> got = receiver.requests();
            assertEquals(
                    List.of(500, 200),
                    got.stream().map(WebhookReceiver.Request::answered).toList());
            assertEquals(got.get(0).body(), got.get(1).body(), "the retry sends the same alert");
            assertEquals(got.get(0).delivery(), got.get(1).delivery());
            for (WebhookReceiver.Request request : got) {
                assertEquals(WebhookSender.signature(SECRET, request.body()), request.signature());
                assertTrue(request.signature().matches("sha256=[0-9a-f]{64}"), request.signature());
            }
            JsonNode alert = new ObjectMapper().readTree(got.get(1).body());
            assertEquals("alert", alert.path("event").asText());
            assertEquals(askedRun, alert.path("run").asLong());
            assertEquals(35, alert.path("score").asInt());
            assertEquals("proven optimum", alert.path("kind").asText());
            MsrRecord found = Msr.decode(alert.path("msr").asText());
            assertEquals(35, Msr.requireLegal(found).score());
            assertTrue(
                    alert.path("page").asText().matches("http://localhost:\\d+/#/runs/" + askedRun),
                    "an address a chat can open: " + alert.path("page").asText());
            // the exhaustive search completes the corpus's 35 from its opening into a 35 the corpus holds: a
            // rediscovery, flagged, with the record that holds it
            assertTrue(alert.path("knownGame").asBoolean(), alert.toString());
            MsrRecord held = Msr.decode(
                    given().get("/records/" + alert.path("knownRecord").asText() + ".json")
                            .asString());
            assertEquals(GameIdentity.of(found), GameIdentity.of(held), "the record named holds the same game");

            await(silentRun, status("COMPLETED"), "the other token's run to reach 35 too");
            assertEquals(35, run(silentRun).getInt("bestScore"));
            // deliveries go out in the order they were owed: once this test arrives, anything owed before it has
            Api.as(asked).post("/api/webhook/test").then().statusCode(202);
            Awaitility.await("the test delivery")
                    .atMost(Duration.ofSeconds(30))
                    .until(() ->
                            receiver.requests().stream().anyMatch(r -> r.body().contains("\"test\"")));
            JsonNode sample = new ObjectMapper()
                    .readTree(receiver.requests().stream()
                            .filter(r -> r.body().contains("\"test\""))
                            .findFirst()
                            .orElseThrow()
                            .body())
                    .path("sample");
            List<String> fields = new ArrayList<>();
            sample.fieldNames().forEachRemaining(fields::add);
            assertEquals(
                    Arrays.stream(AlertMessage.class.getRecordComponents())
                            .map(RecordComponent::getName)
                            .toList(),
                    fields,
                    "a test carries a sample of every field an alert has, in its order");
            JsonNode delivered = new ObjectMapper()
                    .readTree(receiver.requests().stream()
                            .filter(r -> r.body().contains("\"event\":\"alert\""))
                            .findFirst()
                            .orElseThrow()
                            .body());
            List<String> alertFields = new ArrayList<>();
            delivered.fieldNames().forEachRemaining(alertFields::add);
            assertEquals(fields, alertFields, "a run's alert has the sample's fields, in their order");
            assertEquals(AlertMessage.VERSION, delivered.path("version").asInt(), "and says its shape's version");
            assertTrue(sample.path("page").asText().matches("http://localhost:\\d+/#/runs/0"), sample.toString());
            for (WebhookReceiver.Request request : receiver.requests()) {
                assertTrue(
                        !request.body().contains("\"run\":" + silentRun + ","),
                        "sent for a token that set no webhook: " + request.body());
            }
            // the receiver has the request before the sender settles it: wait for the count, not for the request
            Awaitility.await("both deliveries counted as delivered")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> Api.as(asked).get("/api/webhook").jsonPath().getInt("delivered") == 2);
            JsonPath settled = Api.as(asked).get("/api/webhook").jsonPath();
            assertTrue(
                    OffsetDateTime.parse(settled.getString("lastDeliveredAt"))
                            .isAfter(OffsetDateTime.now().minusHours(1)),
                    "the last delivery's time is shown: " + settled.prettify());
            assertNull(settled.getString("lastError"), "a delivered webhook shows no error: " + settled.prettify());
            Api.as(silent).get("/api/webhook").then().statusCode(204);
        }
    }
}
