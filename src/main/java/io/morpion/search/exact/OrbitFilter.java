package io.morpion.search.exact;

import io.morpion.engine.TrackBoard;
import io.morpion.engine.TrackMoves;
import java.util.Arrays;

/**
 * Keeps exactly one position of every symmetry orbit: the one whose canonical move sequence is
 * lexicographically smallest among its eight images (ties meaning the image is the position
 * itself). That property is inherited by prefixes (see docs/exact-search.md), so the search can
 * drop a child the moment it fails it, and no position is reached twice up to symmetry.
 *
 * <p>For every non-identity symmetry g the filter keeps, per depth, how canon(g(P)) compares with
 * the path s = canon(P): either equal (g stabilises P) or greater, first differing at index t,
 * where it holds the element e_t > s_t. Appending a move m changes canon(g(P)) only by inserting
 * g(m) after its last predecessor, so each step is decided from t, e_t and the path, except when
 * g(m) equals s_t, which recomputes canon(g(Q)) outright.
 */
final class OrbitFilter {

    static final int EQUAL = 0;
    private static final int SYMMETRIES = 8;

    private final TrackBoard board;
    private final int n;
    /** Per state slot and symmetry: 0 for equal, else the first index t (1-based) where canon(g(P)) is greater. */
    private final int[][] firstGreater;
    /** Per state slot and symmetry: e_t, the element of canon(g(P)) at index t. */
    private final int[][] greaterElement;
    /**
     * Per state slot: the largest rank (TrackBoard's, which symmetries preserve) among
     * s_1..s_{t-1} and e_t over the symmetries that are not equal. A move of a higher rank sorts
     * after all of those, and so do its images: it cannot change any comparison.
     */
    private final int[] ceilingRank;
    /** Per state slot and symmetry: the same ceiling for that symmetry alone. */
    private final int[][] ceilingOf;
    /** Per state slot: how many symmetries fix the position, identity included. */
    private final int[] stabiliser;
    /** Per depth, the slot holding that depth's state: a child that changes nothing shares its parent's. */
    private final int[] slotOfDepth;

    private final int[] scratch;

    OrbitFilter(TrackBoard board, int maxDepth) {
        this.board = board;
        this.n = board.lineLength();
        this.firstGreater = new int[maxDepth + 2][SYMMETRIES];
        this.greaterElement = new int[maxDepth + 2][SYMMETRIES];
        this.ceilingRank = new int[maxDepth + 2];
        this.ceilingOf = new int[maxDepth + 2][SYMMETRIES];
        this.stabiliser = new int[maxDepth + 2];
        this.slotOfDepth = new int[maxDepth + 2];
        this.scratch = new int[maxDepth + 2];
    }

    /** The root: the cross is symmetric under all eight. */
    void reset() {
        Arrays.fill(firstGreater[0], EQUAL);
        Arrays.fill(ceilingOf[0], -1);
        ceilingRank[0] = -1;
        stabiliser[0] = SYMMETRIES;
        slotOfDepth[0] = 0;
    }

    /** How many symmetries map the position at this depth to itself, identity included. */
    int stabiliserSize(int depth) {
        return stabiliser[slotOfDepth[depth]];
    }

