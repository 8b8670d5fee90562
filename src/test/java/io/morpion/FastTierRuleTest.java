package io.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The fast tier bounds work, never time: a test with no tier annotation (so in the fast tier) gives no search a
 * wall-clock budget, whose cost grows with the machine's load and whose result depends on it. A test that must spend
 * time is in the slow tier ({@code @SlowTest}, an {@code *IT}); a time limit beside a work bound, as a safety cap
 * ({@code .or(Termination.time(…))}), is no budget, nor is a time limit read against a clock the test moves.
 */
class FastTierRuleTest {

    /** How a test gives a search a wall-clock budget. */
    private static final List<Pattern> BUDGETS = List.of(
            Pattern.compile("\\.solve\\(\\s*Termination\\.time\\("),
            Pattern.compile("\"--time\",\\s*\"\\d"),
            Pattern.compile("\\b(Outlook|Potential)\\.of\\([^;]*Duration\\.of"));

    private static final Pattern TIER = Pattern.compile("@(ServiceTest|BrowserTest|SlowTest)\\b|@Tag\\(Tiers\\.");

    @Test
    void noUntaggedTestGivesASearchAWallClockBudget() throws IOException {
        List<String> found = new ArrayList<>();
        int untagged = 0;
        for (String root : List.of("src/test/java", "msr-lib/src/test/java")) {
            try (Stream<Path> files = Files.walk(ProjectPaths.root().resolve(root))) {
                for (Path file :
                        files.filter(p -> p.toString().endsWith("Test.java")).toList()) {
                    String text = Files.readString(file);
                    if (TIER.matcher(text).find()
                            || file.getFileName().toString().equals("FastTierRuleTest.java")) {
                        continue;
                    }
                    untagged++;
                    for (Pattern budget : BUDGETS) {
                        Matcher m = budget.matcher(text);
                        while (m.find()) {
                            int line = text.substring(0, m.start()).split("\n", -1).length;
                            found.add(file.getFileName() + ":" + line + " " + m.group());
                        }
                    }
                }
            }
        }
        assertTrue(untagged > 80, "found the fast tier's tests: " + untagged);
        assertEquals(List.of(), found, "move these to the slow tier (an *IT with @SlowTest) or bound their work");
    }
}
