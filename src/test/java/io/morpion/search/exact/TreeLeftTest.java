package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import io.morpion.search.termination.Termination;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class TreeLeftTest {

    /** 4D to eight moves, symmetry on: a tree counted in a moment, with thousands of frontier items. */
    private static final ExactConfig TREE = new ExactConfig(Variant.FOUR_DISJOINT, true, false, 0, 0, 8);

    @Test
    void descentsEstimateTheTreeBelowTheFrontierNearItsCount() {
        ExactSolver counted = new ExactSolver(TREE, 2);
        counted.solve(Termination.never(), null);
        ExactReport report = counted.report();
        long above = 0;
        for (int d = 0; d < TREE.effectiveSplitDepth(); d++) {
            above += report.reached()[d];
        }
        long below = report.nodes() - above;

        TreeLeft left = estimator();
        left.descend(20_000);
        long estimate = left.positionsLeft(new BitSet(), 0).orElseThrow();
        assertTrue(
                Math.abs(estimate - below) < 0.15 * below,
                "estimated " + estimate + " positions below the frontier, counted " + below);
    }

    @Test
    void theFinishedItemsScaleTheEstimateOfTheRestAndNothingIsLeftOnceAllAreFinished() {
        List<int[]> frontier = frontier();
        TreeLeft left = new TreeLeft(TREE, frontier, new Incumbent(0, game -> {}));
        left.descend(5_000);
        BitSet firstHalf = new BitSet();
        firstHalf.set(0, frontier.size() / 2);
        double done = left.estimateBelow(firstHalf);
        double rest = left.positionsLeft(new BitSet(), 0).orElseThrow() - done;
        assertTrue(done > 0 && rest > 0, "the descents reach both halves: " + done + ", " + rest);
        // visited just as estimated: the rest stands; twice as many: the rest is taken to be twice as big
        assertEquals(rest, left.positionsLeft(firstHalf, Math.round(done)).orElseThrow(), 0.01 * rest + 1);
        assertEquals(
                2 * rest, left.positionsLeft(firstHalf, Math.round(2 * done)).orElseThrow(), 0.01 * rest + 1);

        BitSet all = new BitSet();
        all.set(0, frontier.size());
        assertEquals(OptionalLong.of(0), left.positionsLeft(all, 123));
    }

    @Test
    void tooFewDescentsSayNothing() {
        TreeLeft left = estimator();
        left.descend(TreeLeft.MIN_DESCENTS - 1);
        assertTrue(left.positionsLeft(new BitSet(), 0).isEmpty());
        left.descend(1);
        assertTrue(left.positionsLeft(new BitSet(), 0).isPresent());
    }

    @Test
    void theFirstSliceGoesOnUntilThereAreDescentsEnoughForAnEstimate() {
        TreeLeft left = estimator();
        left.descendFor(1); // a nanosecond: one descent, were it not for the first estimate
        assertTrue(left.positionsLeft(new BitSet(), 0).isPresent(), "an estimate after the first slice");
    }

    @Test
    void aFinishedSearchHasNothingLeftAndOneNotStartedHasNoEstimate() {
        ExactSolver solver = new ExactSolver(TREE, 1);
        assertTrue(solver.nodesLeft().isEmpty(), "no frontier, no descents yet");
        solver.solve(Termination.never(), null);
        assertEquals(OptionalLong.of(0), solver.nodesLeft());
    }

    private static TreeLeft estimator() {
        return new TreeLeft(TREE, frontier(), new Incumbent(0, game -> {}));
    }

    private static List<int[]> frontier() {
        List<int[]> items = new ArrayList<>();
        new SubtreeSearch(TREE, new Incumbent(0, game -> {}))
                .collectFrontier(TREE.effectiveSplitDepth(), new SearchTally(TREE.maxDepth()), items::add);
        return items;
    }
}
