package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.TempDirs;
import io.morpion.Waits;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.spec.SolverSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** The morpion command line run as a real process through bin/morpion, on corpus files and bad files. */
class CliIT {

    static final Path ROOT =
            Path.of(System.getProperty("morpion.project.dir", "")).toAbsolutePath();
    static final Path WORK = TempDirs.create("morpion-cli-");

    record Run(int exit, String out, String err) {}

    @AfterAll
    static void cleanUp() {
        TempDirs.delete(WORK);
    }

    static Run morpion(String... args) throws IOException, InterruptedException {
        return morpionWith(Map.of(), args);
    }

    /** The command, which must succeed (exit 0; its standard error is the failure's message). */
    static Run succeeds(String... args) throws IOException, InterruptedException {
        Run run = morpion(args);
        assertEquals(0, run.exit(), run.err());
        return run;
    }

    static Run morpionWith(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        return morpionWithin(Duration.ofSeconds(60), environment, args);
    }

    /** A command given longer than a minute, such as a whole proof. */
    static Run morpionWithin(Duration limit, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        return morpionIn(WORK, limit, environment, args);
    }

    /** The command run in a directory of the caller's, which keeps its output there. */
    static Run morpionIn(Path dir, Duration limit, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        List<String> command =
                new ArrayList<>(List.of(ROOT.resolve("bin/morpion").toString()));
        command.addAll(List.of(args));
        // another test class may call this after this class's clean-up took the directory away
        Files.createDirectories(dir);
        Path out = dir.resolve("stdout");
        Path err = dir.resolve("stderr");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().putAll(environment);
        Process process =
                builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("the command did not finish within " + limit.toSeconds() + " s: " + command);
        }
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static String corpus(String path) {
        return ROOT.resolve("records").resolve(path).toString();
    }

    @Test
    void theLauncherRunsTheJavaOfJavaHomeAndFallsBackToThePathWithoutOne() throws Exception {
        Path fakeJdk = WORK.resolve("fake-jdk");
        Files.createDirectories(fakeJdk.resolve("bin"));
        Path fakeJava = fakeJdk.resolve("bin/java");
        Files.writeString(fakeJava, "#!/bin/sh\necho \"fake java ran\"\n");
        assertTrue(fakeJava.toFile().setExecutable(true));
        Run chosen = morpionWith(Map.of("JAVA_HOME", fakeJdk.toString()), "--version");
        assertEquals("fake java ran", chosen.out().strip(), chosen.err());
        Run fallback =
                morpionWith(Map.of("JAVA_HOME", WORK.resolve("no-jdk-here").toString()), "--version");
        assertEquals(0, fallback.exit(), fallback.err());
        assertTrue(fallback.out().startsWith("morpion "), fallback.out());
    }

    @Test
    void verifyPrintsAVerdictPerFileAndExitsZeroWhenAllAreLegal() throws Exception {
        Run run = succeeds("verify", corpus("5T/rosin178.json"), corpus("4D/hyyroporanen35.json"));
        assertTrue(run.out().contains("rosin178.json: legal, 5T, 178 moves, terminal"), run.out());
        assertTrue(run.out().contains("hyyroporanen35.json: legal, 4D, 35 moves, terminal"), run.out());
    }

