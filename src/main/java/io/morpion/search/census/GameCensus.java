package io.morpion.search.census;

import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.MsrRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

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

    /** Figures a census keeps in memory when none are handed on: a game of 178 moves is a few KB. */
    public static final int KEPT = 10_000;

    private final int minScore;
    private final long startNanos = System.nanoTime();
    /** Every figure met, as the first 64 bits of its identity (about 56 bytes each, the game not kept). */
    private final Set<Long> met = new HashSet<>();

    private final Set<Long> dotSets = new HashSet<>();
    private final List<Find> kept = new ArrayList<>();
    private final Consumer<Find> handOn;
    private int figures;

    /** A census that keeps the first {@link #KEPT} figures it meets and counts the rest. */
    public GameCensus(int minScore) {
        this(minScore, null);
    }

    /**
     * A census that hands each figure on as it is met (to be written, say) and keeps none, so that
     * it holds only the figures' keys however long it runs.
     */
    public GameCensus(int minScore, Consumer<Find> handOn) {
        this.minScore = minScore;
        this.handOn = handOn;
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
        long key = Long.parseUnsignedLong(identity.substring(0, 16), 16);
        synchronized (this) {
            if (!met.add(key)) {
                return false;
            }
            figures++;
            Find find = new Find(game, identity, dots, dotSets.add(dots), seed, method, seconds);
            if (handOn != null) {
                handOn.accept(find);
            } else if (kept.size() < KEPT) {
                kept.add(find);
            }
            return true;
        }
    }

    public synchronized int figures() {
        return figures;
    }

    public synchronized int dotSets() {
        return dotSets.size();
    }

    /** The figures kept, in the order met: the first {@link #KEPT}, or none when they are handed on. */
    public synchronized List<Find> finds() {
        return new ArrayList<>(kept);
    }
}
