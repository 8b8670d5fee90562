package io.morpion.ui;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.BrowserTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.nio.file.Files;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The web UI in a real headless Chromium against the service: playing a game on the board. */
@BrowserTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebUiPlayTest extends ChromiumPageTest {

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
    void aGhostRecordLiesUnderTheBoardCountsTheMovesOnItsLinesInItsOrderShowsItsNextMoveAndStaysUntilHidden()
            throws Exception {
        long id = given().queryParam("variant", "4D")
                .queryParam("size", 1)
                .get("/api/records")
                .jsonPath()
                .getLong("items[0].id");
        int score = given().get("/api/records/" + id).jsonPath().getInt("score");
        String ghostLines = "svg.board .line.ghost";
        try {
            browser.get(base + "#/records/" + id);
            waiting(20).until(d -> d.findElement(By.cssSelector("a.play-over"))).click();
            waiting(20).until(d -> status().startsWith("4D · 0 moves · "));
            waiting(10).until(d -> d.findElements(By.cssSelector(ghostLines)).size() == score);
            assertEquals("0 of your 0 moves are on its lines.", text(".ghost-matches"));
            browser.get(base + "#/play?from=" + id + "&at=5");
            waiting(20).until(d -> status().startsWith("4D · 5 moves · "));
            waiting(10).until(d -> text(".ghost-matches")
                    .equals("5 of your 5 moves are on its lines. The first 5 follow its order."));
            assertEquals(score, browser.findElements(By.cssSelector(ghostLines)).size());
            assertTrue(browser.findElements(By.cssSelector("svg.board .line.ghost-next"))
                    .isEmpty());
            browser.findElement(By.tagName("body")).sendKeys("g");
            waiting(10)
                    .until(d -> d.findElements(By.cssSelector("svg.board .line.ghost-next"))
                                    .size()
                            == 1);
            JsonPath sixth = given().get("/records/" + id + ".json").jsonPath().setRootPath("moves[5]");
            assertEquals(
                    "Its next move: (" + sixth.getInt("x") + ", " + sixth.getInt("y") + "), drawn on the board.",
                    text(".ghost-next-text"),
                    "the record's own sixth move is its next after its first five");
            assertEquals(
                    5,
                    browser.findElements(By.cssSelector("svg.board .line:not(.ghost):not(.ghost-next)"))
                            .size(),
                    "the game's own lines are drawn over the ghost's");
            browser.navigate().refresh();
            waiting(20).until(d -> text(".ghost-matches")
                    .equals("5 of your 5 moves are on its lines. The first 5 follow its order."));
            shot("play-ghost");
            browser.get(base + "#/play?variant=5T");
            waiting(20).until(d -> status().startsWith("5T · 0 moves · "));
            waiting(10)
                    .until(d -> text(".ghost-line").contains("The ghost is a 4D game: it shows under 4D games only."));
            assertEquals(0, browser.findElements(By.cssSelector(ghostLines)).size());
            browser.findElement(By.cssSelector("button.hide-ghost")).click();
            waiting(10).until(d -> d.findElements(By.cssSelector(".ghost-line")).isEmpty());
            browser.get(base + "#/play?from=" + id + "&at=5");
            waiting(20).until(d -> status().startsWith("4D · 5 moves · "));
            assertTrue(browser.findElements(By.cssSelector(".ghost-line")).isEmpty(), "hidden stays hidden");
            assertEquals(0, browser.findElements(By.cssSelector(ghostLines)).size());
            assertConsoleClean();
        } finally {
            browser.executeScript("localStorage.removeItem('morpion.play-ghost')");
        }
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

        MsrRecord fourD = CorpusGames.game("4D/hyyroporanen35.json");
        WebElement holder = browser.findElement(By.cssSelector(".board-holder"));
        dropFile(
                holder,
                "opening.msr",
                Msr.encode(MsrRecord.of(fourD.variant(), fourD.moves().subList(0, 10))));
        waiting(20).until(d -> status().startsWith("4D · 10 moves · "));
        assertConsoleClean();
    }

    /**
     * "What's still possible from here", on Play and on a record's move shown: near the end of a 4D game the server
     * proves the best continuation.
     */
    @Test
    void theOutlookButtonSaysWhatIsStillPossibleAndThatItIsProven() throws Exception {
        long id = bestRecordId("4D");
        browser.get(base + "#/play?from=" + id + "&at=26");
        waiting(20).until(d -> status().startsWith("4D · 26 moves · "));
        browser.findElement(By.cssSelector("button.outlook")).click();
        waiting(30).until(d -> text(".outlook-answer").startsWith("Proven"));
        assertProvenFromTheFacts();
        assertTrue(status().startsWith("4D · 26 moves · "), "looking ahead plays nothing: " + status());

        browser.get(base + "#/records/" + id + "?move=26");
        waiting(20).until(d -> !d.findElements(By.cssSelector("button.outlook")).isEmpty());
        browser.findElement(By.cssSelector("button.outlook")).click();
        waiting(30).until(d -> text(".outlook-answer").startsWith("Proven"));
        assertProvenFromTheFacts();
        assertConsoleClean();
    }

    /** The answer at move 26 of a 35-move 4D game: the known game through it, and the optimum that proves it. */
    private void assertProvenFromTheFacts() {
        String answer = text(".outlook-answer");
        assertTrue(answer.startsWith("Proven: at most 9 more moves (a game of 35). Known game: "), answer);
        assertTrue(answer.endsWith(" Proof: the proven optimum of 4D (35)."), answer);
        String link = browser.findElement(By.cssSelector(".outlook-witness a")).getAttribute("href");
        assertTrue(link.matches(".*#/records/\\d+"), "the known game is a record, linked: " + link);
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
        assertArrowKeysWalkTheLegalPointsInReadingOrder();
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
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
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
        // three moves are no finished game, which is all the server takes without a token
        WebElement refused = waiting(10).until(d -> d.findElement(By.cssSelector("p.error")));
        assertTrue(
                refused.getText().startsWith("Without a token only finished games are taken, and this one still has "),
                refused.getText());
        assertTrue(status().startsWith("5T · 3 moves"), "the game stays on the board: " + status());
        // Chromium logs the 400 asked for here as an error
        forgetConsole();
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

        WebElement newGame = browser.findElement(By.cssSelector(".record aside select"));
        new Select(newGame).selectByVisibleText("5T");
        WebElement ask = waiting(10).until(d -> d.findElement(By.cssSelector(".notice[role=alert]")));
        assertTrue(
                ask.getText().startsWith("Discard this 3-move game? It has not been exported or submitted."),
                ask.getText());
        // the question stands right under the control that asked it
        int below = ask.getLocation().getY()
                - (newGame.getLocation().getY() + newGame.getSize().getHeight());
        assertTrue(below >= 0 && below < 40, "asked beside the new-game control: " + below + " px below it");
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
            Number covered = (Number) phone.executeScript("const buttons = [...document.querySelectorAll("
                    + "'.zoom-controls button')].map(b => b.getBoundingClientRect());"
                    + " return [...document.querySelectorAll('circle.legal')].map(c => c.getBoundingClientRect())"
                    + ".filter(c => buttons.some(b => c.left < b.right && c.right > b.left && c.top < b.bottom"
                    + " && c.bottom > b.top)).length;");
            assertEquals(0, covered.intValue(), "no zoom button covers a legal point");
            String hint = phone.findElement(By.cssSelector("p.hint")).getText();
            assertTrue(
                    hint.startsWith("Tap a green point") && !hint.contains("Ctrl"),
                    "a phone is told to tap, with no keyboard shortcuts: " + hint);
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
            // zoomed in, the legal points out of view are counted at each edge, as the screen shows them
            @SuppressWarnings("unchecked")
            Map<String, Number> beyond = (Map<String, Number>) phone.executeScript("const b = document.querySelector("
                    + "'svg.board').getBoundingClientRect(); const c = { left: 0, right: 0, up: 0, down: 0 };"
                    + " for (const p of document.querySelectorAll('circle.legal')) { const r = p.getBoundingClientRect();"
                    + " const x = r.left + r.width / 2, y = r.top + r.height / 2; if (x < b.left) c.left++;"
                    + " if (x > b.right) c.right++; if (y < b.top) c.up++; if (y > b.bottom) c.down++; } return c;");
            assertTrue(
                    beyond.values().stream().mapToInt(Number::intValue).sum() > 0, "some legal point is out of view");
            for (String side : List.of("left", "right", "up", "down")) {
                WebElement badge = phone.findElement(By.cssSelector(".offscreen." + side));
                int expected = beyond.get(side).intValue();
                assertEquals(expected > 0, badge.isDisplayed(), side + ": " + beyond);
                if (expected > 0) {
                    assertTrue(badge.getText().endsWith(" " + expected), side + " says " + badge.getText());
                }
            }
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

    /** From the focused legal point, Right walks every legal point once, each after the last as read, then wraps. */
    private void assertArrowKeysWalkTheLegalPointsInReadingOrder() {
        int count =
                browser.findElements(By.cssSelector("svg.board circle.legal")).size();
        String where = "const r = document.activeElement.getBoundingClientRect();"
                + " return [Math.round(r.top), r.left, document.activeElement.dataset.x + ',' + document.activeElement"
                + ".dataset.y];";
        browser.executeScript("const key = c => { const r = c.getBoundingClientRect(); return [Math.round(r.top),"
                + " r.left]; }; [...document.querySelectorAll('svg.board circle.legal')].reduce((a, b) => {"
                + " const [ka, kb] = [key(a), key(b)]; return kb[0] < ka[0] || kb[0] === ka[0] && kb[1] < ka[1]"
                + " ? b : a; }).focus();");
        List<?> start = (List<?>) browser.executeScript(where);
        Set<Object> seen = new HashSet<>(List.of(start.get(2)));
        List<?> previous = start;
        for (int i = 1; i < count; i++) {
            browser.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
            List<?> now = (List<?>) browser.executeScript(where);
            double rowBefore = ((Number) previous.get(0)).doubleValue(), rowNow = ((Number) now.get(0)).doubleValue();
            assertTrue(
                    rowNow > rowBefore
                            || rowNow == rowBefore
                                    && ((Number) now.get(1)).doubleValue() > ((Number) previous.get(1)).doubleValue(),
                    "Right goes on in reading order: " + previous + " then " + now);
            assertTrue(seen.add(now.get(2)), "each legal point once: " + now);
            previous = now;
        }
        browser.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
        assertEquals(start.get(2), ((List<?>) browser.executeScript(where)).get(2), "and then round to the first");
        browser.switchTo().activeElement().sendKeys(Keys.ARROW_LEFT);
        assertEquals(previous.get(2), ((List<?>) browser.executeScript(where)).get(2), "Left goes back");
    }
}
