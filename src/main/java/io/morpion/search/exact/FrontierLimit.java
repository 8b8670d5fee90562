package io.morpion.search.exact;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The bound on the frontier the threads share: a split depth deep enough to list more positions
 * than a search may hold is refused with what to choose instead, rather than running out of memory.
 */
final class FrontierLimit {

    /**
     * The most positions a frontier may list, about 100 MB of them. 5T's frontier at split depth 12
     * took 850 MB within 15 seconds; the depth the search picks itself lists a few thousand.
     */
    static final int MAX_POSITIONS = 1_000_000;
    /** What a frontier of {@link #MAX_POSITIONS} takes: an array of a dozen moves and its slot in the list each. */
    static final long MAX_BYTES = 112L * MAX_POSITIONS;

    private FrontierLimit() {}

    /** Adds each position listed to the list, and refuses the one past the bound. */
    static Consumer<int[]> adding(ExactConfig config, List<int[]> items) {
        return item -> {
            if (items.size() == MAX_POSITIONS) {
                throw new IllegalArgumentException("split-depth " + config.effectiveSplitDepth()
                        + " lists more than " + String.format(Locale.ROOT, "%,d", MAX_POSITIONS) + " positions of "
                        + config.variant().code() + " for the threads to share, more than a search may hold;"
                        + " choose a smaller split-depth (0 picks one)");
            }
            items.add(item);
        };
    }
}
