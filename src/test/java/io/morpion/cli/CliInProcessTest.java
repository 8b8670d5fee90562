package io.morpion.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.ProjectPaths;
import io.morpion.RandomGames;
import io.morpion.engine.Position;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
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

    /** The command run in this JVM, as CliTimeBudgetIT runs it too. */
    static Run morpion(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = MorpionCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void aTimeThatIsNoTimeIsRefusedInTheWordsEveryCommandUses() {
        Run wrong = morpion("bench", "sampling", "--variant", "4D", "--time", "soon");
        assertEquals(2, wrong.exit());
        assertTrue(
                wrong.err().contains("a time is a number with an optional unit s, m, h or d (e.g. 10m), not \"soon\""),
                wrong.err());
    }

    private static String corpus(String path) {
        return ProjectPaths.root().resolve("records").resolve(path).toString();
    }

    @Test
    void benchRunsTheBlockOfSeedsItIsGivenAndSaysWhichItRan() {
        Run block = morpion("bench", "sampling", "--variant", "4D", "--nodes", "50", "--seeds", "101-102");
        assertEquals(0, block.exit(), block.err());
        assertTrue(block.out().contains("seeds=101-102"), block.out());
        assertTrue(block.out().contains("seed 101 ") && block.out().contains("seed 102 "), block.out());
        assertTrue(!block.out().contains("seed 1 "), block.out());
        Run backwards = morpion("bench", "sampling", "--variant", "4D", "--nodes", "50", "--seeds", "108-101");
        assertEquals(2, backwards.exit());
        assertTrue(backwards.err().contains("the seed block 108-101 must run upwards"), backwards.err());
        Run words = morpion("bench", "sampling", "--variant", "4D", "--nodes", "50", "--seeds", "fresh");
        assertEquals(2, words.exit());
        assertTrue(words.err().contains("'fresh' is not a seed block"), words.err());
    }

    @Test
    void improveProvesOrLengthensEachNeighbourhoodAndWritesALongerGameBesideItsInputNeverOverIt() throws Exception {
        // a game stopped after 15 random moves can go on: freeing its last moves finds a longer one
        Position position = new Position(Variant.FOUR_DISJOINT);
        SplittableRandom random = new SplittableRandom(5);
        while (position.ply() < 15) {
            position.play(position.legalMove(random.nextInt(position.legalCount())));
        }
        MsrRecord game = position.toRecord();
        Path input = work.resolve("mine.json");
        Files.writeString(input, Msr.toJson(game));
        Run last = morpion("improve", input.toString(), "--last", "12", "--limit", "2s", "--threads", "1");
        assertEquals(0, last.exit(), last.err());
        assertTrue(last.out().contains("the last 12 moves (12 freed): LONGER: "), last.out());
        assertTrue(
                last.out().contains("1 of 1 neighbourhood searched: 0 proven, 0 unknown, 1 with a " + "longer game"),
                last.out());
        List<Path> longer;
        try (var files = Files.list(work)) {
            longer = files.filter(p -> p.getFileName().toString().startsWith("mine.longer-"))
                    .toList();
        }
        assertEquals(1, longer.size(), longer.toString());
        MsrRecord found = Msr.decode(Files.readString(longer.get(0)));
        assertTrue(Msr.requireLegal(found).score() > game.moveCount());
        assertEquals(game.moves(), Msr.decode(Files.readString(input)).moves(), "the input is never written over");
        String first = Files.readString(longer.get(0));
        Run again = morpion("improve", input.toString(), "--last", "12", "--limit", "2s", "--threads", "1");
        assertEquals(0, again.exit(), again.err());
        assertEquals(first, Files.readString(longer.get(0)), "a longer game on disk is never written over");
        assertTrue(
                again.out().contains(longer.get(0).getFileName().toString().replace(".json", "-2.json")), again.out());

        Run closures = morpion("improve", input.toString(), "--closure", "--limit", "1s", "--threads", "1");
        assertEquals(0, closures.exit(), closures.err());
        assertTrue(
                closures.out().contains(game.moveCount() + " of " + game.moveCount() + " neighbourhoods searched"),
                closures.out());
        assertTrue(closures.out().contains("move 1 and the "), closures.out());

        Run whole = morpion("improve", input.toString(), "--last", Integer.toString(game.moveCount()));
        assertEquals(2, whole.exit());
        assertTrue(
                whole.err()
                        .contains("K must be 1 to " + (game.moveCount() - 1) + " for this game of " + game.moveCount()
                                + " moves, not " + game.moveCount()),
                whole.err());
        // with no neighbourhood named, improve plans its own: --limit, --climb and --verdicts belong to a named one
        for (String option : List.of("--limit=2s", "--climb", "--verdicts=v.jsonl")) {
            Run planned = morpion("improve", input.toString(), option);
            assertEquals(2, planned.exit(), option);
            assertTrue(
                    planned.err().contains(option.replaceFirst("=.*", "") + " goes with a neighbourhood named"),
                    planned.err());
        }
        // refused before any search starts: no wall-clock budget is spent
        Run budget = morpion("improve", input.toString(), "--last", "3", "--time=1m");
        assertEquals(2, budget.exit());
        assertTrue(budget.err().contains("with --last give each neighbourhood its --limit"), budget.err());
        MsrRecord twice = MsrRecord.of(
                Variant.FOUR_DISJOINT, List.of(game.moves().get(0), game.moves().get(0)));
        Files.writeString(input, Msr.toJson(twice));
        Run illegal = morpion("improve", input.toString(), "--last", "1");
        assertEquals(2, illegal.exit());
        assertTrue(illegal.err().contains("move 2"), illegal.err());
    }

    @Test
    void improveAppendsAWholeSweepAsALineOfTheCorpusLocalProofs() throws Exception {
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(11));
        Path input = work.resolve("records").resolve("4D").resolve("mine.json");
        Files.createDirectories(input.getParent());
        Files.writeString(input, Msr.toJson(game));
        Path verdicts = work.resolve("proofs.jsonl");
        for (int run = 1; run <= 2; run++) {
            Run closures = morpion(
                    "improve",
                    input.toString(),
                    "--closure",
                    "--limit",
                    "2s",
                    "--threads",
                    "1",
                    "--verdicts",
                    verdicts.toString());
            assertEquals(0, closures.exit(), closures.err());
            assertTrue(closures.out().contains("verdicts appended to " + verdicts), closures.out());
            assertEquals(run, Files.readAllLines(verdicts).size(), "each whole sweep appends one line");
        }
        JsonNode line = new ObjectMapper().readTree(Files.readAllLines(verdicts).get(1));
        assertEquals("4D/mine.json", line.path("game").asText(), "named from its records/ folder");
        assertEquals("closure", line.path("kind").asText());
        assertEquals(2, line.path("limitSeconds").asInt());
        assertEquals(game.moveCount(), line.path("results").size(), "a verdict for each move's closure");
        line.path("results")
                .forEach(r -> assertTrue(
                        List.of("proven", "longer", "unknown")
                                .contains(r.path("outcome").asText()),
                        r.toString()));
        assertTrue(
                line.path("how").asText().startsWith("morpion improve 4D/mine.json --closure --limit 2s"),
                line.toString());
    }

    /** A random game is far from optimal: some rung of its end finds a longer game, and the climb stops there. */
    @Test
    void improveClimbsTheLastMovesARungAtATimeUntilOneIsNotProven() throws Exception {
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(11));
        Path input = work.resolve("climbed.json");
        Files.writeString(input, Msr.toJson(game));
        Path verdicts = work.resolve("climb.jsonl");
        Run climb = morpion(
                "improve",
                input.toString(),
                "--last",
                "1",
                "--climb",
                "--limit",
                "5s",
                "--threads",
                "1",
                "--verdicts",
                verdicts.toString());
        assertEquals(0, climb.exit(), climb.err());
        List<JsonNode> rungs = new ArrayList<>();
        for (String line : Files.readAllLines(verdicts)) {
            rungs.add(new ObjectMapper().readTree(line));
        }
        assertTrue(rungs.size() >= 2, climb.out());
        for (int k = 1; k <= rungs.size(); k++) {
            JsonNode rung = rungs.get(k - 1);
            assertEquals(k, rung.path("size").asInt(), "rung " + k + " frees the last " + k + " moves");
            String outcome = rung.path("results").get(0).path("outcome").asText();
            assertEquals(k < rungs.size() ? "proven" : "longer", outcome, climb.out());
        }
        int proven = rungs.size() - 1;
        assertTrue(
                climb.out()
                        .contains("climbed to the last " + proven + " moves: no game longer than " + game.moveCount()
                                + " shares the first " + (game.moveCount() - proven)),
                climb.out());
        Run alone = morpion("improve", input.toString(), "--closure", "--climb");
        assertEquals(2, alone.exit());
        assertTrue(alone.err().contains("--climb goes on from --last K: give --last"), alone.err());
    }

    @Test
    void aServerThatCannotBeReachedIsNamedWithTheReason() {
        Run unknown = morpion("records", "list", "--server", "http://no-such-host.invalid:8080");
        assertEquals(1, unknown.exit());
        assertTrue(unknown.err().contains("(no such host: no-such-host.invalid)"), unknown.err());
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
            for (io.morpion.search.Parameter p : algorithm.offered()) {
                assertTrue(
                        all.out()
                                .contains("-P " + p.name() + "=" + p.defaultValue() + "   (" + p.range()
                                        + (p.unit().isEmpty() ? ")" : ", " + p.unit() + ")")),
                        algorithm.name() + " " + p.name());
            }
            // an experiment is listed apart, with the decision it waits for; a retired parameter not at all
            assertTrue(
                    all.out().contains("(an experiment since 2026-11-28: docs/decisions.md#dna-closure)"), all.out());
            assertTrue(!all.out().contains("-P start-rounds="), "retired, so no longer offered");
        }
        // the help says which algorithm is the default and why, as the registry does
        String because = io.morpion.search.spec.Algorithms.DEFAULT_BECAUSE;
        assertTrue(
                help.out()
                        .replaceAll("\\s+", "")
                        .contains(
                                ("(default: " + io.morpion.search.spec.Algorithms.DEFAULT.name() + ", " + because + ")")
                                        .replaceAll("\\s+", "")),
                help.out());
        assertTrue(all.out().contains("The default algorithm: " + because + "."), all.out());
        // and the campaigns' default, likewise
        String campaignsBecause = io.morpion.search.spec.Algorithms.CAMPAIGN_DEFAULT_BECAUSE;
        assertTrue(all.out().contains("The campaigns' default: " + campaignsBecause + "."), all.out());
        Run startHelp = morpion("campaigns", "start", "--help");
        // help wraps its lines wherever it likes, even inside the decisions file's address: compare without spaces
        assertTrue(
                startHelp
                        .out()
                        .replaceAll("\\s+", "")
                        .contains(("default: " + io.morpion.search.spec.Algorithms.CAMPAIGN_DEFAULT.name() + ", "
                                        + campaignsBecause)
                                .replaceAll("\\s+", "")),
                startHelp.out());
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

    /** A game and its mirror image have one identity; another game has its own. */
    @Test
    void verifyIdentityTellsGamesApartUpToSymmetryAndMoveOrder() throws Exception {
        MsrRecord record = Msr.decode(Files.readString(Path.of(corpus("4D/hyyroporanen35.json"))));
        List<Move> mirrored = record.moves().stream()
                .map(m -> Symmetry.apply(5, m, record.variant()))
                .toList();
        Path copy = work.resolve("mirrored.json");
        Files.writeString(copy, Msr.toJson(MsrRecord.of(record.variant(), mirrored)));
        Run ids = morpion(
                "verify", "--identity", corpus("4D/hyyroporanen35.json"), copy.toString(), corpus("4D/demaine31.json"));
        assertEquals(0, ids.exit(), ids.err());
        List<String> identities = ids.out()
                .lines()
                .map(l -> l.replaceFirst(".*, identity ([0-9a-f]{64})$", "$1"))
                .toList();
        assertEquals(3, identities.size(), ids.out());
        assertEquals(identities.get(0), identities.get(1), "the mirror image is the same game: " + ids.out());
        assertTrue(
                !identities.get(0).equals(identities.get(2))
                        && identities.get(2).length() == 64,
                ids.out());
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
        assertTrue(show.out().contains("(o the initial cross, * a played point, . an empty point;"), show.out());
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
        assertFalse(
                Files.exists(work.resolve("best.msr.mck")),
                "a search that ended on its budget keeps no checkpoint unless asked: " + search.out());
        assertFalse(search.out().contains("checkpoint:"), search.out());
    }

    @Test
    void aSearchSaysWhichFileOfItsFolderHoldsTheBestGame() throws Exception {
        Path folder = Files.createDirectories(work.resolve("folder"));
        MsrRecord optimum = io.morpion.engine.CorpusGames.game("4D/hyyroporanen35.json");
        Files.writeString(folder.resolve("kept.msr"), Msr.encode(optimum));
        Files.writeString(folder.resolve("notes.json"), "{\"not\": \"a game\"}");
        Run first = sampled("4D", 1, folder.resolve("a.msr"));
        assertEquals(0, first.exit(), first.err());
        int found = Msr.decode(Files.readString(folder.resolve("a.msr"))).moveCount();
        assertTrue(
                first.out()
                        .contains("this folder's best game: kept.msr (35 moves); this search's " + found
                                + " is in a.msr"),
                first.out());
        Files.delete(folder.resolve("kept.msr"));
        Run alone = sampled("4D", 2, folder.resolve("b.msr"));
        int second = Msr.decode(Files.readString(folder.resolve("b.msr"))).moveCount();
        String expected = second >= found
                ? "this folder's best game: b.msr, this search's (" + second + " moves, 1 other 4D game here)"
                : "this folder's best game: a.msr (" + found + " moves); this search's " + second + " is in b.msr";
        assertTrue(alone.out().contains(expected), alone.out());
        Run nothingElse = sampled("5D", 3, folder.resolve("c.msr"));
        assertFalse(
                nothingElse.out().contains("this folder's best game"), "no other 5D game here: " + nothingElse.out());
    }

    @Test
    void potentialDrawsTheCurveOfAGameAndNamesItsBlunder() throws Exception {
        Path optimal = work.resolve("optimal.msr");
        Files.writeString(optimal, Msr.encode(io.morpion.engine.CorpusGames.game("4D/hyyroporanen35.json")));
        Run flat = morpion("potential", optimal.toString(), "--per-position", "100ms");
        assertEquals(0, flat.exit(), flat.err());
        List<String> lines = flat.out().lines().toList();
        assertEquals(optimal + ", 4D, 35 moves: potential after each move", lines.get(0));
        assertEquals("█".repeat(36) + "  35 → 35", lines.get(1), "35 is the optimum: the curve is flat");
        assertEquals("no loss: no position of it is known to reach more than its 35 moves", lines.get(2));
        String grades = "a move that loses fewer than 3 moves of potential is an inaccuracy, 3 or more a mistake, 10 or"
                + " more a blunder";
        assertEquals(grades, lines.get(3), "the grades' thresholds are stated");
        assertEquals(4, lines.size(), flat.out());

        Path mine = work.resolve("mine.msr");
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(5));
        Files.writeString(mine, Msr.encode(game));
        Run fell = morpion("potential", mine.toString(), "--per-position", "50ms");
        assertEquals(0, fell.exit(), fell.err());
        List<String> said = fell.out().lines().toList();
        assertTrue(
                said.get(2)
                        .matches(
                                "worst: move \\d+ lost the most \\((inaccuracy|mistake|blunder)\\): after it \\d+ moves"
                                        + " at best \\((proven|found)\\),"
                                        + " before it \\d+ \\((proven|found)\\)"),
                fell.out());
        assertTrue(
                said.size() > 4
                        && said.get(3)
                                .matches("  move +\\d+ +\\d+ → +\\d+  \\(-\\d+, (inaccuracy|mistake|blunder),"
                                        + " (proven|found)\\)"),
                fell.out());
        assertEquals(grades, said.get(said.size() - 1));
        assertTrue(
                fell.err().contains((game.moveCount() + 1) + " positions looked at in "),
                "progress on the error stream: " + fell.err());
    }

    /** A short sampling search of the variant into the file. */
    private static Run sampled(String variant, int seed, Path file) {
        return morpion(
                "search",
                "--variant",
                variant,
                "--algo",
                "sampling",
                "--nodes",
                "50",
                "--seed",
                "" + seed,
                "-o",
                file.toString());
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
