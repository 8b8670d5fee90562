package io.morpion.search.census;

import io.morpion.msr.MsrRecord;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A search's side of a {@link GameCensus}: each drawing it meets at the census's score goes to the
 * census once, however often the search meets it again, so that the census's own work (a figure's
 * identity up to symmetry) is paid once a drawing.
 */
public final class CensusFeed {

    private final GameCensus census;
    private final long seed;
    private final Set<Long> handedOver = new HashSet<>();

    public CensusFeed(GameCensus census, long seed) {
        this.census = census;
        this.seed = seed;
    }

    public boolean wants(int length) {
        return length >= census.minScore();
    }

    /** @param lines the same for the same set of lines, whatever their order (a hash is enough here) */
    public void offer(long lines, Supplier<MsrRecord> game, String method) {
        if (handedOver.add(lines)) {
            census.meet(game.get(), seed, method);
        }
    }
}
