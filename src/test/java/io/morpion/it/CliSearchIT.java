package io.morpion.it;

import static io.morpion.it.CliIT.ROOT;
import static io.morpion.it.CliIT.WORK;
import static io.morpion.it.CliIT.concat;
import static io.morpion.it.CliIT.corpus;
import static io.morpion.it.CliIT.morpion;
import static io.morpion.it.CliIT.succeeds;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Waits;
import io.morpion.it.CliIT.Run;
import io.morpion.msr.Msr;
import io.morpion.search.local.proofs.LocalGames;
import io.morpion.search.spec.SolverSpec;
import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The morpion command line as a real process on searches: progress for a terminal and a log, stops, resumes and interrupts that lose nothing, and a second search beside the first. */
@SlowTest
class CliSearchIT {

    @Test
    void progressSuitsALogFileAndATerminalAndTheOutcomeGoesToStandardOutput() throws Exception {
        Run logged = succeeds(
                "search",
                "--algo",
                "nrpa",
                "--variant",
                "5T",
                "--level",
                "2",
                "--nodes",
                "3000",
                "-o",
                WORK.resolve("logged.msr").toString());
        assertFalse(logged.err().contains("\r"), "no carriage-return frames in a file");
        assertTrue(
                logged.err().matches("(?s).*\\d+:\\d\\d new best \\d+, \\d+ short of the world record \\(178\\).*"),
                logged.err());
        assertTrue(
                logged.err().matches("(?s).*\nbest +\\d+/178 record +nodes +3,000 .*"),
                "the final state: " + logged.err());
        assertTrue(logged.err().lines().count() < 100, logged.err());
        assertTrue(
                logged.out().matches("(?s)done: best \\d+ after 3,000 nodes in \\S+ \\([0-9,]+ nodes/s\\); game in .*"),
                logged.out());

        // on a 50-column terminal (a pseudo-terminal made by script(1)) the frames never wrap
        Path transcript = WORK.resolve("terminal.txt");
        Process process = new ProcessBuilder(
                        "script",
                        "-qec",
                        "COLUMNS=50 " + ROOT.resolve("bin/morpion")
                                + " search --algo nrpa --variant 5T --level 3 --time 3s -o " + WORK.resolve("tty.msr"),
                        transcript.toString())
                .directory(WORK.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the search under script(1) finished");
        assertEquals(0, process.exitValue());
        String screen = Files.readString(transcript);
        assertTrue(screen.contains("\rbest "), screen);
        List<String> frames = Arrays.stream(screen.split("[\r\n]"))
                .filter(f -> f.startsWith("best "))
                .toList();
        assertTrue(frames.size() >= 4, "frames redrawn in place: " + screen);
        for (String frame : frames) {
            assertTrue(frame.length() < 50, "a frame of " + frame.length() + " columns: " + frame);
        }
        assertFalse(screen.contains("new best"), "a terminal shows the best in its frame");
    }

    @Test
    void aSearchStoppedAndResumedEndsWithTheSameGameAsOneUninterruptedRun() throws Exception {
        Path whole = WORK.resolve("whole.msr");
        Path part = WORK.resolve("part.msr");
        String[] search = {
            "search", "--variant", "5D", "--algo", "nrpa", "--level", "2", "-P", "iterations=30", "--seed", "11"
        };
        succeeds(concat(search, "--nodes", "2500", "-o", whole.toString()));
        Run first = succeeds(concat(search, "--nodes", "1000", "-o", part.toString(), "--checkpoint", part + ".mck"));
        assertTrue(first.out().contains("done: best "), first.out());
        assertTrue(first.out().contains("checkpoint: " + part + ".mck ("), "asked for, it is kept: " + first.out());
        Run resumed = succeeds("search", "--resume", part + ".mck", "--nodes", "2500", "-o", part.toString());
        assertEquals(
                Msr.decode(Files.readString(whole)).moves(),
                Msr.decode(Files.readString(part)).moves());
        assertEquals(0, morpion("verify", part.toString()).exit());
    }

    @Test
    void aSecondSearchInTheSameFolderKeepsTheLongerGameThereAndSaysWhereItsOwnWent() throws Exception {
        Path folder = Files.createDirectories(WORK.resolve("second-search"));
        Path best = folder.resolve("morpion-best.msr");
        byte[] rosin = Files.readAllBytes(Path.of(corpus("5T/rosin178.json")));
        Files.write(best, rosin);
        Path saved = folder.resolve("second.mck");
        Run second = succeeds(
                "search",
                "--algo",
                "nrpa",
                "--variant",
                "5T",
                "--level",
                "1",
                "--nodes",
                "200",
                "-o",
                best.toString(),
                "--checkpoint",
                saved.toString());
        assertArrayEquals(rosin, Files.readAllBytes(best), "the 178-move game is untouched");
        Path beside = folder.resolve("morpion-best-2.msr");
        assertTrue(
                second.err()
                        .contains(best + " already holds a 178-move 5T game; it is kept, and this search's best "
                                + "goes to " + beside),
                second.err());
        assertTrue(second.out().contains("; game in " + beside), second.out());
        assertTrue(
                second.out().contains("this folder's best game: morpion-best.msr (178 moves); this search's "),
                "which file to keep: " + second.out());
        assertEquals(0, morpion("verify", beside.toString()).exit());
        assertTrue(Files.exists(saved), "the checkpoint asked for");

        Run resumed = succeeds("search", "--resume", saved.toString(), "--nodes", "400", "-o", beside.toString());
        assertTrue(
                resumed.out().contains("; game in " + beside),
                "a resumed search replaces its own game: " + resumed.out());
        assertFalse(resumed.err().contains("already holds"), resumed.err());
        assertFalse(Files.exists(folder.resolve("morpion-best-2-2.msr")));
    }

    @Test
    void aPerturbationSearchResumedTwiceEndsAsTheUninterruptedRunAndSystematicIsTheExactSearch() throws Exception {
        Path whole = WORK.resolve("perturbation-whole.msr");
        Path part = WORK.resolve("perturbation-part.msr");
        String[] search = {
            "search", "--variant", "5T", "--algo", "perturbation", "-P", "nrpa-iterations=20", "--seed", "5"
        };
        succeeds(concat(search, "--nodes", "600", "-o", whole.toString()));
        Run first = succeeds(concat(search, "--nodes", "150", "-o", part.toString(), "--checkpoint", part + ".mck"));
        assertEquals(
                0,
                morpion("search", "--resume", part + ".mck", "--nodes", "400", "-o", part.toString())
                        .exit());
        Run last = succeeds("search", "--resume", part + ".mck", "--nodes", "600", "-o", part.toString(), "--verbose");
        assertTrue(
                last.out()
                        .matches("(?s).*\\narchive: \\d+ distinct games "
                                + "\\(by dots, up to symmetry\\): \\d+ \u00d7\\d+.*"),
                last.out());
        assertEquals(
                Msr.decode(Files.readString(whole)).moves(),
                Msr.decode(Files.readString(part)).moves());
        String method = Msr.decode(Files.readString(part)).solver().method();
        assertTrue(method.startsWith("perturbation window="), method);
        assertEquals(0, morpion("verify", part.toString()).exit());

        Run systematic = succeeds(
                "search",
                "--variant",
                "4D",
                "--algo",
                "systematic",
                "--nodes",
                "200",
                "-o",
                WORK.resolve("systematic.msr").toString());
        String exact = Msr.decode(Files.readString(WORK.resolve("systematic.msr")))
                .solver()
                .method();
        assertTrue(exact.startsWith("exact "), exact);
        String help = morpion("search", "--help").out();
        for (String algorithm : SolverSpec.PARAMETERS.keySet()) {
            assertTrue(help.contains(algorithm), "search --help names " + algorithm + ":\n" + help);
        }
        assertTrue(help.contains("systematic"), help);
    }

    @Test
    void aDnaSearchResumedTwiceEndsAsTheUninterruptedRunAndWarmStartsFromARecord() throws Exception {
        Path whole = WORK.resolve("dna-whole.msr");
        Path part = WORK.resolve("dna-part.msr");
        String[] search = {
            "search",
            "--variant",
            "5T",
            "--algo",
            "dna",
            "-P",
            "end-interval=2000",
            "-P",
            "maintenance=5000",
            "--seed",
            "5"
        };
        assertEquals(
                0,
                morpion(concat(search, "--nodes", "30000", "-o", whole.toString()))
                        .exit());
        Run first = succeeds(concat(search, "--nodes", "7000", "-o", part.toString(), "--checkpoint", part + ".mck"));
        assertEquals(
                0,
                morpion("search", "--resume", part + ".mck", "--nodes", "21000", "-o", part.toString())
                        .exit());
        assertFalse(first.out().contains("end searches"), "the search's own counters only with --verbose");
        Run last =
                succeeds("search", "--resume", part + ".mck", "--nodes", "30000", "-o", part.toString(), "--verbose");
        assertTrue(last.out().matches("(?s).*\\npool \\d+ \\(\\d+ \u00d7\\d+.*end searches.*"), last.out());
        assertEquals(
                Msr.decode(Files.readString(whole)).moves(),
                Msr.decode(Files.readString(part)).moves());
        String method = Msr.decode(Files.readString(part)).solver().method();
        assertTrue(method.startsWith("dna window=10 "), method);
        assertEquals(0, morpion("verify", part.toString()).exit());

        Path warm = WORK.resolve("dna-warm.msr");
        Run warmed = succeeds(
                "search",
                "--variant",
                "5T",
                "--algo",
                "dna",
                "--warm",
                ROOT.resolve("records/5T/rosin178.json").toString(),
                "--nodes",
                "3000",
                "-o",
                warm.toString());
        assertTrue(warmed.out().contains("best found: 178 moves"), warmed.out());
        assertEquals(0, morpion("verify", warm.toString()).exit());
    }

    @Test
    void interruptingASearchSavesTheBestGameAndACheckpoint() throws Exception {
        Path best = WORK.resolve("interrupted.msr");
        Process process = new ProcessBuilder(
                        ROOT.resolve("bin/morpion").toString(),
                        "search",
                        "--variant",
                        "5T",
                        "--algo",
                        "nrpa",
                        "--level",
                        "4",
                        "--time",
                        "10m",
                        "-o",
                        best.toString())
                .directory(WORK.toFile())
                .redirectErrorStream(true)
                .redirectOutput(WORK.resolve("search.log").toFile())
                .start();
        Waits.until(
                "the search's first progress line",
                Duration.ofSeconds(30),
                Duration.ofMillis(100),
                () -> Files.readString(WORK.resolve("search.log")),
                log -> log.contains("nodes"));
        process.destroy(); // SIGTERM, which the JVM handles as it handles Ctrl-C
        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "stopped promptly");
        String log = Files.readString(WORK.resolve("search.log"));
        assertTrue(log.contains("interrupted: best "), log);
        assertTrue(
                log.contains("checkpoint: " + best + ".mck ("), "an interrupted search keeps its checkpoint: " + log);
        assertTrue(Msr.requireLegal(Msr.decode(Files.readString(best))).score() > 0);
        Run resumed = succeeds(
                "search",
                "--resume",
                best + ".mck",
                "--nodes",
                "1",
                "-o",
                WORK.resolve("after.msr").toString());
    }

