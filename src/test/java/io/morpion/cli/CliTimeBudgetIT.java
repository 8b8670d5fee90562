package io.morpion.cli;

import static io.morpion.cli.CliInProcessTest.morpion;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI's commands that spend a wall-clock budget (--time), run in this JVM: in the slow tier, since the fast
 * tier bounds work, never time.
 */
@SlowTest
class CliTimeBudgetIT {

    @TempDir
    Path work;

    @Test
    void benchTakesItsTimesAsEveryCommandDoes() {
        CliInProcessTest.Run timed = morpion("bench", "sampling", "--variant", "4D", "--time", "1s", "--seeds", "1");
        assertEquals(0, timed.exit(), timed.err());
        assertTrue(timed.out().contains("time=1.0s"), timed.out());
    }

    @Test
    void aCensusCountsTheFiguresItMeetsAndWritesEachWithItsSearchAndSeed() throws Exception {
        Path dir = work.resolve("census");
        CliInProcessTest.Run census = morpion(
                "census", "--variant", "5D", "--score", "50", "--time", "2s", "--every", "1s", "-o", dir.toString());
        assertEquals(0, census.exit(), census.err());
        java.util.regex.Matcher counts = java.util.regex.Pattern.compile(
                        "(\\d+) distinct 5D games of 50 moves or more: (\\d+) dot sets, (\\d+) figures")
                .matcher(census.out());
        assertTrue(counts.find(), census.out());
        int figures = Integer.parseInt(counts.group(3));
        assertTrue(figures > 0 && Integer.parseInt(counts.group(2)) <= figures, census.out());
        java.util.List<String> index = Files.readAllLines(dir.resolve("census.tsv"));
        assertEquals(figures + 1, index.size(), "a line a figure under the heading");
        io.morpion.msr.MsrRecord first = io.morpion.msr.Msr.decode(
                Files.readString(dir.resolve(index.get(1).split("\t")[0])));
        io.morpion.msr.Msr.requireLegal(first);
        assertTrue(first.moveCount() >= 50);
        assertEquals(1L, first.solver().seed());
        assertTrue(first.solver().method().startsWith("dna "), first.solver().method());

        CliInProcessTest.Run refused = morpion("census", "--variant", "5D", "--time", "1s", "--algo", "nrpa");
        assertEquals(2, refused.exit());
        assertEquals(
                "morpion: nrpa cannot report the games it meets to a census; dna and lns can",
                refused.err().strip());
    }
}
