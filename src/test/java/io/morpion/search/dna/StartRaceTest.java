package io.morpion.search.dna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A raced start ({@code starts}): the pool kept, its run, and the race across a checkpoint. */
class StartRaceTest {

    private static final Map<String, String> RACE = Map.of("starts", "3", "start-nodes", "2000");
    /** A race whose pools fill their archives: a third of 3 games each while it is on. */
    private static final Map<String, String> SMALL_ARCHIVE =
            Map.of("starts", "3", "start-nodes", "4000", "archive", "3", "maintenance", "200", "sweep", "8");

    private static Solver created(long seed, Map<String, String> params) {
        return new SolverSpec("dna", Variant.FIVE_DISJOINT, seed, 1, params, null).create();
    }

    @Test
    void theKeptPoolHasTheLongestGameAndGoesOnAsTheRunOfItsSeed() {
        for (long seed = 1; seed <= 3; seed++) {
            StartRace race = created(seed, RACE).as(StartRace.class).orElseThrow();
            race.solve(Termination.nodes(3_000), null);
            assertEquals(-1, race.kept(), "before every pool has had 2,000 nodes the race is on");
            assertTrue(race.summary().endsWith("; a race of 3 starts on"), race.summary());

            race.solve(Termination.nodes(12_000), null);
            int kept = race.kept();
            int[] bests = race.raceBests();
            long[] nodes = race.raceNodes();
            for (int place = 0; place < 3; place++) {
                assertTrue(nodes[place] >= 2_000, "every pool had its 2,000 nodes: " + nodes[place]);
                // each pool of the race searched as the run of its own seed would have (a share of the caps binds
                // no sooner than the whole caps in so few nodes)
                DnaSolver alone = race.laneAlone(place);
                alone.solve(Termination.nodes(nodes[place]), null);
                assertEquals(bests[place], alone.status().bestScore(), "seed " + seed + ", start " + place);
                assertTrue(
                        bests[place] < bests[kept] || (bests[place] == bests[kept] && place >= kept),
                        "the first of the longest is kept: " + java.util.Arrays.toString(bests));
            }

            DnaSolver keptAlone = race.laneAlone(kept);
            keptAlone.solve(Termination.nodes(race.keptNodes()), null);
            assertEquals(keptAlone.status().bestScore(), race.status().bestScore(), "seed " + seed);
            assertEquals(
                    keptAlone.summary() + "; start " + (kept + 1) + " of 3 kept, the starts' bests "
                            + java.util.Arrays.toString(bests),
                    race.summary());
            assertEquals(12_000, race.status().nodes(), "the race's nodes are its pools' nodes");
            assertEquals(
                    12_000 - race.keptNodes(), java.util.Arrays.stream(nodes).sum() - nodes[kept]);
        }
    }

    @Test
    void theFirstPoolIsTheRunOfTheSeedItselfAndOneStartIsNoRace() {
        Solver plain = created(5, Map.of("starts", "1"));
        assertTrue(plain.as(DnaSolver.class).isPresent(), "starts=1 builds the search without a race");
        assertFalse(plain.method().contains("starts"), "without a race the method text is as before the parameter");

        Solver race = created(5, RACE);
        assertTrue(race.method().endsWith(" starts=3/2000"), race.method());
        StartRace started = race.as(StartRace.class).orElseThrow();
        assertEquals(5, started.laneSeed(0));
        plain.solve(Termination.nodes(1_000), null);
        DnaSolver lane = started.laneAlone(0);
        lane.solve(Termination.nodes(1_000), null);
        assertEquals(
                plain.best().orElseThrow().moves(), lane.best().orElseThrow().moves());
    }

    /** The archive a summary reports: only the first pool's while the race is on. */
    private static int archived(String summary) {
        Matcher archive = Pattern.compile(", archive (\\d+),").matcher(summary);
        assertTrue(archive.find(), summary);
        return Integer.parseInt(archive.group(1));
    }

    @Test
    void theRacingPoolsShareTheCapsOutAndTheKeptOneHasThemWhole() {
        StartRace race = created(9, SMALL_ARCHIVE).as(StartRace.class).orElseThrow();
        int mostWhileRacing = 0;
        int mostAfter = 0;
        for (long nodes = 250; nodes <= 40_000; nodes += 250) {
            race.solve(Termination.nodes(nodes), null);
            if (race.kept() < 0) {
                mostWhileRacing = Math.max(mostWhileRacing, archived(race.summary()));
            } else {
                mostAfter = Math.max(mostAfter, archived(race.summary()));
            }
        }
        assertEquals(1, mostWhileRacing, "a third of an archive of 3; after it " + mostAfter);
        assertTrue(mostAfter > 1 && mostAfter <= 3, "the whole archive of 3 after the race: " + mostAfter);
    }

    /** One pool by default; a warm start is one pool whatever starts says. */
    @Test
    void aWarmStartIsOnePool() {
        Solver cold = created(6, Map.of());
        assertTrue(cold.as(DnaSolver.class).isPresent(), "a cold start at the defaults is one pool");
        assertFalse(cold.method().contains("starts"), cold.method());

        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        Solver warm = new SolverSpec("dna", Variant.FIVE_DISJOINT, 6, 1, RACE, rosin).create();
        assertTrue(warm.as(DnaSolver.class).isPresent(), "a warm start is one pool");
        assertFalse(warm.method().contains("starts"), warm.method());
        SolverSpec stored = SolverSpec.stored("dna", Variant.FIVE_DISJOINT, 6, 1, Map.of(), null);
        assertTrue(
                stored.create().as(DnaSolver.class).isPresent(),
                "a run stored before the race existed resumes without one");
    }

    @Test
    void aRaceStoppedAndResumedOnEitherSideOfItsEndGoesOnAsTheUninterruptedOne() {
        // the second race's archive is small enough that its share binds while the race is on and the whole after
        for (Map<String, String> params : List.of(RACE, SMALL_ARCHIVE)) {
            Solver whole = created(8, params);
            whole.solve(Termination.nodes(30_000), null);
            for (long stop : new long[] {3_000, 9_000, 16_000}) {
                Solver first = created(8, params);
                first.solve(Termination.nodes(stop), null);
                Checkpoint saved = Checkpoint.fromBytes(first.checkpoint().toBytes());
                Solver resumed = created(8, params);
                resumed.restore(saved);
                assertEquals(first.best(), resumed.best(), "stopped at " + stop);
                assertEquals(first.summary(), resumed.summary(), "stopped at " + stop);
                resumed.solve(Termination.nodes(30_000), null);
                assertEquals(whole.summary(), resumed.summary(), params + " stopped at " + stop);
                assertEquals(whole.best(), resumed.best(), "stopped at " + stop);
                assertEquals(whole.status().nodes(), resumed.status().nodes());
            }
        }

        Checkpoint racing = Checkpoint.fromBytes(created(8, RACE).checkpoint().toBytes());
        CheckpointException refused = assertThrows(
                CheckpointException.class, () -> created(8, Map.of()).restore(racing));
        assertTrue(refused.getMessage().contains("starts"), refused.getMessage());
    }
}
