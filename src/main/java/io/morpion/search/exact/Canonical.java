package io.morpion.search.exact;

import io.morpion.engine.TrackBoard;
import io.morpion.engine.TrackMoves;

/**
 * The normal form of a position: the lexicographically smallest order in which its moves can be
 * played. A move must follow the moves that placed the other points of its line and nothing else,
 * so the greedy order (always the smallest playable move next) is that smallest order.
 */
final class Canonical {

    private Canonical() {}

    /** The canonical order of {@code moves[0..size)}, which must form a legal position; a new array. */
    static int[] order(TrackBoard board, int[] moves, int size) {
        int n = board.lineLength();
        boolean[] placed = new boolean[size];
        int[] order = new int[size];
        for (int filled = 0; filled < size; filled++) {
            int best = -1;
            for (int i = 0; i < size; i++) {
                if (!placed[i] && (best < 0 || moves[i] < moves[best]) && playable(moves, size, placed, i, n)) {
                    best = i;
                }
            }
            if (best < 0) {
                throw new IllegalStateException("not a legal position: no move can come next");
            }
            placed[best] = true;
            order[filled] = moves[best];
        }
        return order;
    }

    /** Whether every other move placing a point of move i's line is already placed. */
    private static boolean playable(int[] moves, int size, boolean[] placed, int i, int n) {
        int pos = TrackMoves.pos(moves[i]);
        for (int p = 0; p < n; p++) {
            if (p == pos) {
                continue;
            }
            int cell = TrackMoves.lineCell(moves[i], p);
            for (int j = 0; j < size; j++) {
                if (j != i && !placed[j] && TrackMoves.newCell(moves[j]) == cell) {
                    return false;
                }
            }
        }
        return true;
    }
}
