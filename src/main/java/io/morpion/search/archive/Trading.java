package io.morpion.search.archive;

import java.time.Duration;
import java.util.List;

/**
 * A solver's side of an {@link ArchiveExchange}: when its next trade is due (at once, then at most
 * every interval) and the trade itself. A solver that trades is not reproduced by its seed.
 */
public final class Trading {

    private final ArchiveExchange exchange;
    private final long everyNanos;
    private long next;

    public Trading(ArchiveExchange exchange, Duration every) {
        this.exchange = exchange;
        this.everyNanos = every.toNanos();
        this.next = System.nanoTime();
    }

    public boolean due() {
        return System.nanoTime() - next >= 0;
    }

    /** Hands over what this solver found and returns what the others added; the next trade is an interval away. */
    public List<ArchiveExchange.SharedGame> trade(List<ArchiveExchange.SharedGame> added) {
        List<ArchiveExchange.SharedGame> traded = exchange.trade(added);
        next = System.nanoTime() + everyNanos;
        return traded;
    }
}