    /**
     * Decides whether the child reached by appending {@code move} to {@code path[0..depth)} is the
     * smallest of its orbit and, if so, records the child's state at depth + 1.
     *
     * @param candidates the parent's candidate moves (sorted), {@code [from, to)}: a move is
     *                   allowed by the normal form exactly when it is among them
     * @param placedAt   per cell, the depth (1-based) whose move placed it; 0 for the cross,
     *                   {@link SubtreeSearch#EMPTY} when empty
     */
    boolean admit(int move, int depth, int[] path, int[] candidates, int from, int to, int[] placedAt) {
        int parent = slotOfDepth[depth];
        if (stabiliser[parent] == 1 && TrackMoves.rank(move) > ceilingRank[parent]) {
            slotOfDepth[depth + 1] = parent;
            return true;
        }
        int[] parentT = firstGreater[parent];
        int[] parentE = greaterElement[parent];
        int[] parentCeiling = ceilingOf[parent];
        int[] childCeiling = ceilingOf[depth + 1];
        int child = depth + 1;
        int[] childT = firstGreater[child];
        int[] childE = greaterElement[child];
        int k = depth;
        int ceiling = -1;
        int fixing = 1;
        for (int g = 1; g < SYMMETRIES; g++) {
            int t = parentT[g];
            int e = parentE[g];
            int gCeiling = parentCeiling[g];
            if (t == EQUAL) {
                int image = board.transform(g, move);
                if (image < move || (image > move && !contains(candidates, from, to, image))) {
                    return false;
                }
                if (image > move) {
                    t = k + 1;
                    e = image;
                }
            } else if (TrackMoves.rank(move) <= gCeiling) {
                long after = unfixedAfter(g, move, t, e, path, k, placedAt);
                if (after < 0) {
                    return false;
                }
                t = (int) (after >>> 32);
                e = (int) after;
            }
            if (t != parentT[g] || e != parentE[g]) {
                gCeiling = t == EQUAL ? -1 : ceiling(path, t, e);
            }
            childT[g] = t;
            childE[g] = e;
            childCeiling[g] = gCeiling;
            if (t == EQUAL) {
                fixing++;
            } else {
                ceiling = Math.max(ceiling, gCeiling);
            }
        }
        ceilingRank[child] = ceiling;
        stabiliser[child] = fixing;
        slotOfDepth[child] = child;
        return true;
    }

    /**
     * Where a symmetry that does not fix the path stands once the move is added: its (t, e_t)
     * packed as {@link #compareImage} packs them, or −1 when the image shows the path is not
     * canonical. Only the move's image can change them, and only if it could be placed before s_t.
     */
    private long unfixedAfter(int g, int move, int t, int e, int[] path, int k, int[] placedAt) {
        int image = board.transform(g, move);
        int lastPredecessor = lastPredecessor(image, placedAt);
        if (lastPredecessor >= t) {
            return pack(t, e);
        }
        for (int j = lastPredecessor + 1; j < t; j++) {
            if (image < path[j - 1]) {
                return -1;
            }
        }
        if (image >= e) {
            return pack(t, e);
        }
        int st = path[t - 1];
        if (image < st) {
            return -1;
        }
        return image > st ? pack(t, image) : compareImage(g, move, path, k);
    }

    private static long pack(int t, int e) {
        return ((long) t << 32) | (e & 0xFFFFFFFFL);
    }

    /** The largest rank among s_1..s_{t-1} and e_t. */
    private static int ceiling(int[] path, int t, int e) {
        int rank = TrackMoves.rank(e);
        for (int j = 0; j < t - 1; j++) {
            rank = Math.max(rank, TrackMoves.rank(path[j]));
        }
        return rank;
    }

    private static boolean contains(int[] sorted, int from, int to, int value) {
        return Arrays.binarySearch(sorted, from, to, value) >= 0;
    }

    /** The largest placing depth among a move's line points other than its new point. */
    private int lastPredecessor(int move, int[] placedAt) {
        int pos = TrackMoves.pos(move);
        int last = 0;
        for (int i = 0; i < n; i++) {
            if (i != pos) {
                last = Math.max(last, placedAt[TrackMoves.lineCell(move, i)]);
            }
        }
        return last;
    }

    /**
     * Compares canon(g(Q)) with canon(Q) = path·move outright. Returns −1 if the image is smaller,
     * 0 in the high half if equal, else t in the high half and e_t in the low half.
     */
    private long compareImage(int g, int move, int[] path, int k) {
        int size = k + 1;
        for (int i = 0; i < k; i++) {
            scratch[i] = board.transform(g, path[i]);
        }
        scratch[k] = board.transform(g, move);
        int[] image = Canonical.order(board, scratch, size);
        for (int i = 0; i < size; i++) {
            int own = i < k ? path[i] : move;
            if (image[i] != own) {
                return image[i] < own ? -1 : pack(i + 1, image[i]);
            }
        }
        return 0;
    }
}
