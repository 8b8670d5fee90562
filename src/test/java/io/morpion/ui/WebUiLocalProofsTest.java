package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.RandomGames;
import io.morpion.corpus.ShippedLocalProof;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.local.proofs.LocalGames;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.service.proofs.LocalProofApiTest;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.nio.file.Files;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** A record's local proofs in a real headless Chromium: queued from the record's page, stated there when done. */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiLocalProofsTest extends ChromiumPageTest {

    @Test
    void aSearcherQueuesASweepFromTheRecordPageAndThePageStatesWhatIsProven() throws Exception {
        long record = Api.fileAsAdmin(Msr.decode(LocalGames.MIDDLE_MATTERS));
        browser.get(base + "#/");
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        try {
            browser.get(base + "#/records/" + record);
            WebElement opener = waiting(10).until(d -> d.findElement(By.cssSelector(".local-proof-queue summary")));
            opener.click();
            WebElement form = browser.findElement(By.cssSelector("form.local-proof-form"));
            new Select(form.findElement(By.name("kind"))).selectByValue("last");
            // before anything is queued, the form says what is wrong in its own words, then what the sweep costs
            form.findElement(By.name("size")).sendKeys("99");
            waiting(10).until(d -> text(".proof-cost")
                    .equals("Size (how many of the last moves to free) must be 1 to 25 for this record," + " not 99."));
            form.findElement(By.name("size")).clear();
            form.findElement(By.name("size")).sendKeys("3");
            form.findElement(By.name("limit")).sendKeys("30s");
            waiting(10)
                    .until(d -> text(".proof-cost").startsWith("1 search of at most 30 s: at most 30 s of core time"));
            // the refusals the form was shown came as 400s, as asked: read out of the console
            forgetConsole();
            form.findElement(By.cssSelector("button[type=submit]")).click();
            // queued, the sweep is listed at once; the section reads itself again until its verdict is in
            waiting(10).until(d -> !d.findElements(By.cssSelector("section.local-proofs li"))
                    .isEmpty());
            String proven = "no longer game shares its first 23 moves";
            waiting(60).until(d -> d.findElement(By.cssSelector("section.local-proofs"))
                    .getText()
                    .contains(proven));
            shot("record-local-proofs");
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.token')");
        }
    }

    @Test
    void aRecordWithManySweepsShowsAFewAndLoadsTheRestOnAsk() {
        long record = Api.fileAsAdmin(RandomGames.finished(Variant.FOUR_DISJOINT, new Random(81)));
        for (int i = 0; i < 8; i++) {
            Api.admin()
                    .contentType("application/json")
                    .body(Map.of("kind", "last", "size", 1 + i % 3, "limit", "1s"))
                    .post("/api/records/" + record + "/local-proofs")
                    .then()
                    .statusCode(201);
        }
        browser.get(base + "#/records/" + record);
        WebElement all = waiting(10).until(d -> d.findElement(By.cssSelector("section.local-proofs button.proof-all")));
        int shown =
                browser.findElements(By.cssSelector("section.local-proofs li")).size();
        assertTrue(shown >= 5 && shown < 8, shown + " sweeps shown before asking for all");
        assertEquals("Show all 8 sweeps", all.getText());
        all.click();
        waiting(10)
                .until(d -> d.findElements(By.cssSelector("section.local-proofs li"))
                                .size()
                        == 8);
        assertTrue(browser.findElements(By.cssSelector("section.local-proofs button.proof-all"))
                .isEmpty());
    }

    /** Nearly the whole proof that 35 is 4D's optimum (the last 34 moves of a 35) takes half a minute or more. */
    @Test
    void aSweepThatWaitsIsCancelledFromTheRecordPage() throws Exception {
        long record = Api.fileAsAdmin(Msr.decode(Files.readString(
                ProjectPaths.root().resolve("records/published/4D/4D-35-gillioz-nmcs4-035_11016.json"))));
        Api.admin()
                .contentType("application/json")
                .body(Map.of("kind", "last", "size", 34, "limit", "1h"))
                .post("/api/records/" + record + "/local-proofs")
                .then()
                .statusCode(201);
        browser.get(base + "#/");
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        try {
            browser.get(base + "#/records/" + record);
            waiting(10)
                    .until(d -> d.findElement(By.cssSelector("section.local-proofs button.proof-cancel")))
                    .click();
            waiting(10).until(d -> d.findElement(By.cssSelector("section.local-proofs"))
                    .getText()
                    .contains("the last 34 moves: cancelled"));
            assertTrue(
                    browser.findElements(By.cssSelector("section.local-proofs button.proof-cancel"))
                            .isEmpty(),
                    "nothing waits any more");
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.token')");
        }
    }

    @Test
    void aLongerGameThatReachesTheProvenOptimumIsAnnouncedOnTheRecordPage() {
        long record = LocalProofApiTest.shortOfTheOptimum();
        Api.admin()
                .contentType("application/json")
                .body(Map.of("kind", "last", "size", 3, "limit", "30s"))
                .post("/api/records/" + record + "/local-proofs")
                .then()
                .statusCode(201);
        browser.get(base + "#/records/" + record);
        waiting(60).until(d -> {
            d.navigate().refresh();
            return !Chromium.waiting(d, 10)
                    .until(page -> page.findElement(By.cssSelector("section.local-proofs")))
                    .findElements(By.cssSelector(".proof-alert"))
                    .isEmpty();
        });
        String alert = (String)
                browser.executeScript("return document.querySelector('section.local-proofs .proof-alert').textContent");
        assertEquals("35 reaches the proven optimum", alert);
    }

    @Test
    void aSearcherAsksWhereAGameLostItsPotentialAndThePageDrawsTheCurveAndItsBlunder() throws Exception {
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(System.nanoTime()));
        long record = Api.fileAsAdmin(game);
        int n = game.moveCount();
        browser.get(base + "#/records/" + record);
        waiting(10).until(d -> d.findElement(By.cssSelector("section.potential"))
                .getText()
                .contains("A searcher's token can ask the server to compute it."));
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        try {
            browser.get(base + "#/records/" + record);
            waiting(10)
                    .until(d -> d.findElement(By.cssSelector("button.ask-potential")))
                    .click();
            waiting(90)
                    .until(d -> d.findElements(By.cssSelector(".potential-chart circle[data-move]"))
                                    .size()
                            == n + 1);
            String verdict =
                    browser.findElement(By.cssSelector(".potential-blunder")).getText();
            assertTrue(
                    verdict.matches(
                                    "Move \\d+ lost the most: after it \\d+ moves at best \\((proven|found)\\), before it "
                                            + "\\d+ \\((proven|found)\\)\\.")
                            || verdict.equals("No position of it is known to reach more than its " + n
                                    + " moves: it never lost potential that we know of."),
                    verdict);
            browser.findElement(By.cssSelector(".potential-chart circle[data-move='3']"))
                    .click();
            waiting(10).until(d -> d.findElement(By.cssSelector(".move-label"))
                    .getText()
                    .equals("move 3 of " + n));
            // the cursor follows the move shown, however it is chosen
            waiting(5).until(d -> "3".equals(cursorMove()));
            browser.findElement(By.tagName("h1")).click();
            browser.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
            waiting(5).until(d -> "4".equals(cursorMove()));
            // every drop is listed with its grade; the curve starts at 4D's proven optimum, so a shorter game has one
            assertTrue(
                    browser.findElements(By.cssSelector(".potential-drops li")).size() >= (n < 35 ? 1 : 0),
                    browser.findElement(By.cssSelector("section.potential")).getText());
            // zoomed in all the way, each point is a finger's target and the chart scrolls, the cursor kept
            while (browser.findElement(By.cssSelector("button.zoom-in")).isEnabled()) {
                browser.findElement(By.cssSelector("button.zoom-in")).click();
            }
            waiting(5).until(d -> "12"
                    .equals(d.findElement(By.cssSelector(".potential-chart circle.target[data-move='4']"))
                            .getAttribute("r")));
            assertEquals("4", cursorMove(), "the cursor stays on the move shown");
            assertTrue(
                    Integer.parseInt(browser.findElement(By.cssSelector(".potential-chart"))
                                    .getAttribute("width"))
                            > 480,
                    "wider than its place: it scrolls");
            shot("record-potential");
            // on a phone the curve sits with the board, above the move list and the record's facts
            browser.manage().window().setSize(new Dimension(390, 844));
            try {
                waiting(5)
                        .until(d -> d.findElement(By.cssSelector("section.potential"))
                                        .getLocation()
                                        .getY()
                                < d.findElement(By.cssSelector(".record aside"))
                                        .getLocation()
                                        .getY());
            } finally {
                browser.manage().window().setSize(new Dimension(1280, 900));
            }
            assertConsoleClean();
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.token')");
        }
    }

    /** The move the potential chart's cursor stands on. */
    private String cursorMove() {
        return browser.findElement(By.cssSelector(".potential-chart line.cursor"))
                .getAttribute("data-move");
    }

    @Test
    void aProofShippedWithTheCorpusIsStatedOnItsRecordPageWithWhoMeasuredItAndWhen() {
        ShippedLocalProof shipped = LocalProofApiTest.shippedEndGame();
        MsrRecord game = shipped.record();
        long record = Api.fileAsAdmin(game);
        String statement = "no longer game shares its first " + (game.moveCount() - shipped.size()) + " moves";
        waiting(60).until(d -> {
            d.navigate().to(base + "#/records/" + record);
            d.navigate().refresh();
            return Chromium.waiting(d, 10)
                    .until(page -> page.findElement(By.cssSelector("section.local-proofs")))
                    .getText()
                    .contains(statement);
        });
        String by = browser.findElement(By.cssSelector("section.local-proofs .proof-by"))
                .getText();
        assertTrue(by.startsWith("· by Morpion (corpus), "), by);
        assertTrue(by.contains(String.valueOf(shipped.measuredOn().getYear())), by);
    }

    @Test
    void withoutATokenTheRecordPageOffersNoSweep() {
        long record = Api.firstRecordId("variant", "4D");
        browser.get(base + "#/records/" + record);
        waiting(10).until(d -> d.findElement(By.cssSelector("section.local-proofs")));
        assertTrue(browser.findElements(By.cssSelector(".local-proof-queue")).isEmpty(), "no form without a token");
    }
}
