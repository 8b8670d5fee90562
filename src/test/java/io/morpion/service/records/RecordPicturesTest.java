package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.common.Refused;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * 64 anonymous 4000-pixel PNGs at once took 27 s each with the heap at 90 %: a download is drawn
 * once and kept, and a client has one large picture drawn at a time.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RecordPicturesTest {

    @Inject
    RecordPictures pictures;

    /**
     * A record no picture was drawn of: a random game new to the server (one the shared database holds already, up
     * to symmetry, is answered 200 rather than 201, and another is played).
     */
    private static long freshRecord() {
        Random random = new Random(System.nanoTime());
        String last = "";
        for (int tries = 0; tries < 5; tries++) {
            Response submitted = given().contentType("application/json")
                    .body(Msr.toJson(RandomGames.finished(Variant.FIVE_TOUCHING, random)))
                    .post("/api/records");
            if (submitted.statusCode() == 201) {
                return submitted.jsonPath().getLong("record.id");
            }
            last = submitted.statusCode() + " " + submitted.asString();
        }
        throw new AssertionError("five random games were all stored already: " + last);
    }

    @Test
    void aPictureIsDrawnOnceAndServedFromWhatWasKeptAfterwards() {
        long id = freshRecord();
        double before = Api.metric("morpion_downloads_drawn_total");
        byte[] first = given().queryParam("size", 4000)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        byte[] second = given().queryParam("size", 4000)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        assertTrue(Arrays.equals(first, second));
        assertEquals(before + 1, Api.metric("morpion_downloads_drawn_total"), "drawn once for both");
        given().queryParam("size", 4000)
                .queryParam("numbers", true)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200);
        assertEquals(before + 2, Api.metric("morpion_downloads_drawn_total"), "other options, another picture");
    }

    @Test
    void aClientDrawingALargePictureIsToldToWaitForItsNextAndOthersAreNot() {
        long id = freshRecord();
        // the test's requests come from loopback, by one address or the other
        java.util.List<String> clients = java.util.List.of("ip:127.0.0.1", "ip:0:0:0:0:0:0:0:1");
        clients.forEach(pictures::takeLargeSlot);
        String client = clients.get(0);
        try {
            Response refused = given().queryParam("size", 3000).get("/records/" + id + ".png");
            assertEquals(429, refused.statusCode(), refused.asString());
            assertEquals("5", refused.header("Retry-After"));
            assertEquals("largePictures", refused.jsonPath().getString("code"));
            assertTrue(
                    refused.jsonPath()
                            .getString("error")
                            .startsWith("this client already has 1 large picture being drawn"),
                    refused.jsonPath().getString("error"));
            given().queryParam("size", 1000)
                    .get("/records/" + id + ".png")
                    .then()
                    .statusCode(200);
            assertThrows(Refused.TooMany.class, () -> pictures.takeLargeSlot(client));
            pictures.takeLargeSlot("ip:192.0.2.7");
            pictures.releaseLargeSlot("ip:192.0.2.7");
        } finally {
            clients.forEach(pictures::releaseLargeSlot);
        }
        given().queryParam("size", 3000).get("/records/" + id + ".png").then().statusCode(200);
    }

    @Test
    void theServerDrawsOnlySoManyLargePicturesAtOnceWhicheverAddressesAsk() {
        long id = freshRecord();
        int held = pictures.nodeSlots().drainPermits();
        try {
            Response refused = given().queryParam("size", 3000).get("/records/" + id + ".png");
            assertEquals(429, refused.statusCode(), refused.asString());
            assertEquals("5", refused.header("Retry-After"));
            assertEquals("largePicturesNode", refused.jsonPath().getString("code"));
            assertEquals(held, refused.jsonPath().getInt("params.max"));
            given().queryParam("size", 1000)
                    .get("/records/" + id + ".png")
                    .then()
                    .statusCode(200);
        } finally {
            pictures.nodeSlots().release(held);
        }
        given().queryParam("size", 3000).get("/records/" + id + ".png").then().statusCode(200);
        // the client's own slot was given back with the refusal: its next large picture is drawn
        given().queryParam("size", 3100).get("/records/" + id + ".png").then().statusCode(200);
    }

    @Test
    void nearWidthsShareOneDrawingAtTheRoundedWidth() throws Exception {
        long id = freshRecord();
        double before = Api.metric("morpion_downloads_drawn_total");
        byte[] asked = given().queryParam("size", 3763)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        byte[] near = given().queryParam("size", 3810)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        byte[] rounded = given().queryParam("size", 3800)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        assertTrue(Arrays.equals(asked, near) && Arrays.equals(asked, rounded), "3763 and 3810 are drawn as 3800");
        assertEquals(before + 1, Api.metric("morpion_downloads_drawn_total"), "one drawing for all three");
        int width = ImageIO.read(new ByteArrayInputStream(asked)).getWidth();
        assertTrue(width > 3750 && width <= 3800, "a board fits the width in whole cells: " + width);
    }
}
