package io.morpion.search.dna;

import io.morpion.search.archive.ArchiveExchange.SharedGame;
import java.util.List;

/**
 * What a campaign's worker takes under {@code take=stalled}: the best of the others' games since it
 * last took one, and that only once its pool has stalled and only if the game beats its pool's best.
 * A pool still climbing keeps to its own family. The migrant is not in the worker's checkpoint: a
 * resumed worker's first trade brings the campaign archive's best games again.
 */
final class Migration {

    /** The best game the others handed over that the worker has not taken. */
    private SharedGame migrant;

    /** The games to take at a trade: the migrant when it is due, or none; {@code poolBest} is the best game of its pool. */
    List<SharedGame> take(List<SharedGame> others, int poolBest, boolean stalled) {
        for (SharedGame other : others) {
            if (migrant == null || other.score() > migrant.score()) {
                migrant = other;
            }
        }
        if (migrant == null || migrant.score() <= poolBest || !stalled) {
            return List.of();
        }
        List<SharedGame> taken = List.of(migrant);
        migrant = null;
        return taken;
    }
}
