package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The Censuses page in a real headless Chromium: an admin starts a census of 4D's optimal games from the form, its
 * page shows a square a part with the figures beside it, and the admin cancels it there.
 */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiCensusTest extends ChromiumPageTest {

    @Test
    void anAdminStartsACensusFromTheFormSeesItPartByPartAndCancelsIt() throws Exception {
        // reached from the Campaigns page: the cluster's other shared work
        openAfresh("#/campaigns");
        waiting(10)
                .until(d -> d.findElement(By.cssSelector("a[data-censuses]")))
                .click();
        waiting(10).until(d -> d.findElement(By.cssSelector("form.queue select[name=variant]")));
        assertTrue(browser.getCurrentUrl().endsWith("#/censuses"), browser.getCurrentUrl());
        List<String> offered = browser.findElements(By.cssSelector("form.queue select[name=variant] option")).stream()
                .map(WebElement::getText)
                .toList();
        assertEquals(List.of("4T", "4D"), offered, "only the variants whose optimum is proven, in the server's order");
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        try {
            openAfresh("#/censuses");
            WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
            new Select(form.findElement(By.name("variant"))).selectByVisibleText("4D");
            form.findElement(By.name("parts")).sendKeys("5");
            form.findElement(By.cssSelector("button[type=submit]")).click();
            waiting(10).until(d -> ((String) d.getCurrentUrl()).matches(".*#/censuses/\\d+$"));
            waiting(10)
                    .until(d -> d.findElements(By.cssSelector(".census-parts g.part"))
                                    .size()
                            == 5);
            assertTrue(text("h1").startsWith("Census #"), text("h1"));
            assertTrue(
                    text("[data-field=parts]").matches("\\d of 5 parts done, \\d running, \\d waiting"),
                    text("[data-field=parts]"));
            assertTrue(text("[data-field=kept]").endsWith("games of 35 moves"), text("[data-field=kept]"));
            shot("census");
            clickControl("Cancel the census");
            waiting(10).until(d -> text("[data-field=status]").equals("cancelled"));
            assertTrue(browser.findElements(By.cssSelector(".controls button")).isEmpty(), "nothing left to cancel");
            assertConsoleClean();
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.token')");
        }
    }
}
