package io.morpion.service;

import static io.restassured.RestAssured.given;

import io.restassured.specification.RequestSpecification;

/** Requests to the service under test over HTTP, as the holder of a token. */
public final class Api {

    private Api() {}

    public static RequestSpecification as(String token) {
        return given().header("Authorization", "Bearer " + token);
    }

    public static RequestSpecification admin() {
        return as(EmbeddedPostgresTestResource.ADMIN_TOKEN);
    }

    /** POSTs a JSON body to path as the caller, expects 201 Created, and returns the id of what was made. */
    public static long create(RequestSpecification caller, String path, String json) {
        return caller.contentType("application/json")
                .body(json)
                .post(path)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }
}
