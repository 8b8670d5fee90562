package io.morpion.service.runs;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.morpion.msr.Msr;
import io.morpion.service.SyntheticRecordTestResource;
import io.morpion.tiers.BrowserTest;
import io.morpion.ui.Chromium;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * An 83 in 5D would be a new world record, and no such game is known. This service is told of a
 * synthetic 5D record of 81 (morpion.corpus.known-score), so that a run reaching Rosin's 82 beats
 * it as an 83 would beat 82: the event stream's alarm says so, {@code runs watch} rings the bell,
 * the run's page raises its banner, and the game is filed as a record.
 */
@BrowserTest
@QuarkusTestResource(
        value = SyntheticRecordTestResource.class,
        restrictToAnnotatedClass = true,
        initArgs = {
            @ResourceArg(name = SyntheticRecordTestResource.VARIANT, value = "5D"),
            @ResourceArg(name = SyntheticRecordTestResource.SCORE, value = "" + WorldRecordBeatenTest.KNOWN)
        })
class WorldRecordBeatenTest {

    /** The synthetic 5D record this service is told of. */
    static final int KNOWN = 81;

    @TestHTTPResource("/")
    URL base;

    @Test
    void theVariantsViewServesTheConfiguredRecord() {
        given().get("/api/variants")
                .then()
                .statusCode(200)
                .body("find { it.code == '5D' }.known.score", Matchers.equalTo(KNOWN))
                .body("find { it.code == '5D' }.known.holder", Matchers.equalTo(SyntheticRecordTestResource.HOLDER))
                .body("find { it.code == '5T' }.known.score", Matchers.equalTo(178));
    }

    @Test
    void aFiveDisjointGameAboveTheRecordRaisesTheAlarmRingsTheBellShowsTheBannerAndIsFiled() throws Exception {
        RunStreams.Watched run = RunStreams.watchRosinsEightyTwoReached(base);

        // the stream may have joined before the 81 that ties: then it heard that alert first
        assertTrue(
                run.alerts().size() == 1 || run.alerts().size() == 2,
                "an alert per best at or above 81: " + run.alerts());
        JsonNode alert = run.alerts().get(run.alerts().size() - 1);
        assertEquals(82, alert.path("score").asInt());
        assertEquals("world record", alert.path("kind").asText());
        assertEquals(true, alert.path("beats").asBoolean());
        String standing = "82: BEATS the world record (81, " + SyntheticRecordTestResource.HOLDER + ") by 1";
        assertEquals(standing, alert.path("standing").asText());
        assertTrue(run.watchErr().contains("\u0007*** NEW WORLD RECORD: " + standing), run.watchErr());
        assertTrue(run.watchOut().contains("best " + standing), run.watchOut());

        JsonPath steps = given().get("/api/runs/" + run.id() + "/improvements")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(82, steps.getInt("[-1].score"));
        long record = steps.getLong("[-1].recordId");
        JsonPath filed = given().get("/api/records/" + record)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(82, filed.getInt("score"));
        assertEquals("5D", filed.getString("variant"));
        assertEquals("solver", filed.getString("origin"));
        assertEquals(82, Msr.requireLegal(Msr.decode(filed.getString("msr"))).score());

        ChromeDriver browser = Chromium.start(1280, 900);
        try {
            browser.get(base + "#/runs/" + run.id());
            String banner = Chromium.waiting(browser, 30)
                    .until(d -> d.findElements(By.cssSelector(".alert-banner")).stream()
                            .findFirst()
                            .map(e -> e.getText())
                            .orElse(null));
            assertEquals("New world record: 82! Run #" + run.id() + ": 82: beats the world record (81) by 1", banner);
        } finally {
            browser.quit();
        }
    }
}
