package io.morpion.search.dna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import io.morpion.search.Rng;
import io.morpion.search.Settings;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pool's window: the timed sweep and the counters, and the archive both of them fill and drain. */
class PoolTest {

    private static DnaConfig config(int window, int stepUp, int idleReset, int widen, int sweep) {
        return config(window, stepUp, idleReset, widen, sweep, 100_000);
    }

    private static DnaConfig config(int window, int stepUp, int idleReset, int widen, int sweep, int poolSize) {
        return config(Map.of(
                "window", "" + window,
                "blacklist", "0",
                "step-up", "" + stepUp,
                "idle-reset", "" + idleReset,
                "widen", "" + widen,
                "sweep", "" + sweep,
                "archive", "1000",
                "pool", "" + poolSize));
    }

    private static DnaConfig config(Map<String, String> params) {
        return DnaConfig.BINDER.bind(new Settings(Variant.FIVE_TOUCHING, 1, 1, params, null));
    }

    /** Stand-in games: only their length (the score) and key matter to the pool. */
    private static int keys;

    private static Pool.Outcome offer(Pool pool, int score) {
        return pool.offer(new int[score], ++keys);
    }

    @Test
    void aFullPoolTakesInOnlyANewBestAndAWideningBringsBackNoMoreThanItHolds() {
        Pool pool = new Pool(config(10, 1, 1, 10, 2, 3));
        assertEquals(Pool.Outcome.NEW_BEST, offer(pool, 100));
        assertEquals(Pool.Outcome.ADDED, offer(pool, 99));
        assertEquals(Pool.Outcome.ADDED, offer(pool, 98));
        assertEquals(Pool.Outcome.FULL, offer(pool, 99), "three games: the cap");
        assertEquals(Pool.Outcome.NEW_BEST, offer(pool, 101), "a new best always enters");
        assertEquals(4, pool.size());
        for (int i = 0; i < 4; i++) {
            pool.maintain();
            assertTrue(pool.size() <= 4, "upkeep never grows a full pool: " + pool.size());
        }
    }

    /** A start race's pools share the caps out; the kept pool then has the whole caps, a fresh pool the same share. */
    @Test
    void aPoolSharingTheCapsHoldsItsShareUntilItHasTheWholeCaps() {
        Pool pool = new Pool(config(10, 1, 1, 10, 2, 6));
        pool.shareCaps(3);
        assertEquals(Pool.Outcome.NEW_BEST, offer(pool, 100));
        assertEquals(Pool.Outcome.ADDED, offer(pool, 99));
        assertEquals(Pool.Outcome.FULL, offer(pool, 98), "a third of 6 games");
        pool.shareCaps(1);
        for (int score = 98; score > 94; score--) {
            assertEquals(Pool.Outcome.ADDED, offer(pool, score), "the whole 6 games");
        }
        assertEquals(Pool.Outcome.FULL, offer(pool, 94));

        for (int share : new int[] {1, 2}) {
            Pool sharing = new Pool(config(Map.of("window", "4", "sweep", "4", "archive", "4")));
            sharing.shareCaps(share);
            Pool archiving = share == 1 ? sharing : sharing.fresh();
            for (int score = 100; score > 95; score--) {
                offer(archiving, score);
            }
            for (int i = 0; i < 3; i++) {
                archiving.maintain();
            }
            assertEquals(share == 1 ? 3 : 2, archiving.archived(), "half of 4 archived games, a fresh pool too");
        }
    }

    @Test
    void gamesVisitedEquallyOftenAreDrawnOldestFirstOrLongestFirstAsTiesSays() {
        for (String ties : List.of("age", "score")) {
            Pool pool = new Pool(config(Map.of("ties", ties)));
            offer(pool, 100);
            Pool.Entry older = pool.get(keys);
            offer(pool, 95);
            offer(pool, 101);
            Pool.Entry longest = pool.get(keys);
            offer(pool, 97);
            pool.maintain();
            Map<Pool.Entry, Integer> draws = new HashMap<>();
            Rng rng = new Rng(7);
            for (int i = 0; i < 1_000; i++) {
                draws.merge(pool.select(rng), 1, Integer::sum);
            }
            Pool.Entry favourite = Collections.max(draws.entrySet(), Map.Entry.comparingByValue())
                    .getKey();
            assertSame(ties.equals("age") ? older : longest, favourite, ties);
        }
    }

    @Test
    void theSweepNarrowsEvenlyToTheBestThenOpensAgainAndBringsBackWhatItPruned() {
        Pool pool = new Pool(config(4, 1, 1, 10, 4));
        assertEquals(Pool.Outcome.NEW_BEST, offer(pool, 100));
        for (int score = 96; score < 100; score++) {
            assertEquals(Pool.Outcome.ADDED, offer(pool, score));
        }
        assertEquals(Pool.Outcome.BELOW, offer(pool, 95), "the window is 4 below the best");
        assertEquals(5, pool.size());

        List<Integer> windows = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            pool.maintain();
            windows.add(pool.window());
            sizes.add(pool.size());
        }
        assertEquals(List.of(3, 2, 1, 4), windows, "one step a maintenance, then open again after 4");
        assertEquals(List.of(4, 3, 2, 5), sizes, "each step prunes the lowest score; the opening brings all back");
        assertEquals(0, pool.archived(), "the opening drains the archive");
    }

    @Test
    void aFirstSweepOfItsOwnLengthNarrowsFasterOnceAndTheLaterSweepsTakeTheirUsualLength() {
        Pool pool = new Pool(config(Map.of("window", "4", "sweep", "8", "first-sweep", "2")));
        offer(pool, 100);
        List<Integer> windows = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            pool.maintain();
            windows.add(pool.window());
        }
        assertEquals(List.of(2, 4, 4, 3, 3, 2, 2, 1, 1, 4), windows, "2 intervals to open, then 8 to the next");
    }

    @Test
    void aNewBestDoesNotRestartTheSweepButTheCountersDo() {
        Pool timed = new Pool(config(8, 1_000, 1_000, 10, 8));
        offer(timed, 100);
        timed.maintain();
        timed.maintain();
        assertEquals(6, timed.window());
        assertEquals(Pool.Outcome.NEW_BEST, offer(timed, 101));
        assertEquals(6, timed.window(), "the sweep keeps its step");

        Pool counted = new Pool(config(8, 1, 1_000, 10, 0));
        offer(counted, 100);
        offer(counted, 99);
        counted.maintain();
        assertEquals(7, counted.window(), "one accept inside the window narrows it by one");
        assertEquals(Pool.Outcome.NEW_BEST, offer(counted, 101));
        assertEquals(8, counted.window(), "a new best opens the counters' window again");
    }

    @Test
    void theCountersWidenAfterAnIdleSpellAndBringBackTheArchive() {
        Pool pool = new Pool(config(2, 1, 3, 5, 0));
        offer(pool, 100);
        offer(pool, 99);
        offer(pool, 98);
        pool.maintain();
        assertEquals(1, pool.window());
        assertEquals(1, pool.archived(), "the 98 was pruned into the archive");
        assertFalse(pool.census().contains("sweeps"), pool.census());
        pool.maintain();
        pool.maintain();
        assertEquals(6, pool.window(), "three idle intervals after the narrowing widen it by 5");
        assertEquals(3, pool.size());
        assertTrue(pool.census().endsWith("1 idle resets"), pool.census());
    }
}
