package io.morpion.search;

import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.MsrRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The distinct games of at least some score that searches meet, whether or not they keep them: a
 * census of a variant's longest games. Games are told apart two ways, by their dots up to symmetry
 * ({@link DotKey}: one dot set is drawn many ways) and by their lines up to symmetry
 * ({@link GameIdentity}: one figure), each with when and by which search it was first met. Searches
 * on several threads may share one census.
 */
public final class GameCensus {

    /**
     * One figure, as first met.
     *
     * @param newDots whether its dots were new to the census when it was met
     * @param seconds how long after the census began
     */
    public record Find(
            MsrRecord game, String identity, long dotKey, boolean newDots, long seed, String method, double seconds) {}

    /** A search that can report to a census every finished game it meets at or above its score. */
    public interface Taker {
        void reportTo(GameCensus census, long seed);
    }

    private final int minScore;
    private final long startNanos = System.nanoTime();
    private final Map<String, Find> figures = new LinkedHashMap<>();
    private final Set<Long> dotSets = new HashSet<>();

    public GameCensus(int minScore) {
        this.minScore = minScore;
    }

    public int minScore() {
        return minScore;
    }

    /**
     * Counts the game; true when it is a figure the census has not met. The keys are computed before
     * the lock is taken, so that searches sharing the census do not queue behind each other's hashing.
     */
    public boolean meet(MsrRecord game, long seed, String method) {
        if (game.moveCount() < minScore) {
            return false;
        }
        String identity = GameIdentity.of(game);
        long dots = DotKey.of(game);
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        synchronized (this) {
            if (figures.containsKey(identity)) {
                return false;
            }
            figures.put(identity, new Find(game, identity, dots, dotSets.add(dots), seed, method, seconds));
            return true;
        }
    }

    public synchronized int figures() {
        return figures.size();
    }

    public synchronized int dotSets() {
        return dotSets.size();
    }

    /** Every figure met, in the order met. */
    public synchronized List<Find> finds() {
        return new ArrayList<>(figures.values());
    }
}
