package io.morpion.service;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.DeflateBomb;
import io.morpion.msr.Msr;
import io.morpion.render.PngRenderer;
import io.morpion.render.SvgRenderer;
import io.quarkus.test.common.QuarkusTestResource;
import io.restassured.RestAssured;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import io.quarkus.test.junit.QuarkusTest;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** Pictures that are saves: download a record as PNG or SVG, submit the picture back, get the same record. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresTestResource.class)
class RecordPictureTest {

    private static long rosin178() {
        return given().queryParam("author", "rosin").queryParam("minScore", 178).get("/api/records").then()
                .extract().jsonPath().getLong("items[0].id");
    }

    @Test
    void thePngOfARecordIsAPictureThatSubmitsBackAsADuplicate() throws Exception {
        long id = rosin178();
        byte[] png = given().get("/records/" + id + ".png").then().statusCode(200).contentType("image/png")
                .extract().asByteArray();
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertTrue(image.getWidth() > 300 && image.getHeight() > 300, "a board-sized picture");
        assertEquals(178, Msr.decode(PngRenderer.extract(png)).moveCount());
        given().contentType("image/png").body(png).post("/api/records").then().statusCode(200)
                .body("duplicate", equalTo(true)).body("record.id", equalTo((int) id));
    }

    @Test
    void pngMoveNumbersAreDrawnWithoutAnyFont() throws Exception {
        long id = rosin178();
        byte[] plain = given().get("/records/" + id + ".png").then().statusCode(200).extract().asByteArray();
        byte[] numbered = given().queryParam("numbers", true).get("/records/" + id + ".png").then().statusCode(200)
                .extract().asByteArray();
        BufferedImage a = ImageIO.read(new ByteArrayInputStream(plain));
        BufferedImage b = ImageIO.read(new ByteArrayInputStream(numbered));
        assertTrue(b.getWidth() > a.getWidth(), "numbered boards use larger cells");
        assertEquals(178, Msr.decode(PngRenderer.extract(numbered)).moveCount());
    }

    @Test
    void theSvgOfARecordCarriesItInMetadataAndSubmitsBack() {
        long id = rosin178();
        String svg = given().queryParam("numbers", true).get("/records/" + id + ".svg").then().statusCode(200)
                .contentType(containsString("image/svg+xml")).extract().asString();
        assertTrue(svg.contains("<metadata>") && svg.contains(">178</text>"), "numbered moves and metadata");
        assertEquals(178, Msr.decode(SvgRenderer.extract(svg)).moveCount());
        given().contentType("image/svg+xml").body(svg).post("/api/records").then().statusCode(200)
                .body("duplicate", equalTo(true)).body("record.score", equalTo(178));
    }

    @Test
    void aMultipartUploadIsAcceptedToo() {
        long id = rosin178();
        byte[] png = given().get("/records/" + id + ".png").then().extract().asByteArray();
        given().multiPart("file", "rosin178.png", png, "image/png").post("/api/records/upload").then()
                .statusCode(200).body("duplicate", equalTo(true));
        given().multiPart("other", "x").post("/api/records/upload").then().statusCode(400)
                .body("error", containsString("no field \"file\""));
    }

    @Test
    void picturesWithoutARecordAndBrokenPicturesGetClearErrors() throws Exception {
        BufferedImage blank = new BufferedImage(20, 20, BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(blank, "png", out);
        given().contentType("image/png").body(out.toByteArray()).post("/api/records").then().statusCode(400)
                .body("error", containsString("carries no embedded record"));
        byte[] png = given().get("/records/" + rosin178() + ".png").then().extract().asByteArray();
        byte[] truncated = Arrays.copyOf(png, 40);
        given().contentType("image/png").body(truncated).post("/api/records").then().statusCode(400)
                .body("error", containsString("PNG"));
        given().contentType("image/svg+xml").body("<svg><metadata></metadata></svg>").post("/api/records").then()
                .statusCode(400).body("error", containsString("no embedded record"));
    }

    @Test
    void aDeflateBombIsRefused() {
        String bomb = DeflateBomb.compact(20);
        given().contentType("text/plain").body(bomb).post("/api/records").then().statusCode(400)
                .body("error", containsString("inflates to more than"));
    }

    @Test
    void anOversizedBodyIsRefusedBeforeItIsRead() throws Exception {
        byte[] huge = new byte[3 << 20];
        Arrays.fill(huge, (byte) ' ');
        // expect-continue lets the server refuse on the declared length, before the client sends it all
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(
                URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/records"))
                .header("Content-Type", "text/plain").expectContinue(true)
                .POST(HttpRequest.BodyPublishers.ofByteArray(huge)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(413, response.statusCode());
        assertTrue(response.body().contains("the limit is 2097152 bytes"), response.body());
    }
}
