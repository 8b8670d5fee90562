package io.morpion.search.exact;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import java.util.BitSet;
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
 * @param census     keep every position deeper than the floor, and cut branches against the floor
 *                   alone, never against the best so far: with the floor one below the optimum, the
 *                   search keeps every optimal game (one per orbit with symmetry on)
 * @param part       which share of the frontier's items to search: {@link Part#WHOLE}, or one part of
 *                   several that together search the tree once
 */
public record ExactConfig(
        Variant variant,
        boolean symmetry,
        boolean bound,
        int floor,
        int splitDepth,
        int depthLimit,
        List<Move> start,
        boolean normalForm,
        boolean census,
        Part part) {

    /**
     * Part {@code number} of {@code of}: the frontier items whose index is {@code number − 1} modulo
     * {@code of}. Dealt out in turn, the first items, which head the largest subtrees, go to
     * different parts, so the parts come out of a similar size without an estimate.
     */
    public record Part(int number, int of) {

        public static final Part WHOLE = new Part(1, 1);

        public Part {
            if (of < 1 || number < 1 || number > of) {
                throw new IllegalArgumentException("a part is 1.." + Math.max(1, of) + " of " + of + ", not " + number);
            }
        }

        public boolean whole() {
            return of == 1;
        }

        boolean holds(int item) {
            return item % of == number - 1;
        }

        /** This part's items among the first {@code items} of the frontier. */
        BitSet items(int items) {
            BitSet mine = new BitSet(items);
            for (int i = number - 1; i < items; i += of) {
                mine.set(i);
            }
            return mine;
        }

        /** How many of the finished items are this part's. */
        int finishedOf(BitSet finished) {
            if (whole()) {
                return finished.cardinality();
            }
            int count = 0;
            for (int i = number - 1; i < finished.length(); i += of) {
                if (finished.get(i)) {
                    count++;
                }
            }
            return count;
        }

        /** How many of {@code items} frontier items are this part's. */
        int size(int items) {
            return items < number ? 0 : (items - number) / of + 1;
        }
    }

    public ExactConfig(Variant variant, boolean symmetry, boolean bound, int floor, int splitDepth, int depthLimit) {
        this(variant, symmetry, bound, floor, splitDepth, depthLimit, List.of(), true);
    }

    public ExactConfig(
            Variant variant,
            boolean symmetry,
            boolean bound,
            int floor,
            int splitDepth,
            int depthLimit,
            List<Move> start,
            boolean normalForm) {
        this(variant, symmetry, bound, floor, splitDepth, depthLimit, start, normalForm, false, Part.WHOLE);
    }

    /** The census of the games longer than {@code floor}: every one of them kept, symmetry and bound on. */
    public static ExactConfig census(Variant variant, int floor, int splitDepth) {
        return census(variant, floor, splitDepth, Part.WHOLE);
    }

    /** One part of that census. */
    public static ExactConfig census(Variant variant, int floor, int splitDepth, Part part) {
        return new ExactConfig(variant, true, true, floor, splitDepth, 0, List.of(), true, true, part);
    }

    /**
     * The frontier's depth of a census of optimal games: one deeper than a search's, as the 4T proof ran, because
     * only finished subtrees are saved, and at depth 5 the first of 4T's take hours (492,459 subtrees at 6, not
     * 82,008). A census's checkpoints and parts hold only for the depth they were made with.
     */
    public static final int OPTIMAL_CENSUS_SPLIT_DEPTH = 6;

    /** Part of the census of a variant's games of its proven {@code optimum}: the floor one below it. */
    public static ExactConfig optimalCensus(Variant variant, int optimum, Part part) {
        return census(variant, optimum - 1, OPTIMAL_CENSUS_SPLIT_DEPTH, part);
    }

    public ExactConfig {
        start = List.copyOf(start == null ? List.of() : start);
        part = part == null ? Part.WHOLE : part;
        if (symmetry && !normalForm) {
            throw new IllegalArgumentException("symmetry pruning needs the normal form");
        }
        if (census && floor <= 0) {
            throw new IllegalArgumentException("a census keeps the games longer than a floor: give it one");
        }
    }

    /** What a user chooses of an exhaustive search, each parameter declared once on its component. */
    public record Chosen(
            Variant variant,
            @Declare.Choice(value = "on", help = "reach one position per symmetry orbit instead of all of them")
                    boolean symmetry,
            @Declare.Choice(value = "on", help = "cut branches whose upper bound cannot beat the best so far")
                    boolean bound,
            @Declare.Whole(
                            value = 0,
                            unit = "moves",
                            help =
                                    "a score to beat from the start, such as a known record to prove optimal; 0 for none")
                    int floor,
            @Declare.Whole(
                            value = 0,
                            max = 12,
                            unit = "moves",
                            help = "depth of the shared frontier the threads take their work from; 0 picks one")
                    int splitDepth,
            @Declare.Whole(
                            value = 0,
                            unit = "moves",
                            help = "positions this many moves deep are counted but not expanded; 0 for none")
                    int depthLimit,
            MsrRecord warmStart) {

        /** Every parameter's declaration, read from the components above. */
        public static final ConfigBinder<Chosen> BINDER = ConfigBinder.of(Chosen.class);

        /** The search these choices describe: the warm start's continuations, each position in its normal form. */
        public ExactConfig config() {
            return new ExactConfig(
                    variant,
                    symmetry,
                    bound,
                    floor,
                    splitDepth,
                    depthLimit,
                    warmStart == null ? List.of() : warmStart.moves(),
                    true);
        }
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
