package io.morpion.search.analysis;

import io.morpion.engine.Position;
import io.morpion.search.CpuGate;
import io.morpion.search.Rng;

/**
 * Level-1 nested Monte Carlo search (Cazenave, "Nested Monte-Carlo Search", IJCAI 2009) from a position: at each
 * step every legal move is tried with a random completion, and the step follows the best game met so far, which
 * is remembered across steps. Repeated until the deadline, each time from the position again.
 */
final class NestedRollouts {

    /** Completions between two chances for a waiting solver thread to take the CPU gate's turn. */
    private static final int PLAYOUTS_BETWEEN_TURNS = 256;

    private final Position position;
    private final int from;
    private final Rng rng;
    private final long deadline;

    /** The moves of the longest game met, from the position on, and how many there are. */
    private final int[] best;

    private int bestLength = -1;
    private final int[] step;
    private long playouts;

    NestedRollouts(Position position, Rng rng, long deadline) {
        this.position = position;
        this.from = position.ply();
        this.rng = rng;
        this.deadline = deadline;
        this.best = new int[position.geometry().maxPlies()];
        this.step = new int[position.geometry().maxPlies()];
    }

    /** Searches until the deadline; the position is left where it was. */
    void run() {
        do {
            iterate();
        } while (!late());
        position.undoTo(from);
    }

    /** The moves the longest game met adds to the position. */
    int[] bestMoves() {
        int[] moves = new int[Math.max(0, bestLength)];
        System.arraycopy(best, 0, moves, 0, moves.length);
        return moves;
    }

    long playouts() {
        return playouts;
    }

    private boolean late() {
        return System.nanoTime() - deadline >= 0;
    }

    /** One descent from the position to a game's end, each step following the best game met so far. */
    private void iterate() {
        position.undoTo(from);
        // the descent follows the best game, so the moves taken to any step are that game's first moves
        while (!position.terminal()) {
            int ply = position.ply();
            int depth = ply - from;
            int count = position.legalCount();
            for (int i = 0; i < count; i++) {
                int move = position.legalMove(i);
                position.play(move);
                step[0] = move;
                int length = 1 + complete(1);
                if (depth + length > bestLength) {
                    System.arraycopy(step, 0, best, depth, length);
                    bestLength = depth + length;
                }
                position.undoTo(ply);
                if (++playouts % PLAYOUTS_BETWEEN_TURNS == 0) {
                    CpuGate.node().pause();
                    if (late()) {
                        return;
                    }
                }
            }
            position.play(best[depth]);
        }
    }

    /** Plays random moves to the end, noting them in {@code step} from {@code at}; how many it played. */
    private int complete(int at) {
        int played = 0;
        while (!position.terminal()) {
            int move = position.legalMove(rng.nextInt(position.legalCount()));
            position.play(move);
            step[at + played++] = move;
        }
        return played;
    }
}
