package io.morpion.search.exact;

import io.morpion.msr.Move;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import java.util.List;

/**
 * How an exhaustive search runs.
 *
 * @param symmetry   reach one position per symmetry orbit instead of all of them
 * @param bound      cut branches whose upper bound cannot beat the incumbent
 * @param floor      a score to beat from the start (e.g. a known record to prove optimal); 0 for none
 * @param splitDepth depth of the shared frontier the threads take their work from; 0 picks one
 * @param depthLimit positions this deep (moves from the cross) are counted but not expanded; 0 for none
 * @param start      an opening to search the continuations of (symmetry is then off); empty for the cross
 * @param normalForm reach each position once, in its smallest move order; off only to measure what
 *                   that saves (every move order is then searched)
 */
public record ExactConfig(
        Variant variant,
        boolean symmetry,
        boolean bound,
        int floor,
        int splitDepth,
        int depthLimit,
        List<Move> start,
        boolean normalForm) {

    public ExactConfig(Variant variant, boolean symmetry, boolean bound, int floor, int splitDepth, int depthLimit) {
        this(variant, symmetry, bound, floor, splitDepth, depthLimit, List.of(), true);
    }

    public ExactConfig {
        ExactAlgorithm.FLOOR.require(floor);
        start = List.copyOf(start == null ? List.of() : start);
        if (symmetry && !normalForm) {
            throw new IllegalArgumentException("symmetry pruning needs the normal form");
        }
        ExactAlgorithm.DEPTH_LIMIT.require(depthLimit);
        ExactAlgorithm.SPLIT_DEPTH.require(splitDepth);
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static ExactConfig of(Algorithm.Settings s) {
        return new ExactConfig(
                s.variant(),
                s.on(ExactAlgorithm.SYMMETRY),
                s.on(ExactAlgorithm.BOUND),
                s.whole(ExactAlgorithm.FLOOR),
                s.whole(ExactAlgorithm.SPLIT_DEPTH),
                s.whole(ExactAlgorithm.DEPTH_LIMIT),
                s.warmStart() == null ? List.of() : s.warmStart().moves(),
                true);
    }

    /** Longer than any game of the variant, by the published upper bounds (see {@link RemainingBound}). */
    int maxDepth() {
        return RemainingBound.publishedLimit(variant);
    }

    /** The frontier depth: deep enough for a few thousand items per thread on the larger trees. */
    int effectiveSplitDepth() {
        int depth = splitDepth > 0 ? splitDepth : !normalForm ? 2 : variant.lineLength() == 4 ? 5 : 4;
        // Items at the depth limit itself would each hold one position: keep the frontier above it.
        return depthLimit > 0 ? Math.max(0, Math.min(depth, depthLimit - 1)) : depth;
    }
}
