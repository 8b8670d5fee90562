package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Waits;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.box.Box;
import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code morpion box --solver scip} run as a real process through bin/morpion: SCIP's own log comes on standard
 * output after the question, then the verdict in the command's terms, and a game found is written and legal.
 */
@SlowTest
class CliBoxIT {

    /** A question SCIP cannot settle in the test's time: an ordered game of 83 in box (4,4,1,0). */
    private static final List<String> OPEN_QUESTION =
            List.of("box", "5D", "4,4,1,0", "--solver", "scip", "--at-least", "83");

    @TempDir
    Path work;

    @Test
    void scipFindsAGameOfAtLeastNAndWritesItLegalAndInsideItsBox() throws Exception {
        Path file = work.resolve("found.json");
        CliIT.Run run = CliIT.morpionIn(
                work,
                Duration.ofMinutes(5),
                Map.of(),
                "box",
                "5D",
                "0,0,0,0",
                "--solver",
                "scip",
                "--at-least",
                "10",
                "-o",
                file.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(
                run.out().startsWith("box (0,0,0,0) of 5D: ")
                        && run.out()
                                .contains("a game of 10 or more; moves in "
                                        + "order (big-M), 1 thread, at most 10:00, SCIP "),
                run.out());
        int log = run.out().indexOf("SCIP's own log follows");
        int verdict = run.out().indexOf("found: a game of ");
        assertTrue(log > 0 && verdict > log, "the log, then the verdict: " + run.out());
        assertTrue(run.out().substring(log, verdict).contains("presolving"), "SCIP's own log: " + run.out());
        MsrRecord game = Msr.decode(Files.readString(file));
        assertTrue(Msr.validate(game).legal());
        assertTrue(game.moveCount() >= 10, "moves: " + game.moveCount());
        assertEquals(new Box(0, 0, 0, 0), Box.ofGame(Variant.FIVE_DISJOINT, game.moves()));
    }

    @Test
    void aLimitThatComesBeforeAnyAnswerIsUnknownAndPointsToTheSolversLog() throws Exception {
        List<String> args = new ArrayList<>(OPEN_QUESTION);
        args.addAll(List.of("--limit", "1s"));
        CliIT.Run run = CliIT.morpionIn(work, Duration.ofMinutes(2), Map.of(), args.toArray(String[]::new));
        assertEquals(0, run.exit(), run.err());
        assertTrue(
                run.out()
                        .contains("unknown: the limit came first, before any answer; the solver's last bound is in "
                                + "its log above"),
                run.out());
    }

    /** Ctrl-C mid-solve: SCIP, stopped from outside, reports no status of its own, and the command says so. */
    @Test
    void ctrlCWhileScipSolvesEndsTheCommandWithUnknownAndExit130() throws Exception {
        Path log = work.resolve("box.log");
        List<String> command =
                new ArrayList<>(List.of(CliIT.ROOT.resolve("bin/morpion").toString()));
        command.addAll(OPEN_QUESTION);
        Process process = new ProcessBuilder(command)
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            // a line of SCIP's table: its branch and cut has begun
            Waits.until(
                    "SCIP's first line of progress",
                    Duration.ofSeconds(60),
                    Duration.ofMillis(100),
                    () -> Files.readString(log),
                    text -> text.contains("|     1 |"));
            CliIT.interrupt(process);
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "stopped promptly");
            String text = Files.readString(log);
            assertEquals(130, process.exitValue(), text);
            assertTrue(
                    text.contains("interrupted: unknown: the limit came first, before any answer")
                            || text.contains("interrupted: unknown: the limit came first; the best bound is"),
                    text);
        } finally {
            process.destroyForcibly(); // never left running behind a failed check
        }
    }
}
