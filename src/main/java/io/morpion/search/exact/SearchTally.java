package io.morpion.search.exact;

import io.morpion.msr.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a search visited: positions per depth (as reached, and weighted back to all symmetric
 * copies), dead ends, and what each pruning layer cut. One per thread and per frontier item, merged
 * only when the item is finished, so a stopped item leaves no trace.
 */
final class SearchTally {

    /** The size of an orbit by the size of its stabiliser (which divides 8). */
    private static final int[] ORBIT_SIZE = {0, 8, 4, 0, 2, 0, 0, 0, 1};

    long nodes;
    long[] reached;
    /** Positions per depth counting every symmetric image: each reached orbit adds 8 / |stabiliser|. */
    long[] positions;

    long terminals;
    long prunedBySymmetry;
    long prunedByBound;
    /** A census's positions deeper than its floor, as games in the order the search met them. */
    final List<List<Move>> kept = new ArrayList<>();

    SearchTally(int maxDepth) {
        reached = new long[maxDepth + 1];
        positions = new long[maxDepth + 1];
    }

    void visit(int depth, int stabiliserSize, boolean terminal) {
        nodes++;
        reached[depth]++;
        positions[depth] += ORBIT_SIZE[stabiliserSize];
        if (terminal) {
            terminals++;
        }
    }

    /** Adds the other's counts (what it kept is the caller's to file). */
    void add(SearchTally other) {
        nodes += other.nodes;
        terminals += other.terminals;
        prunedBySymmetry += other.prunedBySymmetry;
        prunedByBound += other.prunedByBound;
        for (int d = 0; d < reached.length; d++) {
            reached[d] += other.reached[d];
            positions[d] += other.positions[d];
        }
    }

    void clear() {
        nodes = 0;
        terminals = 0;
        prunedBySymmetry = 0;
        prunedByBound = 0;
        Arrays.fill(reached, 0);
        Arrays.fill(positions, 0);
        kept.clear();
    }
}
