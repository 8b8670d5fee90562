package io.morpion.search.exact;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * How many positions a running exhaustive search has still to visit, estimated while it runs: the
 * figure behind its time left. Random descents from the start (Knuth's estimator, as {@link
 * TreeEstimate} makes them) each pass through one frontier item, and what a descent weighs below
 * the frontier is an unbiased estimate of that item's subtree; summed over the items not yet
 * finished, it estimates the work left.
 *
 * <p>Few descents underestimate a tree whose size hides in rare deep branches, and descents made
 * against a lower target than the search later reaches overestimate. Both are corrected alike: the
 * estimate for the unfinished items is scaled by how the finished ones came out against theirs
 * (a ratio estimator), once the finished ones hold enough of the estimated tree to say.
 */
final class TreeLeft {

    /** Before this many descents the estimate says nothing: a handful is mostly noise. */
    static final int MIN_DESCENTS = 200;
    /**
     * How long one call may go on descending to reach {@link #MIN_DESCENTS}: short enough that the
     * thread making them still answers a stop within a fraction of a second.
     */
    private static final long FIRST_ESTIMATE_NANOS = 250_000_000;
    /** The finished items must hold this share of the estimated tree before they correct the rest. */
    private static final double SHARE_TO_CORRECT = 0.02;

    private final List<int[]> frontier;
    private final int frontierDepth;
    private final SubtreeSearch prober;
    private final SplittableRandom random = new SplittableRandom(1);
    /** Per frontier item, the summed weight the descents through it gave the positions below it. */
    private final double[] below;

    private final double[] weights;
    private final int[] prefix;
    private long descents;

    /**
     * @param frontier the search's work items in the order it made them (ascending, as its move lists
     *                 are); each is the same number of moves from the search's start
     */
    TreeLeft(ExactConfig config, List<int[]> frontier, Incumbent incumbent) {
        this.frontier = frontier;
        this.frontierDepth = frontier.isEmpty() ? 0 : frontier.get(0).length;
        // It reads the shared target, so its descents are cut as the search's branches are.
        this.prober = new SubtreeSearch(config, incumbent);
        this.below = new double[frontier.size()];
        this.weights = new double[config.maxDepth() + 2];
        this.prefix = new int[frontierDepth];
    }

    /**
     * Makes descents for about {@code nanos}, or longer, up to {@link #FIRST_ESTIMATE_NANOS}, while
     * there are too few for an estimate: with one short slice a poll, a deep tree such as 5T's,
     * whose descents take a millisecond or more under load, would leave its user without a time
     * left for tens of seconds. Descents made against a lower target are kept when it rises: they
     * overestimate finished and unfinished items alike, which the ratio corrects, while starting
     * afresh would leave the estimate on a few descents after every new best.
     */
    synchronized void descendFor(long nanos) {
        long start = System.nanoTime();
        long elapsed;
        do {
            descend();
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos || descents < MIN_DESCENTS && elapsed < FIRST_ESTIMATE_NANOS);
    }

    /** Makes {@code count} descents. */
    synchronized void descend(int count) {
        for (int i = 0; i < count; i++) {
            descend();
        }
    }

    private void descend() {
        int deepest = prober.probe(random, weights);
        descents++;
        int frontierAt = prober.startDepth() + frontierDepth;
        if (deepest >= frontierAt) {
            prober.lastDescent(frontierDepth, prefix);
            int item = Collections.binarySearch(frontier, prefix, Arrays::compare);
            if (item >= 0) {
                double sum = 0;
                for (int d = frontierAt; d <= deepest; d++) {
                    sum += weights[d];
                }
                below[item] += sum;
            }
        }
        Arrays.fill(weights, 0, deepest + 1, 0);
    }

    /**
     * The positions still to visit below the items not in {@code finished}, given that the search
     * has visited {@code visited} positions in the finished ones (and above the frontier); empty
     * while too few descents have been made.
     */
    synchronized OptionalLong positionsLeft(BitSet finished, long visited) {
        return positionsLeft(finished, null, visited);
    }

    /** The same for a search of only the items in {@code mine} (null: all of them), of which {@code finished} are done. */
    synchronized OptionalLong positionsLeft(BitSet finished, BitSet mine, long visited) {
        if (descents < MIN_DESCENTS) {
            return OptionalLong.empty();
        }
        double all = 0;
        if (mine != null) {
            all = estimateBelow(mine);
        } else {
            for (double item : below) {
                all += item;
            }
            all /= descents;
        }
        double done = estimateBelow(finished);
        double scale = done > 0 && done >= SHARE_TO_CORRECT * all ? visited / done : 1;
        return OptionalLong.of(Math.round((all - done) * scale));
    }

    /** What the descents so far estimate the items in {@code items} hold below the frontier. */
    synchronized double estimateBelow(BitSet items) {
        double sum = 0;
        for (int i = items.nextSetBit(0); i >= 0 && i < below.length; i = items.nextSetBit(i + 1)) {
            sum += below[i];
        }
        return descents == 0 ? 0 : sum / descents;
    }
}
