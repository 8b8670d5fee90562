package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.service.Api;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.service.webhooks.WebhookReceiver;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** The token's webhook on the Searches page in a real headless Chromium: set, refused in words, tested and removed. */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiWebhookTest extends ChromiumPageTest {

    private String state() {
        return text(".webhook-state");
    }

    @Test
    void aSearcherSetsTestsAndRemovesTheWebhookFromTheSearchesPageWhoseCountsFollowTheDeliveries() throws Exception {
        String token = Api.searcherToken("webhook in the browser");
        openAfresh("#/runs");
        waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
        assertTrue(browser.findElements(By.cssSelector("details.webhook")).isEmpty(), "nothing to set without a token");
        // saved on this page, the token brings the section at once, the search form kept as it was
        browser.findElement(By.cssSelector("form.queue input[name=time]")).sendKeys("7m");
        saveToken(token);
        try (WebhookReceiver receiver = WebhookReceiver.start(200)) {
            waiting(10)
                    .until(d -> d.findElement(By.cssSelector("details.webhook summary")))
                    .click();
            assertEquals(
                    "7m",
                    browser.findElement(By.cssSelector("form.queue input[name=time]"))
                            .getAttribute("value"));
            waiting(10).until(d -> state().equals("No webhook set."));
            WebElement form = browser.findElement(By.cssSelector("form.webhook-form"));
            form.findElement(By.name("url")).sendKeys(receiver.url());
            form.findElement(By.name("secret")).sendKeys("short");
            form.findElement(By.cssSelector("button[type=submit]")).click();
            waiting(10).until(d -> text("details.webhook .error")
                    .startsWith("The webhook's secret must be 16 to 256 characters"));
            forgetConsole();
            form.findElement(By.name("secret")).sendKeys("-and-now-long-enough");
            form.findElement(By.cssSelector("button[type=submit]")).click();
            waiting(10).until(d -> state().startsWith("Alerts go to " + receiver.url() + "."));
            assertTrue(
                    form.findElement(By.name("secret")).getAttribute("value").isEmpty(),
                    "the secret leaves the page once saved");
            form.findElement(By.cssSelector("button.test-webhook")).click();
            waiting(30).until(d -> receiver.requests().size() == 1);
            assertTrue(
                    receiver.requests().get(0).body().contains("\"event\":\"test\""),
                    receiver.requests().toString());
            // the section reads its counts again by itself while a delivery is owed: no reload, no click
            waiting(30).until(d -> state().contains("1 delivered"));
            shot("searches-webhook");
            browser.findElement(By.cssSelector("button.remove-webhook")).click();
            waiting(10).until(d -> state().equals("No webhook set."));
            assertConsoleClean();
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.token')");
        }
    }
}
