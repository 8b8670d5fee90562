package io.morpion.service;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import org.junit.jupiter.api.Test;

@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class AboutResourceTest {

    @Test
    void aboutNamesTheServiceAndTheFormatVersion() {
        given().when()
                .get("/api/about")
                .then()
                .statusCode(200)
                .contentType("application/json")
                .body("name", equalTo("Morpion"))
                .body("msrFormatVersion", equalTo("0.1"));
    }

    @Test
    void theWebUiIsServedFromTheSameBuild() {
        given().when()
                .get("/")
                .then()
                .statusCode(200)
                .contentType(containsString("text/html"))
                .body(containsString("<script type=\"module\" src=\"/js/app.js\"></script>"));
        given().get("/js/app.js").then().statusCode(200).contentType(containsString("javascript"));
        given().get("/style.css").then().statusCode(200).contentType(containsString("text/css"));
        given().get("/api/variants")
                .then()
                .statusCode(200)
                .body("find { it.code == '5T' }.cross.size()", org.hamcrest.Matchers.equalTo(36))
                .body("find { it.code == '4D' }.cross.size()", org.hamcrest.Matchers.equalTo(24));
    }

    @Test
    void unknownPathIsA404() {
        given().when().get("/api/no-such-thing").then().statusCode(404);
    }
}
