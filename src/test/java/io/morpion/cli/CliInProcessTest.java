package io.morpion.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI's commands run in this JVM, reading what they print through picocli's streams: quick
 * checks of their words beside the process-level ones (CliIT), which also cover the launcher,
 * signals and exit codes as a shell sees them.
 */
class CliInProcessTest {

    record Run(int exit, String out, String err) {}

    @TempDir
    Path work;

    private static Run morpion(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = MorpionCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exit, out.toString(), err.toString());
    }

    private static String corpus(String path) {
        return ProjectPaths.root().resolve("records").resolve(path).toString();
    }

    @Test
    void algorithmsListsEveryParameterWithItsDeclaredDefaultAndSearchHelpNamesThem() {
        Run all = morpion("algorithms");
        assertEquals(0, all.exit(), all.err());
        Run help = morpion("search", "--help");
        for (io.morpion.search.Algorithm algorithm : io.morpion.search.spec.Algorithms.ALL) {
            assertTrue(
                    all.out().contains(algorithm.name()) && all.out().contains(": " + algorithm.summary()),
                    algorithm.name());
            assertTrue(help.out().contains(algorithm.name()), algorithm.name());
            for (io.morpion.search.Parameter p : algorithm.parameters()) {
                assertTrue(
                        all.out().contains("-P " + p.name() + "=" + p.defaultValue() + "   (" + p.range() + ")"),
                        algorithm.name() + " " + p.name());
            }
        }
        assertTrue(
                help.out().contains("(default: " + io.morpion.search.spec.Algorithms.DEFAULT.name() + ")"), help.out());
        Run one = morpion("algorithms", "DNA");
        assertEquals(0, one.exit(), one.err());
        assertTrue(one.out().startsWith("dna: ") && !one.out().contains("nrpa: "), one.out());
        Run unknown = morpion("algorithms", "genetic");
        assertEquals(2, unknown.exit());
        assertTrue(unknown.err().contains("there is no algorithm \"genetic\"; choose nrpa, "), unknown.err());
    }

    @Test
    void verifySaysWhetherEachFileIsLegalAndTheExitCodeAgrees() {
        Run legal = morpion("verify", corpus("5T/rosin178.json"));
        assertEquals(0, legal.exit(), legal.err());
        assertTrue(legal.out().contains("rosin178.json: legal, 5T, 178 moves, terminal"), legal.out());
        Run missing = morpion("verify", corpus("4D/hyyroporanen35.json"), "no-such-file.msr");
        assertEquals(1, missing.exit());
        assertTrue(missing.out().contains("no-such-file.msr: UNREADABLE: "), missing.out());
    }

    @Test
    void convertWritesTextToStandardOutputAndShowDrawsTheGame() throws Exception {
        Run json = morpion("convert", corpus("4D/hyyroporanen35.json"), "--to", "json");
        assertEquals(0, json.exit(), json.err());
        MsrRecord game = Msr.decode(json.out());
        assertEquals(35, game.moveCount());
        Run show = morpion("show", corpus("4D/hyyroporanen35.json"));
        assertEquals(0, show.exit(), show.err());
        assertTrue(show.out().contains("moves        35"), show.out());
        Path svg = work.resolve("game.svg");
        assertEquals(
                0,
                morpion("convert", corpus("4D/hyyroporanen35.json"), "--to", "svg", "-o", svg.toString())
                        .exit());
        assertTrue(Files.readString(svg).startsWith("<svg")
                || Files.readString(svg).contains("<svg"));
    }

    @Test
    void aMistakeIsOneLineOnTheErrorStreamWithExitCodeTwo() {
        Run binary = morpion("convert", corpus("5T/rosin178.json"), "--to", "png");
        assertEquals(2, binary.exit());
        assertEquals("morpion: png is binary; give a file with -o", binary.err().strip());
        assertEquals("", binary.out());
        Run badVariant = morpion("search", "--variant", "6T", "--nodes", "10");
        assertEquals(2, badVariant.exit());
        assertEquals(
                "morpion: Invalid value for option '--variant': \"6T\" is not a variant; choose 4T, 4D, 5T or 5D "
                        + "(see 'morpion search --help')",
                badVariant.err().strip());
    }

    @Test
    void aSearchPrintsItsOutcomeAndVerdictAndKeepsProgressOnTheErrorStream() throws Exception {
        Path best = work.resolve("best.msr");
        Run search = morpion(
                "search",
                "--variant",
                "4D",
                "--algo",
                "nrpa",
                "--level",
                "1",
                "--nodes",
                "200",
                "--seed",
                "3",
                "-o",
                best.toString(),
                "--keep-going");
        assertEquals(0, search.exit(), search.err());
        MsrRecord game = Msr.decode(Files.readString(best));
        Msr.requireLegal(game);
        assertTrue(search.out().startsWith("done: best " + game.moveCount() + " after 200 nodes"), search.out());
        assertTrue(search.out().contains("best found: " + game.moveCount() + " moves"), search.out());
        String family = io.morpion.corpus.PackagedFamilies.of(game).orElse("a new dot set: no packaged game places");
        assertTrue(
                search.out().lines().anyMatch(l -> l.startsWith("family: " + family)),
                "the best's family: " + search.out());
        assertTrue(search.err().contains("best "), "the last progress line: " + search.err());
        assertTrue(Files.exists(work.resolve("best.msr.mck")), "and a checkpoint beside the game");
    }

    @Test
    void helpNamesEveryCommandAndEveryAlgorithm() {
        Run help = morpion("--help");
        assertEquals(0, help.exit());
        for (String command : List.of(
                "verify", "show", "convert", "search", "records", "submit", "runs", "history", "admin", "count",
                "bench")) {
            assertTrue(help.out().contains("  " + command), command + " in " + help.out());
        }
        Run search = morpion("search", "--help");
        for (String algorithm :
                List.of("nrpa", "perturbation", "dna", "beam", "annealing", "sampling", "exact", "systematic")) {
            assertTrue(search.out().contains(algorithm), algorithm + " in " + search.out());
        }
    }
}
