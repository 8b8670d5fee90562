package io.morpion.ui;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.Provenance;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The web UI in a real headless Chromium against the service: the corpus, a record's replay, the history and the ladders. */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiRecordsTest extends ChromiumPageTest {

    @Test
    void aSolversSeedAboveTwoToTheFiftyThreeReadsBackExactlyOnTheRecordPage() throws Exception {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        long seed = (1L << 53) + 1;
        MsrRecord found = Provenance.stamp(
                        MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 71)), "nrpa level=1", seed, 1_000, 1.5)
                .build();
        // an unfinished game: a token submits it
        String id = io.morpion.service.Api.admin()
                .contentType("text/plain")
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

    /** The census of optimal games, as the record page of an optimal game says it; a game that is not one says nothing. */
    @Test
    void anOptimalGamesPageSaysHowManyOptimalGamesTheCensusFound() {
        int games = io.morpion.corpus.OptimalGames.count(io.morpion.msr.Variant.FOUR_DISJOINT)
                .orElseThrow();
        browser.get(base + "#/records/" + io.morpion.service.Api.recordIdOf("Poranen", 35));
        By optimal = By.xpath("//dt[text()='Optimal']/following-sibling::dd[1]");
        waiting(10).until(d -> !d.findElements(optimal).isEmpty());
        assertEquals(
                "one of the " + games + " optimal 4D games, distinct up to symmetry, proven by exhaustive search · "
                        + "download all " + games + " (MSR, one a line)",
                browser.findElement(optimal).getText());
        assertTrue(
                browser.findElement(optimal)
                        .findElement(By.tagName("a"))
                        .getAttribute("href")
                        .endsWith("/records/optimal/4D.jsonl"),
                "the census in one file");
        long demaine = io.morpion.service.Api.firstRecordId("variant", "4D", "maxScore", 31, "origin", "corpus");
        browser.get(base + "#/records/" + demaine);
        waiting(10).until(d -> d.findElement(By.tagName("main")).getText().contains("Demaine"));
        assertTrue(browser.findElements(optimal).isEmpty(), "a 31 is no optimal game");
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
        // the corpus page draws a board of its own (the first move): wait for the record's page itself
        waiting(20)
                .until(d -> d.findElements(By.cssSelector("h1")).stream()
                                .anyMatch(h -> h.getText().startsWith("5T · 178 moves"))
                        && d.findElements(By.cssSelector("svg.board")).size() == 1);
        waiting(5).until(d -> d.getTitle().equals("5T · 178 moves by Christopher D. Rosin · Morpion"));
        assertEquals(
                "http://morpionsolitaire.com/Grid5T178Rosin.txt",
                browser.findElement(By.xpath("//dt[text()='Source']/following-sibling::dd[1]/a"))
                        .getAttribute("href"));
        assertTrue(
                browser.findElements(By.xpath("//dt[text()='Submitted']")).isEmpty(),
                "a corpus game was set on its date, not submitted by the corpus");
        assertEquals(
                List.of("MSR", "JSON", "SVG", "PNG", "PNG (1600 px)", "Pentasol"),
                browser.findElements(By.cssSelector("p.downloads a")).stream()
                        .map(WebElement::getText)
                        .toList());
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
        List<String> glyphs = glyphs(browser);
        browser.findElement(By.xpath("//button[contains(text(),'Rotate')]")).click();
        // a quarter turn: horizontal lines are seen vertical, and the diagonals swap
        Map<String, String> turned = Map.of("―", "|", "|", "―", "╱", "╲", "╲", "╱");
        assertEquals(glyphs.stream().map(turned::get).toList(), glyphs(browser), "the move list's lines turn too");
        assertEquals(
                178, browser.findElements(By.cssSelector("svg.board .line")).size());
        waiting(10).until(d -> !linePlaces(browser).equals(unturned));
        assertTrue(!linePlaces(browser).equals(unturned), "Rotate moved the board's lines");
        assertTrue(browser.findElement(By.cssSelector(".downloads")).getText().contains("Pentasol"));
        shot("record");
        assertConsoleClean();
    }

    @Test
    void theCorpusOpensOnGamesNearTheRecordsAndEveryScoreSortsAndOpensFromItsRow() throws Exception {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        String weak = io.morpion.service.Api.admin()
                .contentType("application/json")
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
                text("p.floor").startsWith("Submissions start at 161 (5T) · 74 (5D) · 56 (4T) · 32 (4D)"),
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
        // each variant's card says what its code means
        List<String> rules = waiting(20).until(d -> {
            List<String> said = d.findElements(By.cssSelector(".best.card small.rule")).stream()
                    .map(WebElement::getText)
                    .toList();
            return said.size() == 4 ? said : null;
        });
        assertEquals(
                List.of(
                        "lines of 5 dots; touching lines allowed",
                        "lines of 5 dots; lines share no dot",
                        "lines of 4 dots; touching lines allowed",
                        "lines of 4 dots; lines share no dot"),
                rules);
        about.findElement(By.linkText("How to play")).click();
        waiting(10).until(d -> text("h1").equals("How to play"));
        long wide = (Long) browser.executeScript(
                "return Math.round(document.querySelector('.rules .rules-board').getBoundingClientRect().width)");
        assertTrue(wide >= 380, "the rules' diagrams are drawn large enough to read on a desktop: " + wide + " px");
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
        String fiveT = browser.findElements(By.cssSelector(".rules li")).stream()
                .map(WebElement::getText)
                .filter(text -> text.startsWith("5T"))
                .findFirst()
                .orElseThrow();
        assertTrue(fiveT.contains("World record 178, Christopher D. Rosin") && !fiveT.contains("ties"), fiveT);
        assertTrue(
                browser.findElement(By.cssSelector(".rules"))
                        .getText()
                        .contains("The new dot may be anywhere on its line"),
                "the rules say where the new dot may lie");
        shot("rules");
        browser.executeScript("localStorage.removeItem('morpion.play-hint-seen')");
        browser.get(base + "#/play?variant=5T");
        WebElement hint = waiting(20).until(d -> d.findElement(By.cssSelector("p.first-time")));
        assertFalse(
                browser.findElements(By.cssSelector(".viewer p.first-time")).isEmpty(),
                "the first visit's hint stands by the board, where the eyes are");
        assertFalse(browser.findElements(By.cssSelector(".viewer p.hint")).isEmpty(), "and so do the keys");
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
    void theHistoryChartsEachCategorysBestOverTime() throws Exception {
        long run = queue(Requests.run("4T").algorithm("sampling").param("runs", 3));
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
        for (Requests.Run body : List.of(
                Requests.run("4T").algorithm("sampling").param("runs", 3),
                Requests.run("4T")
                        .algorithm("nrpa")
                        .param("level", 1)
                        .param("iterations", 10)
                        .nodes(200)
                        .seed(2))) {
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
    void theExplorerListsTheKnownGamesThroughTheMoveShownAndAClickFollowsOne() throws Exception {
        long id = bestRecordId("4T");
        openAfresh("#/records/" + id + "?move=10");
        waiting(20).until(d -> text(".move-label").equals("move 10 of 62"));
        browser.findElement(By.cssSelector("button.explorer")).click();
        waiting(20).until(d -> text(".explorer-answer").startsWith("Known games through this position: "));
        List<WebElement> games = browser.findElements(By.cssSelector(".explorer-games li"));
        assertFalse(games.isEmpty(), text(".explorer-answer"));
        assertTrue(
                games.get(0).getText().contains(": 62 moves; played ("),
                games.get(0).getText());
        // the record passes through its own position, and played its 11th move next
        WebElement own = browser.findElements(By.cssSelector(".explorer-games a")).stream()
                .filter(a -> a.getAttribute("href").endsWith("#/records/" + id + "?move=11"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the record itself is listed: " + text(".explorer-answer")));
        own.click();
        waiting(10)
                .until(d -> text(".move-label").equals("move 11 of 62")
                        && d.getCurrentUrl().endsWith("#/records/" + id + "?move=11"));
        assertConsoleClean();
    }

    @Test
    void aMoveListStaysInStepWithTheSliderAndTheMoveShownIsInTheAddress() throws Exception {
        long id = bestRecordId("4T");
        openAfresh("#/records/" + id + "?move=10");
        waiting(20).until(d -> text(".move-label").equals("move 10 of 62"));
        assertEquals(62, browser.findElements(By.cssSelector("ol.move-list li")).size());
        assertTrue(text("ol.move-list li.shown").startsWith("10. ("), text("ol.move-list li.shown"));
        // each move's line in words names the end its new point is at, never "the other end"
        List<String> lines = browser.findElements(By.cssSelector("ol.move-list button.move")).stream()
                .map(b -> b.getAttribute("title"))
                .toList();
        assertTrue(
                lines.stream()
                        .allMatch(l -> l.matches("(horizontal|vertical|rising diagonal|falling diagonal), the new "
                                + "point (at the (left|right|top|bottom|upper left|lower left|upper right|lower right)"
                                + " end|.+ from .+)")),
                lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.matches(".* at the (right|bottom|upper right|lower right) end")));
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

    private static List<String> glyphs(WebDriver browser) {
        return browser.findElements(By.cssSelector(".move-list .glyph")).stream()
                .map(WebElement::getText)
                .toList();
    }
}
