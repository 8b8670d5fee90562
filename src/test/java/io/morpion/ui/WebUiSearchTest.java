package io.morpion.ui;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.Api;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** The web UI in a real headless Chromium against the service: searches, their run pages, proofs and campaigns. */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiSearchTest extends ChromiumPageTest {

    @Test
    void theSearchFormListsTheChosenAlgorithmsParametersAsTheServerDeclaresThem() throws Exception {
        io.restassured.path.json.JsonPath served =
                given().get("/api/algorithms").then().statusCode(200).extract().jsonPath();
        List<String> dna = served.getList("find { it.name == 'dna' }.parameters.name");
        List<String> dnaStable =
                served.getList("find { it.name == 'dna' }.parameters.findAll { it.stage == 'stable' }.name");
        List<String> dnaTrials =
                served.getList("find { it.name == 'dna' }.parameters.findAll { it.stage == 'experiment' }.name");
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
                dnaStable,
                browser.findElements(By.cssSelector("table.params tbody tr")).stream()
                        .map(row -> row.getAttribute("data-param"))
                        .toList(),
                "the stable parameters are listed; the experiments are folded away");
        WebElement experiments = browser.findElement(By.cssSelector(".param-experiments"));
        assertTrue(experiments.getText().contains("(" + dnaTrials.size() + ")"), experiments.getText());
        experiments.findElement(By.tagName("summary")).click();
        waiting(5)
                .until(d -> experiments.findElements(By.cssSelector("tbody tr")).size() == dnaTrials.size());
        assertEquals(
                dnaTrials,
                experiments.findElements(By.cssSelector("tbody tr")).stream()
                        .map(row -> row.getAttribute("data-param"))
                        .toList());
        String closure = experiments
                .findElement(By.cssSelector("tr[data-param=closure] .experiment-since"))
                .getText();
        assertTrue(closure.contains("2026-11-28") && closure.contains("docs/decisions.md#dna-closure"), closure);
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

    /**
     * Left empty, threads and workers take the server's default; the fields say it, and its most. The campaign
     * form preselects the server's campaign method and says why.
     */
    @Test
    void theThreadsAndWorkersFieldsAndTheCampaignMethodShowTheServersDefaultsAndWhy() throws Exception {
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
        // the form would otherwise preselect the method of the last campaign another test started
        browser.executeScript("localStorage.removeItem('morpion.campaign')");
        browser.get(base + "#/campaigns");
        WebElement campaignForm = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        String method = new Select(campaignForm.findElement(By.name("method")))
                .getFirstSelectedOption()
                .getText();
        assertEquals(served.getString("find { it.campaignDefault }.name"), method);
        String said = waiting(5)
                .until(d -> d.findElement(By.cssSelector(".param-box .default-because")))
                .getText();
        assertTrue(
                said.startsWith(method)
                        && said.contains(served.getString("find { it.campaignDefault }.campaignDefaultBecause")),
                "the campaign form says why its method is preselected: " + said);
        WebElement workers = campaignForm.findElement(By.name("workers"));
        assertEquals(
                served.getString("find { it.name == '" + method + "' }.defaultWorkers"),
                workers.getAttribute("placeholder"));
        assertEquals(served.getString("find { it.name == '" + method + "' }.maxWorkers"), workers.getAttribute("max"));
        browser.get(base + "#/");
    }

    @Test
    void aRecordPagesSearchFromHereFillsTheWarmStartAndItsVariantAndThePickerListsTheVariantsBest() {
        long rosin = Api.recordIdOf("Rosin", 82);
        String author = given().get("/api/records/" + rosin).jsonPath().getString("author");
        browser.get(base + "#/runs");
        WebElement first = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        new Select(first.findElement(By.name("variant"))).selectByVisibleText("5T");
        browser.get(base + "#/records/" + rosin);
        waiting(10).until(d -> d.findElement(By.cssSelector("a.search-from"))).click();
        waiting(10).until(d -> d.getCurrentUrl().endsWith("#/runs?warm=" + rosin));
        WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        assertEquals(String.valueOf(rosin), form.findElement(By.name("warm")).getAttribute("value"));
        waiting(10).until(d -> text(".warm-record")
                .equals("Starts from record " + rosin + ": " + author + "'s 82: the variant is now 5D, the record's."));
        assertEquals(
                "5D",
                new Select(form.findElement(By.name("variant")))
                        .getFirstSelectedOption()
                        .getText());
        List<String> best =
                Api.records("variant", "5D", "size", 20, "sort", "-score").getList("items.id", String.class);
        waiting(10).until(d -> d.findElements(By.cssSelector("datalist[id^=warm-records] option")).stream()
                .map(option -> option.getAttribute("value"))
                .toList()
                .equals(best));
        assertConsoleClean();
        WebElement warm = form.findElement(By.name("warm"));
        warm.clear();
        warm.sendKeys("999999999");
        waiting(10).until(d -> text(".warm-record")
                .equals("No record 999999999: pick one from the list or type a record's id."));
        // the page asked for a record that is not there, as told to: its 404 is read out of the console
        forgetConsole();
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
        List<String> ticks = browser.findElements(By.cssSelector("svg.chart g.axis text")).stream()
                .map(WebElement::getText)
                .toList();
        assertEquals(3, ticks.stream().distinct().count(), "three different times on the axis: " + ticks);
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
        long id = queueThreeSecondCampaign();
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
        // named, not left to the campaigns' default: the params below are perturbation's
        new Select(form.findElement(By.name("method"))).selectByVisibleText("perturbation");
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

    @Test
    void aRunThatReachesAGameAlreadyHereSaysItFoundItAgainAndNeverCallsItNew() throws Exception {
        Requests.Run request =
                Requests.run("4D").algorithm("sampling").nodes(40).seed(21);
        Api.retractCategory("4D", "sampling");
        long first = queue(request);
        Waits.until(
                "the first run to complete",
                Duration.ofSeconds(60),
                Duration.ofMillis(200),
                () -> given().get("/api/runs/" + first).jsonPath().getString("status"),
                "COMPLETED"::equals);
        Api.retractCategory("4D", "sampling");
        long again = queue(request);
        browser.get(base + "#/runs/" + again);
        waiting(60).until(d -> familyLine().startsWith("Found again: this game is already here, as record "));
        // read in one script each: the page redraws these as the run's events arrive, and a found element
        // can go stale before it is read
        String recordLink = waiting(10).until(d -> (String) browser.executeScript(
                "const a = document.querySelector('.viewer p.family a'); return a ? a.href : null;"));
        String boardLink = waiting(10)
                .until(d -> (String) browser.executeScript("const a = document.querySelector('.viewer a.best-record');"
                        + " return a && a.querySelector('svg.board') ? a.href : null;"));
        assertEquals(recordLink, boardLink, "the best board opens its record");
        browser.get(base + "#/runs/" + first);
        waiting(60).until(d -> !familyLine().isEmpty());
        assertTrue(
                !familyLine().contains("Found again"), "the run that filed the game found it first: " + familyLine());
    }

    @Test
    void aPausedRunShowsNoRateAndAnEndedOneItsAverage() throws Exception {
        long run = queue(Requests.run("5T").algorithm("nrpa").param("level", 3).seed(4));
        try {
            browser.get(base + "#/runs/" + run);
            waiting(30)
                    .until(d -> field("status").startsWith("running")
                            && field("nodes/s").matches("[0-9,]+"));
            Api.admin().post("/api/runs/" + run + "/pause").then().statusCode(200);
            waiting(30).until(d -> field("status").startsWith("paused"));
            assertEquals("—", field("nodes/s"), "a paused run computes nothing");
        } finally {
            // never left for the next test to queue behind
            Api.admin().post("/api/runs/" + run + "/cancel").then().statusCode(200);
        }
        waiting(30).until(d -> field("status").startsWith("cancelled"));
        assertTrue(field("nodes/s").matches("[0-9,]+"), "an ended run shows its average: " + field("nodes/s"));
    }

    private String familyLine() {
        return String.valueOf(browser.executeScript(
                "const p = document.querySelector('.viewer p.family'); return p ? p.textContent : '';"));
    }

    @Test
    void anExactRunFromAnOpeningSaysHowLongItTookToProveTheBestContinuationAndNotTheOptimum() throws Exception {
        MsrRecord record = io.morpion.engine.CorpusGames.of(Variant.FOUR_DISJOINT).stream()
                .filter(g -> g.moveCount() == 35)
                .findFirst()
                .orElseThrow();
        // the best continuation of its first 22 moves: a proof of a few thousand positions
        String opening =
                Msr.encode(MsrRecord.of(Variant.FOUR_DISJOINT, record.moves().subList(0, 22)));
        long run = queue(Requests.run("4D").algorithm("exact").warm(opening));
        browser.get(base + "#/runs/" + run);
        waiting(60).until(d -> field("status").startsWith("completed"));
        JsonPath view = given().get("/api/runs/" + run).jsonPath();
        assertEquals(Boolean.TRUE, view.get("provenBestContinuation"));
        assertNull(view.get("provenOptimal"), "other openings may go further");
        String verdict = field("verdict");
        assertTrue(
                verdict.matches("best continuation proven in [0-9:]+: every continuation of its opening was searched "
                                + "\\([0-9,]+ positions\\)")
                        && verdict.contains(String.format(java.util.Locale.ENGLISH, "%,d", view.getLong("nodes"))),
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
        long run = queue(Requests.run(variant).algorithm("exact").threads(1));
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
}
