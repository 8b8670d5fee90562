package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.TempDirs;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.tiers.SlowTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The morpion command line run as a real process through bin/morpion, on corpus files and bad files. */
@SlowTest
class CliIT {

    static final Path ROOT =
            Path.of(System.getProperty("morpion.project.dir", "")).toAbsolutePath();

    /**
     * The directory the commands run in, shared by the CLI classes of one test JVM. It goes when the JVM ends, not
     * with any one class: a class that took it away at its end left the classes after it in the same JVM without it.
     */
    static final Path WORK = sharedWork();

    record Run(int exit, String out, String err) {}

    private static Path sharedWork() {
        Path dir = TempDirs.create("morpion-cli-");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> TempDirs.delete(dir), "remove " + dir));
        return dir;
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

    /** SIGINT, the Ctrl-C a user at a terminal gives, sent to a running command. */
    static void interrupt(Process process) throws IOException, InterruptedException {
        assertEquals(
                0,
                new ProcessBuilder("kill", "-INT", Long.toString(process.pid()))
                        .start()
                        .waitFor(),
                "kill -INT " + process.pid());
    }

    static String corpus(String path) {
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
        assertTrue(run.out().contains("tampered.msr: ILLEGAL: move 41, "), run.out());
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
    void benchRacesTwoSolversSeedBySeedDrawsTheRaceAndKeepsEveryRunsBestGame() throws Exception {
        Path chart = WORK.resolve("race.svg");
        Path games = WORK.resolve("race-games");
        Files.createDirectories(games);
        Files.writeString(games.resolve("5D-1-A.json"), "a file of the user's");
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
                "2s",
                "--sample",
                "1",
                "--seeds",
                "3",
                "--chart",
                chart.toString(),
                "--games",
                games.toString());
        for (String line : List.of(
                "seed 1: ",
                "seed 2: ",
                "seed 3: ",
                "A = sampling",
                "B = nrpa level=1",
                "chart: " + chart,
                "games: " + games + " (6 files)")) {
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

        assertEquals("a file of the user's", Files.readString(games.resolve("5D-1-A.json")), "never replaced");
        for (int seed = 1; seed <= 3; seed++) {
            String[] curves = race.out()
                    .lines()
                    .filter(line -> line.startsWith("seed "))
                    .toList()
                    .get(seed - 1)
                    .replaceFirst("seed \\d+: ", "")
                    .split(" \\| ");
            for (String side : List.of("A", "B")) {
                String name = "5D-" + seed + "-" + side + (seed == 1 && side.equals("A") ? "-2" : "") + ".json";
                MsrRecord game = Msr.decode(Files.readString(games.resolve(name)));
                String[] samples = curves[side.equals("A") ? 0 : 1].split(" ");
                assertTrue(
                        Msr.requireLegal(game).score() >= Integer.parseInt(samples[samples.length - 1]),
                        name + ": the run's best, at least its last sample");
                assertEquals(seed, game.solver().seed(), name);
                assertTrue(game.solver().method().startsWith(side.equals("A") ? "sampling" : "nrpa"), name);
                assertTrue(game.solver().nodesExplored() > 0, name);
            }
        }

        Run onAFile = morpion(
                "bench",
                "sampling",
                "--against",
                "nrpa",
                "--time",
                "1s",
                "--sample",
                "1s",
                "--games",
                chart.toString());
        assertEquals(2, onAFile.exit());
        assertTrue(
                onAFile.err().contains("--games " + chart + " is a file; a race keeps its games in a folder"),
                onAFile.err());
        Run nodes = morpion("bench", "sampling", "--against", "nrpa", "--nodes", "100");
        assertEquals(2, nodes.exit());
        assertTrue(nodes.err().contains("a race is at equal wall clock: give --time T (90s, 10m)"), nodes.err());
    }

    @Test
    void aRaceWithAStopRuleEndsWhenItsEvidenceDoes() throws Exception {
        // one game a seed, the same on both sides: every paired difference is 0, so the eighth seed rejects a gain
        // of one move with nothing left to doubt, and the race stops there instead of running all twelve
        Run race = succeeds(
                "bench",
                "sampling",
                "-P",
                "runs=1",
                "-P",
                "samples=1",
                "--against",
                "sampling",
                "--against-param",
                "runs=1",
                "--against-param",
                "samples=1",
                "--variant",
                "4D",
                "--time",
                "1s",
                "--sample",
                "1",
                "--seeds",
                "1-12",
                "--effect",
                "1",
                "--games",
                WORK.resolve("stop-rule-games").toString());
        assertTrue(race.out().contains("after 7 seeds: A - B +0.00; continue (judged from 8 seeds on)"), race.out());
        assertTrue(
                race.out().contains("after 8 seeds: A - B +0.00 in [+0.00, +0.00] (99.00 % interval): reject"),
                race.out());
        assertFalse(race.out().contains("seed 9: "), "the race ended at its verdict: " + race.out());
        Run alone = morpion("bench", "sampling", "--time", "1s", "--effect", "1");
        assertEquals(2, alone.exit());
        assertTrue(alone.err().contains("--effect stops a race: name the other solver with --against"), alone.err());
        Run few = morpion(
                "bench",
                "sampling",
                "--against",
                "nrpa",
                "--time",
                "1s",
                "--sample",
                "1",
                "--seeds",
                "4",
                "--effect",
                "1");
        assertEquals(2, few.exit());
        assertTrue(few.err().contains("a race with a stop rule runs at least 8 seeds, not 4"), few.err());
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
    void exitCodesAreZeroForSuccessOneForAFailureAtRunTimeAndTwoForAUsageError() throws Exception {
        assertEquals(0, morpion("verify", corpus("5T/rosin178.json")).exit());
        Path illegal = WORK.resolve("illegal.json");
        Files.writeString(
                illegal,
                Files.readString(ROOT.resolve(corpus("5T/rosin178.json")))
                        .replaceFirst("\"x\"\\s*:\\s*\\d+", "\"x\": 40"));
        Run verdict = morpion("verify", illegal.toString());
        assertEquals(1, verdict.exit(), verdict.out());
        assertTrue(verdict.out().contains("ILLEGAL: move 1, "), verdict.out());
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

    static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
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
