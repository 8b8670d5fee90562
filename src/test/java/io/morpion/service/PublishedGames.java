package io.morpion.service;

import static io.restassured.RestAssured.given;

import io.morpion.ProjectPaths;
import io.morpion.Waits;
import io.morpion.corpus.PublishedIndex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The packaged published games, for the tests of the service that stores them. */
public final class PublishedGames {

    public static final Path DIR = ProjectPaths.root().resolve("records/published");

    private PublishedGames() {}

    public static List<PublishedIndex.Row> index() throws IOException {
        return PublishedIndex.parse(Files.readString(DIR.resolve(PublishedIndex.FILE)), "INDEX.tsv");
    }

    /** A first start stores the published games in the background: waits until all are there. */
    public static void awaitStored() throws IOException {
        int packaged = index().size();
        Waits.until(
                "the published games stored",
                Duration.ofSeconds(60),
                Duration.ofMillis(200),
                () -> given().queryParam("origin", "published")
                        .queryParam("size", 1)
                        .get("/api/records")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getInt("total"),
                total -> total == packaged);
    }
}
