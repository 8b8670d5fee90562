package io.morpion.ui;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.Waits;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Provenance;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The web UI in a real headless Chromium against the service and its real database. */
@QuarkusTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiTest {

    private static final Path SHOTS = Path.of("target", "screenshots");
    private static ChromeDriver browser;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void openBrowser() throws Exception {
        Files.createDirectories(SHOTS);
        browser = Chromium.start(1280, 900);
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    private WebDriverWait waiting(int seconds) {
        return new WebDriverWait(browser, Duration.ofSeconds(seconds));
    }

    private void shot(String name) throws Exception {
        Files.write(SHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    /** A figure of the run page, read in one go: the page redraws them every second. */
    private String field(String name) {
        Object text = browser.executeScript(
                "const e = document.querySelector('[data-field=' + arguments[0] + ']');"
                        + " return e ? e.textContent : '';",
                name);
        return String.valueOf(text);
    }

    /** No script error, no CSP violation: the console stays clean. */
    private void assertConsoleClean() {
        // An illegal game is answered 422 on purpose; Chromium logs every 4xx answer as an error.
        List<LogEntry> severe = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .filter(e -> !e.getMessage().contains("the server responded with a status of 422"))
                .toList();
        assertTrue(severe.isEmpty(), "browser console: " + severe);
    }

    @Test
    void aSolversSeedAboveTwoToTheFiftyThreeReadsBackExactlyOnTheRecordPage() throws Exception {
        MsrRecord rosin = corpusGame("5T/rosin178.json");
        long seed = (1L << 53) + 1;
        MsrRecord found = Provenance.stamp(
                        MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 71)), "nrpa level=1", seed, 1_000, 1.5)
                .build();
        String id = given().contentType("text/plain")
                .body(Msr.encode(found))
                .post("/api/records")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("record.id");
        browser.get(base + "#/records/" + id);
        waiting(10).until(d -> d.findElement(By.tagName("main")).getText().contains("nrpa level=1"));
        String page = browser.findElement(By.tagName("main")).getText();
        assertTrue(page.contains(Long.toString(seed)), "the seed as the run had it: " + page);
        assertConsoleClean();
    }

    @Test
    void theCorpusListsRecordsWithTheBestOfEachVariantAndARecordReplaysToItsLastMove() throws Exception {
        browser.get(base.toString());
        waiting(20)
                .until(d ->
                        d.findElements(By.cssSelector("table.records tbody tr")).size() > 0);
        List<WebElement> bests = browser.findElements(By.cssSelector(".bests .card"));
        assertEquals(4, bests.size());
        assertTrue(browser.findElement(By.cssSelector(".bests"))
                .getText()
                .contains("World record 178, Christopher D. Rosin, Aug 2011"));
        assertEquals(
                List.of("5T · 178", "5D · 82", "4T · 62", "4D · 35"),
                bests.stream()
                        .map(b -> b.findElement(By.tagName("strong")).getText())
                        .toList(),
                "the cards lead with 5T");
        assertTrue(
                browser.findElements(By.cssSelector("table.records tbody tr")).stream()
                        .map(r -> r.findElements(By.tagName("td")).get(5).getText())
                        .allMatch(o -> o.equals("corpus") || o.startsWith("submission")),
                "the corpus opens on its own records");
        shot("corpus");
        WebElement corpusTable = browser.findElement(By.cssSelector("table.records"));
        new Select(browser.findElement(By.name("origin"))).selectByVisibleText("found by searches");
        waiting(10).until(ExpectedConditions.stalenessOf(corpusTable));
        waiting(10)
                .until(d -> d.findElements(By.cssSelector("section.ladders p.hint a[href='#/history']"))
                                .size()
                        == 1);
        assertTrue(browser.getCurrentUrl().contains("origin=solver"), browser.getCurrentUrl());
        assertEquals(
                "Games found by searches", browser.findElement(By.tagName("h1")).getText());
        browser.get(base.toString());
        waiting(20)
                .until(d ->
                        d.findElements(By.cssSelector("table.records tbody tr")).size() > 0);

        WebElement before = browser.findElement(By.cssSelector("table.records"));
        new Select(browser.findElement(By.name("variant"))).selectByVisibleText("5T");
        waiting(10).until(ExpectedConditions.stalenessOf(before));
        waiting(10)
                .until(d ->
                        d.findElements(By.cssSelector("table.records tbody tr")).size() > 0
                                && d.findElements(By.cssSelector("table.records tbody tr")).stream()
                                        .allMatch(r -> r.findElements(By.tagName("td"))
                                                .get(1)
                                                .getText()
                                                .equals("5T")));
        assertTrue(browser.getCurrentUrl().contains("variant=5T"), browser.getCurrentUrl());
        browser.findElement(By.cssSelector("table.records tbody tr td:nth-child(3) a"))
                .click();
        waiting(20).until(d -> d.findElements(By.cssSelector("svg.board")).size() == 1);
        assertTrue(browser.findElement(By.tagName("h1")).getText().startsWith("5T · 178 moves"));
        waiting(5).until(d -> d.getTitle().equals("5T · 178 moves by Christopher D. Rosin · Morpion"));
        assertEquals(
                "http://morpionsolitaire.com/Grid5T178Rosin.txt",
                browser.findElement(By.xpath("//dt[text()='Source']/following-sibling::dd[1]/a"))
                        .getAttribute("href"));
        // the keys step through the game wherever the focus is
        browser.findElement(By.tagName("h1")).click();
        browser.switchTo().activeElement().sendKeys(org.openqa.selenium.Keys.HOME);
        assertEquals(
                "move 0 of 178",
                browser.findElement(By.cssSelector(".move-label")).getText());
        browser.switchTo().activeElement().sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
        assertEquals(
                "move 1 of 178",
                browser.findElement(By.cssSelector(".move-label")).getText());
        browser.switchTo().activeElement().sendKeys(org.openqa.selenium.Keys.END);
        assertEquals(
                "move 178 of 178",
                browser.findElement(By.cssSelector(".move-label")).getText());

        // Back to the start, then play to the end with the slider and the buttons.
        WebElement slider = browser.findElement(By.cssSelector("input[type=range]"));
        browser.executeScript("arguments[0].value = 0; arguments[0].dispatchEvent(new Event('input'))", slider);
        assertEquals(
                "move 0 of 178",
                browser.findElement(By.cssSelector(".move-label")).getText());
        assertEquals(0, browser.findElements(By.cssSelector("svg.board .line")).size());
        browser.findElement(By.xpath("//button[text()='›']")).click();
        assertEquals(1, browser.findElements(By.cssSelector("svg.board .line")).size());
        browser.executeScript("arguments[0].value = 177; arguments[0].dispatchEvent(new Event('input'))", slider);
        browser.findElement(By.xpath("//button[text()='Play']")).click();
        waiting(10)
                .until(d ->
                        d.findElement(By.cssSelector(".move-label")).getText().equals("move 178 of 178"));
        assertEquals(
                178, browser.findElements(By.cssSelector("svg.board .line")).size());
        WebElement numbers = browser.findElement(By.cssSelector(".controls input[type=checkbox]"));
        if (!numbers.isSelected()) {
            numbers.click();
        }
        assertEquals(
                178,
                browser.findElements(By.cssSelector("svg.board text.number")).size());
        String unturned = linePlaces(browser);
        browser.findElement(By.xpath("//button[contains(text(),'Rotate')]")).click();
        assertEquals(
                178, browser.findElements(By.cssSelector("svg.board .line")).size());
        waiting(10).until(d -> !linePlaces(browser).equals(unturned));
        assertTrue(!linePlaces(browser).equals(unturned), "Rotate moved the board's lines");
        assertTrue(browser.findElement(By.cssSelector(".downloads")).getText().contains("pentasol"));
        shot("record");
        assertConsoleClean();
    }

    @Test
    void theCorpusOpensOnGamesNearTheRecordsAndEveryScoreSortsAndOpensFromItsRow() throws Exception {
        MsrRecord rosin = corpusGame("5T/rosin178.json");
        String weak = given().contentType("application/json")
                .body(Msr.toJson(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 27))))
                .post("/api/records")
                .then()
                .extract()
                .jsonPath()
                .getString("record.id");
        openAfresh("#/?variant=5T&sort=score");
        waiting(20)
                .until(d ->
                        d.findElements(By.cssSelector("table.records tbody tr")).size() > 0);
        assertTrue(
                browser.findElements(By.cssSelector("table.records a[href='#/records/" + weak + "']"))
                        .isEmpty(),
                "a 27-move try is not among the records at first");
        assertTrue(
                text("p.floor").startsWith("Submissions start at 143 (5T) · 66 (5D) · 50 (4T) · 28 (4D)"),
                text("p.floor"));
        browser.findElement(By.cssSelector("p.floor a")).click();
        waiting(20).until(d -> !d.findElements(By.cssSelector("table.records a[href='#/records/" + weak + "']"))
                .isEmpty());

        browser.findElement(By.xpath("//table[@class='records']//th//button[starts-with(text(), 'Score')]"))
                .click();
        waiting(10).until(d -> d.getCurrentUrl().contains("sort=-score"));
        waiting(20).until(d -> text("table.records tbody tr:first-child td:nth-child(3)")
                .startsWith("178"));
        browser.findElement(By.cssSelector("table.records tbody tr:first-child td:nth-child(5)"))
                .click();
        waiting(10).until(d -> d.getCurrentUrl().matches(".*#/records/\\d+$"));
        assertConsoleClean();
    }

    @Test
    void aNewcomerLearnsTheGameFromTheLandingPageTheRulesAndAFirstHintOnPlay() throws Exception {
        openAfresh("#/");
        WebElement about = waiting(20).until(d -> d.findElement(By.cssSelector("section.about")));
        assertTrue(about.getText().startsWith("Morpion Solitaire: draw lines of five dots"), about.getText());
        about.findElement(By.linkText("How to play")).click();
        waiting(10).until(d -> text("h1").equals("How to play"));
        int before = browser.findElements(By.cssSelector(".rules-board"))
                .get(0)
                .findElements(By.cssSelector(".line"))
                .size();
        waiting(5)
                .until(d -> d.findElements(By.cssSelector(".rules-board"))
                                .get(0)
                                .findElements(By.cssSelector(".line"))
                                .size()
                        != before);
        assertEquals(
                1,
                browser.findElements(By.cssSelector(".rules-pair figure"))
                        .get(1)
                        .findElements(By.cssSelector(".line.bad"))
                        .size(),
                "the move disjoint lines forbid is drawn as refused");
        assertEquals(4, browser.findElements(By.cssSelector(".rules li")).size(), "the four variants");
        shot("rules");
        browser.executeScript("localStorage.removeItem('morpion.play-hint-seen')");
        browser.get(base + "#/play?variant=5T");
        WebElement hint = waiting(20).until(d -> d.findElement(By.cssSelector("p.first-time")));
        hint.findElement(By.xpath(".//button[text()='Got it']")).click();
        openAfresh("#/play?variant=4T");
        waiting(20).until(d -> status().startsWith("4T · 0 moves"));
        assertTrue(browser.findElements(By.cssSelector("p.first-time")).isEmpty(), "said once");
        assertConsoleClean();
    }

    @Test
    void anEmptyListSaysWhyInsteadOfShowingNothing() {
        browser.get(base + "#/?author=no-such-author-anywhere");
        waiting(20).until(d -> d.findElements(By.cssSelector("p.empty")).size() == 1);
        assertTrue(
                browser.findElement(By.cssSelector("p.empty")).getText().startsWith("No record matches these filters"));
        assertTrue(browser.findElements(By.cssSelector("table.records")).isEmpty());
    }

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
    void theSearchFormListsTheChosenAlgorithmsParametersAsTheServerDeclaresThem() throws Exception {
        io.restassured.path.json.JsonPath served =
                given().get("/api/algorithms").then().statusCode(200).extract().jsonPath();
        List<String> dna = served.getList("find { it.name == 'dna' }.parameters.name");
        String runDefault = served.getString("find { it.runDefault }.name");
        browser.get(base + "#/runs");
        browser.executeScript("localStorage.removeItem('morpion.search')");
        browser.navigate().refresh();
        WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        assertEquals(
                runDefault,
                new Select(form.findElement(By.name("algorithm")))
                        .getFirstSelectedOption()
                        .getText(),
                "the server's default algorithm is preselected");
        String because = served.getString("find { it.runDefault }.defaultBecause");
        String said = browser.findElement(By.cssSelector(".param-box .default-because"))
                .getText();
        assertTrue(said.startsWith(runDefault) && said.contains(because), "and the form says why: " + said);
        new Select(form.findElement(By.name("algorithm"))).selectByVisibleText("dna");
        WebElement params = form.findElement(By.name("params"));
        assertEquals("", params.getAttribute("value"), "left empty, every parameter takes its default");
        assertEquals(
                dna.get(0) + "=" + served.getString("find { it.name == 'dna' }.parameters[0].defaultValue") + ", "
                        + dna.get(1) + "=" + served.getString("find { it.name == 'dna' }.parameters[1].defaultValue"),
                params.getAttribute("placeholder"));
        browser.findElement(By.cssSelector(".param-box summary")).click();
        // the list is drawn when it opens
        waiting(5).until(d -> !d.findElements(By.cssSelector("table.params tbody tr"))
                .isEmpty());
        assertEquals(
                dna,
                browser.findElements(By.cssSelector("table.params tbody tr")).stream()
                        .map(row -> row.getAttribute("data-param"))
                        .toList());
        browser.findElement(By.cssSelector("tr[data-param=blacklist] button")).click();
        assertEquals(
                "blacklist="
                        + served.getString("find { it.name == 'dna' }.parameters.find { it.name == 'blacklist' }"
                                + ".defaultValue"),
                params.getAttribute("value"));
        shot("run-form-parameters");
        // the next test opens the form afresh, at the default algorithm
        browser.get(base + "#/");
    }

    /** Left empty, threads and workers take the server's default; the fields say it, and its most. */
    @Test
    void theThreadsAndWorkersFieldsShowTheServersDefaultAndMostForTheChosenAlgorithm() throws Exception {
        io.restassured.path.json.JsonPath served =
                given().get("/api/algorithms").then().statusCode(200).extract().jsonPath();
        browser.get(base + "#/runs");
        WebElement runForm = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        for (String algorithm : List.of("nrpa", "dna")) {
            new Select(runForm.findElement(By.name("algorithm"))).selectByVisibleText(algorithm);
            WebElement threads = runForm.findElement(By.name("threads"));
            assertEquals(
                    served.getString("find { it.name == '" + algorithm + "' }.defaultThreads"),
                    threads.getAttribute("placeholder"),
                    algorithm);
            assertEquals(
                    served.getString("find { it.name == '" + algorithm + "' }.maxThreads"),
                    threads.getAttribute("max"),
                    algorithm);
        }
        browser.get(base + "#/campaigns");
        WebElement campaignForm = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        String method = new Select(campaignForm.findElement(By.name("method")))
                .getFirstSelectedOption()
                .getText();
        assertEquals(served.getString("find { it.campaignDefault }.name"), method);
        WebElement workers = campaignForm.findElement(By.name("workers"));
        assertEquals(
                served.getString("find { it.name == '" + method + "' }.defaultWorkers"),
                workers.getAttribute("placeholder"));
        assertEquals(served.getString("find { it.name == '" + method + "' }.maxWorkers"), workers.getAttribute("max"));
        browser.get(base + "#/");
    }

    @Test
    void aQueuedSearchShowsItsScoreRisingLive() throws Exception {
        browser.get(base + "#/runs");
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        new Select(form.findElement(By.name("variant"))).selectByVisibleText("5D");
        new Select(form.findElement(By.name("algorithm"))).selectByVisibleText("nrpa");
        WebElement params = form.findElement(By.name("params"));
        params.clear();
        params.sendKeys("level=2");
        form.findElement(By.name("time")).sendKeys("8s");
        form.findElement(By.name("seed")).sendKeys("5");
        form.findElement(By.cssSelector("button[type=submit]")).click();

        try {
            waiting(20).until(d -> d.getCurrentUrl().matches(".*#/runs/\\d+$"));
            waiting(30)
                    .until(d ->
                            d.findElements(By.cssSelector("svg.board .line")).size() > 0
                                    && d.findElements(By.cssSelector("[data-field=best]"))
                                                    .size()
                                            == 1);
        } catch (RuntimeException e) {
            shot("run-failure");
            throw e;
        }
        int first = Integer.parseInt(field("best").replaceAll("^(\\d+).*", "$1"));
        waiting(10).until(d -> field("progress").strip().matches("\\d+% · ETA \\d+:\\d+"));
        assertEquals(
                List.of("Pause", "Cancel"),
                browser.findElements(By.cssSelector("p.controls button")).stream()
                        .map(WebElement::getText)
                        .toList(),
                "a running run can be paused or cancelled");
        shot("run-live");
        waiting(30).until(d -> field("status").startsWith("completed"));
        String best = field("best");
        int last = Integer.parseInt(best.replaceAll("^(\\d+).*", "$1"));
        assertTrue(last >= first && last > 50, "the best rose from " + first + " to " + last);
        assertTrue(
                best.matches(last + ", \\d+ short of the world record \\(82\\)|82 = world record .*"),
                "the best beside the 5D record: " + best);
        assertTrue(browser.findElements(By.cssSelector("svg.chart path")).size() == 1);
        assertEquals(
                1,
                browser.findElements(By.cssSelector("svg.chart line.record-line"))
                        .size(),
                "the record line");
        assertEquals(
                3, browser.findElements(By.cssSelector("svg.chart g.axis text")).size(), "the time axis");
        waiting(5)
                .until(d -> d.findElements(By.cssSelector("p.controls button")).isEmpty());
        shot("run-done");

        browser.get(base + "#/runs");
        waiting(10)
                .until(d ->
                        d.findElements(By.cssSelector("table.runs tbody tr")).size() > 0);
        assertTrue(browser.findElement(By.cssSelector("table.runs tbody"))
                .getText()
                .contains("completed"));
        WebElement again = browser.findElement(By.cssSelector("form.queue"));
        assertEquals("5D", again.findElement(By.name("variant")).getAttribute("value"), "the last search's settings");
        assertEquals("level=2", again.findElement(By.name("params")).getAttribute("value"));
        assertEquals("8s", again.findElement(By.name("time")).getAttribute("value"));
        assertEquals("", again.findElement(By.name("seed")).getAttribute("value"), "but a new seed");
        shot("runs");
        assertConsoleClean();
    }

    @Test
    void aCampaignIsStartedWatchedPausedAndStoppedFromItsPage() throws Exception {
        browser.get(base + "#/campaigns");
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        try {
            startWatchPauseAndStopACampaign();
        } finally {
            // the next test starts as a visitor, with the job thread free of this test's workers
            browser.executeScript("localStorage.removeItem('morpion.token')");
            stopEveryCampaign();
        }
    }

    @Test
    void aCampaignWhoseTimeIsUpSaysWhenItEndedAndItsWorkersCompleted() throws Exception {
        long id = Api.create(
                Api.admin(),
                "/api/campaigns",
                "{\"variant\":\"5D\",\"workers\":1,\"time\":\"3s\"," + "\"params\":{\"nrpa-iterations\":\"5\"}}");
        browser.get(base + "#/campaigns/" + id);
        waiting(60)
                .until(d -> field("status").equals("completed")
                        && text("table.workers tbody").contains("completed"));
        assertTrue(browser.findElements(By.cssSelector("[data-field=ends]")).isEmpty(), "no end ahead once it is over");
        assertTrue(!field("ended").isEmpty(), "when it ended");
        assertTrue(
                browser.findElements(By.xpath("//button[text()='Notify me']")).isEmpty(), "nothing left to notify");
        assertTrue(!text("table.workers tbody").contains("cancelled"));
        assertTrue(
                (Boolean) browser.executeScript("const w = document.querySelector('table.workers');"
                        + " return w.getBoundingClientRect().right <= document.documentElement.clientWidth"),
                "the workers fit");
        shot("campaign-completed");
        assertConsoleClean();
    }

    private static void stopEveryCampaign() throws InterruptedException {
        for (String status : List.of("ACTIVE", "PAUSED")) {
            for (String id : given().queryParam("status", status)
                    .get("/api/campaigns")
                    .jsonPath()
                    .<String>getList("items.id")) {
                Api.admin().post("/api/campaigns/" + id + "/stop").then().statusCode(200);
                Waits.until(
                        "campaign " + id + "'s workers to stop",
                        Duration.ofSeconds(60),
                        Duration.ofMillis(200),
                        () -> given().get("/api/campaigns/" + id).jsonPath().getList("workerRuns.status"),
                        statuses -> !statuses.contains("RUNNING"));
            }
        }
    }

    private void startWatchPauseAndStopACampaign() throws Exception {
        WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        new Select(form.findElement(By.name("variant"))).selectByVisibleText("5D");
        WebElement workers = form.findElement(By.name("workers"));
        workers.clear();
        workers.sendKeys("1");
        WebElement params = form.findElement(By.name("params"));
        params.clear();
        params.sendKeys("nrpa-iterations=5");
        form.findElement(By.cssSelector("button[type=submit]")).click();
        try {
            waiting(20).until(d -> d.getCurrentUrl().matches(".*#/campaigns/\\d+$"));
            waiting(60)
                    .until(d -> d.findElements(By.cssSelector("svg.board .line"))
                                            .size()
                                    > 0
                            && d.findElements(By.cssSelector("svg.census rect")).size() > 0
                            && field("workers").equals("1 of 1 running"));
        } catch (RuntimeException e) {
            shot("campaign-failure");
            throw e;
        }
        assertTrue(
                field("best").matches("\\d+, \\d+ short of the world record \\(82\\)|82 = world record .*"),
                field("best"));
        assertTrue(field("archive").matches("[\\d,]+ games? \\(at most 2,000\\)"), field("archive"));
        assertEquals("when stopped", field("ends"));
        assertEquals(
                1,
                browser.findElements(By.cssSelector("table.workers tbody tr")).size());
        assertEquals(List.of("Pause", "Stop"), controls());
        shot("campaign-live");

        // a worker's own page says whose it is
        String campaignPage = browser.getCurrentUrl();
        browser.get(
                String.valueOf(browser.executeScript("return document.querySelector('table.workers tbody a').href")));
        WebElement owner = waiting(10).until(d -> d.findElement(By.cssSelector("main p.hint a")));
        assertTrue(owner.getText().matches("A worker of campaign #\\d+"), owner.getText());
        String campaignId = owner.getText().replaceAll("\\D", "");
        waiting(10).until(d -> field("progress").equals("running until campaign #" + campaignId + " ends"));
        owner.click();
        waiting(10)
                .until(d -> d.getCurrentUrl().equals(campaignPage) && controls().size() == 2);

        clickControl("Pause");
        waiting(10).until(d -> field("status").equals("paused") && controls().equals(List.of("Resume", "Stop")));
        waiting(30).until(d -> text("table.workers tbody").contains("paused"));
        clickControl("Stop");
        waiting(10).until(d -> field("status").equals("stopped") && controls().isEmpty());

        browser.get(base + "#/campaigns");
        waiting(10).until(d -> text("table.runs tbody").contains("stopped"));
        assertEquals(
                "nrpa-iterations=5",
                browser.findElement(By.cssSelector("form.queue"))
                        .findElement(By.name("params"))
                        .getAttribute("value"),
                "the last campaign's settings");
        shot("campaigns");
        assertConsoleClean();
    }

    /** An element's text as the page has it now; the page redraws its tables every two seconds. */
    private String text(String css) {
        return String.valueOf(browser.executeScript(
                "const e = document.querySelector(arguments[0]);" + " return e ? e.textContent : '';", css));
    }

    /** Clicks the control button with this word, again if the page redrew it between finding and clicking. */
    private void clickControl(String word) {
        waiting(10).ignoring(StaleElementReferenceException.class).until(d -> {
            for (WebElement button : d.findElements(By.cssSelector("p.controls button"))) {
                if (button.getText().equals(word)) {
                    button.click();
                    return true;
                }
            }
            return false;
        });
    }

    /** The control buttons' words; none while the page is replacing them. */
    private List<String> controls() {
        try {
            return browser.findElements(By.cssSelector("p.controls button")).stream()
                    .map(WebElement::getText)
                    .toList();
        } catch (StaleElementReferenceException redrawn) {
            return List.of();
        }
    }

    @Test
    void anIllegalSubmissionShowsTheBoardUpToItsBadMoveAndADuplicateLinksTheRecord() throws Exception {
        MsrRecord rosin = corpusGame("5T/rosin178.json");
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
                Msr.encode(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 61))));
        assertTrue(zone.getText().startsWith("Ready: dropped.msr"), zone.getText());
        browser.findElement(By.cssSelector("form.submit button[type=submit]")).click();
        WebElement dropped = waiting(20).until(d -> d.findElement(By.cssSelector(".verdict .ok")));
        assertTrue(
                dropped.getText()
                        .matches("(Legal and stored: record \\d+|Legal, and already here as record \\d+)"
                                + " \\(5T; legal: 61 moves, \\d+ still possible\\)\\."),
                dropped.getText());
        assertConsoleClean();
    }

    @Test
    void aSubmissionCarriesItsAuthorDescriptionAndTagsAndTheAuthorIsRemembered() throws Exception {
        MsrRecord rosin = corpusGame("5D/rosin82.json");
        String opening = Msr.encode(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 23)));
        pasteOnSubmit(opening);
        browser.findElement(By.name("author")).clear();
        browser.findElement(By.name("author")).sendKeys("Ada Player");
        browser.findElement(By.name("description")).sendKeys("an opening to study");
        browser.findElement(By.name("tags")).sendKeys("opening, study");
        browser.findElement(By.cssSelector("form.submit button[type=submit]")).click();
        WebElement ok = waiting(20).until(d -> d.findElement(By.cssSelector(".verdict .ok")));
        long id = Long.parseLong(ok.findElement(By.tagName("a")).getText().replace("record ", ""));
        io.restassured.path.json.JsonPath record =
                given().get("/api/records/" + id).jsonPath();
        assertEquals("Ada Player", record.getString("author"));
        assertEquals("Ada Player", record.getString("submittedBy"));
        assertEquals("an opening to study", record.getString("description"));
        assertEquals(
                List.of("opening", "study"), Msr.decode(record.getString("msr")).tags());
        assertEquals(false, record.getBoolean("terminal"), "an opening is unfinished");
        browser.get(base + "#/play");
        assertEquals(
                "Ada Player",
                waiting(10).until(d -> d.findElement(By.name("author"))).getAttribute("value"),
                "the author is remembered for the next game");
        assertConsoleClean();
    }

    @Test
    void controlsShowOnlyToWhoMayUseThemAndTokenTroublesAreSaidInThePlayersTerms() throws Exception {
        long run = queue("{\"variant\":\"5D\",\"algorithm\":\"nrpa\",\"params\":{\"level\":\"2\"},"
                + "\"budget\":{\"time\":\"60s\"},\"seed\":8}");
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

    /** Types a token into the header's field, replacing what it held, and saves it. */
    private void saveToken(String token) {
        WebElement field = browser.findElement(By.id("token"));
        field.clear();
        field.sendKeys(token);
        browser.findElement(By.cssSelector("#token-form button")).click();
    }

    /** Queues a run over the API as the admin; its id. */
    private static long queue(String json) {
        return Api.create(Api.admin(), "/api/runs", json);
    }

    /** The run page's control buttons, read in one go so that a redraw between reads cannot interfere. */
    @SuppressWarnings("unchecked")
    private List<String> runControls() {
        return (List<String>) browser.executeScript(
                "return [...document.querySelectorAll('p.controls button')].map(b => b.textContent)");
    }

    @Test
    void anExactRunPageSaysHowLongItsProofTookAndHowManyPositionsItSearched() throws Exception {
        MsrRecord record = io.morpion.engine.CorpusGames.of(Variant.FOUR_DISJOINT).stream()
                .filter(g -> g.moveCount() == 35)
                .findFirst()
                .orElseThrow();
        // the best continuation of its first 22 moves: a proof of a few thousand positions
        String opening =
                Msr.encode(MsrRecord.of(Variant.FOUR_DISJOINT, record.moves().subList(0, 22)));
        long run = queue("{\"variant\":\"4D\",\"algorithm\":\"exact\",\"warm\":\"" + opening + "\"}");
        browser.get(base + "#/runs/" + run);
        waiting(60).until(d -> field("status").startsWith("completed"));
        long nodes = given().get("/api/runs/" + run).jsonPath().getLong("nodes");
        String verdict = field("verdict");
        assertTrue(
                verdict.matches("proven optimal in [0-9:]+: the whole tree was searched \\([0-9,]+ positions\\)")
                        && verdict.contains(String.format(java.util.Locale.ENGLISH, "%,d", nodes)),
                verdict);
    }

    @Test
    void aRunningProofsPageEstimatesWhenItWillBeDone() {
        // the progress row, which the runs list shares; the verdict stays "not proven" meanwhile
        onARunningProof(
                "4D",
                "running, no budget · proof done in about [0-9:]+ \\(estimated\\)",
                () -> assertEquals("best found so far: not proven", field("verdict")));
    }

    @Test
    void aProofThatWouldTakeAgesSaysSoInYears() {
        onARunningProof("5T", "running, no budget · proof done in about [0-9.,E]+ years \\(estimated\\)", () -> {});
    }

    /**
     * Queues a proof of the variant with no budget, waits on its page until its progress row matches
     * {@code progress}, checks {@code andThen}, and cancels it.
     */
    private void onARunningProof(String variant, String progress, Runnable andThen) {
        long run = queue("{\"variant\":\"" + variant + "\",\"algorithm\":\"exact\",\"threads\":1}");
        try {
            browser.get(base + "#/runs/" + run);
            waiting(60).until(d -> field("progress").matches(progress));
            andThen.run();
        } finally {
            Api.admin().post("/api/runs/" + run + "/cancel");
        }
    }

    @Test
    void aFourDSearchQueuedWithoutATargetStopsAtTheProvenOptimumWithABannerUnlessToldToKeepGoing() throws Exception {
        browser.get(base + "#/runs");
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        new Select(form.findElement(By.name("variant"))).selectByVisibleText("4D");
        new Select(form.findElement(By.name("algorithm"))).selectByVisibleText("nrpa");
        for (String[] field :
                new String[][] {{"params", "level=3"}, {"time", "60s"}, {"nodes", ""}, {"target", ""}, {"seed", "1"}}) {
            WebElement input = form.findElement(By.name(field[0]));
            input.clear();
            input.sendKeys(field[1]);
        }
        form.findElement(By.cssSelector("button[type=submit]")).click();
        waiting(20).until(d -> d.getCurrentUrl().matches(".*#/runs/\\d+$"));
        long run = Long.parseLong(browser.getCurrentUrl().replaceAll(".*#/runs/", ""));
        waiting(60).until(d -> !d.findElements(By.cssSelector(".alert-banner")).isEmpty());
        String banner = browser.findElement(By.cssSelector(".alert-banner")).getText();
        assertEquals("Proven optimum reached. Run #" + run + ": 35 = proven optimum", banner);
        waiting(30).until(d -> field("status").startsWith("completed"));
        shot("run-alert");

        browser.get(base + "#/runs");
        WebElement again = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        again.findElement(By.name("time")).clear();
        again.findElement(By.name("nodes")).sendKeys("50");
        again.findElement(By.name("keepGoing")).click();
        again.findElement(By.cssSelector("button[type=submit]")).click();
        waiting(20)
                .until(d -> d.getCurrentUrl().matches(".*#/runs/\\d+$")
                        && !d.getCurrentUrl().endsWith("/" + run));
        String onwards = browser.getCurrentUrl().replaceAll(".*#/runs/", "");
        assertNull(
                given().get("/api/runs/" + onwards)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .get("budget.target"),
                "ticked: no target");
        assertConsoleClean();
    }

    @Test
    void theHistoryChartsEachCategorysBestOverTime() throws Exception {
        long run = queue("{\"variant\":\"4T\",\"algorithm\":\"sampling\",\"params\":{\"runs\":3}}");
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> "COMPLETED"
                .equals(given().get("/api/runs/" + run).jsonPath().getString("status")));
        browser.get(base + "#/history");
        try {
            waiting(20)
                    .until(d -> d.findElements(By.cssSelector("section.series")).size() > 0);
        } catch (RuntimeException e) {
            shot("history-failure");
            throw new AssertionError(
                    "no chart; console: "
                            + browser.manage().logs().get(LogType.BROWSER).getAll() + "; page: "
                            + browser.findElement(By.tagName("main")).getText(),
                    e);
        }
        WebElement sampling = browser.findElements(By.cssSelector("section.series")).stream()
                .filter(s -> s.findElement(By.tagName("h3")).getText().startsWith("4T · sampling"))
                .findFirst()
                .orElseThrow();
        assertEquals(1, sampling.findElements(By.cssSelector("svg.chart path")).size());
        assertTrue(sampling.findElements(By.cssSelector("svg.chart circle")).size() >= 1);
        assertEquals(
                "62",
                sampling.findElement(By.cssSelector("svg.chart text.record-label"))
                        .getText(),
                "the proven optimum drawn on the chart");
        assertEquals(
                3, sampling.findElements(By.cssSelector("svg.chart .axis text")).size(), "dates on the time axis");
        WebElement story = browser.findElement(By.cssSelector("section.story"));
        WebElement fiveT = story.findElements(By.cssSelector("section.series")).get(0);
        assertEquals(
                "5T 149 → 152 → 162 → 163 → 164 → 170 → 172 → 177 → 178",
                fiveT.findElement(By.tagName("h3")).getText());
        assertEquals("Sep 1972", fiveT.findElement(By.cssSelector(".axis text")).getText());
        assertTrue(String.valueOf(
                        browser.executeScript("return arguments[0].querySelector('circle title').textContent", fiveT))
                .startsWith("149: Charles William Millington (UK), Sep 1972"));
        shot("history");
        assertConsoleClean();
    }

    @Test
    void eachSearchCategorysLadderHasItsOwnView() throws Exception {
        for (String body : new String[] {
            "{\"variant\":\"4T\",\"algorithm\":\"sampling\",\"params\":{\"runs\":3}}",
            "{\"variant\":\"4T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":1,\"iterations\":10},\"budget"
                    + "\":{\"nodes\":200},\"seed\":2}"
        }) {
            long run = queue(body);
            waiting(60).until(d -> "COMPLETED"
                    .equals(given().get("/api/runs/" + run).jsonPath().getString("status")));
        }
        browser.get(base + "#/?origin=solver");
        waiting(20)
                .until(d ->
                        d.findElements(By.cssSelector(".ladder-list a.ladder")).size() >= 2);
        WebElement sampling = browser.findElements(By.cssSelector(".ladder-list a.ladder")).stream()
                .filter(a -> a.getText().startsWith("4T · sampling"))
                .findFirst()
                .orElseThrow();
        sampling.click();
        waiting(10)
                .until(d -> d.getCurrentUrl().contains("category=sampling")
                        && d.getCurrentUrl().contains("variant=4T"));
        waiting(10)
                .until(d -> !d.findElements(By.cssSelector(".ladder.chosen")).isEmpty()
                        && !d.findElements(By.cssSelector("table.records tbody tr"))
                                .isEmpty());
        assertEquals(
                "Ladder: 4T · sampling",
                browser.findElement(By.cssSelector("section.ladders h2")).getText());
        List<WebElement> rows = browser.findElements(By.cssSelector("table.records tbody tr"));
        assertTrue(
                rows.stream().allMatch(r -> r.findElements(By.tagName("td"))
                        .get(5)
                        .getText()
                        .equals("solver (sampling)")),
                "only the sampling ladder");
        List<Integer> scores = rows.stream()
                .map(r -> Integer.parseInt(
                        r.findElements(By.tagName("td")).get(2).getText().replaceAll("\\D.*", "")))
                .toList();
        assertEquals(scores.stream().sorted(java.util.Comparator.reverseOrder()).toList(), scores, "best first");
        shot("ladder");
        assertConsoleClean();
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

    @Test
    void continuePlayingStartsFromTheMoveShownWithTheRestOfTheRecordOnRedo() throws Exception {
        long id = given().queryParam("variant", "4D")
                .queryParam("size", 1)
                .get("/api/records")
                .jsonPath()
                .getLong("items[0].id");
        browser.get(base + "#/records/" + id);
        waiting(20).until(d -> d.findElements(By.cssSelector("svg.board")).size() == 1);
        browser.findElement(By.tagName("h1")).click();
        browser.switchTo().activeElement().sendKeys(Keys.HOME, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        assertEquals(
                "move 3 of 35",
                browser.findElement(By.cssSelector(".move-label")).getText());
        browser.findElement(By.linkText("Continue playing")).click();
        waiting(20).until(d -> status().startsWith("4D · 3 moves · "));
        browser.findElement(By.xpath("//button[text()='Redo']")).click();
        waiting(10).until(d -> status().startsWith("4D · 4 moves · "));
        browser.findElement(By.xpath("//button[text()='Undo']")).click();
        browser.findElement(By.xpath("//button[text()='Undo']")).click();
        waiting(10).until(d -> status().startsWith("4D · 2 moves · "));
        assertConsoleClean();
    }

    @Test
    void aMoveListStaysInStepWithTheSliderAndTheMoveShownIsInTheAddress() throws Exception {
        long id = bestRecordId("4T");
        openAfresh("#/records/" + id + "?move=10");
        waiting(20).until(d -> text(".move-label").equals("move 10 of 62"));
        assertEquals(62, browser.findElements(By.cssSelector("ol.move-list li")).size());
        assertTrue(text("ol.move-list li.shown").startsWith("10. ("), text("ol.move-list li.shown"));
        browser.findElements(By.cssSelector("ol.move-list button.move")).get(19).click();
        waiting(5)
                .until(d -> text(".move-label").equals("move 20 of 62")
                        && d.getCurrentUrl().endsWith("?move=20"));
        assertTrue(text("ol.move-list li.shown").startsWith("20. ("));
        browser.findElement(By.tagName("h1")).click();
        browser.switchTo().activeElement().sendKeys(Keys.END);
        waiting(5).until(d -> d.getCurrentUrl().endsWith("#/records/" + id));

        browser.get(base + "#/play?variant=5T");
        waiting(20).until(d -> status().startsWith("5T · 0 moves"));
        playFirstLegalMoves("5T", 3);
        assertEquals(3, browser.findElements(By.cssSelector("ol.move-list li")).size());
        browser.findElements(By.cssSelector("ol.move-list button.move")).get(0).click();
        waiting(10).until(d -> status().startsWith("5T · 1 move · "));
        assertTrue(browser.findElement(By.cssSelector("button.redo")).isEnabled(), "the later moves wait on Redo");
        assertConsoleClean();
    }

    @Test
    void coordinatesCanBeSwitchedOnForEveryBoardAndNameThePointsAsErrorsDo() throws Exception {
        long id = bestRecordId("4D");
        openAfresh("#/records/" + id);
        WebElement toggle = waiting(20).until(d -> d.findElement(By.cssSelector("input.coordinates-toggle")));
        if (toggle.isSelected()) {
            toggle.click();
        }
        waiting(5).until(d -> d.findElements(By.cssSelector("svg.board g.coordinates"))
                .isEmpty());
        toggle.click();
        waiting(5).until(d -> !d.findElements(By.cssSelector("svg.board g.coordinates text"))
                .isEmpty());
        browser.get(base + "#/play?variant=4D");
        waiting(20).until(d -> status().startsWith("4D · 0 moves"));
        assertTrue(
                !browser.findElements(By.cssSelector("svg.board g.coordinates text"))
                        .isEmpty(),
                "one choice for every board");
        assertTrue(
                browser.findElement(By.cssSelector("input.coordinates-toggle")).isSelected());
        browser.findElement(By.cssSelector("input.coordinates-toggle")).click();
        waiting(5).until(d -> d.findElements(By.cssSelector("svg.board g.coordinates"))
                .isEmpty());
        assertConsoleClean();
    }

    @Test
    void playTurnsPreviewsExportsCopiesItsLinkAndTakesADroppedGame() throws Exception {
        browser.get(base + "#/play?variant=5T");
        waiting(20).until(d -> status().startsWith("5T · 0 moves"));
        WebElement point =
                browser.findElements(By.cssSelector("svg.board circle.legal")).get(0);
        new org.openqa.selenium.interactions.Actions(browser)
                .moveToElement(point)
                .perform();
        waiting(5).until(d -> !d.findElements(By.cssSelector("svg.board line.preview"))
                .isEmpty());
        playFirstLegalMoves("5T", 1);
        String before = linePlaces(browser);
        browser.findElement(By.cssSelector("button.rotate")).click();
        waiting(5).until(d -> !linePlaces(browser).equals(before));
        browser.findElement(By.cssSelector("button.flip")).click();
        assertTrue(status().startsWith("5T · 1 move · "), "turning the board plays nothing: " + status());

        browser.findElement(By.cssSelector("button.export-svg")).click();
        browser.findElement(By.cssSelector("button.export-png")).click();
        browser.findElement(By.cssSelector("button.copy-link")).click();
        waiting(5)
                .until(d -> text(".record aside .ok").startsWith("Link copied")
                        || !d.findElements(By.cssSelector(".record aside input[readonly]"))
                                .isEmpty());
        assertTrue(browser.findElements(By.cssSelector(".record aside .error")).isEmpty(), text(".record aside"));

        MsrRecord fourD = corpusGame("4D/hyyroporanen35.json");
        WebElement holder = browser.findElement(By.cssSelector(".board-holder"));
        dropFile(
                holder,
                "opening.msr",
                Msr.encode(MsrRecord.of(fourD.variant(), fourD.moves().subList(0, 10))));
        waiting(20).until(d -> status().startsWith("4D · 10 moves · "));
        assertConsoleClean();
    }

    @Test
    void undoAndRedoAreOffOnlyWhenTheyCanDoNothingAndAFinishedGameSaysWhereItStands() throws Exception {
        long id = bestRecordId("4D");
        browser.get(base + "#/play?from=" + id + "&at=33");
        waiting(20).until(d -> status().startsWith("4D · 33 moves · "));
        WebElement undo = browser.findElement(By.cssSelector("button.undo"));
        WebElement redo = browser.findElement(By.cssSelector("button.redo"));
        assertTrue(undo.isEnabled() && redo.isEnabled());
        redo.click();
        waiting(10).until(d -> status().startsWith("4D · 34 moves · "));
        assertEquals("", text("p.play-result"), "not over yet");
        redo.click();
        waiting(10).until(d -> status().startsWith("4D · 35 moves · game over"));
        assertTrue(!redo.isEnabled(), "nothing left to redo");
        assertEquals("🎉 35 = proven optimum", text("p.play-result"));
        assertTrue(browser.findElement(By.cssSelector("p.play-result"))
                .getAttribute("class")
                .contains("celebrate"));
        undo.click();
        waiting(10).until(d -> status().startsWith("4D · 34 moves · "));

        browser.get(base + "#/play?variant=4T");
        waiting(20).until(d -> status().startsWith("4T · 0 moves"));
        assertTrue(
                !browser.findElement(By.cssSelector("button.undo")).isEnabled()
                        && !browser.findElement(By.cssSelector("button.redo")).isEnabled(),
                "a new game has nothing to undo or redo");
        WebElement point =
                browser.findElements(By.cssSelector("svg.board circle.legal")).get(0);
        browser.executeScript("arguments[0].focus()", point);
        browser.switchTo().activeElement().sendKeys(Keys.ENTER);
        List<WebElement> choices = browser.findElements(By.cssSelector(".chooser .line-choice"));
        if (!choices.isEmpty()) {
            choices.get(0).sendKeys(Keys.ENTER);
        }
        waiting(10).until(d -> status().startsWith("4T · 1 move · "));
        waiting(5).until(d -> "circle".equals(browser.switchTo().activeElement().getTagName()));
        assertTrue(
                browser.switchTo().activeElement().getAttribute("class").contains("legal"), "focus stays on the board");
        assertConsoleClean();
    }

    @Test
    void aPointWithSeveralLinesOffersThemOnTheBoardInPlainWordsAndTheKeyboardPlays() throws Exception {
        // the first position of Rosin's 178 with a point that completes two lines
        MsrRecord rosin = corpusGame("5T/rosin178.json");
        long id = given().queryParam("author", "Rosin")
                .queryParam("variant", "5T")
                .queryParam("size", 1)
                .get("/api/records")
                .jsonPath()
                .getLong("items[0].id");
        int at = 0;
        Map<String, Object> several = null;
        while (several == null) {
            at++;
            List<Map<String, Object>> points = given().contentType("application/json")
                    .body(Msr.toJson(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, at))))
                    .post("/api/games/legal-moves")
                    .jsonPath()
                    .getList("$");
            several = points.stream()
                    .filter(p -> ((List<?>) p.get("lines")).size() > 1)
                    .findFirst()
                    .orElse(null);
        }
        int lines = ((List<?>) several.get("lines")).size();
        int played = at;
        browser.get(base + "#/play?from=" + id + "&at=" + at);
        waiting(20).until(d -> status().startsWith("5T · " + played + " moves · "));
        browser.findElement(By.cssSelector(
                        "circle.legal[data-x='" + several.get("x") + "'][data-y='" + several.get("y") + "']"))
                .click();
        List<WebElement> choices = waiting(5).until(d -> d.findElements(By.cssSelector(".chooser .line-choice")));
        assertEquals(lines, choices.size());
        assertTrue(
                choices.get(0)
                        .getText()
                        .matches("1\\. (horizontal|vertical|rising diagonal|falling diagonal), the new " + "point .*"),
                choices.get(0).getText());
        assertEquals(
                lines,
                browser.findElements(By.cssSelector("svg.board .line.candidate"))
                        .size());
        assertEquals("0", chosenLine(), "the first line is marked");
        // the wheel over the board moves the mark instead of zooming, Esc takes the offer back
        browser.executeScript("document.querySelector('svg.board').dispatchEvent(new WheelEvent('wheel',"
                + " { deltaY: 100, bubbles: true, cancelable: true }))");
        assertEquals("1", chosenLine(), "the wheel marks the next line");
        browser.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        assertTrue(
                browser.findElements(By.cssSelector("svg.board .line.candidate"))
                        .isEmpty(),
                "Esc withdraws the offer");
        browser.findElement(By.cssSelector(
                        "circle.legal[data-x='" + several.get("x") + "'][data-y='" + several.get("y") + "']"))
                .click();
        waiting(5)
                .until(d -> d.findElements(By.cssSelector("svg.board .line.candidate"))
                                .size()
                        == lines);
        shot("play-choose");
        // a straight line's box has no height, which WebDriver will not click; a mouse on its stroke does
        browser.executeScript(
                "arguments[0].dispatchEvent(new MouseEvent('click', { bubbles: true }))",
                browser.findElements(By.cssSelector("svg.board .line.candidate"))
                        .get(lines - 1));
        waiting(10).until(d -> status().startsWith("5T · " + (played + 1) + " moves · "));
        // and from the keyboard: a legal point takes the focus and Enter plays it
        browser.executeScript("document.querySelector('svg.board circle.legal').focus()");
        browser.switchTo().activeElement().sendKeys(Keys.ENTER);
        List<WebElement> offered = browser.findElements(By.cssSelector(".chooser .line-choice"));
        if (!offered.isEmpty()) {
            browser.switchTo().activeElement().sendKeys("1");
        }
        waiting(10).until(d -> status().startsWith("5T · " + (played + 2) + " moves · "));
        assertConsoleClean();
    }

    @Test
    void aPlayerMakesThreeLegalMovesAndUndoesOne() throws Exception {
        browser.get(base + "#/play?variant=5T");
        waiting(20)
                .until(d ->
                        d.findElements(By.cssSelector("svg.board circle.legal")).size() == 28);
        assertTrue(status().startsWith("5T · 0 moves · 28 points open"), status());
        playFirstLegalMoves("5T", 3);
        assertEquals(3, browser.findElements(By.cssSelector("svg.board .line")).size());
        browser.findElement(By.tagName("body")).sendKeys(Keys.chord(Keys.CONTROL, "z"));
        waiting(10).until(d -> status().startsWith("5T · 2 moves"));
        assertEquals(2, browser.findElements(By.cssSelector("svg.board .line")).size());
        browser.findElement(By.xpath("//button[text()='Redo']")).click();
        waiting(10).until(d -> status().startsWith("5T · 3 moves"));
        shot("play");
        browser.findElement(By.xpath("//button[text()='Submit for verification']"))
                .click();
        WebElement stored = waiting(10).until(d -> d.findElement(By.cssSelector(".ok")));
        assertTrue(stored.getText().matches("(Stored|Already stored) as record \\d+\\."), stored.getText());
        assertConsoleClean();
    }

    /** The page is no wider than the phone (tables may scroll inside their own box). */
    private static void assertFits(ChromeDriver phone, String name) throws Exception {
        long overflow = (Long) phone.executeScript("return document.documentElement.scrollWidth - window.innerWidth");
        Files.write(SHOTS.resolve(name + "-phone.png"), phone.getScreenshotAs(OutputType.BYTES));
        assertTrue(overflow <= 0, name + " is " + overflow + " px wider than the phone");
    }

    private static MsrRecord corpusGame(String path) throws java.io.IOException {
        return Msr.decode(
                Files.readString(ProjectPaths.root().resolve("records").resolve(path)));
    }

    /** Opens Submit with this game text in its field. */
    @Test
    void submitSaysWhetherItSendsTheFileOrThePastedTextAndAFileCanBeRemoved() throws Exception {
        Path folder = io.morpion.TempDirs.create("morpion-submit-");
        try {
            Path file = folder.resolve("four-d.msr");
            Files.writeString(file, Msr.encode(corpusGame("4D/hyyroporanen35.json")));
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
            browser.findElement(By.name("game")).sendKeys(Msr.encode(corpusGame("5T/rosin178.json")));
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

    private String sending() {
        return String.valueOf(browser.executeScript("return document.querySelector('.sending')?.textContent || ''"));
    }

    /**
     * A page drawn anew, whatever another test left in the browser: the same address again would
     * keep the old page, so the browser goes by another one first.
     */
    private void openAfresh(String hash) {
        browser.get(base + "#/history");
        waiting(10).until(d -> "history".equals(browser.executeScript("return document.body.dataset.page")));
        browser.get(base + hash);
    }

    private void openSubmitAfresh() {
        openAfresh("#/submit");
    }

    /** The best record of a variant, by score. */
    private static long bestRecordId(String variant) {
        return given().queryParam("variant", variant)
                .queryParam("sort", "-score")
                .queryParam("size", 1)
                .get("/api/records")
                .jsonPath()
                .getLong("items[0].id");
    }

    /** Drops a file on an element, as a browser's drag and drop delivers it. */
    private void dropFile(WebElement target, String name, String content) {
        browser.executeScript(
                "const data = new DataTransfer();"
                        + " data.items.add(new File([arguments[1]], arguments[2], { type: 'text/plain' }));"
                        + " arguments[0].dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, "
                        + "cancelable: true }));",
                target,
                content,
                name);
    }

    private void pasteOnSubmit(String game) {
        openSubmitAfresh();
        WebElement text = waiting(10).until(d -> d.findElement(By.name("game")));
        browser.executeScript("arguments[0].value = arguments[1]", text, game);
    }

    private String chosenLine() {
        return String.valueOf(browser.executeScript(
                "return document.querySelector('svg.board .line.candidate.chosen')?.dataset.candidate ?? 'none'"));
    }

    /** Where the board's lines are drawn on the screen, as text, to tell a turned board from the same one. */
    private static String linePlaces(ChromeDriver driver) {
        return String.valueOf(driver.executeScript("return [...document.querySelectorAll('svg.board .line')].map(l => {"
                + " const r = l.getBoundingClientRect(); return [r.x, r.y, r.width, "
                + "r.height].map(Math.round).join(','); })"
                + ".sort().join(' ')"));
    }

    /** Plays the first legal point (and its first line) again and again, from the game on the board. */
    private void playFirstLegalMoves(String variant, int count) {
        int before = Integer.parseInt(status().replaceAll("^\\S+ · (\\d+) moves?.*", "$1"));
        for (int played = before + 1; played <= before + count; played++) {
            int expected = played;
            waiting(10).until(d -> !d.findElements(By.cssSelector("svg.board circle.legal"))
                    .isEmpty());
            browser.findElements(By.cssSelector("svg.board circle.legal"))
                    .get(0)
                    .click();
            List<WebElement> choices = browser.findElements(By.cssSelector(".chooser .line-choice"));
            if (!choices.isEmpty()) {
                choices.get(0).click();
            }
            waiting(10).until(d -> status().startsWith(
                            variant + " · " + expected + (expected == 1 ? " move · " : " moves · ")));
        }
    }

    @Test
    void aGameInPlaySurvivesAReloadAStrayKeyAndANewGameAndItsLinkOpensIt() throws Exception {
        browser.get(base + "#/play?variant=4D");
        waiting(20).until(d -> status().startsWith("4D · 0 moves"));
        playFirstLegalMoves("4D", 3);
        waiting(10).until(d -> d.getCurrentUrl().contains("#/play?g=MS1:"));
        String link = browser.getCurrentUrl();

        browser.navigate().refresh();
        waiting(20).until(d -> status().startsWith("4D · 3 moves"));
        assertEquals(3, browser.findElements(By.cssSelector("svg.board .line")).size(), "the reload kept the game");

        browser.findElement(By.tagName("body")).sendKeys("c");
        waiting(10).until(d -> d.findElements(By.cssSelector(".play-status")).isEmpty());
        browser.findElement(By.tagName("body")).sendKeys("p");
        waiting(20).until(d -> status().startsWith("4D · 3 moves"));

        new Select(browser.findElement(By.cssSelector(".record aside select"))).selectByVisibleText("5T");
        WebElement ask = waiting(10).until(d -> d.findElement(By.cssSelector(".notice[role=alert]")));
        assertTrue(
                ask.getText().startsWith("Discard this 3-move game? It has not been exported or submitted."),
                ask.getText());
        ask.findElement(By.xpath(".//button[text()='Keep playing']")).click();
        assertTrue(status().startsWith("4D · 3 moves"), status());

        browser.executeScript("localStorage.removeItem('morpion.play-draft')");
        browser.get(base + "#/");
        browser.get(link);
        waiting(20).until(d -> status().startsWith("4D · 3 moves"));
        assertEquals(3, browser.findElements(By.cssSelector("svg.board .line")).size(), "the link opens the position");

        browser.get(base + "#/play?variant=5T");
        waiting(20).until(d -> status().startsWith("5T · 0 moves"));
        // the first-visit hint may stand beside it: this is the notice of the kept game
        WebElement kept = waiting(10).until(d -> d.findElements(By.cssSelector(".notice")).stream()
                .filter(n -> n.getText().startsWith("Your unsaved"))
                .findFirst()
                .orElse(null));
        assertEquals("Your unsaved 3-move 4D game is kept: open it again.", kept.getText());
        kept.findElement(By.cssSelector("button")).click();
        waiting(20).until(d -> status().startsWith("4D · 3 moves"));
        assertConsoleClean();
    }

    private String status() {
        return String.valueOf(
                browser.executeScript("return document.querySelector('.play-status')?.textContent || ''"));
    }

    private static String viewBox(ChromeDriver driver) {
        return String.valueOf(
                driver.executeScript("return document.querySelector('svg.board').getAttribute('viewBox')"));
    }

    @Test
    void theBoardZoomsAndPansAndOnAPhoneItsPointsAreAFingerWide() throws Exception {
        browser.get(base + "#/play?variant=5T");
        waiting(20).until(d -> !d.findElements(By.cssSelector("circle.legal")).isEmpty());
        // the legal-point markers can be hidden, and stay so
        String markerShown = "return getComputedStyle(document.querySelector('circle.legal-dot')).visibility";
        WebElement markers = browser.findElement(By.xpath("//label[contains(., 'legal points')]/input"));
        markers.click();
        assertEquals("hidden", browser.executeScript(markerShown));
        browser.navigate().refresh();
        waiting(20).until(d -> !d.findElements(By.cssSelector("circle.legal")).isEmpty());
        assertEquals("hidden", browser.executeScript(markerShown), "kept across visits");
        browser.findElement(By.xpath("//label[contains(., 'legal points')]/input"))
                .click();
        assertEquals("visible", browser.executeScript(markerShown));
        String whole = viewBox(browser);
        browser.findElement(By.cssSelector(".zoom-controls button:first-child")).click();
        String zoomed = viewBox(browser);
        double width = Double.parseDouble(whole.split(" ")[2]), zoomedWidth = Double.parseDouble(zoomed.split(" ")[2]);
        assertEquals(width / 1.5, zoomedWidth, 0.01, "+ zooms in: " + whole + " → " + zoomed);
        // a drag pans, and is not taken for a move
        new org.openqa.selenium.interactions.Actions(browser)
                .moveToElement(browser.findElement(By.cssSelector("svg.board")))
                .clickAndHold()
                .moveByOffset(-80, 40)
                .release()
                .perform();
        String panned = viewBox(browser);
        assertTrue(
                !panned.equals(zoomed) && panned.split(" ")[2].equals(zoomed.split(" ")[2]), zoomed + " → " + panned);
        assertTrue(status().startsWith("5T · 0 moves"), "the drag played nothing: " + status());
        browser.findElement(By.tagName("h1")).click();
        browser.switchTo().activeElement().sendKeys("0");
        assertEquals(whole, viewBox(browser), "0 shows the whole board again");
        shot("play-zoom");

        ChromeDriver phone = Chromium.start(390, 844);
        try {
            phone.get(base + "#/play?variant=5T");
            new WebDriverWait(phone, Duration.ofSeconds(20))
                    .until(d -> !d.findElements(By.cssSelector("circle.legal")).isEmpty());
            assertTrue(
                    (Boolean) phone.executeScript(
                            "return !document.querySelector('.board-holder')" + ".classList.contains('zoomed')"),
                    "Play opens fitted, the whole board shown");
            phone.findElement(By.cssSelector(".zoom-controls button")).click();
            @SuppressWarnings("unchecked")
            List<Number> sizes =
                    (List<Number>) phone.executeScript("return [...document.querySelectorAll('circle.legal')]"
                            + ".map(c => Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height))");
            assertTrue(
                    sizes.stream().allMatch(size -> size.doubleValue() >= 40),
                    "every legal point a finger wide: " + sizes);
            long buttons = (Long) phone.executeScript("return [...document.querySelectorAll('.zoom-controls button')]"
                    + ".filter(b => b.getBoundingClientRect().width >= 40 && "
                    + "b.getBoundingClientRect().height >= 40).length");
            assertEquals(3, buttons, "the zoom buttons too");
            Files.write(SHOTS.resolve("play-zoomed-phone.png"), phone.getScreenshotAs(OutputType.BYTES));
            // the first legal point still plays with a tap at the scale the phone opens at
            // a legal point the zoomed board shows on the screen, tapped where it is drawn
            WebElement shown = (WebElement) phone.executeScript("const b = document.querySelector('svg.board')"
                    + ".getBoundingClientRect(); return [...document.querySelectorAll('svg.board "
                    + "circle.legal')].find(c => {"
                    + " const r = c.getBoundingClientRect(); return r.left >= Math.max(b.left, 0) && "
                    + "r.top >= Math.max(b.top, 0)"
                    + " && r.right <= Math.min(b.right, innerWidth) && r.bottom <= "
                    + "Math.min(b.bottom, innerHeight); })");
            assertNotNull(shown, "a legal point is on the phone's screen");
            new org.openqa.selenium.interactions.Actions(phone)
                    .moveToElement(shown)
                    .click()
                    .perform();
            List<WebElement> choices = phone.findElements(By.cssSelector(".chooser .line-choice"));
            if (!choices.isEmpty()) {
                choices.get(0).click();
            }
            new WebDriverWait(phone, Duration.ofSeconds(10)).until(d -> String.valueOf(
                            phone.executeScript("return document.querySelector('.play-status')?.textContent || ''"))
                    .startsWith("5T · 1 move · "));
            assertEquals(
                    1, phone.findElements(By.cssSelector("svg.board .line")).size(), "the tap played one move");
        } finally {
            phone.quit();
        }
        assertConsoleClean();
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
