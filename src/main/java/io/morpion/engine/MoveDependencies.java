package io.morpion.engine;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Which moves of a legal game need which (the perturbation search's destroys, the local proofs'
 * closures): a move needs the moves that placed the other points of
 * its line. Every order of the moves that puts each after what it needs is a legal game (the
 * points are each placed once and the lines never overlap, whatever the order), and removing a
 * set of moves together with everything that needs them leaves a legal game, in the old order.
 */
public final class MoveDependencies {

    private final int[] moves;
    /** For each move, the indices of the moves it needs (at most line length - 1 of them). */
    private final int[][] needs;
    /** For each move, the indices of the moves that need it. */
    private final int[][] neededBy;

    /**
     * @param placedBy a scratch array of one entry per cell, all -1, as it is left again on return
     *                 (the grid is large and a round is short: clearing it whole would dominate)
     */
    public MoveDependencies(int[] moves, int length, Geometry g, int[] placedBy) {
        this.moves = Arrays.copyOf(moves, length);
        needs = new int[length][];
        int[] dependants = new int[length];
        int n = g.lineLength();
        int[] scratch = new int[n];
        for (int i = 0; i < length; i++) {
            int move = moves[i];
            int own = EngineMove.cell(move);
            int origin = EngineMove.origin(move, g);
            int step = g.step(EngineMove.direction(move));
            int count = 0;
            for (int k = 0; k < n; k++) {
                int cell = origin + k * step;
                if (cell != own && placedBy[cell] >= 0) {
                    scratch[count++] = placedBy[cell];
                    dependants[placedBy[cell]]++;
                }
            }
            needs[i] = Arrays.copyOf(scratch, count);
            placedBy[own] = i;
        }
        for (int i = 0; i < length; i++) {
            placedBy[EngineMove.cell(moves[i])] = -1;
        }
        neededBy = new int[length][];
        for (int i = 0; i < length; i++) {
            neededBy[i] = new int[dependants[i]];
            dependants[i] = 0;
        }
        for (int i = 0; i < length; i++) {
            for (int j : needs[i]) {
                neededBy[j][dependants[j]++] = i;
            }
        }
    }

    public int size() {
        return moves.length;
    }

    /**
     * The closure of move {@code k} of a legal game without building the whole graph (a mutation's hot path):
     * the indices of {@code k} and of every later move whose line uses a point the closure placed, in order,
     * written into {@code closure}; returns how many. Only later moves can need a move, so one pass does it.
     *
     * @param placed a scratch array of one entry per cell, all false, as it is left again on return
     */
    public static int closureOf(int[] moves, int length, int k, Geometry g, boolean[] placed, int[] closure) {
        int n = g.lineLength();
        int count = 0;
        closure[count++] = k;
        placed[EngineMove.cell(moves[k])] = true;
        for (int j = k + 1; j < length; j++) {
            int move = moves[j];
            int own = EngineMove.cell(move);
            int origin = EngineMove.origin(move, g);
            int step = g.step(EngineMove.direction(move));
            for (int t = 0; t < n; t++) {
                int cell = origin + t * step;
                if (cell != own && placed[cell]) {
                    placed[own] = true;
                    closure[count++] = j;
                    break;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            placed[EngineMove.cell(moves[closure[i]])] = false;
        }
        return count;
    }

    /**
     * A uniformly chosen ready move at each step (Kahn's algorithm): a random legal order of the same game.
     * {@code below} draws a whole number from 0 to one below its argument, as a search's generator does.
     */
    public int[] randomOrder(IntUnaryOperator below) {
        int length = moves.length;
        int[] waitingOn = new int[length];
        int[] ready = new int[length];
        int readyCount = 0;
        for (int i = 0; i < length; i++) {
            waitingOn[i] = needs[i].length;
            if (waitingOn[i] == 0) {
                ready[readyCount++] = i;
            }
        }
        int[] order = new int[length];
        for (int out = 0; out < length; out++) {
            int pick = below.applyAsInt(readyCount);
            int index = ready[pick];
            ready[pick] = ready[--readyCount];
            order[out] = moves[index];
            for (int dependant : neededBy[index]) {
                if (--waitingOn[dependant] == 0) {
                    ready[readyCount++] = dependant;
                }
            }
        }
        return order;
    }

    /** Marks the given moves and everything that needs them, directly or not; returns how many are marked. */
    public int markWithDependants(int index, boolean[] marked) {
        if (marked[index]) {
            return 0;
        }
        marked[index] = true;
        int count = 1;
        for (int dependant : neededBy[index]) {
            count += markWithDependants(dependant, marked);
        }
        return count;
    }

    /** The moves not marked, in the game's order, followed by the marked ones, also in order. */
    public int[] keptThenRemoved(boolean[] removed, int[] keptLength) {
        int[] out = new int[moves.length];
        int at = 0;
        for (int i = 0; i < moves.length; i++) {
            if (!removed[i]) {
                out[at++] = moves[i];
            }
        }
        keptLength[0] = at;
        for (int i = 0; i < moves.length; i++) {
            if (removed[i]) {
                out[at++] = moves[i];
            }
        }
        return out;
    }
}
