package io.morpion.search.dna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.InMemoryArchive;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The DNA search's warm start and its trades with a shared archive, as a campaign's workers make them. */
class DnaSolverTest {

    /** The search of one pool: a cold start without a race ({@code starts=1}), unless the test names starts. */
    private static DnaSolver solver(Variant variant, long seed, MsrRecord warm, Map<String, String> params) {
        Map<String, String> onePool = new java.util.HashMap<>(Map.of("starts", "1"));
        onePool.putAll(params);
        return new SolverSpec("dna", variant, seed, 1, onePool, warm)
                .create()
                .as(DnaSolver.class)
                .orElseThrow();
    }

    @Test
    void aWarmStartBeginsThePoolWithTheGameAndFilesAsDnaWarm() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        SolverSpec spec = new SolverSpec("dna", Variant.FIVE_DISJOINT, 4, 1, Map.of(), rosin);
        assertEquals("dna-warm", spec.category());
        DnaSolver solver = spec.create().as(DnaSolver.class).orElseThrow();
        solver.solve(Termination.nodes(2_000), null);
        assertEquals(rosin.moveCount(), solver.best().orElseThrow().moveCount(), "the warm game is the best so far");
        assertTrue(solver.summary().startsWith("pool "), solver.summary());
        assertTrue(
                solver.summary().contains("(" + rosin.moveCount() + " \u00d7"),
                "the pool holds games of the warm " + "game's score: " + solver.summary());
        assertTrue(solver.method().endsWith(" warm"), solver.method());
    }

    /** The hybrid: end searches start with an exact completion; its games are legal and a seed repeats its run. */
    @Test
    void theHybridsExactCompletionsAreLegalAndTheRunRepeatsForItsSeed() {
        for (Variant variant : List.of(Variant.FIVE_TOUCHING, Variant.FIVE_DISJOINT)) {
            Map<String, String> hybrid = Map.of("exact-depth", "12", "exact-nodes", "20000", "end-interval", "200");
            DnaSolver solver = solver(variant, 56, null, hybrid);
            solver.solve(Termination.nodes(20_000), null);
            MsrRecord best = solver.best().orElseThrow();
            assertEquals(best.moveCount(), Msr.requireLegal(best).score());
            Matcher exact = Pattern.compile(", (\\d+) of (\\d+) exact completions longer")
                    .matcher(solver.summary());
            assertTrue(exact.find() && Integer.parseInt(exact.group(2)) > 0, solver.summary());
            assertTrue(solver.method().contains(" exact=12/20000"), solver.method());
            DnaSolver again = solver(variant, 56, null, hybrid);
            again.solve(Termination.nodes(20_000), null);
            assertEquals(best.moves(), again.best().orElseThrow().moves(), "the same seed, the same run");
            assertEquals(solver.summary(), again.summary());
        }
        assertFalse(solver(Variant.FIVE_TOUCHING, 2, null, Map.of()).method().contains("exact"), "off by default");
    }

    /** A pool that stalls is begun again from random games; the search's best stays the best found. */
    @Test
    void aStalledPoolStartsAfreshAndTheSearchKeepsItsBest() {
        DnaSolver solver = solver(Variant.FOUR_DISJOINT, 2, null, Map.of("initial", "5", "restart", "100"));
        int best = 0;
        for (int round = 0; round < 20; round++) {
            solver.solve(Termination.nodes(500L * (round + 1)), null);
            int now = solver.best().orElseThrow().moveCount();
            assertTrue(now >= best, "the best never falls: " + best + " then " + now);
            best = now;
        }
        java.util.regex.Matcher pools =
                java.util.regex.Pattern.compile(", (\\d+) fresh pools$").matcher(solver.summary());
        assertTrue(pools.find() && Integer.parseInt(pools.group(1)) > 0, solver.summary());
        assertTrue(solver.method().contains(" restart=100"), solver.method());
        assertFalse(
                solver(Variant.FOUR_DISJOINT, 2, null, Map.of()).method().contains("restart"),
                "unset, the method text is as before the parameter");
    }

    /** Every mutation frees a move with what needs it: the games it makes are legal, and the search climbs. */
    @Test
    void underTheClosureMutationEveryGameIsLegalAndTheSearchClimbs() {
        for (Variant variant : List.of(Variant.FIVE_TOUCHING, Variant.FIVE_DISJOINT)) {
            DnaSolver solver = solver(variant, 58, null, Map.of("closure", "1", "initial", "5", "end-interval", "0"));
            InMemoryArchive archive = new InMemoryArchive();
            solver.tradeThrough(archive.worker(), Duration.ZERO);
            solver.solve(Termination.nodes(30_000), null);
            int handedOver = archive.legalBest();
            assertTrue(archive.games.size() > 5, "the pool took games: " + archive.games.size());
            MsrRecord best = solver.best().orElseThrow();
            assertTrue(handedOver <= best.moveCount());
            assertEquals(best.moveCount(), Msr.requireLegal(best).score());
            assertTrue(solver.method().contains(" closure=1"), solver.method());
        }
        assertFalse(solver(Variant.FIVE_TOUCHING, 1, null, Map.of()).method().contains("closure"), "unset: as before");
    }

    @Test
    void aWorkerHandsOverLegalDistinctGamesAndAnotherWorksFromThem() {
        InMemoryArchive shared = new InMemoryArchive();
        DnaSolver first = solver(Variant.FIVE_TOUCHING, 1, null, Map.of());
        first.tradeThrough(shared.worker(), Duration.ZERO);
        first.solve(Termination.nodes(3_000), null);
        int sharedBest = shared.legalBest();

        DnaSolver second = solver(Variant.FIVE_TOUCHING, 2, null, Map.of("take", "all"));
        second.tradeThrough(shared.worker(), Duration.ZERO);
        second.solve(Termination.nodes(1), null);
        assertTrue(
                second.summary().contains("(" + sharedBest + " \u00d7"),
                "the second worker's pool starts from the " + "shared games, best " + sharedBest + ": "
                        + second.summary());
    }

    /** By default a worker takes nothing: it searches as the independent run of its seed, whatever is offered. */
    @Test
    void aWorkerThatTakesNothingSearchesAsTheIndependentRunOfItsSeed() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        List<ArchiveExchange.SharedGame> offered = List.of(ArchiveExchange.SharedGame.of(rosin));
        DnaSolver alone = solver(Variant.FIVE_DISJOINT, 7, null, Map.of());
        alone.solve(Termination.nodes(4_000), null);
        List<ArchiveExchange.SharedGame> handedOver = new ArrayList<>();
        DnaSolver worker = solver(Variant.FIVE_DISJOINT, 7, null, Map.of());
        worker.tradeThrough(
                added -> {
                    handedOver.addAll(added);
                    return offered;
                },
                Duration.ZERO);
        worker.solve(Termination.nodes(4_000), null);
        assertEquals(alone.summary(), worker.summary());
        assertEquals(
                alone.best().orElseThrow().moves(), worker.best().orElseThrow().moves());
        assertFalse(handedOver.isEmpty(), "it still hands its games over");

        DnaSolver taking = offeredRosin(7, Map.of("take", "all"), 4_000);
        assertEquals(rosin.moveCount(), taking.best().orElseThrow().moveCount(), "with take=all the 82 is taken");
    }

    /** A 5D worker whose fellows hand over Rosin's 82 at every trade, after {@code nodes}. */
    private static DnaSolver offeredRosin(long seed, Map<String, String> params, long nodes) {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        DnaSolver worker = solver(Variant.FIVE_DISJOINT, seed, null, params);
        worker.tradeThrough(added -> List.of(ArchiveExchange.SharedGame.of(rosin)), Duration.ZERO);
        worker.solve(Termination.nodes(nodes), null);
        return worker;
    }

    /**
     * {@code take=stalled}: a worker whose pool keeps climbing takes nothing and searches as the independent
     * run of its seed; one whose pool has stalled takes the others' best game once, though it is offered at
     * every trade.
     */
    @Test
    void aStalledWorkerTakesTheOthersBestOnceAndAClimbingOneNothing() {
        DnaSolver alone = solver(Variant.FIVE_DISJOINT, 7, null, Map.of());
        alone.solve(Termination.nodes(4_000), null);

        DnaSolver climbing = offeredRosin(7, Map.of("take", "stalled", "take-after", "2147483647"), 4_000);
        assertEquals(
                alone.best().orElseThrow().moves(),
                climbing.best().orElseThrow().moves());
        assertTrue(climbing.summary().endsWith(", games taken from the others: 0"), climbing.summary());

        DnaSolver stalled = offeredRosin(7, Map.of("take", "stalled", "take-after", "50"), 4_000);
        assertTrue(stalled.summary().contains("(82 \u00d7"), stalled.summary());
        assertTrue(stalled.summary().endsWith(", games taken from the others: 1"), stalled.summary());
        assertTrue(stalled.method().endsWith(" take=stalled/50"), stalled.method());
        assertFalse(alone.method().contains("take"), "unset, the method text is as before the parameter");
    }

    /** A stalled worker's policy and its count of iterations without a new best are in its checkpoint. */
    @Test
    void aStalledWorkerResumedFromItsCheckpointGoesOnAsTheUninterruptedOne() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        List<ArchiveExchange.SharedGame> offered = List.of(ArchiveExchange.SharedGame.of(rosin));
        SolverSpec spec = new SolverSpec(
                "dna",
                Variant.FIVE_DISJOINT,
                9,
                1,
                Map.of("take", "stalled", "take-after", "400", "starts", "1"),
                null);
        DnaSolver whole = spec.create().as(DnaSolver.class).orElseThrow();
        whole.tradeThrough(added -> offered, Duration.ZERO);
        whole.solve(Termination.nodes(6_000), null);

        DnaSolver first = spec.create().as(DnaSolver.class).orElseThrow();
        first.tradeThrough(added -> offered, Duration.ZERO);
        first.solve(Termination.nodes(3_000), null);
        io.morpion.search.checkpoint.Checkpoint saved = io.morpion.search.checkpoint.Checkpoint.fromBytes(
                first.checkpoint().toBytes());
        DnaSolver resumed = spec.create().as(DnaSolver.class).orElseThrow();
        resumed.restore(saved);
        resumed.tradeThrough(added -> offered, Duration.ZERO);
        resumed.solve(Termination.nodes(6_000), null);
        assertEquals(whole.summary(), resumed.summary());
        assertTrue(whole.summary().endsWith(", games taken from the others: 1"), whole.summary());

        io.morpion.search.checkpoint.CheckpointException refused = org.junit.jupiter.api.Assertions.assertThrows(
                io.morpion.search.checkpoint.CheckpointException.class,
                () -> new SolverSpec("dna", Variant.FIVE_DISJOINT, 9, 1, Map.of("take", "none", "starts", "1"), null)
                        .create()
                        .restore(saved));
        assertTrue(refused.getMessage().contains("take=stalled"), refused.getMessage());
    }

    @Test
    void aSharedGameThatDoesNotReplayIsPassedOver() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        List<ArchiveExchange.SharedGame> broken = List.of(new ArchiveExchange.SharedGame(
                MsrRecord.of(Variant.FIVE_DISJOINT, List.of(rosin.moves().get(5))), 1L));
        DnaSolver solver = solver(Variant.FIVE_DISJOINT, 3, null, Map.of("take", "all"));
        solver.tradeThrough(added -> broken, Duration.ZERO);
        solver.solve(Termination.nodes(500), null);
        assertEquals(500, solver.status().nodes());
        assertTrue(solver.best().orElseThrow().moveCount() > 1, "it searched on from its own games");
    }

    @Test
    void underTheLinesKeyAMirrorImageIsAGameOfItsOwnAndUnderTheDotsKeyTheSameGame() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        MsrRecord mirror = MsrRecord.of(
                Variant.FIVE_DISJOINT,
                rosin.moves().stream()
                        .map(move -> Symmetry.apply(1, move, Variant.FIVE_DISJOINT))
                        .toList());
        List<ArchiveExchange.SharedGame> offered = List.of(ArchiveExchange.SharedGame.of(mirror));
        String both = "(" + rosin.moveCount() + " \u00d72)";
        for (String key : List.of("dots", "lines")) {
            DnaSolver solver =
                    solver(Variant.FIVE_DISJOINT, 3, rosin, Map.of("key", key, "end-interval", "0", "take", "all"));
            solver.tradeThrough(added -> offered, Duration.ZERO);
            solver.solve(Termination.nodes(1), null);
            assertEquals(key.equals("lines"), solver.summary().contains(both), key + ": " + solver.summary());
            assertEquals(key.equals("lines"), solver.method().contains(" key=lines"), solver.method());
        }
    }

    /**
     * The widest window with no upkeep grew a pool without bound (2.6 M games, 790 MB in four minutes),
     * and its checkpoints outgrew what a checkpoint may hold: the pool now stops at its cap, and the
     * checkpoint reads back into a search that goes on as the first.
     */
    @Test
    void aPoolWithTheWidestWindowAndNoUpkeepStopsAtItsCapAndItsCheckpointReadsBack() {
        Map<String, String> widest = Map.of("window", "500", "maintenance", "2147483647", "pool", "500", "starts", "1");
        SolverSpec spec = new SolverSpec("dna", Variant.FIVE_TOUCHING, 7, 1, widest, null);
        io.morpion.search.Solver solver = spec.create();
        solver.solve(Termination.nodes(60_000), null);
        DnaSolver dna = solver.as(DnaSolver.class).orElseThrow();
        java.util.regex.Matcher size =
                java.util.regex.Pattern.compile("^pool (\\d+) ").matcher(dna.summary());
        assertTrue(size.find(), dna.summary());
        int pool = Integer.parseInt(size.group(1));
        int best = solver.best().orElseThrow().moveCount();
        assertTrue(pool >= 500 && pool <= 500 + best, "the pool fills to its cap and no further: " + dna.summary());

        io.morpion.search.checkpoint.Checkpoint saved = io.morpion.search.checkpoint.Checkpoint.fromBytes(
                solver.checkpoint().toBytes());
        io.morpion.search.Solver resumed = spec.create();
        resumed.restore(saved);
        solver.solve(Termination.nodes(80_000), null);
        resumed.solve(Termination.nodes(80_000), null);
        assertEquals(
                solver.best().orElseThrow().moves(),
                resumed.best().orElseThrow().moves());
        assertEquals(
                dna.summary(), resumed.as(DnaSolver.class).orElseThrow().summary(), "the resumed pool is the same");
    }

    @Test
    void aCheckpointIsDeflatedToAFractionOfTheStateItHolds() {
        SolverSpec spec = new SolverSpec("dna", Variant.FIVE_TOUCHING, 3, 1, Map.of(), null);
        io.morpion.search.Solver solver = spec.create();
        solver.solve(Termination.nodes(100_000), null);
        io.morpion.search.checkpoint.Checkpoint own = io.morpion.search.checkpoint.Checkpoint.fromBytes(
                solver.checkpoint().state());
        assertTrue(own.deflated(), own.toString());
        int plain = own.plainState().length;
        assertTrue(
                own.state().length * 2 < plain,
                "deflated to under half: " + own.state().length + " of " + plain + " bytes");
    }
}
