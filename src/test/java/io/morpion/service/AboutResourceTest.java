package io.morpion.service;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = EmbeddedPostgresTestResource.class, restrictToAnnotatedClass = true)
class AboutResourceTest {

    @Test
    void aboutNamesTheServiceAndTheFormatVersion() {
        given().when().get("/api/about")
                .then().statusCode(200)
                .contentType("application/json")
                .body("name", equalTo("Morpion"))
                .body("msrFormatVersion", equalTo("0.1"));
    }

    @Test
    void homePageIsServed() {
        given().when().get("/")
                .then().statusCode(200)
                .contentType(containsString("text/html"))
                .body(containsString("<h1>Morpion</h1>"));
    }

    @Test
    void unknownPathIsA404() {
        given().when().get("/api/no-such-thing").then().statusCode(404);
    }
}