    /** A player's game with no neighbourhood named: the plan is priced and said, the longer game written beside it. */
    @Test
    void improveWithNoNeighbourhoodNamedFindsTheLongerGameWithinItsTime() throws Exception {
        Path game = WORK.resolve("ordinary-26.json");
        Files.writeString(game, Msr.toJson(Msr.decode(LocalGames.MIDDLE_MATTERS)));
        Run run = succeeds("improve", game.toString(), "--time", "10s", "--threads", "1");
        assertTrue(run.out().contains("its cheapest neighbourhoods first, for 0:10 on 1 thread"), run.out());
        assertTrue(run.out().matches("(?s).*plan for the 26-move game: \\d+ neighbourhoods priced in .*"), run.out());
        assertTrue(run.out().contains("LONGER: 28 moves, written to "), run.out());
        Matcher summary = Pattern.compile("from 26 to (\\d+) moves: the longest game is (\\S+)")
                .matcher(run.out());
        assertTrue(summary.find(), run.out());
        assertTrue(run.out().matches("(?s).* with a longer game; [1-9]\\d* not begun\\n.*"), run.out());
        int best = Integer.parseInt(summary.group(1));
        assertTrue(best >= 28, run.out());
        assertEquals(
                best,
                Msr.requireLegal(Msr.decode(Files.readString(Path.of(summary.group(2)))))
                        .score());
    }

