package io.morpion.service;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.equalTo;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.List;

/** Requests to the service under test over HTTP, as the holder of a token. */
public final class Api {

    private Api() {}

    public static RequestSpecification as(String token) {
        return given().header("Authorization", "Bearer " + token);
    }

    public static RequestSpecification admin() {
        return as(EmbeddedPostgresTestResource.ADMIN_TOKEN);
    }

    /** A new searcher token the admin made with this name (201 expected): its secret, to call {@link #as} with. */
    public static String searcherToken(String name) {
        return newSearcherToken(name).secret();
    }

    /** A token as its maker knows it: its id, which an admin names it by, and its secret. */
    public record Token(long id, String secret) {}

    /** A new searcher token the admin made with this name (201 expected), with its id. */
    public static Token newSearcherToken(String name) {
        JsonPath made = admin().contentType("application/json")
                .body(Body.of("name", name, "role", "searcher"))
                .post("/api/admin/tokens")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new Token(made.getLong("id"), made.getString("token"));
    }

    /** The API description as JSON text (GET /q/openapi?format=json); expects 200. */
    public static String openApi() {
        return given().queryParam("format", "json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** GET /api/records with these query parameters, given as name, value, …; expects 200. */
    public static JsonPath records(Object... query) {
        RequestSpecification request = given();
        for (int i = 0; i < query.length; i += 2) {
            request = request.queryParam((String) query[i], query[i + 1]);
        }
        return request.get("/api/records").then().statusCode(200).extract().jsonPath();
    }

    /**
     * The id of an author's record (a part of the name will do) with the lowest score from
     * {@code minScore} up: the author's game of that very score, where there is one.
     */
    public static long recordIdOf(String author, int minScore) {
        return firstRecordId("author", author, "minScore", minScore, "sort", "score");
    }

    /** The id of the first record GET /api/records lists for these query parameters, given as name, value, … */
    public static long firstRecordId(Object... query) {
        return records(query).getLong("items[0].id");
    }

    /** Retracts every solver record of a category, so that a test's run starts it afresh and files its bests. */
    public static void retractCategory(String variant, String category) {
        List<String> ids = records("origin", "solver", "variant", variant, "category", category, "size", 100)
                .getList("items.id");
        for (String id : ids) {
            admin().contentType("application/json")
                    .body(Body.of("reason", "a test starts this category afresh"))
                    .post("/api/records/" + id + "/retract")
                    .then()
                    .statusCode(200);
        }
    }

    /** A counter of this node's /q/metrics, 0 before it is first counted. */
    public static double metric(String name) {
        return given().get("/q/metrics")
                .then()
                .statusCode(200)
                .extract()
                .asString()
                .lines()
                .filter(l -> l.startsWith(name + " ") || l.startsWith(name + "{"))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
                .findFirst()
                .orElse(0);
    }

    /** Submits a game as anyone may (POST /api/records), expects 201 Created, and returns the stored record's id. */
    public static long submitGame(String json) {
        return given().contentType("application/json")
                .body(json)
                .post("/api/records")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("record.id");
    }

    /** Files a game as the admin (POST /api/records), or finds it filed already: either way its record's id. */
    public static long fileAsAdmin(MsrRecord game) {
        return admin().contentType("application/json")
                .body(Msr.toJson(game))
                .post("/api/records")
                .then()
                .statusCode(anyOf(equalTo(200), equalTo(201)))
                .extract()
                .jsonPath()
                .getLong("record.id");
    }

    /** POSTs a request (a record of io.morpion.api) to path as the caller, expects 201 Created: the id made. */
    public static long create(RequestSpecification caller, String path, Object request) {
        return created(caller.contentType("application/json").body(request), path);
    }

    /** The same with the body as JSON text. */
    public static long create(RequestSpecification caller, String path, String json) {
        return created(caller.contentType("application/json").body(json), path);
    }

    private static long created(RequestSpecification request, String path) {
        return request.post(path).then().statusCode(201).extract().jsonPath().getLong("id");
    }
}
