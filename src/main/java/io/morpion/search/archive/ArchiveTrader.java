package io.morpion.search.archive;

import java.time.Duration;

/** A search that can work as one of a campaign's workers, trading games through a shared archive. */
public interface ArchiveTrader {

    /** Trades with the archive at most every {@code every} from now on; such a search is not reproduced by its seed. */
    void tradeThrough(ArchiveExchange exchange, Duration every);
}
