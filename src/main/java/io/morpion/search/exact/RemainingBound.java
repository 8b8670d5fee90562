package io.morpion.search.exact;

import io.morpion.engine.TrackBoard;
import io.morpion.msr.Variant;

/**
 * An admissible upper bound on the moves still possible from a position: never less than the
 * longest continuation. The search cuts a branch when its depth plus this bound cannot beat the
 * incumbent. docs/exact-search.md gives the argument for each bound.
 */
interface RemainingBound {

    /** At least the number of moves any game can still add to the board's position, reached at depth. */
    int atMost(TrackBoard board, int depth);

    /**
     * The published upper bounds on a whole game: 4T 192, 4D 48 and 5T 705 (Demaine, Demaine,
     * Langerman and Langerman 2006, potential arguments), 5D 121 (Kawamura, Okamoto, Tatsu, Uno and
     * Yamato 2013, line-based analysis).
     */
    static int publishedLimit(Variant variant) {
        return switch (variant) {
            case FOUR_TOUCHING -> 192;
            case FOUR_DISJOINT -> 48;
            case FIVE_TOUCHING -> 705;
            case FIVE_DISJOINT -> 121;
        };
    }

    static RemainingBound forVariant(Variant variant) {
        int limit = publishedLimit(variant);
        return (board, depth) -> limit - depth;
    }
}
