package io.morpion.search.lns;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Improvement;
import io.morpion.search.InMemoryArchive;
import io.morpion.search.Settings;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.archive.ArchiveTrader;
import io.morpion.search.census.GameCensus;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class LnsSolverTest {

    @Test
    void aColdSearchClimbsAndEveryGameItReportsIsLegal() {
        Solver solver = build(Variant.FIVE_DISJOINT, 7, Map.of("size", "4", "effort", "0.1"), null);
        List<MsrRecord> reported = new ArrayList<>();
        solver.solve(nodesAtLeast(30_000), new SolverListener() {
            @Override
            public void onImprovement(Improvement improvement) {
                reported.add(improvement.game());
            }
        });
        assertTrue(reported.size() >= 2, "the random start and at least one longer game: " + reported.size());
        for (int i = 0; i < reported.size(); i++) {
            assertEquals(
                    reported.get(i).moveCount(),
                    Msr.requireLegal(reported.get(i)).score());
            assertTrue(
                    i == 0 || reported.get(i).moveCount() > reported.get(i - 1).moveCount());
        }
        assertTrue(solver.summary().matches("lns: [1-9]\\d* longer games?, .*"), solver.summary());
    }

    /** What `morpion census --algo lns` lists: every game the model rebuilds at the census's score, each legal. */
    @Test
    void aCensusHearsOfEveryDotSetTheSearchKeeps() {
        Solver solver = build(Variant.FIVE_DISJOINT, 7, Map.of("size", "4", "effort", "0.1"), null);
        GameCensus census = new GameCensus(50);
        solver.as(GameCensus.Taker.class).orElseThrow().reportTo(census, 7);
        solver.solve(nodesAtLeast(30_000), null);

        Matcher kept = Pattern.compile("lns: (\\d+) longer games?, (\\d+) equal ones? on a new dot set")
                .matcher(solver.summary());
        assertTrue(kept.find(), solver.summary());
        int keptDotSets = Integer.parseInt(kept.group(1)) + Integer.parseInt(kept.group(2));
        assertTrue(keptDotSets >= 2, solver.summary());
        assertTrue(census.dotSets() >= keptDotSets, census.dotSets() + " dot sets for " + solver.summary());
        for (GameCensus.Find find : census.finds()) {
            assertTrue(Msr.requireLegal(find.game()).score() >= 50);
            assertEquals(7, find.seed());
        }
    }

    @Test
    void aSearchStoppedAndResumedGoesOnAsTheUninterruptedOne() {
        Map<String, String> params = Map.of("size", "4", "effort", "0.1");
        Solver whole = build(Variant.FIVE_TOUCHING, 11, params, null);
        SolverStatus uninterrupted = whole.solve(nodesAtLeast(30_000), null);

        Solver first = build(Variant.FIVE_TOUCHING, 11, params, null);
        first.solve(nodesAtLeast(10_000), null);
        Solver second = build(Variant.FIVE_TOUCHING, 11, params, null);
        second.restore(first.checkpoint());
        SolverStatus resumed = second.solve(nodesAtLeast(30_000), null);

        assertEquals(uninterrupted.nodes(), resumed.nodes());
        assertArrayEquals(
                whole.best().orElseThrow().moves().toArray(),
                second.best().orElseThrow().moves().toArray());
        assertEquals(whole.summary(), second.summary());
    }

    /** 35 is the proven optimum of 4D: no square holds a longer game, and a search given it ends, saying so. */
    @Test
    void aSearchFromAnOptimalGameFinishesWithoutALongerOne() {
        MsrRecord optimum = CorpusGames.game("4D/hyyroporanen35.json");
        Solver solver = build(Variant.FOUR_DISJOINT, 1, Map.of("size", "4", "effort", "1"), optimum);
        SolverStatus status = solver.solve(Termination.never(), null);
        assertTrue(status.finished());
        assertEquals(35, solver.best().orElseThrow().moveCount());
        assertTrue(solver.summary().startsWith("lns: 0 longer games, "), solver.summary());
        assertTrue(solver.summary().endsWith("nothing new within the effort"), solver.summary());
    }

    /** A campaign's worker: it hands over its games, and sweeps a longer game another worker handed over. */
    @Test
    void aCampaignWorkerSweepsALongerGameFromTheArchiveAndHandsOverItsOwn() {
        MsrRecord rosin = CorpusGames.game("5D/rosin82.json");
        InMemoryArchive archive = new InMemoryArchive();
        archive.worker().trade(List.of(new ArchiveExchange.SharedGame(rosin, 82)));
        Solver solver = build(Variant.FIVE_DISJOINT, 5, Map.of("size", "3", "effort", "0.05"), null);
        solver.as(ArchiveTrader.class).orElseThrow().tradeThrough(archive.worker(), Duration.ZERO);
        solver.solve(nodesAtLeast(2), null);
        assertEquals(82, solver.best().orElseThrow().moveCount(), "the worker took the other worker's 82");
        assertEquals(2, archive.games.size(), "its random start went to the archive: " + archive.games.size());
        assertTrue(archive.legalBest() == 82 && archive.games.get(1).score() < 82);
    }

    private static Solver build(Variant variant, long seed, Map<String, String> params, MsrRecord warm) {
        return LnsAlgorithm.ALGORITHM.build(new Settings(variant, seed, 1, params, warm));
    }

    /** Stops between steps, so that a step is never cut: what a checkpoint between two solve calls sees. */
    private static Termination nodesAtLeast(long nodes) {
        return progress -> progress.nodes() >= nodes;
    }
}