    /** The distribution's own launcher: the constraint model's native library loads from its jars. */
    @Test
    void anOpenSquareSweepProvesEachSquareByTheConstraintModel() throws Exception {
        Run sweep = succeeds(
                "improve", corpus("5D/rosin82.json"), "--open-square", "3", "--limit", "30s", "--threads", "1");
        assertTrue(sweep.out().contains("the open 3×3 square at ("), sweep.out());
        assertTrue(sweep.out().contains("with new lines only in the square · "), sweep.out());
        assertTrue(
                sweep.out()
                        .matches(
                                "(?s).*\\n(\\d+) of \\1 neighbourhoods searched: \\1 proven, 0 unknown, no longer game.*"),
                sweep.out());
    }

    @Test
    void interruptingASweepOfLocalProofsReportsTheNeighbourhoodsDoneAndExits() throws Exception {
        Path log = WORK.resolve("improve.log");
        Process process = improveRosin178(log, "--closure");
        try {
            // the first move's closure frees most of the game: it is being searched for minutes
            Waits.until(
                    "the sweep's first line",
                    Duration.ofSeconds(60),
                    Duration.ofMillis(100),
                    () -> Files.readString(log),
                    text -> text.contains("178 neighbourhoods, at most 10:00 each"));
            process.destroy(); // SIGTERM, which the JVM handles as it handles Ctrl-C
            assertTrue(process.waitFor(30, TimeUnit.SECONDS), "stopped promptly");
            String text = Files.readString(log);
            assertTrue(text.contains("): unknown: interrupted; nothing is claimed"), text);
            assertTrue(
                    text.contains("interrupted: 1 of 178 neighbourhoods searched: 0 proven, 1 unknown, no longer game"),
                    text);
        } finally {
            process.destroyForcibly(); // never left running behind a failed check
        }
    }

