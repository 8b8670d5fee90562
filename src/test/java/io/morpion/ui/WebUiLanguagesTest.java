package io.morpion.ui;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.service.Api;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web UI in each of its languages, in a real headless Chromium whose user prefers that
 * language: every page speaks it, with its numbers and dates, and nothing is left in English.
 */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiLanguagesTest {

    private static final Path SHOTS = Path.of("target", "screenshots");
    /** Latin words a Japanese page may show: names of formats, keys and the product. */
    private static final Set<String> LATIN_IN_JAPANESE = Set.of(
            "Morpion",
            "API",
            "MSR",
            "JSON",
            "Pentasol",
            "Ctrl",
            "Esc",
            "Home",
            "End",
            "Space",
            "msr",
            "json",
            "psol",
            "png",
            "svg",
            "SVG",
            "PNG");

    @TestHTTPResource("/")
    URL base;

    private static long rosin;
    private static long run;
    private static long campaign;

    /** Rosin's 178 and a short finished run to look at, made once (the service is up only from the first test on). */
    @BeforeEach
    void gameAndRun() throws InterruptedException {
        if (run != 0) {
            return;
        }
        rosin = given().queryParam("author", "Rosin")
                .queryParam("variant", "5T")
                .queryParam("size", 1)
                .get("/api/records")
                .jsonPath()
                .getLong("items[0].id");
        run = Api.create(
                Api.admin(),
                "/api/runs",
                Requests.run("4D")
                        .algorithm("nrpa")
                        .param("level", 1)
                        .time("2s")
                        .seed(3)
                        .build());
        Waits.until(
                "the 2-second run to end",
                Duration.ofSeconds(90),
                Duration.ofMillis(200),
                () -> given().get("/api/runs/" + run).jsonPath().getString("status"),
                "COMPLETED"::equals);
        campaign = ChromiumPageTest.queueThreeSecondCampaign();
        Waits.until(
                "the 3-second campaign to end",
                Duration.ofSeconds(90),
                Duration.ofMillis(200),
                () -> given().get("/api/campaigns/" + campaign).jsonPath().getString("workerRuns[0].status"),
                "COMPLETED"::equals);
    }

    /** The page's pieces: route, what shows it has drawn. */
    private String[][] pages() {
        return new String[][] {
            {"#/", "table.records tbody tr"},
            {"#/records/" + rosin, "svg.board"},
            {"#/play?variant=4T", "circle.legal"},
            {"#/submit", "textarea"},
            {"#/runs", "table.runs tbody tr"},
            {"#/runs/" + run, "[data-field=nodes]"},
            {"#/history", "section.story"},
            {"#/?origin=solver", ".ladder-list"},
            {"#/campaigns", "table.runs tbody tr"},
            {"#/campaigns/" + campaign, "[data-field=archive]"}
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "de", "es", "it", "pt", "nl", "ja"})
    void aBrowserInThisLanguageGetsEveryPageInIt(String language) throws Exception {
        JsonNode words = CatalogueKeysTest.catalogue(language);
        List<String> english = englishLeftovers(CatalogueKeysTest.catalogue("en"), words);
        Files.createDirectories(SHOTS);
        ChromeDriver browser = Chromium.start(1280, 900, language);
        try {
            for (String[] page : pages()) {
                browser.get(base + page[0]);
                Chromium.waiting(browser, 30)
                        .until(d -> !d.findElements(By.cssSelector(page[1])).isEmpty());
                String name = page[0].replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
                Files.write(
                        SHOTS.resolve("lang-" + language + "-" + (name.isEmpty() ? "corpus" : name) + ".png"),
                        browser.getScreenshotAs(OutputType.BYTES));
                assertEquals(language, browser.executeScript("return document.documentElement.lang"));
                assertEquals(
                        words.get("nav.history").asText(),
                        browser.findElement(By.cssSelector("[data-nav=history]"))
                                .getText());
                Number rows = (Number) browser.executeScript("const tops = [...document.querySelector('header.top')"
                        + ".children].filter(e => e.offsetParent).map(e => e.getBoundingClientRect().top);"
                        + " return Math.max(...tops) - Math.min(...tops);");
                assertTrue(
                        rows.doubleValue() < 12,
                        "the header is one row at 1280 px in " + language + " on " + page[0] + ": its items' tops "
                                + "differ by " + rows);
                assertEquals(
                        true,
                        browser.executeScript("const top = document.querySelector('header.top');"
                                + " return top.scrollWidth <= top.clientWidth;"),
                        "and nothing in it runs past the window's edge, in " + language + " on " + page[0]);
                String text = pageWords(browser);
                for (String phrase : english) {
                    assertTrue(
                            !text.contains(phrase),
                            page[0] + " in " + language + " still says \"" + phrase + "\":\n" + text);
                }
                if (language.equals("ja")) {
                    assertNoLatinWords(browser, page[0]);
                }
            }
            assertDatesAndNumbersInTheLanguage(browser, language, words);
            List<LogEntry> severe = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                    .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                    .toList();
            assertTrue(severe.isEmpty(), "a missing text is logged: " + severe);
        } finally {
            browser.quit();
        }
    }

    /** What the page says in its own words: its text without the data it shows (marked translate="no"). */
    private static String pageWords(ChromeDriver browser) {
        return String.valueOf(browser.executeScript("const data = [...document.querySelectorAll('[translate=no]')];"
                + " data.forEach(e => { e.dataset.display = e.style.display; e.style.display = 'none'; });"
                + " const text = document.body.innerText;"
                + " data.forEach(e => { e.style.display = e.dataset.display; });"
                + " return text;"));
    }

    /** The English texts of several words that this language says otherwise, the placeholders' values cut out. */
    private static List<String> englishLeftovers(JsonNode english, JsonNode translated) {
        Set<String> phrases = new TreeSet<>();
        english.fields().forEachRemaining(entry -> {
            if (entry.getValue().equals(translated.get(entry.getKey()))) {
                return;
            }
            List<String> texts = new ArrayList<>();
            if (entry.getValue().isTextual()) {
                texts.add(entry.getValue().asText());
            } else {
                entry.getValue().forEach(form -> texts.add(form.asText()));
            }
            for (String text : texts) {
                for (String piece : text.split("\\{\\w+}")) {
                    String phrase = piece.strip()
                            .replaceAll("^[,.:;()]+|[,.:;()]+$", "")
                            .strip();
                    if (phrase.contains(" ") && phrase.length() >= 8) {
                        phrases.add(phrase);
                    }
                }
            }
        });
        return new ArrayList<>(phrases);
    }

    /**
     * In Japanese the page's own words (headings, labels, buttons, table heads, hints) have no Latin
     * word but a few names, so a text written into a page instead of the catalogue shows up.
     */
    private static void assertNoLatinWords(ChromeDriver browser, String page) {
        String own = String.valueOf(browser.executeScript(
                "return [...document.querySelectorAll('nav a, h1, h2, th, dt, label, button, summary, .hint, .pager, "
                        + "a.button,"
                        + " .play-status, .move-label')].map(e => [...e.childNodes].filter(n => n.nodeType === 3)"
                        + ".map(n => n.textContent).join(' ')).join(' | ')"));
        Matcher word = Pattern.compile("[A-Za-z]{3,}").matcher(own);
        while (word.find()) {
            assertTrue(
                    LATIN_IN_JAPANESE.contains(word.group()),
                    page + " in Japanese says \"" + word.group() + "\": " + own);
        }
    }

    private void assertDatesAndNumbersInTheLanguage(ChromeDriver browser, String language, JsonNode words) {
        browser.get(base + "#/records/" + rosin);
        WebDriverWait wait = Chromium.waiting(browser, 20);
        wait.until(d -> !d.findElements(By.cssSelector("svg.board")).isEmpty());
        String set = browser.findElement(
                        By.xpath("//dt[text()='" + words.get("corpus.set").asText() + "']/following-sibling::dd[1]"))
                .getText();
        assertTrue(
                !set.matches(".*\\d{4}-\\d{2}.*") && set.contains("2011"),
                "Rosin's date as the language writes it: " + set);
        if (language.equals("ja")) {
            assertEquals("2011年8月", set);
        }
        browser.get(base + "#/runs/" + run);
        wait.until(d -> !d.findElements(By.cssSelector("[data-field=nodes]")).isEmpty());
        // read in one go: the page redraws its figures as events come
        String nodes = String.valueOf(
                browser.executeScript("return document.querySelector('[data-field=nodes]').textContent"));
        long count = given().get("/api/runs/" + run).jsonPath().getLong("nodes");
        assertEquals(
                browser.executeScript(
                        "return new Intl.NumberFormat(arguments[0]).format(arguments[1])", language, count),
                nodes,
                "the run's nodes grouped as the language groups digits");
        if (language.equals("de")) {
            assertTrue(nodes.matches("\\d{1,3}(\\.\\d{3})+"), "German groups thousands with dots: " + nodes);
        }
    }

    @Test
    void thePickerChangesTheLanguageAndTheChoiceIsKept() throws Exception {
        ChromeDriver browser = Chromium.start(1280, 900);
        WebDriverWait wait = Chromium.waiting(browser, 20);
        try {
            browser.get(base.toString());
            wait.until(d ->
                    !d.findElements(By.cssSelector("table.records tbody tr")).isEmpty());
            assertEquals(
                    "History",
                    browser.findElement(By.cssSelector("[data-nav=history]")).getText(),
                    "English by default here");
            new Select(browser.findElement(By.id("language"))).selectByVisibleText("Deutsch");
            wait.until(d -> "de".equals(d.findElement(By.tagName("html")).getAttribute("lang")));
            wait.until(d ->
                    !d.findElements(By.cssSelector("table.records tbody tr")).isEmpty());
            assertEquals(
                    "Verlauf",
                    browser.findElement(By.cssSelector("[data-nav=history]")).getText());
            assertEquals("Rekordkorpus", browser.findElement(By.tagName("h1")).getText());
            browser.navigate().refresh();
            wait.until(d ->
                    !d.findElements(By.cssSelector("table.records tbody tr")).isEmpty());
            assertEquals(
                    "Verlauf",
                    browser.findElement(By.cssSelector("[data-nav=history]")).getText(),
                    "kept");
            new Select(browser.findElement(By.id("language"))).selectByVisibleText("English");
            wait.until(d -> "en".equals(d.findElement(By.tagName("html")).getAttribute("lang")));
            assertEquals("en", browser.executeScript("return localStorage.getItem('morpion.lang')"));
        } finally {
            browser.quit();
        }
    }

    @Test
    void anIllegalGameIsJudgedInThePagesLanguage() throws Exception {
        ChromeDriver browser = Chromium.start(1280, 900, "fr");
        WebDriverWait wait = Chromium.waiting(browser, 20);
        try {
            browser.get(base + "#/submit");
            // move 1 of Rosin's 178 with its line shifted off the cross: a point it needs is missing
            WebElement verdict = submit(
                    browser,
                    wait,
                    "{\"version\":\"0.1\",\"variant\":\"5T\","
                            + "\"moves\":[{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":2}]}");
            assertTrue(
                    verdict.getText().startsWith("Partie illégale : le coup 1 a besoin du point ("), verdict.getText());
        } finally {
            browser.quit();
        }
    }

    @Test
    void theServersRefusalsAreSaidInThePagesLanguage() throws Exception {
        JsonNode words = CatalogueKeysTest.catalogue("de");
        ChromeDriver browser = Chromium.start(1280, 900, "de");
        WebDriverWait wait = Chromium.waiting(browser, 20);
        try {
            browser.get(base + "#/submit");
            WebElement verdict = submit(browser, wait, "{\"version\":\"0.1\",\"variant\":\"5T\",\"moves\":[]}");
            assertEquals(words.get("error.emptyGame").asText(), verdict.getText());
            String unreadable = words.get("error.malformedGame").asText().replace("{detail}", "");
            submit(browser, wait, "kein Spiel");
            wait.until(d ->
                    d.findElement(By.cssSelector(".verdict .error")).getText().startsWith(unreadable));

            long missing = Long.MAX_VALUE / 2;
            browser.get(base + "#/runs/" + missing);
            String expected = words.get("error.notFound")
                    .asText()
                    .replace("{kind}", words.get("error.word.run").asText())
                    .replace("{id}", Long.toString(missing));
            wait.until(d -> d.findElement(By.tagName("main")).getText().contains(expected));
        } finally {
            browser.quit();
        }
    }

    /** Puts the text in the Submit page's box, sends it, and gives the verdict's error once the page shows it. */
    private static WebElement submit(ChromeDriver browser, WebDriverWait wait, String game) {
        WebElement text = wait.until(d -> d.findElement(By.name("game")));
        browser.executeScript("arguments[0].value = arguments[1]", text, game);
        browser.findElement(By.cssSelector("form.submit button[type=submit]")).click();
        return wait.until(d -> d.findElement(By.cssSelector(".verdict .error")));
    }
}
