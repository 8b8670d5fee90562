package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.Requests;
import io.morpion.TempDirs;
import io.morpion.tiers.SlowTest;
import io.morpion.ui.Chromium;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A run page in a real Chromium while its service is killed and started again: it says the
 * connection is lost instead of showing frozen figures, and picks the run up by itself.
 */
@SlowTest
class LiveConnectionIT {

    @Test
    void aRunPageSaysWhenItsServiceIsGoneAndPicksTheRunUpWhenItIsBack() throws Exception {
        Path work = TempDirs.create("morpion-it-live-");
        Map<String, String> env = ServiceProcess.fastSearches(1);
        env.putAll(ServiceProcess.embeddedDatabase(work));
        int port = ServiceProcess.freePort();
        ChromeDriver browser = Chromium.start(1280, 900);
        try {
            long id;
            try (ServiceProcess first = ServiceProcess.start(work, env, port)) {
                id = new ObjectMapper()
                        .readTree(first.postJson(
                                        "/api/runs",
                                        Requests.run("5D")
                                                .algorithm("nrpa")
                                                .param("level", 2)
                                                .time("10m")
                                                .seed(4)
                                                .build())
                                .body())
                        .path("id")
                        .asLong();
                browser.get(first.url("/#/runs/" + id));
                // the figures are drawn before the page starts following the run's live stream
                new WebDriverWait(browser, Duration.ofSeconds(60))
                        .until(d -> field(d, "status").startsWith("running")
                                && !d.findElements(By.cssSelector("p.connection"))
                                        .isEmpty());
                WebElement lost = browser.findElement(By.cssSelector("p.connection"));
                assertFalse(lost.isDisplayed(), "connected: nothing to say");
                first.kill();
                new WebDriverWait(browser, Duration.ofSeconds(30)).until(d -> lost.isDisplayed());
                assertEquals("Connection lost, reconnecting… The figures below are from before.", lost.getText());
                assertTrue(browser.findElement(By.cssSelector("dl.stats"))
                        .getAttribute("class")
                        .contains("stale"));
            }
            try (ServiceProcess second = ServiceProcess.start(work, env, port)) {
                WebElement lost = browser.findElement(By.cssSelector("p.connection"));
                new WebDriverWait(browser, Duration.ofSeconds(90))
                        .until(d -> !lost.isDisplayed() && field(d, "status").startsWith("running"));
                assertFalse(browser.findElement(By.cssSelector("dl.stats"))
                        .getAttribute("class")
                        .contains("stale"));
                second.post("/api/runs/" + id + "/cancel", "");
            }
        } finally {
            browser.quit();
            TempDirs.delete(work);
        }
    }

    private static String field(org.openqa.selenium.WebDriver driver, String name) {
        Object text = ((ChromeDriver) driver)
                .executeScript(
                        "const e = document.querySelector('[data-field='"
                                + " + arguments[0] + ']'); return e ? e.textContent : '';",
                        name);
        return String.valueOf(text);
    }
}
