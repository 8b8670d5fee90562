package io.morpion.service.boxes;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.msr.Msr;
import io.morpion.service.Api;
import io.morpion.service.Body;
import io.morpion.service.InProcessCli;
import io.morpion.service.SyntheticRecordTestResource;
import io.morpion.service.webhooks.WebhookReceiver;
import io.morpion.tiers.BrowserTest;
import io.morpion.ui.Chromium;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A box proof that finds a game above its variant's world record raises the alert a run raises: its owner's webhook
 * is sent the game, the proof's view and {@code morpion proofs get} say it with the bell, and its page raises the
 * banner. 5T's record here is a synthetic {@value #KNOWN}
 * ({@link SyntheticRecordTestResource}), which the game SCIP finds in box (0,0,0,0) reaches at once.
 */
@BrowserTest
@QuarkusTestResource(
        value = SyntheticRecordTestResource.class,
        restrictToAnnotatedClass = true,
        initArgs = {
            @ResourceArg(name = SyntheticRecordTestResource.VARIANT, value = "5T"),
            @ResourceArg(name = SyntheticRecordTestResource.SCORE, value = "" + BoxProofRecordAlertTest.KNOWN)
        })
class BoxProofRecordAlertTest {

    /** The synthetic 5T record this service is told of. */
    static final int KNOWN = 8;

    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URL base;

    @Test
    void aGameAboveTheRecordIsSentToTheOwnersWebhookAndRaisesTheAlertOnTheViewTheCommandAndThePage() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(204)) {
            Api.admin()
                    .contentType("application/json")
                    .body(Body.of("url", receiver.url(), "secret", "a-secret-of-the-receivers-own"))
                    .put("/api/webhook")
                    .then()
                    .statusCode(200);
            long id = Api.create(
                    Api.admin(), "/api/box-proofs", Body.of("variant", "5T", "box", "0,0,0,0", "atLeast", KNOWN));
            JsonPath proof = BoxProofApiTest.settled(id);
            assertEquals("found", proof.getString("verdict"));
            int moves = proof.getInt("foundMoves");
            long record = proof.getLong("foundRecord");
            int known = KNOWN;
            assertTrue(moves >= known, "the game found: " + moves + " moves");
            String standing = moves == known
                    ? moves + " = world record (ties " + SyntheticRecordTestResource.HOLDER + ")"
                    : moves + ": BEATS the world record (" + known + ", " + SyntheticRecordTestResource.HOLDER + ") by "
                            + (moves - known);
            assertEquals(standing, proof.getString("alert.standing"));
            assertEquals(moves > known, proof.getBoolean("alert.beats"));
            assertEquals("world record", proof.getString("alert.kind"));

            Awaitility.await("the webhook's delivery")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> receiver.requests().size() == 1);
            JsonNode sent = JSON.readTree(receiver.requests().get(0).body());
            assertEquals("box-proof-alert", sent.path("event").asText(), sent.toString());
            assertEquals(id, sent.path("boxProof").asLong());
            assertEquals("0,0,0,0", sent.path("box").asText());
            assertEquals(moves, sent.path("score").asInt());
            assertEquals(known, sent.path("known").asInt());
            assertEquals(standing, sent.path("standing").asText());
            assertEquals(record, sent.path("record").asLong());
            assertTrue(sent.path("page").asText().endsWith("/#/box-proofs/" + id), sent.toString());
            assertEquals(
                    moves,
                    Msr.requireLegal(Msr.decode(sent.path("msr").asText())).score());
            assertEquals(moves, given().get("/api/records/" + record).jsonPath().getInt("score"));

            InProcessCli.Run shown = InProcessCli.morpion("proofs", "get", Long.toString(id));
            assertEquals(0, shown.exit(), shown.err());
            assertTrue(
                    shown.out().contains("found: a game of " + moves + " moves, filed as record " + record),
                    shown.out());
            assertTrue(
                    shown.out().contains("\u0007*** " + (moves > known ? "NEW WORLD RECORD: " : "") + standing),
                    shown.out());

            ChromeDriver browser = Chromium.start(1280, 900);
            try {
                browser.get(base + "#/box-proofs/" + id);
                String banner = Chromium.waiting(browser, 30)
                        .until(d -> d.findElements(By.cssSelector(".alert-banner")).stream()
                                .findFirst()
                                .map(e -> e.getText())
                                .orElse(null));
                assertTrue(banner.contains("Box proof #" + id + ": " + moves), banner);
            } finally {
                browser.quit();
            }
        }
    }
}