    @Test
    void verifyNamesTheFirstIllegalMoveAndExitsNonZero() throws Exception {
        MsrRecord game = Msr.decode(Files.readString(Path.of(corpus("5D/rosin82.json"))));
        List<Move> moves = new ArrayList<>(game.moves());
        Move m = moves.get(40);
        moves.set(40, new Move(m.x(), m.y() + 1, m.dir(), m.pos()));
        Path tampered = WORK.resolve("tampered.msr");
        Files.writeString(tampered, Msr.encode(MsrRecord.of(game.variant(), moves)));
        Run run = morpion(
                "verify",
                corpus("5D/rosin82.json"),
                tampered.toString(),
                WORK.resolve("missing.msr").toString());
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("rosin82.json: legal"), run.out());
        assertTrue(run.out().contains("tampered.msr: ILLEGAL at move 41: move 41 "), run.out());
        assertTrue(run.out().contains("missing.msr: UNREADABLE: ") && run.out().contains("no such file"), run.out());
    }

    @Test
    void filesWrittenFollowTheUsersUmaskLikeAnyNewFile() throws Exception {
        for (String[] umask : new String[][] {{"022", "rw-r--r--"}, {"077", "rw-------"}, {"002", "rw-rw-r--"}}) {
            Path svg = WORK.resolve("umask-" + umask[0] + ".svg");
            Process process = new ProcessBuilder(
                            "sh",
                            "-c",
                            "umask " + umask[0] + " && exec \"$0\" \"$@\"",
                            ROOT.resolve("bin/morpion").toString(),
                            "convert",
                            corpus("4D/hyyroporanen35.json"),
                            "--to",
                            "svg",
                            "-o",
                            svg.toString())
                    .directory(WORK.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, process.exitValue());
            assertEquals(
                    umask[1], PosixFilePermissions.toString(Files.getPosixFilePermissions(svg)), "umask " + umask[0]);
        }
        try (var left = Files.list(WORK)) {
            assertTrue(left.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
        }
    }

    @Test
    void convertGoesThroughEveryFormatAndBack() throws Exception {
        String psol = ROOT.resolve("msr-lib/src/test/resources/vectors/pentasol/178.psol")
                .toString();
        Run toMsr = succeeds("convert", psol, "--variant", "5T", "--to", "msr");
        assertEquals(178, Msr.decode(toMsr.out()).moveCount());

        Path png = WORK.resolve("rosin178.png");
        assertEquals(
                0,
                morpion("convert", corpus("5T/rosin178.json"), "--to", "png", "--numbers", "-o", png.toString())
                        .exit());
        Run back = succeeds("convert", png.toString(), "--to", "json");
        assertEquals(
                Msr.decode(Files.readString(Path.of(corpus("5T/rosin178.json"))))
                        .moves(),
                Msr.decode(back.out()).moves());

        Path svg = WORK.resolve("game.svg");
        assertEquals(
                0,
                morpion("convert", png.toString(), "--to", "svg", "-o", svg.toString())
                        .exit());
        assertTrue(Files.readString(svg, StandardCharsets.UTF_8).contains("<metadata>"));
        Run pentasol = morpion("convert", svg.toString(), "--to", "pentasol");
        assertTrue(pentasol.out().lines().anyMatch(l -> l.matches("\\(\\d+,\\d+\\)")), pentasol.out());
    }

    @Test
    void mistakesGetOneClearLineAndANonZeroExit() throws Exception {
        Run binaryToStdout = morpion("convert", corpus("5T/rosin178.json"), "--to", "png");
        assertEquals(2, binaryToStdout.exit());
        assertEquals(
                "morpion: png is binary; give a file with -o",
                binaryToStdout.err().strip());
        Run pentasolWithoutVariant = morpion(
                "convert",
                ROOT.resolve("msr-lib/src/test/resources/vectors/pentasol/178.psol")
                        .toString(),
                "--to",
                "json");
        assertEquals(1, pentasolWithoutVariant.exit(), "a file that cannot be read as it was given");
        assertTrue(pentasolWithoutVariant.err().strip().startsWith("morpion: a Pentasol game needs its variant"));
        assertEquals(1, pentasolWithoutVariant.err().strip().lines().count(), "one line, no stack trace");
        Run unknownFormat = morpion("convert", corpus("5T/rosin178.json"), "--to", "gif");
        assertTrue(unknownFormat.exit() != 0
                && unknownFormat.err().contains("--to must be msr, json, pentasol, svg or png"));
    }

    @Test
    void countPrintsPositionsAndOrbitsPerMove() throws Exception {
        Run run = succeeds("count", "--variant", "4D", "--depth", "4", "--threads", "2");
        assertTrue(run.out().matches("(?s).*\\n\\s+4\\s+84,226\\s+10,608\\n.*"), run.out());
        Run bad = morpion("count", "--variant", "4D", "--depth", "0");
        assertTrue(bad.exit() != 0);
        assertTrue(bad.err().contains("--depth must be 1..60"), bad.err());
        Run missing = morpion("count", "--variant", "4D");
        assertTrue(missing.exit() != 0);
        assertTrue(missing.err().contains("give --depth K (or --estimate N"), missing.err());
    }

    @Test
    void countEstimatesTheTreeFromRandomDescents() throws Exception {
        Run run = succeeds("count", "--variant", "4D", "--depth", "4", "--estimate", "20000", "--threads", "2");
        // Counted outright: 11,894 orbits up to move 4 (1 + 5 + 106 + 1,174 + 10,608).
        var total = java.util.regex.Pattern.compile("whole tree to 4 moves: about ([0-9,]+) orbits ± ([0-9.]+)%")
                .matcher(run.out());
        assertTrue(total.find(), run.out());
        double estimate = Double.parseDouble(total.group(1).replace(",", ""));
        double relativeError = Double.parseDouble(total.group(2)) / 100;
        assertTrue(relativeError < 0.05 && Math.abs(estimate - 11_894) <= 4 * relativeError * estimate, run.out());
        assertTrue(run.out().contains("the longest game a descent reached: 4 moves"), run.out());
    }

    @Test
    void countEstimatesWhatAProofVisitsWithTheBound() throws Exception {
        Run run = succeeds("count", "--variant", "4D", "--estimate", "20000", "--floor", "35", "--threads", "2");
        var total = java.util.regex.Pattern.compile("to prove no game beats 35: about ([0-9,]+) orbits")
                .matcher(run.out());
        assertTrue(total.find(), run.out());
        // The whole 4D tree holds 4.74·10^10 orbits; the 4D proof with the bound visits 6.0·10^7 nodes.
        double estimate = Double.parseDouble(total.group(1).replace(",", ""));
        assertTrue(estimate > 3e7 && estimate < 1e9, run.out());
        Run alone = morpion("count", "--variant", "4D", "--depth", "3", "--floor", "35");
        assertEquals(2, alone.exit());
        assertTrue(alone.err().contains("--floor goes with --estimate"), alone.err());
    }

    @Test
    void anExactSearchSaysBestFoundUntilItsTreeIsDrainedThenProvenOptimal() throws Exception {
        MsrRecord record = Msr.decode(Files.readString(ROOT.resolve("records/4D/hyyroporanen35.json")));
        Path opening = WORK.resolve("opening.msr");
        Files.writeString(
                opening,
                Msr.encode(MsrRecord.of(record.variant(), record.moves().subList(0, 16))));
        Path best = WORK.resolve("exact.msr");
        Run cut = succeeds(
                "search",
                "--variant",
                "4D",
                "--algo",
                "exact",
                "--from",
                opening.toString(),
                "--nodes",
                "50",
                "-o",
                best.toString());
        assertTrue(cut.out().contains("best found:") && !cut.out().contains("PROVEN"), cut.out());
        Run drained = succeeds("search", "--resume", best + ".mck", "-o", best.toString());
        assertTrue(drained.out().contains("PROVEN OPTIMAL"), drained.out());
        MsrRecord game = Msr.decode(Files.readString(best));
        assertTrue(game.moveCount() >= 35, "the record's own ending is in the tree");
        assertEquals(0, morpion("verify", best.toString()).exit());
    }

    /**
     * The committed proofs stay readable: a change to the move order, the frontier or the checkpoint
     * format that would orphan them fails here, not when a user follows docs/benchmarks.md.
     */
    @Test
    void thePublishedProofsStillResumeAndVerify() throws Exception {
        Path proofs = ROOT.resolve("bench/proofs");
        Run fourT = succeeds(
                "search",
                "--resume",
                proofs.resolve("4t-62-searched.mck").toString(),
                "-o",
                WORK.resolve("4t.msr").toString(),
                "--checkpoint",
                WORK.resolve("4t.mck").toString());
        // the proof's totals as published: nothing is searched again, nothing is lost
        assertTrue(fourT.out().contains("done: best 52 after 152,750,088,610 nodes in 3:31:26"), fourT.out());
        assertTrue(fourT.out().contains("the whole tree was searched: no game is longer than 62 moves"), fourT.out());
        Run fourD = succeeds("verify", proofs.resolve("4d-proven-35.msr").toString());
        assertTrue(fourD.out().contains("legal, 4D, 35 moves, terminal"), fourD.out());
    }

    @Test
    void benchRacesTwoSolversSeedBySeedAndDrawsTheRace() throws Exception {
        Path chart = WORK.resolve("race.svg");
        Run race = succeeds(
                "bench",
                "sampling",
                "--against",
                "nrpa",
                "--against-param",
                "level=1",
                "--variant",
                "5D",
                "--time",
                "2",
                "--sample",
                "1",
                "--seeds",
                "3",
                "--chart",
                chart.toString());
        for (String line :
                List.of("seed 1: ", "seed 2: ", "seed 3: ", "A = sampling", "B = nrpa level=1", "chart: " + chart)) {
            assertTrue(race.out().contains(line), race.out());
        }
        // one row per sample time, each with the paired difference and its interval
        assertEquals(
                2,
                race.out()
                        .lines()
                        .filter(l -> l.matches(
                                "\\s+[12]s\\s+\\d+\\.\\d\\d\\s+\\d+\\.\\d\\d\\s+[+-]\\d+\\.\\d\\d ± \\d+\\.\\d\\d"))
                        .count(),
                race.out());
        org.w3c.dom.Document svg = javax.xml.parsers.DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(chart.toFile());
        assertEquals(2, svg.getElementsByTagName("polyline").getLength());
        assertEquals(2, svg.getElementsByTagName("polygon").getLength());
        Run nodes = morpion("bench", "sampling", "--against", "nrpa", "--nodes", "100");
        assertEquals(2, nodes.exit());
        assertTrue(nodes.err().contains("a race is at equal wall clock: give --time SECONDS"), nodes.err());
    }

    @Test
    void benchTimesNrpaAgainstTheAnchorNamedByTheEnvironment() throws Exception {
        // a stand-in for the C++ anchor: its report, with the seed in the figures
        Path anchor = WORK.resolve("fake-anchor");
        Files.writeString(
                anchor,
                "#!/bin/sh\nprintf '  Elapsed time: \\033[1;33m0.5\\033[0m s\\n  Best line: %s\\n' \"$((70 + $8))\"\n");
        assertTrue(anchor.toFile().setExecutable(true));
        Run compared = morpionWith(
                Map.of("MORPION_ANCHOR", anchor.toString()),
                "bench",
                "nrpa",
                "--variant",
                "5D",
                "-P",
                "level=2",
                "-P",
                "iterations=20",
                "--seeds",
                "2");
        assertEquals(0, compared.exit(), compared.err());
        assertTrue(
                compared.out()
                        .contains("NRPA level 2, 20 iterations (400 playouts a run), adaptation by moves on "
                                + "both sides, 5D"),
                compared.out());
        assertTrue(
                compared.out().matches("(?s).*seed 2 +anchor +0\\.50 s +best +72 +ours .*ratio \\d+\\.\\d\\d.*"),
                compared.out());
        assertTrue(compared.out().contains("time ratio ours/anchor"), compared.out());
        // with a budget the environment's anchor stays out of it, and ours runs alone
        Run alone = morpionWith(
                Map.of("MORPION_ANCHOR", anchor.toString()),
                "bench",
                "nrpa",
                "--variant",
                "5D",
                "-P",
                "level=1",
                "--nodes",
                "50");
        assertEquals(0, alone.exit(), alone.err());
        assertTrue(alone.out().contains("mean best") && !alone.out().contains("anchor"), alone.out());
    }

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
    void aSearchStopsAtAProvenOptimumAndSaysWhereEachBestStands() throws Exception {
        Run stopped = succeeds(
                "search",
                "--algo",
                "nrpa",
                "--variant",
                "4D",
                "--level",
                "2",
                "--time",
                "5m",
                "-o",
                WORK.resolve("4d.msr").toString());
        assertTrue(stopped.out().contains("best found: 35 moves\n35 = proven optimum\n"), stopped.out());
        assertTrue(stopped.out().contains("stopped at the proven optimum: no 4D game is longer"), stopped.out());
        assertTrue(stopped.err().contains("new best 34, 1 short of the proven optimum (35)"), stopped.err());
        long nodes = Long.parseLong(stopped.out()
                .replaceAll("(?s)^done: best 35 after ([0-9,]+) nodes.*", "$1")
                .replace(",", ""));

        Run onwards = succeeds(
                "search",
                "--algo",
                "nrpa",
                "--variant",
                "4D",
                "--level",
                "2",
                "--keep-going",
                "--nodes",
                Long.toString(nodes + 1000),
                "-o",
                WORK.resolve("4d-more.msr").toString());
        assertTrue(
                onwards.out().contains(String.format(java.util.Locale.ROOT, "after %,d nodes", nodes + 1000)),
                onwards.out());
        assertFalse(onwards.out().contains("stopped at"), onwards.out());
    }

    @Test
    void aSearchStoppedAndResumedEndsWithTheSameGameAsOneUninterruptedRun() throws Exception {
        Path whole = WORK.resolve("whole.msr");
        Path part = WORK.resolve("part.msr");
        String[] search = {
            "search", "--variant", "5D", "--algo", "nrpa", "--level", "2", "-P", "iterations=30", "--seed", "11"
        };
        succeeds(concat(search, "--nodes", "2500", "-o", whole.toString()));
        Run first = succeeds(concat(search, "--nodes", "1000", "-o", part.toString()));
        assertTrue(first.out().contains("done: best "), first.out());
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
        Run second = succeeds(
                "search", "--algo", "nrpa", "--variant", "5T", "--level", "1", "--nodes", "200", "-o", best.toString());
        assertArrayEquals(rosin, Files.readAllBytes(best), "the 178-move game is untouched");
        Path beside = folder.resolve("morpion-best-2.msr");
        assertTrue(
                second.err()
                        .contains(best + " already holds a 178-move 5T game; it is kept, and this search's best "
                                + "goes to " + beside),
                second.err());
        assertTrue(second.out().contains("; game in " + beside), second.out());
        assertEquals(0, morpion("verify", beside.toString()).exit());
        assertTrue(Files.exists(Path.of(beside + ".mck")), "the checkpoint goes beside the new game");

        Run resumed = succeeds("search", "--resume", beside + ".mck", "--nodes", "400", "-o", beside.toString());
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
        Run first = succeeds(concat(search, "--nodes", "150", "-o", part.toString()));
        assertEquals(
                0,
                morpion("search", "--resume", part + ".mck", "--nodes", "400", "-o", part.toString())
                        .exit());
        Run last = succeeds("search", "--resume", part + ".mck", "--nodes", "600", "-o", part.toString());
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
        Run first = succeeds(concat(search, "--nodes", "7000", "-o", part.toString()));
        assertEquals(
                0,
                morpion("search", "--resume", part + ".mck", "--nodes", "21000", "-o", part.toString())
                        .exit());
        Run last = succeeds("search", "--resume", part + ".mck", "--nodes", "30000", "-o", part.toString());
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
    void aFileLargerThanEightMegabytesIsRefusedAfterReadingJustPastTheLimit() throws Exception {
        Path big = WORK.resolve("big.msr");
        Files.write(big, new byte[9 << 20]);
        Run verify = morpion("verify", big.toString());
        assertEquals(1, verify.exit());
        assertTrue(verify.out().contains("larger than 8 MB; not a game file"), verify.out());
        Run convert = morpion("convert", big.toString(), "--to", "json");
        assertEquals(1, convert.exit());
        assertTrue(convert.err().contains("larger than 8 MB"), convert.err());
    }

    @Test
    void theFourDisjointProofRunsAgainFromScratchToProvenOptimalSayingOnTheWayHowLongItHasLeft() throws Exception {
        Path best = WORK.resolve("4d-proof.msr");
        // about 35 s on two idle cores (docs/benchmarks.md); four minutes leave room for a busy machine
        Run proof = morpionWithin(
                Duration.ofMinutes(4),
                Map.of(),
                "search",
                "--variant",
                "4D",
                "--algo",
                "exact",
                "--threads",
                "2",
                "-o",
                best.toString());
        assertEquals(0, proof.exit(), proof.err());
        assertTrue(proof.out().contains("PROVEN OPTIMAL"), proof.out());
        assertTrue(
                proof.out().matches("(?s).*PROVEN OPTIMAL in [0-9:]+ \\([0-9,]+ positions\\): the whole 4D tree.*"),
                proof.out());
        assertTrue(proof.out().matches("(?s).*nodes/s, [0-9,]+ a thread\\).*"), proof.out());
        // a progress line every 10 s in a file: the proof takes longer, and says how much is left
        assertTrue(proof.err().matches("(?s).*subtrees [0-9,]+/[0-9,]+ done  ETA ~[0-9:]+\\R.*"), proof.err());
        assertEquals(35, Msr.decode(Files.readString(best)).moveCount());
        assertEquals(0, morpion("verify", best.toString()).exit());
    }

    @Test
    void exitCodesAreZeroForSuccessOneForAFailureAtRunTimeAndTwoForAUsageError() throws Exception {
        assertEquals(0, morpion("verify", corpus("5T/rosin178.json")).exit());
        Path illegal = WORK.resolve("illegal.json");
        Files.writeString(
                illegal,
                Files.readString(ROOT.resolve(corpus("5T/rosin178.json")))
                        .replaceFirst("\"x\"\\s*:\\s*\\d+", "\"x\": 40"));
        Run verdict = morpion("verify", illegal.toString());
        assertEquals(1, verdict.exit(), verdict.out());
        assertTrue(verdict.out().contains("ILLEGAL at move 1"), verdict.out());
        assertEquals(
                1,
                morpion("verify", WORK.resolve("no-such-game.msr").toString()).exit(),
                "a file that is not there");
        Run unreachable = morpion("records", "list", "--server", "http://127.0.0.1:9");
        assertEquals(1, unreachable.exit(), unreachable.err());
        Run unknownOption = morpion("search", "--variant", "5T", "--bogus");
        assertEquals(2, unknownOption.exit());
        assertEquals(
                "morpion: Unknown option: '--bogus' (see 'morpion search --help')",
                unknownOption.err().strip());
        Run badParameter = morpion("search", "--variant", "5T", "--algo", "dna", "-P", "swaps=1", "--nodes", "10");
        assertEquals(2, badParameter.exit());
        assertEquals("morpion: swaps must be 2..1000, not 1", badParameter.err().strip());
        Run badTime = morpion("search", "--variant", "5T", "--time", "soon");
        assertEquals(2, badTime.exit(), badTime.err());
        Run noBudget = morpion("bench", "dna");
        assertEquals(2, noBudget.exit(), noBudget.err());
        assertTrue(morpion("--help").out().contains("Exit codes"), "--help says what they mean");
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
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

    @Test
    void showDrawsTheBoardAndHelpExplainsEveryCommand() throws Exception {
        Run show = succeeds("show", corpus("4D/hyyroporanen35.json"), "--numbers");
        assertTrue(
                show.out().contains(" 35 ") && show.out().contains("author       Heikki Hyyrö & Timo Poranen"),
                show.out());
        Run help = morpion("--help");
        assertEquals(0, help.exit());
        for (String command : List.of("verify", "show", "convert", "search", "bench", "Examples:")) {
            assertTrue(help.out().contains(command), help.out());
        }
        Run convertHelp = morpion("convert", "--help");
        assertTrue(
                convertHelp.out().contains("--to=FORMAT") && convertHelp.out().contains("Examples:"),
                convertHelp.out());
    }
}