    /**
     * Ctrl-C while CP-SAT solves a square: CP-SAT's own SIGINT handler, on by default, aborted the whole process
     * natively (bad_function_call) before the sweep could say what it had done; the JVM's handler stops it instead.
     */
    @Test
    void ctrlCWhileTheConstraintModelSolvesEndsTheSweepAsAnyInterruptDoes() throws Exception {
        Path log = WORK.resolve("open-window.log");
        // by the option's name until 2026-12, still read
        Process process = improveRosin178(log, "--open-window", "5");
        try {
            // the first square is proven at once; CP-SAT takes the second for many seconds
            Waits.until(
                    "the first square's verdict",
                    Duration.ofSeconds(60),
                    Duration.ofMillis(100),
                    () -> Files.readString(log),
                    text -> text.contains("the open 5×5 square at (0, -6) (3 freed): proven"));
            Duration before = cpu(process);
            Waits.until(
                    "seconds of the second square's solving",
                    Duration.ofSeconds(60),
                    Duration.ofMillis(100),
                    () -> cpu(process).minus(before),
                    used -> used.compareTo(Duration.ofSeconds(3)) > 0);
            CliIT.interrupt(process);
            assertTrue(process.waitFor(30, TimeUnit.SECONDS), "stopped promptly");
            String text = Files.readString(log);
            assertEquals(130, process.exitValue(), text);
            assertFalse(text.contains("bad_function_call"), text);
            assertTrue(
                    text.matches(
                            "(?s).*square at \\(-1, -5\\) \\(4 freed\\): unknown: interrupted; nothing is claimed · "
                                    + "[1-9][\\d,]* branches.*"),
                    "interrupted while it solved: " + text);
            assertTrue(
                    text.contains("interrupted: 2 of 360 neighbourhoods searched: 1 proven, 1 unknown, no longer game"),
                    text);
        } finally {
            process.destroyForcibly(); // never left running behind a failed check
        }
    }

    /** {@code morpion improve} on Rosin's 178 as a process, 10 minutes a neighbourhood on one thread, logged to {@code log}. */
    private static Process improveRosin178(Path log, String... sweep) throws java.io.IOException {
        List<String> command = new java.util.ArrayList<>(
                List.of(ROOT.resolve("bin/morpion").toString(), "improve", corpus("5T/rosin178.json")));
        command.addAll(List.of(sweep));
        command.addAll(List.of("--limit", "10m", "--threads", "1"));
        return new ProcessBuilder(command)
                .directory(WORK.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    private static Duration cpu(Process process) {
        return process.info().totalCpuDuration().orElseThrow();
    }
}
