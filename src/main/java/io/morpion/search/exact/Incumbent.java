package io.morpion.search.exact;

import io.morpion.engine.TrackBoard;
import io.morpion.msr.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The best game found so far, shared by all threads, and the score a branch must beat to be worth
 * searching: the larger of that game's length and a floor the caller may set (a known score to
 * prove optimal, say). Reading the score is a volatile read; improving it takes the lock.
 */
final class Incumbent {

    private final int floor;
    /** Whether the target stays at the floor: a census keeps the games that only equal the best so far. */
    private final boolean fixedTarget;

    private final Consumer<List<Move>> onImprovement;
    private volatile int score;
    private List<Move> game = List.of();

    Incumbent(int floor, Consumer<List<Move>> onImprovement) {
        this(floor, false, onImprovement);
    }

    Incumbent(int floor, boolean fixedTarget, Consumer<List<Move>> onImprovement) {
        this.floor = floor;
        this.fixedTarget = fixedTarget;
        this.onImprovement = onImprovement;
    }

    int score() {
        return score;
    }

    /** A branch is searched only if it can reach more moves than this. */
    int target() {
        return fixedTarget ? floor : Math.max(score, floor);
    }

    synchronized List<Move> game() {
        return game;
    }

    /** Takes the board's current path as the best game if it is longer than the best so far. */
    void offer(TrackBoard board, int[] path, int length) {
        List<Move> improved;
        synchronized (this) {
            if (length <= score) {
                return;
            }
            improved = new ArrayList<>(length);
            for (int i = 0; i < length; i++) {
                improved.add(board.toMsr(path[i]));
            }
            game = List.copyOf(improved);
            score = length;
        }
        onImprovement.accept(game);
    }

    /** Restores a best game from a checkpoint, without announcing it. */
    synchronized void restore(List<Move> saved) {
        game = List.copyOf(saved);
        score = saved.size();
    }
}
