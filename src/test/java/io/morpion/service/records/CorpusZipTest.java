package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.PublishedGames;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.response.Response;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

/** The whole corpus in one download, over HTTP: every entry decodes and validates, the index lists them all. */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class CorpusZipTest {

    private static Map<String, String> unzip(byte[] zip) throws IOException {
        Map<String, String> entries = new HashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                entries.put(entry.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        return entries;
    }

    @Test
    void theZipsEntriesDecodeAndValidateAndItsIndexListsEachWithItsFamily() throws IOException {
        PublishedGames.awaitStored();
        Response response = given().get("/records/corpus.zip");
        response.then().statusCode(200).contentType("application/zip");
        Map<String, String> entries = unzip(response.asByteArray());
        String index = entries.remove("index.csv");
        assertNotNull(index, "the zip holds index.csv");
        List<String> lines = index.lines().toList();
        assertEquals("name,variant,score,author,origin,source,family", lines.get(0));
        assertEquals(entries.size(), lines.size() - 1, "one index line per game");
        long stored = given().queryParam("size", 1)
                .get("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getLong("total");
        assertTrue(entries.size() >= 17 && entries.size() <= stored, entries.size() + " of " + stored);
        for (Map.Entry<String, String> entry : entries.entrySet()) {
            MsrRecord game = Msr.decode(entry.getValue());
            Verdict verdict = Msr.validate(game);
            assertTrue(verdict.legal(), entry.getKey());
            assertTrue(
                    entry.getKey()
                            .startsWith(
                                    game.variant().code() + "/" + game.variant().code() + "-"
                                            + verdict.facts().score() + "-"),
                    entry.getKey());
        }
        String rosin = Long.toString(Api.firstRecordId("origin", "corpus", "author", "Rosin", "minScore", 178));
        assertTrue(
                lines.stream()
                        .anyMatch(l ->
                                l.startsWith("5T/5T-178-" + rosin + ".json,5T,178,Christopher D. Rosin," + "corpus,")
                                        && l.endsWith("," + rosin)),
                "Rosin's 178 heads its own family");
    }

    @Test
    void theETagAnswersNotModifiedUntilTheCorpusChanges() throws IOException {
        PublishedGames.awaitStored();
        String etag = given().get("/records/corpus.zip")
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        assertNotNull(etag);
        given().header("If-None-Match", etag).get("/records/corpus.zip").then().statusCode(304);
        MsrRecord game = RandomGames.finished(Variant.FIVE_TOUCHING, new Random(System.nanoTime()));
        given().contentType("application/json")
                .body(Msr.toJson(game))
                .post("/api/records")
                .then()
                .statusCode(201);
        String after = given().header("If-None-Match", etag)
                .get("/records/corpus.zip")
                .then()
                .statusCode(200)
                .extract()
                .header("ETag");
        assertNotEquals(etag, after, "a new record, a new tag");
    }

    @Test
    void manyDownloadsAtOnceAfterAChangeBuildTheZipOnceAndGetTheSameBytes() throws Exception {
        PublishedGames.awaitStored();
        Api.submitGame(Msr.toJson(RandomGames.finished(Variant.FIVE_DISJOINT, new Random(System.nanoTime()))));
        double before = Api.metric("morpion_corpus_zip_builds_total");
        int readers = 16;
        ExecutorService pool = Executors.newFixedThreadPool(readers);
        try {
            List<Future<Response>> downloads = new ArrayList<>();
            for (int i = 0; i < readers; i++) {
                downloads.add(pool.submit(() -> given().get("/records/corpus.zip")));
            }
            Set<String> tags = new HashSet<>();
            Set<String> digests = new HashSet<>();
            for (Future<Response> download : downloads) {
                Response response = download.get(2, TimeUnit.MINUTES);
                assertEquals(200, response.statusCode(), response.asString());
                byte[] zip = response.asByteArray();
                assertEquals(Long.toString(zip.length), response.header("Content-Length"));
                tags.add(response.header("ETag"));
                digests.add(HexFormat.of()
                        .formatHex(MessageDigest.getInstance("SHA-256").digest(zip)));
            }
            assertEquals(1, tags.size(), "one state of the corpus: " + tags);
            assertEquals(1, digests.size(), "every reader is served the same file");
        } finally {
            pool.shutdownNow();
        }
        assertEquals(
                before + 1,
                Api.metric("morpion_corpus_zip_builds_total"),
                "the zip is built once for all sixteen readers");
    }

    @Test
    void anIndexFieldThatStartsLikeAFormulaIsShownAsText() throws IOException {
        String author = "=HYPERLINK(\"http://example.invalid\")" + System.nanoTime();
        MsrRecord game = RandomGames.finished(Variant.FIVE_TOUCHING, new Random(System.nanoTime()));
        Api.submitGame(Msr.toJson(game.toBuilder().author(author).build()));
        String index = unzip(given().get("/records/corpus.zip").asByteArray()).get("index.csv");
        assertTrue(index.contains(",\"'" + author.replace("\"", "\"\"") + "\","), "the author is led by a quote mark");
        assertTrue(!index.contains(",\"=HYPERLINK"), "no field starts with =");
    }
}
