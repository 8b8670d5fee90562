package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.service.Api;
import io.morpion.service.PublishedGames;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** The corpus page with the published games, and a record's family, in a real headless Chromium. */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiCorpusTest extends ChromiumPageTest {

    @BeforeEach
    void publishedGamesStored() throws Exception {
        PublishedGames.awaitStored();
    }

    /** The scores listed, read in one step: the page redraws its table as it filters, and a row read across a redraw is gone. */
    private List<String> scores() {
        return texts("table.records tbody tr td:nth-child(3) a");
    }

    @SuppressWarnings("unchecked")
    private List<String> texts(String selector) {
        return (List<String>) browser.executeScript(
                "return [...document.querySelectorAll(arguments[0])].map(e => e.textContent.trim())", selector);
    }

    @Test
    void theCorpusPageShowsThePublishedGamesOneChoiceAwayAndFiltersAndPagesThem() throws Exception {
        browser.get(base + "#/");
        waiting(20).until(d -> !scores().isEmpty());
        assertTrue(
                browser.findElements(By.cssSelector("a[href='/records/corpus.zip']"))
                                .size()
                        == 1,
                "the page offers the whole corpus");
        new Select(browser.findElement(By.name("origin"))).selectByValue("published");
        waiting(20)
                .until(d -> d.getCurrentUrl().contains("origin=published")
                        && !scores().isEmpty()
                        && texts("table.records tbody tr td:last-child").stream()
                                .findFirst()
                                .filter("published"::equals)
                                .isPresent());
        // each row shows its game's dots as a thumbnail, loaded
        waiting(20)
                .until(d ->
                        (Boolean) browser.executeScript("const img = document.querySelector('table.records img.thumb');"
                                + " return !!img && img.src.endsWith('.svg?thumbnail=true') && img.complete"
                                + " && img.naturalWidth > 0"));
        String pager = browser.findElement(By.cssSelector(".pager")).getText();
        int published = PublishedGames.index().size();
        assertTrue(pager.contains(published + " records"), "every published game, counted: " + pager);
        browser.findElement(By.name("minScore")).sendKeys("170");
        browser.findElement(By.name("maxScore")).sendKeys("175");
        browser.findElement(By.cssSelector("form.filters button[type=submit]")).click();
        waiting(20)
                .until(d -> d.getCurrentUrl().contains("minScore=170")
                        && d.getCurrentUrl().contains("maxScore=175"));
        waiting(20)
                .until(d -> !scores().isEmpty()
                        && scores().stream().mapToInt(Integer::parseInt).allMatch(s -> s >= 170 && s <= 175));
        browser.findElement(By.xpath("//button[contains(., 'Next')]")).click();
        waiting(20).until(d -> d.getCurrentUrl().contains("page=1") && !scores().isEmpty());
        assertTrue(
                scores().stream().mapToInt(Integer::parseInt).allMatch(s -> s >= 170 && s <= 175), scores().toString());
    }

    @Test
    void aRecordGamesPageShowsItsFamilyAndItsLinkListsTheGamesThatPlaceItsDots() throws Exception {
        String rosin = Long.toString(Api.firstRecordId("origin", "corpus", "author", "Rosin", "minScore", 178));
        long family = 1
                + PublishedGames.index().stream()
                        .filter(r -> "rosin178".equals(r.sameDotsAs()))
                        .count();
        browser.get(base + "#/records/" + rosin);
        WebElement familyLink = waiting(20)
                .until(d -> d.findElement(By.xpath("//dd/span/a[contains(@href, 'familyOf=" + rosin + "')]")));
        assertEquals(family + " games place these dots", familyLink.getText());
        familyLink.click();
        waiting(20).until(d -> d.findElement(By.cssSelector(".chip.family")).isDisplayed() && !scores().isEmpty());
        assertTrue(scores().stream().allMatch("178"::equals), scores().toString());
        assertTrue(
                browser.findElement(By.cssSelector(".pager")).getText().contains(family + " records"),
                browser.findElement(By.cssSelector(".pager")).getText());
    }

    @Test
    void aFamilysGamesAreLaidOverTheRecordGameWithTheLinesThatDifferMarkedAndInView() throws Exception {
        String rosin = Long.toString(Api.firstRecordId("origin", "corpus", "author", "Rosin", "minScore", 178));
        browser.get(base + "#/?familyOf=" + rosin + "&origin=all&scores=all");
        WebElement compare = waiting(20).until(d -> d.findElement(By.cssSelector("table.records a.compare")));
        String other = compare.getAttribute("href").replaceAll(".*/compare/", "");
        compare.click();
        waiting(20).until(d -> d.getCurrentUrl().endsWith("#/records/" + rosin + "/compare/" + other));
        WebElement summary = waiting(20).until(d -> d.findElement(By.cssSelector(".compare-summary")));
        int alone = browser.findElements(By.cssSelector("svg.board .line.only-here"))
                .size();
        int theirs = browser.findElements(By.cssSelector("svg.board .line.only-there"))
                .size();
        assertTrue(alone > 0 && alone < 178, "a redrawing differs in some lines: " + alone);
        assertEquals(alone, theirs, "same dots: as many lines each way");
        String differ = alone + " of 178 lines " + (alone == 1 ? "differs." : "differ.");
        assertEquals(differ, summary.getText());
        assertEquals(
                178 - alone + " lines in both",
                browser.findElement(By.cssSelector(".compare-legend li")).getText());
        assertTrue(browser.getPageSource().contains("Both place the same dots."));
        assertEquals(
                alone,
                browser.findElements(By.cssSelector(".moves-alone a")).size(),
                "each move drawn alone links to the record at that move");
        assertTrue(
                browser.findElements(By.cssSelector("svg.board .line.last")).isEmpty(),
                "no line is in the last move's red, which would read as a difference");
        waiting(10).until(d -> !d.findElements(By.cssSelector(".board-holder.zoomed"))
                .isEmpty());
        Object outside = browser.executeScript(
                "const [x, y, w, h] = document.querySelector('svg.board').getAttribute('viewBox').split(' ').map(Number);"
                        + "return [...document.querySelectorAll('svg.board .line.only-here, svg.board .line.only-there')]"
                        + ".filter(l => ['x1', 'x2'].some(a => +l.getAttribute(a) < x || +l.getAttribute(a) > x + w)"
                        + " || ['y1', 'y2'].some(a => +l.getAttribute(a) < y || +l.getAttribute(a) > y + h)).length;");
        assertEquals(0L, outside, "the board opens zoomed on the lines that differ, every one of them in view");
        shot("compare-family");
        // and from the record page of the redrawing, the other way round
        browser.get(base + "#/records/" + other);
        waiting(20).until(d -> d.findElement(By.cssSelector("dd a.compare"))).click();
        waiting(20).until(d -> d.getCurrentUrl().endsWith("#/records/" + other + "/compare/" + rosin));
        waiting(20).until(d -> d.findElement(By.cssSelector(".compare-summary"))
                .getText()
                .equals(differ));
        assertConsoleClean();
    }
}
