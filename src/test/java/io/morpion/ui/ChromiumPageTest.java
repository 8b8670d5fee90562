package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.service.Api;
import io.quarkus.test.common.http.TestHTTPResource;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the web UI tests share: one headless Chromium a class, against the test service and its
 * real database, and the helpers that drive and read its pages.
 */
abstract class ChromiumPageTest {

    static final Path SHOTS = Path.of("target", "screenshots");

    static ChromeDriver browser;

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

    WebDriverWait waiting(int seconds) {
        return Chromium.waiting(browser, seconds);
    }

    void shot(String name) throws Exception {
        Files.write(SHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    /** A figure of the run page, read in one go: the page redraws them every second. */
    String field(String name) {
        Object text = browser.executeScript(
                "const e = document.querySelector('[data-field=\"' + arguments[0] + '\"]');"
                        + " return e ? e.textContent : '';",
                name);
        return String.valueOf(text);
    }

    /** No script error, no CSP violation: the console stays clean. */
    void assertConsoleClean() {
        // An illegal game is answered 422 on purpose; Chromium logs every 4xx answer as an error.
        List<LogEntry> severe = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .filter(e -> !e.getMessage().contains("the server responded with a status of 422"))
                .toList();
        assertTrue(severe.isEmpty(), "browser console: " + severe);
    }

    /** Reads the console's lines so far, so that a 4xx a test asked for on purpose is not held against the next. */
    void forgetConsole() {
        browser.manage().logs().get(LogType.BROWSER);
    }

    /** An element's text as the page has it now; the page redraws its tables every two seconds. */
    String text(String css) {
        return String.valueOf(browser.executeScript(
                "const e = document.querySelector(arguments[0]);" + " return e ? e.textContent : '';", css));
    }

    /** Clicks the control button with this word, again if the page redrew it between finding and clicking. */
    void clickControl(String word) {
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
    List<String> controls() {
        try {
            return browser.findElements(By.cssSelector("p.controls button")).stream()
                    .map(WebElement::getText)
                    .toList();
        } catch (StaleElementReferenceException redrawn) {
            return List.of();
        }
    }

    /**
     * Types a token into the header's field, replacing what it held, and saves it; outside Searches and Campaigns the
     * header's Token button opens the field first.
     */
    void saveToken(String token) {
        WebElement field = browser.findElement(By.id("token"));
        if (!field.isDisplayed()) {
            browser.findElement(By.id("token-open")).click();
            waiting(5).until(d -> field.isDisplayed());
        }
        field.clear();
        field.sendKeys(token);
        browser.findElement(By.cssSelector("#token-form button")).click();
    }

    /** Queues a run over the API as the admin; its id. */
    static long queue(Requests.Run request) {
        return Api.create(Api.admin(), "/api/runs", request.build());
    }

    /** Queues a 5D campaign of one small perturbation worker that ends after 3 seconds; its id. */
    static long queueThreeSecondCampaign() {
        return Api.create(
                Api.admin(),
                "/api/campaigns",
                Requests.campaign("5D")
                        .algorithm("perturbation")
                        .workers(1)
                        .time("3s")
                        .param("nrpa-iterations", 5)
                        .build());
    }

    /** The run page's control buttons, read in one go so that a redraw between reads cannot interfere. */
    @SuppressWarnings("unchecked")
    List<String> runControls() {
        return (List<String>) browser.executeScript(
                "return [...document.querySelectorAll('p.controls button')].map(b => b.textContent)");
    }

    /** The page is no wider than the phone (tables may scroll inside their own box). */
    static void assertFits(ChromeDriver phone, String name) throws Exception {
        long overflow = (Long) phone.executeScript("return document.documentElement.scrollWidth - window.innerWidth");
        Files.write(SHOTS.resolve(name + "-phone.png"), phone.getScreenshotAs(OutputType.BYTES));
        assertTrue(overflow <= 0, name + " is " + overflow + " px wider than the phone");
    }

    String sending() {
        return String.valueOf(browser.executeScript("return document.querySelector('.sending')?.textContent || ''"));
    }

    /**
     * A page drawn anew, whatever another test left in the browser: the same address again would
     * keep the old page, so the browser goes by another one first.
     */
    void openAfresh(String hash) {
        browser.get(base + "#/history");
        waiting(10).until(d -> "history".equals(browser.executeScript("return document.body.dataset.page")));
        browser.get(base + hash);
    }

    void openSubmitAfresh() {
        openAfresh("#/submit");
    }

    /** The best record of a variant, by score. */
    static long bestRecordId(String variant) {
        return Api.firstRecordId("variant", variant, "sort", "-score", "size", 1);
    }

    /** Drops a file on an element, as a browser's drag and drop delivers it. */
    void dropFile(WebElement target, String name, String content) {
        browser.executeScript(
                "const data = new DataTransfer();"
                        + " data.items.add(new File([arguments[1]], arguments[2], { type: 'text/plain' }));"
                        + " arguments[0].dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, "
                        + "cancelable: true }));",
                target,
                content,
                name);
    }

    void pasteOnSubmit(String game) {
        openSubmitAfresh();
        WebElement text = waiting(10).until(d -> d.findElement(By.name("game")));
        browser.executeScript("arguments[0].value = arguments[1]", text, game);
    }

    String chosenLine() {
        return String.valueOf(browser.executeScript(
                "return document.querySelector('svg.board .line.candidate.chosen')?.dataset.candidate ?? 'none'"));
    }

    /** Where the board's lines are drawn on the screen, as text, to tell a turned board from the same one. */
    static String linePlaces(ChromeDriver driver) {
        return String.valueOf(driver.executeScript("return [...document.querySelectorAll('svg.board .line')].map(l => {"
                + " const r = l.getBoundingClientRect(); return [r.x, r.y, r.width, "
                + "r.height].map(Math.round).join(','); })"
                + ".sort().join(' ')"));
    }

    /** Plays the first legal point (and its first line) again and again, from the game on the board. */
    void playFirstLegalMoves(String variant, int count) {
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

    String status() {
        return String.valueOf(
                browser.executeScript("return document.querySelector('.play-status')?.textContent || ''"));
    }

    static String viewBox(ChromeDriver driver) {
        return String.valueOf(
                driver.executeScript("return document.querySelector('svg.board').getAttribute('viewBox')"));
    }
}
