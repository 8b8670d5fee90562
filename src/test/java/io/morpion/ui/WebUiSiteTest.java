package io.morpion.ui;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The web UI in a real headless Chromium against the service: the site as a whole: tokens and who may do what, submitting games, shortcuts, the theme and a phone's screen. */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiSiteTest extends ChromiumPageTest {

    @Test
    void aWrongSavedTokenLeavesThePublicPagesWorkingAndSaysSoOnce() throws Exception {
        browser.get(base.toString());
        browser.executeScript("localStorage.setItem('morpion.token', 'mpt_not-a-token-of-this-server')");
        try {
            browser.navigate().refresh();
            waiting(20)
                    .until(d -> d.findElements(By.cssSelector("table.records tbody tr"))
                                    .size()
                            > 0);
            assertEquals(4, browser.findElements(By.cssSelector(".bests .card")).size());
            List<WebElement> notices = browser.findElements(By.id("token-refused"));
            assertEquals(1, notices.size(), "one notice, however many reads the page made");
            assertTrue(
                    notices.get(0).getText().contains("refused your saved token"),
                    notices.get(0).getText());
            browser.get(base + "#/runs");
            waiting(20).until(d -> d.findElements(By.cssSelector("form.queue")).size() > 0);
            // the webhook's section asks with the token too, and goes quietly when it is refused
            waiting(10).until(d -> d.findElements(By.cssSelector("details.webhook"))
                    .isEmpty());
            assertTrue(
                    browser.findElements(By.cssSelector("main .error")).isEmpty(),
                    "no page breaks on the token: "
                            + browser.findElement(By.tagName("main")).getText());
            browser.findElement(By.cssSelector("#token-refused button")).click();
            assertTrue(browser.findElements(By.id("token-refused")).isEmpty(), "the banner goes with the token");
            assertEquals(
                    "", String.valueOf(browser.executeScript("return localStorage.getItem('morpion.token') || ''")));
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.token')");
        }
        // reading the log empties it: the refused reads are this test's, and nothing else went wrong
        List<LogEntry> severe = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .filter(e -> !e.getMessage().contains("status of 401"))
                .toList();
        assertTrue(severe.isEmpty(), "browser console: " + severe);
    }

    @Test
    void theTokenFieldStandsInTheHeaderOnlyWhereSearchesAreQueuedAndAButtonOpensItElsewhere() throws Exception {
        browser.get(base + "#/runs");
        waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        assertTrue(browser.findElement(By.id("token")).isDisplayed(), "on Searches the field is in the header");
        assertTrue(!browser.findElement(By.id("token-open")).isDisplayed());
        browser.get(base + "#/");
        waiting(10).until(d -> !d.findElement(By.id("token")).isDisplayed());
        WebElement opener = browser.findElement(By.id("token-open"));
        assertTrue(opener.isDisplayed(), "on the corpus a button stands for it");
        opener.click();
        WebElement field = browser.findElement(By.id("token"));
        waiting(5).until(d -> field.isDisplayed());
        assertEquals(field, browser.switchTo().activeElement(), "the field opens ready to type in");
        assertEquals("true", opener.getAttribute("aria-expanded"));
        browser.get(base + "#/play");
        waiting(5).until(d -> !field.isDisplayed());
        assertConsoleClean();
    }

    @Test
    void anIllegalSubmissionShowsTheBoardUpToItsBadMoveAndADuplicateLinksTheRecord() throws Exception {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        String illegal = Msr.toJson(MsrRecord.of(rosin.variant(), rosin.moves().subList(1, 40)));
        pasteOnSubmit(illegal);
        browser.findElement(By.cssSelector("form.submit button[type=submit]")).click();
        waiting(20)
                .until(d -> d.findElements(By.cssSelector(".verdict svg.board")).size() == 1);
        assertTrue(
                browser.findElement(By.cssSelector(".verdict .error"))
                        .getText()
                        .matches("Illegal game: move \\d+ needs the point \\(-?\\d+,-?\\d+\\) on its line, which is "
                                + "not on the board yet\\."),
                browser.findElement(By.cssSelector(".verdict")).getText());
        assertEquals(
                1,
                browser.findElements(By.cssSelector(".verdict svg.board .line.bad"))
                        .size());
        assertEquals(
                1,
                browser.findElements(By.cssSelector(".verdict svg.board circle.move.bad"))
                        .size());
        assertEquals(
                1,
                browser.findElements(By.cssSelector(".verdict svg.board circle.missing"))
                        .size(),
                "the point the bad move lacks is marked");
        assertTrue(
                !browser.findElements(By.cssSelector(".verdict svg.board g.coordinates text"))
                        .isEmpty(),
                "the coordinates the error names are on the board");
        int badMove = Integer.parseInt(browser.findElement(By.cssSelector(".verdict .error"))
                .getText()
                .replaceAll("^Illegal game: move (\\d+).*", "$1"));
        assertEquals(
                badMove,
                browser.findElements(By.cssSelector(".verdict svg.board .line")).size(),
                "the position at the bad move, not the whole game");
        shot("submit-illegal");

        browser.executeScript(
                "arguments[0].value = arguments[1]", browser.findElement(By.name("game")), Msr.encode(rosin));
        browser.findElement(By.cssSelector("form.submit button[type=submit]")).click();
        WebElement ok = waiting(20).until(d -> d.findElement(By.cssSelector(".verdict .ok")));
        assertTrue(ok.getText().startsWith("Legal, and already here as record "), ok.getText());
        ok.findElement(By.tagName("a")).click();
        waiting(10).until(d -> d.findElement(By.tagName("h1")).getText().startsWith("5T · 178 moves"));
        shot("submit-duplicate");

        // A file dropped on the drop zone, as a browser's drag and drop delivers it.
        browser.get(base + "#/submit");
        WebElement zone = waiting(10).until(d -> d.findElement(By.cssSelector(".drop")));
        dropFile(
                zone,
                "dropped.msr",
                Msr.encode(io.morpion.RandomGames.finished(rosin.variant(), new java.util.Random(System.nanoTime()))));
        assertTrue(zone.getText().startsWith("Ready: dropped.msr"), zone.getText());
        browser.findElement(By.cssSelector("form.submit button[type=submit]")).click();
        WebElement dropped = waiting(20).until(d -> d.findElement(By.cssSelector(".verdict .ok")));
        assertTrue(
                dropped.getText()
                        .matches("(Legal and stored: record \\d+|Legal, and already here as record \\d+)"
                                + " \\(5T; legal: \\d+ moves, none left to play\\)\\."),
                dropped.getText());
        assertConsoleClean();
    }

    @Test
    void aSubmissionCarriesItsAuthorDescriptionAndTagsAndTheAuthorIsRemembered() throws Exception {
        // a finished game: without a token, only those are taken
        String finished = Msr.encode(io.morpion.RandomGames.finished(
                io.morpion.msr.Variant.FIVE_DISJOINT, new java.util.Random(System.nanoTime())));
        pasteOnSubmit(finished);
        browser.findElement(By.name("author")).clear();
        browser.findElement(By.name("author")).sendKeys("Ada Player");
        browser.findElement(By.name("description")).sendKeys("a game to study");
        browser.findElement(By.name("tags")).sendKeys("opening, study");
        browser.findElement(By.cssSelector("form.submit button[type=submit]")).click();
        WebElement ok = waiting(20).until(d -> d.findElement(By.cssSelector(".verdict .ok")));
        long id = Long.parseLong(ok.findElement(By.tagName("a")).getText().replace("record ", ""));
        io.restassured.path.json.JsonPath record =
                given().get("/api/records/" + id).jsonPath();
        assertEquals("Ada Player", record.getString("author"));
        assertEquals("Ada Player", record.getString("submittedBy"));
        assertEquals("a game to study", record.getString("description"));
        assertEquals(
                List.of("opening", "study"), Msr.decode(record.getString("msr")).tags());
        assertEquals(true, record.getBoolean("terminal"));
        browser.get(base + "#/play");
        assertEquals(
                "Ada Player",
                waiting(10).until(d -> d.findElement(By.name("author"))).getAttribute("value"),
                "the author is remembered for the next game");
        assertConsoleClean();
    }

    @Test
    void controlsShowOnlyToWhoMayUseThemAndTokenTroublesAreSaidInThePlayersTerms() throws Exception {
        long run = queue(Requests.run("5D")
                .algorithm("nrpa")
                .param("level", 2)
                .time("60s")
                .seed(8));
        try {
            browser.get(base + "#/");
            browser.executeScript("localStorage.removeItem('morpion.token')");
            browser.get(base + "#/runs/" + run);
            browser.navigate().refresh();
            waiting(30).until(d -> field("status").startsWith("running"));
            assertEquals(List.of(), runControls(), "a visitor without a token gets no controls");

            saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
            waiting(10).until(d -> runControls().equals(List.of("Pause", "Cancel")));

            browser.get(base + "#/runs");
            WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
            for (String name : List.of("time", "nodes", "target")) {
                form.findElement(By.name(name)).clear();
            }
            form.findElement(By.name("params")).sendKeys(Keys.END, " ");
            waiting(5)
                    .until(d -> text("p.endless").startsWith("No time, node or target budget: this run goes on until"));
            form.findElement(By.name("time")).sendKeys("5s");
            waiting(5).until(d -> text("p.endless").isEmpty());

            WebElement tokenField = browser.findElement(By.id("token"));
            tokenField.clear();
            tokenField.sendKeys("mpt_not-a-token-anyone-made-000");
            browser.findElement(By.cssSelector("#token-form button")).click();
            assertEquals(
                    "5s", form.findElement(By.name("time")).getAttribute("value"), "saving a token keeps the form");
            form.findElement(By.cssSelector("button[type=submit]")).click();
            waiting(10).until(d -> text("form.queue ~ div .error")
                    .startsWith("The server refused the token saved in "
                            + "this browser: it is unknown, revoked or expired."));

            tokenField.clear();
            browser.findElement(By.cssSelector("#token-form button")).click();
            form.findElement(By.cssSelector("button[type=submit]")).click();
            waiting(10).until(d -> text("form.queue ~ div .error")
                    .startsWith("This needs a token, and none is saved " + "in this browser"));
        } finally {
            browser.findElement(By.id("token")).clear();
            saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
            Api.admin().post("/api/runs/" + run + "/cancel");
        }
        // the console holds the refused calls' 401s, which this test asked for: read them out, so that the
        // next test's console check starts clean
        browser.manage().logs().get(LogType.BROWSER);
    }

    @Test
    void questionMarkListsEveryShortcutAndTheKeysMoveBetweenPages() throws Exception {
        browser.get(base + "#/");
        waiting(20)
                .until(d ->
                        d.findElements(By.cssSelector("table.records tbody tr")).size() > 0);
        browser.findElement(By.tagName("h1")).click();
        browser.switchTo().activeElement().sendKeys("?");
        WebElement list = waiting(5).until(d -> d.findElement(By.id("shortcuts")));
        assertTrue(
                list.getText().contains("history") && list.getText().contains("record: move numbers on or off"),
                list.getText());
        shot("shortcuts");
        browser.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        assertTrue(browser.findElements(By.id("shortcuts")).isEmpty());
        browser.switchTo().activeElement().sendKeys("h");
        waiting(5).until(d -> d.getCurrentUrl().endsWith("#/history"));
        browser.findElement(By.tagName("body")).sendKeys("c");
        waiting(5).until(d -> d.getCurrentUrl().endsWith("#/"));
        assertConsoleClean();
    }

    @Test
    void theDarkThemeRestylesTheBoardAndIsKeptAcrossVisits() throws Exception {
        browser.get(base + "#/play?variant=4T");
        waiting(20)
                .until(d ->
                        d.findElements(By.cssSelector("svg.board circle.cross")).size() > 0);
        String crossFill = "return getComputedStyle(document.querySelector('svg.board circle.cross')).fill";
        String light = String.valueOf(browser.executeScript(crossFill));
        browser.findElement(By.id("theme")).click();
        try {
            assertEquals("dark", browser.executeScript("return document.documentElement.dataset.theme"));
            assertEquals("rgb(230, 233, 239)", browser.executeScript(crossFill), "light crosses on the dark board");
            shot("play-dark");
            browser.navigate().refresh();
            waiting(20)
                    .until(d -> d.findElements(By.cssSelector("svg.board circle.cross"))
                                    .size()
                            > 0);
            assertEquals("dark", browser.executeScript("return document.documentElement.dataset.theme"), "kept");
        } finally {
            browser.findElement(By.id("theme")).click();
        }
        assertEquals(light, browser.executeScript(crossFill));
        assertConsoleClean();
    }

    /** Opens Submit with this game text in its field. */
    @Test
    void submitSaysWhetherItSendsTheFileOrThePastedTextAndAFileCanBeRemoved() throws Exception {
        Path folder = io.morpion.TempDirs.create("morpion-submit-");
        try {
            Path file = folder.resolve("four-d.msr");
            Files.writeString(file, Msr.encode(CorpusGames.game("4D/hyyroporanen35.json")));
            openSubmitAfresh();
            WebElement chooser = waiting(10).until(d -> d.findElement(By.cssSelector(".drop input[type=file]")));
            chooser.sendKeys(file.toString());
            waiting(5).until(d -> sending().equals("Verify and submit sends the file four-d.msr, not the text box."));
            browser.findElement(By.cssSelector("button.remove-file")).click();
            waiting(5).until(d -> sending().isEmpty());
            assertEquals("", chooser.getAttribute("value"), "the file is no longer chosen");
            assertTrue(
                    !browser.findElement(By.cssSelector("button.remove-file")).isDisplayed());

            chooser.sendKeys(file.toString());
            waiting(5).until(d -> sending().startsWith("Verify and submit sends the file four-d.msr"));
            browser.findElement(By.name("game")).sendKeys(Msr.encode(CorpusGames.game("5T/rosin178.json")));
            waiting(5).until(d -> sending().equals("Verify and submit sends the text pasted above."));
            browser.findElement(By.cssSelector("form.submit button[type=submit]"))
                    .click();
            WebElement verdict = waiting(20).until(d -> d.findElement(By.cssSelector(".verdict .ok")));
            assertTrue(
                    verdict.getText().contains("(5T;"),
                    "the pasted 5T game was judged, not the 4D file: " + verdict.getText());
            assertEquals(
                    "Sent: the pasted text.",
                    browser.findElement(By.cssSelector(".verdict .sent")).getText());
            assertConsoleClean();
        } finally {
            io.morpion.TempDirs.delete(folder);
        }
    }

    @Test
    void thePagesFitAPhone() throws Exception {
        ChromeDriver phone = Chromium.start(390, 844);
        try {
            phone.get(base.toString());
            new WebDriverWait(phone, Duration.ofSeconds(20))
                    .until(d -> d.findElements(By.cssSelector("table.records tbody tr"))
                                    .size()
                            > 0);
            assertFits(phone, "corpus");
            double header = ((Number) phone.executeScript("return document.querySelector('header.top')"
                            + ".getBoundingClientRect().height / innerHeight"))
                    .doubleValue();
            assertTrue(header <= 0.2, "the header takes " + Math.round(header * 100) + " % of the first screen");
            for (WebElement gloss : phone.findElements(By.cssSelector(".bests .card small.gloss"))) {
                assertTrue(gloss.isDisplayed(), "each variant card says what its code means");
                assertTrue(
                        (Boolean) phone.executeScript(
                                "return arguments[0].scrollWidth <= arguments[0].clientWidth", gloss),
                        "in one unclipped line: " + gloss.getText());
            }
            assertEquals(
                    4,
                    phone.findElements(By.cssSelector(".bests .card small.gloss")).stream()
                            .map(WebElement::getText)
                            .filter(text -> text.matches("[45] in a row, (may touch|apart)"))
                            .count());
            assertTrue(
                    (Boolean) phone.executeScript("return document.querySelector('table.records tbody tr')"
                            + ".getBoundingClientRect().top < innerHeight"),
                    "the list starts on the first screen");
            long record = given().queryParam("variant", "5D")
                    .get("/api/records")
                    .jsonPath()
                    .getLong("items[0].id");
            for (String[] page : new String[][] {
                {"#/records/" + record, "svg.board"},
                {"#/play?variant=4T", "circle.legal"},
                {"#/submit", "textarea"},
                {"#/runs", "form.queue"},
                {"#/history", "h1"}
            }) {
                phone.get(base + page[0]);
                new WebDriverWait(phone, Duration.ofSeconds(20))
                        .until(d -> d.findElements(By.cssSelector(page[1])).size() > 0);
                assertFits(phone, page[0].replaceAll("[^a-z]+", "-").replaceAll("^-|-$", ""));
                if (page[0].startsWith("#/records/")) {
                    assertTrue(
                            (Boolean) phone.executeScript("const b = document.querySelector('svg.board')"
                                    + ".getBoundingClientRect(); return "
                                    + "[...document.querySelectorAll('svg.board circle.move')]"
                                    + ".every(c => { const r = c.getBoundingClientRect(); return "
                                    + "r.left >= b.left - 1"
                                    + " && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom "
                                    + "<= b.bottom + 1; })"),
                            "the record opens fitted: every dot of the game on the board");
                }
            }
        } finally {
            phone.quit();
        }
    }
}
