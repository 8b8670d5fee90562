package io.morpion.it;

import static io.morpion.it.CliIT.ROOT;
import static io.morpion.it.CliIT.WORK;
import static io.morpion.it.CliIT.morpion;
import static io.morpion.it.CliIT.morpionWithin;
import static io.morpion.it.CliIT.succeeds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Waits;
import io.morpion.it.CliIT.Run;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
import io.morpion.tiers.SlowTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The morpion command line as a real process on the exact search: counts, proofs to a proven optimum, and the published proofs resumed. */
@SlowTest
class CliProofIT {

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
    void anExactSearchFromAnOpeningSaysBestFoundUntilItsTreeIsDrainedThenItsBestContinuationProven() throws Exception {
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
        // other openings may go further: the proof is of this opening's continuations, not of 4D
        assertTrue(
                drained.out()
                        .matches(
                                "(?s).*PROVEN BEST CONTINUATION in [0-9:]+ \\([0-9,]+ positions\\): every continuation "
                                        + "of the 16-move opening was searched; none makes a game longer than 35 moves.*"),
                drained.out());
        assertFalse(drained.out().contains("PROVEN OPTIMAL"), drained.out());
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

    /**
     * The 4D proof's last subtrees, resumed from a checkpoint taken near its end (bench/proofs): the run ends
     * as the whole proof does, "PROVEN OPTIMAL" over the whole 4D tree, with the progress line's estimate of
     * the time left in a log. The proof from scratch takes a minute or two on two cores; bench/exact.sh times
     * it, and CensusClusterIT searches the whole tree again in CI, a 36 would show there as a game kept.
     */
    @Test
    void theFourDisjointProofResumedNearItsEndEndsProvenOptimalSayingHowLongItHasLeft() throws Exception {
        Path checkpoint = WORK.resolve("4d-near-end.mck");
        Files.copy(
                ROOT.resolve("bench/proofs/4d-near-end.mck"),
                checkpoint,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Path best = WORK.resolve("4d-proof.msr");
        Run proof = morpionWithin(
                Duration.ofMinutes(2),
                Map.of(),
                "search",
                "--resume",
                checkpoint.toString(),
                "--threads",
                "2",
                "-o",
                best.toString());
        assertEquals(0, proof.exit(), proof.err());
        assertTrue(
                proof.out().matches("(?s).*PROVEN OPTIMAL in [0-9:]+ \\([0-9,]+ positions\\): the whole 4D tree.*"),
                proof.out());
        assertTrue(proof.out().matches("(?s).*nodes/s, [0-9,]+ a thread\\).*"), proof.out());
        // written to a file, the progress says how much of the tree is left
        assertTrue(proof.err().matches("(?s).*subtrees [0-9,]+/[0-9,]+ done  ETA ~[0-9:]+\\R.*"), proof.err());
        assertEquals(35, Msr.decode(Files.readString(best)).moveCount());
        assertEquals(0, morpion("verify", best.toString()).exit());
    }

    /**
     * The census of optimal games keeps its state in its directory: killed with -9, the same command goes on
     * from the last checkpoint with the subtrees it had finished, and a time budget's end leaves it resumable.
     */
    @Test
    void aCensusOfOptimalGamesKilledMidWayGoesOnFromItsDirectory() throws Exception {
        Path dir = WORK.resolve("census-4d");
        Path log = WORK.resolve("census.log");
        Process census = new ProcessBuilder(
                        ROOT.resolve("bin/morpion").toString(),
                        "census",
                        "--optimal",
                        "4D",
                        "--threads",
                        "1",
                        "--every",
                        "1s",
                        "-o",
                        dir.toString())
                .directory(WORK.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            Waits.until(
                    "a checkpoint with finished subtrees",
                    Duration.ofSeconds(60),
                    Duration.ofMillis(100),
                    () -> finishedSubtrees(dir.resolve("census.mck")),
                    finished -> finished > 0,
                    () -> logOf(log));
            census.destroyForcibly(); // kill -9: nothing is written on the way out
            assertTrue(census.waitFor(30, TimeUnit.SECONDS));
        } finally {
            census.destroyForcibly();
        }
        Run resumed = succeeds(
                "census", "--optimal", "4D", "--threads", "1", "--time", "2s", "--every", "1s", "-o", dir.toString());
        Matcher from = Pattern.compile("resuming the census in .*: ([0-9,]+) of 419,916 subtrees done")
                .matcher(resumed.err());
        assertTrue(from.find(), resumed.err());
        assertTrue(Integer.parseInt(from.group(1).replace(",", "")) > 0, "the finished subtrees were kept");
        assertTrue(
                resumed.out().contains("time is up: 4D census: subtrees ")
                        && resumed.out().contains("the census goes on from here with: morpion census --optimal 4D -o "),
                resumed.out());
        assertTrue(Files.exists(dir.resolve("census.mck")), "a census cut short keeps its checkpoint");
        assertFalse(Files.exists(dir.resolve("CENSUS.txt")), "and claims no result");
    }

    /** How many subtrees the census's checkpoint has finished; 0 before there is one. */
    private static int finishedSubtrees(Path checkpoint) throws IOException {
        if (!Files.exists(checkpoint)) {
            return 0;
        }
        ExactSolver census = new ExactSolver(ExactConfig.census(Variant.FOUR_DISJOINT, 34, 6), 1);
        census.restore(Checkpoint.fromBytes(Files.readAllBytes(checkpoint)));
        return census.frontierProgress()[0];
    }

    private static String logOf(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "no log: " + e.getMessage();
        }
    }
}
