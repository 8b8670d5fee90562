package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.DeflateBomb;
import io.morpion.msr.Direction;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.render.PngChunks;
import io.morpion.render.PngRenderer;
import io.morpion.render.SvgRenderer;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.RestAssured;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** Pictures that are saves: download a record as PNG or SVG, submit the picture back, get the same record. */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RecordPictureTest {

    private static long rosin178() {
        return given().queryParam("author", "rosin")
                .queryParam("minScore", 178)
                .get("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getLong("items[0].id");
    }

    @Test
    void thePngOfARecordIsAPictureThatSubmitsBackAsADuplicate() throws Exception {
        long id = rosin178();
        byte[] png = given().get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .contentType("image/png")
                .extract()
                .asByteArray();
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertTrue(image.getWidth() > 300 && image.getHeight() > 300, "a board-sized picture");
        assertEquals(178, Msr.decode(PngRenderer.extract(png)).moveCount());
        given().contentType("image/png")
                .body(png)
                .post("/api/records")
                .then()
                .statusCode(200)
                .body("duplicate", equalTo(true))
                .body("record.id", equalTo(Long.toString(id)));
    }

    @Test
    void pngMoveNumbersAreDrawnWithoutAnyFont() throws Exception {
        long id = rosin178();
        byte[] plain = given().get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        byte[] numbered = given().queryParam("numbers", true)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        BufferedImage a = ImageIO.read(new ByteArrayInputStream(plain));
        BufferedImage b = ImageIO.read(new ByteArrayInputStream(numbered));
        assertTrue(b.getWidth() > a.getWidth(), "numbered boards use larger cells");
        assertEquals(178, Msr.decode(PngRenderer.extract(numbered)).moveCount());
    }

    @Test
    void aPictureForSharingIsDrawnAsWideAsAskedAndOnlyPicturesTakeASize() throws Exception {
        long id = rosin178();
        byte[] large = given().queryParam("size", 1600)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        int width = ImageIO.read(new ByteArrayInputStream(large)).getWidth();
        assertTrue(width <= 1600 && width > 1500, "width " + width);
        assertEquals(178, Msr.decode(PngRenderer.extract(large)).moveCount());
        given().queryParam("size", "huge")
                .get("/records/" + id + ".png")
                .then()
                .statusCode(400)
                .body("error", equalTo("size must be a whole number, not \"huge\""));
        given().queryParam("size", 9000)
                .get("/records/" + id + ".svg")
                .then()
                .statusCode(400)
                .body("error", equalTo("size must be 100..4000, not 9000"));
        given().queryParam("size", 1600)
                .get("/records/" + id + ".msr")
                .then()
                .statusCode(400)
                .body("error", containsString("size is the width of a picture"));
    }

    @Test
    void anyLegalGameIsDrawnInTheFormatAskedAndAnIllegalOneIsRefusedByItsMove() throws Exception {
        String opening = Msr.toJson(MsrRecord.of(Variant.FIVE_TOUCHING, List.of(new Move(3, -1, Direction.V, 0))));
        byte[] png = given().contentType("application/json")
                .queryParam("to", "png")
                .queryParam("numbers", true)
                .body(opening)
                .post("/api/games/render")
                .then()
                .statusCode(200)
                .contentType("image/png")
                .extract()
                .asByteArray();
        assertEquals(1, Msr.decode(PngRenderer.extract(png)).moveCount());
        String pentasol = given().contentType("application/json")
                .queryParam("to", "pentasol")
                .body(opening)
                .post("/api/games/render")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        given().contentType("text/plain")
                .queryParam("variant", "5T")
                .body(pentasol)
                .post("/api/games/parse")
                .then()
                .statusCode(200)
                .body("moves.size()", equalTo(1));
        given().contentType("application/json")
                .queryParam("to", "gif")
                .body(opening)
                .post("/api/games/render")
                .then()
                .statusCode(400)
                .body("error", equalTo("to must be msr, json, pentasol, svg or png, not \"gif\""));
        String illegal = Msr.toJson(MsrRecord.of(Variant.FIVE_TOUCHING, List.of(new Move(3, -1, Direction.V, 2))));
        given().contentType("application/json")
                .queryParam("to", "svg")
                .body(illegal)
                .post("/api/games/render")
                .then()
                .statusCode(422)
                .body("error", startsWith("illegal game: move 1, "));
    }

    @Test
    void theSvgOfARecordCarriesItInMetadataAndSubmitsBack() {
        long id = rosin178();
        String svg = given().queryParam("numbers", true)
                .get("/records/" + id + ".svg")
                .then()
                .statusCode(200)
                .contentType(containsString("image/svg+xml"))
                .extract()
                .asString();
        assertTrue(
                svg.contains("<metadata>") && svg.matches("(?s).* font-size=\"[\\d.]+\">178</text>.*"),
                "numbered moves, three digits smaller so that they stay inside their dots, and metadata");
        assertTrue(svg.matches("(?s).*y=\"-?[\\d.]+\">99</text>.*"), "two digits keep the group's size");
        assertEquals(178, Msr.decode(SvgRenderer.extract(svg)).moveCount());
        given().contentType("image/svg+xml")
                .body(svg)
                .post("/api/records")
                .then()
                .statusCode(200)
                .body("duplicate", equalTo(true))
                .body("record.score", equalTo(178));
    }

    @Test
    void aThumbnailIsTheGamesDotsAloneOneSquareEachAndTakesNoOtherOption() {
        long id = rosin178();
        String svg = given().queryParam("thumbnail", true)
                .get("/records/" + id + ".svg")
                .then()
                .statusCode(200)
                .contentType(containsString("image/svg+xml"))
                .extract()
                .asString();
        assertEquals(
                178 + 36,
                svg.split("<rect ", -1).length - 1,
                "a square for each of the cross's 36 dots and each move's new one");
        assertTrue(!svg.contains("<line") && !svg.contains("<circle") && !svg.contains("<text"), svg);
        assertTrue(svg.length() < 20_000, "small enough for a listing of twenty: " + svg.length());
        given().queryParam("thumbnail", true)
                .queryParam("numbers", true)
                .get("/records/" + id + ".svg")
                .then()
                .statusCode(400)
                .body(
                        "error",
                        equalTo("a thumbnail is an SVG of the dots alone: ask for /records/" + id
                                + ".svg?thumbnail=true, without numbers or size"));
        given().queryParam("thumbnail", true)
                .get("/records/" + id + ".png")
                .then()
                .statusCode(400);
    }

    @Test
    void aMultipartUploadIsAcceptedToo() {
        long id = rosin178();
        byte[] png = given().get("/records/" + id + ".png").then().extract().asByteArray();
        given().multiPart("file", "rosin178.png", png, "image/png")
                .post("/api/records/upload")
                .then()
                .statusCode(200)
                .body("duplicate", equalTo(true));
        given().multiPart("other", "x")
                .post("/api/records/upload")
                .then()
                .statusCode(400)
                .body("error", containsString("no field \"file\""));
    }

    @Test
    void picturesWithoutARecordAndBrokenPicturesGetClearErrors() throws Exception {
        BufferedImage blank = new BufferedImage(20, 20, BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(blank, "png", out);
        given().contentType("image/png")
                .body(out.toByteArray())
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("carries no embedded record"));
        byte[] png =
                given().get("/records/" + rosin178() + ".png").then().extract().asByteArray();
        byte[] truncated = Arrays.copyOf(png, 40);
        given().contentType("image/png")
                .body(truncated)
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("PNG"));
        given().contentType("image/svg+xml")
                .body("<svg><metadata></metadata></svg>")
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("no embedded record"));
    }

    @Test
    void aPngWhoseRecordChunkIsABombIsRefusedOnEveryPathThatReadsGames() {
        byte[] png = given().get("/records/" + rosin178() + ".png")
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        byte[] bomb = PngChunks.zlibBomb(512);
        byte[] ztxt = PngChunks.withChunkAfterHeader(png, "zTXt", PngChunks.ztxt("MSR", bomb));
        byte[] head = PngChunks.itxt("MSR", true, new byte[0]);
        byte[] itxtData = Arrays.copyOf(Arrays.copyOf(head, 8), 8 + bomb.length);
        System.arraycopy(bomb, 0, itxtData, 8, bomb.length);
        byte[] itxt = PngChunks.withChunkAfterHeader(png, "iTXt", itxtData);
        for (byte[] picture : new byte[][] {ztxt, itxt}) {
            for (String path : new String[] {"/api/records", "/api/games/parse", "/api/games/legal-moves"}) {
                given().contentType("image/png")
                        .body(picture)
                        .post(path)
                        .then()
                        .statusCode(400)
                        .body("error", containsString("inflates to more than 1048576 bytes"));
            }
            given().multiPart("file", "bomb.png", picture, "image/png")
                    .post("/api/records/upload")
                    .then()
                    .statusCode(400)
                    .body("error", containsString("inflates to more than 1048576 bytes"));
        }
    }

    @Test
    void aDeflateBombIsRefused() {
        String bomb = DeflateBomb.compact(20);
        given().contentType("text/plain")
                .body(bomb)
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("error", containsString("inflates to more than"));
    }

    @Test
    void anOversizedBodyIsRefusedOnItsDeclaredLengthBeforeItIsRead() throws Exception {
        // a raw request that declares 3 MB and sends none of it: the answer must come from the header alone
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/records HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n"
                            + "Content-Length: 3145728\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String response = readResponse(socket.getInputStream());
            assertTrue(response.startsWith("HTTP/1.1 413"), response);
            assertTrue(response.contains("the limit is 2097152 bytes"), response);
        }
    }

    /** Reads one HTTP response: the head, then as many body bytes as its Content-Length says. */
    private static String readResponse(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.write(b);
        }
        String headers = head.toString(StandardCharsets.US_ASCII);
        Matcher length = Pattern.compile("(?i)content-length:\\s*(\\d+)").matcher(headers);
        byte[] body = length.find() ? in.readNBytes(Integer.parseInt(length.group(1))) : new byte[0];
        return headers + new String(body, StandardCharsets.UTF_8);
    }
}
