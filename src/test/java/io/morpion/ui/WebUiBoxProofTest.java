package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The Box proofs page in a real headless Chromium: reached from Campaigns, an admin starts a proof from the form
 * (a 4D box too small for the game asked, which SCIP settles in its presolve), and its page shows the verdict and a
 * square a part.
 */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiBoxProofTest extends ChromiumPageTest {

    @Test
    void anAdminStartsAProofFromTheFormAndSeesItsVerdictPartByPart() throws Exception {
        openAfresh("#/campaigns");
        waiting(10)
                .until(d -> d.findElement(By.cssSelector("a[data-box-proofs]")))
                .click();
        waiting(10).until(d -> d.findElement(By.cssSelector("form.queue input[name=box]")));
        assertTrue(browser.getCurrentUrl().endsWith("#/box-proofs"), browser.getCurrentUrl());
        saveToken(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        try {
            openAfresh("#/box-proofs");
            WebElement form = waiting(10).until(d -> d.findElement(By.cssSelector("form.queue")));
            new Select(form.findElement(By.name("variant"))).selectByVisibleText("4D");
            form.findElement(By.name("box")).sendKeys("0,0,0,0");
            form.findElement(By.name("atLeast")).sendKeys("25");
            form.findElement(By.cssSelector("button[type=submit]")).click();
            waiting(10).until(d -> ((String) d.getCurrentUrl()).matches(".*#/box-proofs/\\d+$"));
            waiting(60).until(d -> text("[data-field=verdict]").equals("proven: no such game fits"));
            assertTrue(text("h1").startsWith("Box proof #"), text("h1"));
            assertTrue(text("h1").contains("a game of 25 or more in 4D box (0,0,0,0)"), text("h1"));
            assertEquals("1 proven, 0 split, 0 open, 0 running, 0 waiting", text("[data-field=parts]"));
            assertEquals(
                    1,
                    browser.findElements(By.cssSelector(".box-parts g.part.proven"))
                            .size());
            assertTrue(text("[data-field=solver]").startsWith("SCIP"), text("[data-field=solver]"));
            shot("box-proof");
            assertConsoleClean();
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.token')");
        }
    }
}
