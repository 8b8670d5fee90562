package io.morpion.service.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.Waits;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.common.Refused;
import io.morpion.service.db.DatabaseRestored;
import io.morpion.tiers.ServiceTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Listings are kept until the corpus changes. A change on this node shows in the next listing; one
 * made in the database by another node (here, by SQL past the catalog) shows once this node next
 * reads the corpus's version, a quarter of a second later at most. A listing may be computed from
 * others, as a page is from its count.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RecordListingsTest {

    @Inject
    EntityManager em;

    @Inject
    RecordListings listings;

    @Inject
    Event<DatabaseRestored> restored;

    private static long submit(MsrRecord game) {
        return Api.submitGame(Msr.toJson(game));
    }

    private static MsrRecord byAuthor(String author, long seed) {
        return RandomGames.finished(Variant.FOUR_TOUCHING, new Random(seed)).toBuilder()
                .author(author)
                .build();
    }

    @Test
    void aSubmissionShowsInTheNextListingAndItsFamilyAtOnce() {
        String author = "fresh-" + UUID.randomUUID();
        given().queryParam("author", author)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", equalTo(0));
        long id = submit(byAuthor(author, 11));
        given().queryParam("author", author)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", equalTo(1))
                .body("items[0].id", equalTo(String.valueOf(id)));
        given().get("/api/records/" + id + "/family").then().statusCode(200).body("total", equalTo(1));
    }

    @Test
    void aChangeMadeInTheDatabaseByAnotherNodeShowsWithoutWaitingForTheListingsToExpire() {
        String author = "other-node-" + UUID.randomUUID();
        long id = submit(byAuthor(author, 12));
        given().get("/api/records/" + id).then().statusCode(200).body("author", equalTo(author));
        given().queryParam("author", author)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", equalTo(1));

        String renamed = author + "-renamed";
        QuarkusTransaction.requiringNew()
                .run(() -> em.createNativeQuery("update record set author = :author where id = :id")
                        .setParameter("author", renamed)
                        .setParameter("id", id)
                        .executeUpdate());

        // kept listings last ten minutes unless the database's version moves: this sees that it did
        Waits.until(
                "the record's page to show the other node's change",
                Duration.ofSeconds(10),
                Duration.ofMillis(50),
                () -> given().get("/api/records/" + id)
                        .then()
                        .statusCode(200)
                        .extract()
                        .<String>path("author"),
                renamed::equals);
        given().queryParam("author", renamed)
                .get("/api/records")
                .then()
                .statusCode(200)
                .body("total", equalTo(1));
    }

    @Test
    void aListingComputedFromOthersGetsThemWhateverTheirKeys() {
        // Thousands of pairs: kept in one hash table, some outer and inner keys share a bucket.
        String run = UUID.randomUUID().toString();
        for (int i = 0; i < 5_000; i++) {
            String inner = run + "/inner/" + i;
            int n = i;
            assertEquals(n + 1, (int) listings.get(run + "/outer/" + i, () -> listings.get(inner, () -> n) + 1));
        }
    }

    @Test
    void aRestoreOnThisNodeShowsInTheNextListingWithoutWaitingForTheVersionCheck() {
        String key = "restore-" + UUID.randomUUID();
        assertEquals("before", listings.get(key, () -> "before"));
        assertEquals("before", listings.get(key, () -> "after"), "kept while nothing changed");
        // the database's version does not move here, so only the restore itself can drop the listing
        restored.fire(new DatabaseRestored("test"));
        assertEquals("after", listings.get(key, () -> "after"));
    }

    @Test
    void aListingThatFailsIsNotKeptAndItsFailureIsTheCallersOwn() {
        String key = "missing-" + UUID.randomUUID();
        Refused missing = Refused.notFound("record", 42);
        assertSame(
                missing,
                assertThrows(
                        Refused.class,
                        () -> listings.get(key, () -> {
                            throw missing;
                        })));
        assertEquals(7, (int) listings.get(key, () -> 7), "the next reader computes it again");
    }

    @Test
    void everySpellingOfARecordsIdIsOneKeptViewAndOneComputation() {
        long id = submit(byAuthor("spellings", System.nanoTime()));
        String[] spellings = {"0" + id, "000" + id, "+" + id, "+00" + id};
        for (String spelling : spellings) {
            given().get("/api/records/" + spelling).then().statusCode(200).body("id", equalTo(Long.toString(id)));
            given().get("/api/records/" + spelling + "/family").then().statusCode(200);
        }
        List<String> kept = listings.keys();
        assertTrue(kept.contains("record\u0000" + id), kept.toString());
        for (String spelling : spellings) {
            assertTrue(
                    kept.stream().noneMatch(key -> key.contains("\u0000" + spelling)),
                    "kept under the id as typed, " + spelling);
        }
    }
}
