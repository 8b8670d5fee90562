package io.morpion.engine;

import io.morpion.msr.Variant;
import java.util.Arrays;

/**
 * A position seen as a set of moves that may grow by a legal move or shrink by a removable one,
 * as simulated annealing walks (Hyyrö and Poranen 2007). A move is removable when no other line
 * passes through its point: taking it away then invalidates nothing, and the remaining moves in
 * their original order stay a legal game.
 *
 * <p>Both neighbourhoods are kept incrementally: the forward moves F (the legal moves) and the
 * backward moves B (the removable ones, by point).
 */
public final class MoveSetPosition {

    private static final int NONE = -1;

    private final Geometry g;
    private final int n;
    private final int markSpan;
    private final LineBoards boards;
    private final byte[] linesThrough;
    private final int[] placedBy;
    private final int[] backwardIndex;

    private int[] forward = new int[256];
    private int forwardCount;
    private int[] backward = new int[256];
    private int backwardCount;
    private int[] order = new int[512];
    private int size;

    public MoveSetPosition(Variant variant) {
        this.g = Geometry.of(variant);
        this.n = g.lineLength();
        this.markSpan = g.markSpan();
        this.boards = new LineBoards(g);
        this.linesThrough = new byte[g.cellCount()];
        this.placedBy = new int[g.cellCount()];
        this.backwardIndex = new int[g.cellCount()];
        Arrays.fill(placedBy, NONE);
        Arrays.fill(backwardIndex, NONE);
        for (int cell : g.crossCells()) {
            boards.occupy(cell);
        }
        int[] root = g.rootMoves();
        forward = Arrays.copyOf(root, Math.max(256, root.length));
        forwardCount = root.length;
    }

    public Geometry geometry() {
        return g;
    }

    /** Moves on the board: the score. */
    public int size() {
        return size;
    }

    public int forwardCount() {
        return forwardCount;
    }

    public int forwardMove(int i) {
        return forward[i];
    }

    public int backwardCount() {
        return backwardCount;
    }

    /** The i-th removable move. */
    public int backwardMove(int i) {
        return placedBy[backward[i]];
    }

    /** The moves on the board in a legal playing order: the order they were added in. */
    public void copyOrder(int[] into) {
        System.arraycopy(order, 0, into, 0, size);
    }

    public int[] order() {
        return Arrays.copyOf(order, size);
    }

    public int[] forwardMoves() {
        return Arrays.copyOf(forward, forwardCount);
    }

    public int[] backwardMoves() {
        int[] moves = new int[backwardCount];
        for (int i = 0; i < backwardCount; i++) {
            moves[i] = backwardMove(i);
        }
        return moves;
    }

    /** Restores the exact list orders a checkpoint saved; the board itself must already hold the same moves. */
    public void restoreNeighbourhoodOrder(int[] forwardMoves, int[] backwardMoves) {
        int[] sortedSaved = forwardMoves.clone();
        int[] sortedOwn = forwardMoves();
        Arrays.sort(sortedSaved);
        Arrays.sort(sortedOwn);
        if (!Arrays.equals(sortedSaved, sortedOwn) || backwardMoves.length != backwardCount) {
            throw new IllegalArgumentException("the saved neighbourhoods do not belong to this position");
        }
        forward = Arrays.copyOf(forwardMoves, Math.max(256, forwardMoves.length));
        for (int i = 0; i < backwardMoves.length; i++) {
            int cell = EngineMove.cell(backwardMoves[i]);
            if (backwardIndex[cell] == NONE) {
                throw new IllegalArgumentException("the saved neighbourhoods do not belong to this position");
            }
            backward[i] = cell;
            backwardIndex[cell] = i;
        }
    }

    public boolean isForward(int move) {
        for (int i = 0; i < forwardCount; i++) {
            if (forward[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Adds a legal move (one of the forward moves). */
    public void add(int move) {
        if (size == g.maxPlies()) {
            throw new GridOverflowException("a " + g.variant() + " game cannot exceed " + g.maxPlies() + " moves");
        }
        int cell = EngineMove.cell(move);
        int dir = EngineMove.direction(move);
        int step = g.step(dir);
        int origin = boards.draw(move);
        for (int i = 0, c = origin; i < n; i++, c += step) {
            if (++linesThrough[c] == 2 && placedBy[c] != NONE) {
                removeBackward(c);
            }
        }
        placedBy[cell] = move;
        addBackward(cell);
        if (size == order.length) {
            order = Arrays.copyOf(order, size * 2);
        }
        order[size++] = move;

        int kept = 0;
        for (int i = 0; i < forwardCount; i++) {
            int m = forward[i];
            if (!boards.staysPlayable(m, cell, dir, origin)) {
                continue;
            }
            forward[kept++] = m;
        }
        forwardCount = kept;
        addLinesThrough(cell);
    }

    /** Removes a removable move (one of the backward moves). */
    public void remove(int move) {
        int cell = EngineMove.cell(move);
        if (placedBy[cell] != move || linesThrough[cell] != 1) {
            throw new IllegalArgumentException("move " + EngineMove.toString(move, g) + " is not removable");
        }
        int dir = EngineMove.direction(move);
        int step = g.step(dir);
        int pos = EngineMove.pos(move);
        int origin = cell - pos * step;
        boards.erase(move);
        for (int i = 0, c = origin; i < n; i++, c += step) {
            if (--linesThrough[c] == 1 && c != cell && placedBy[c] != NONE) {
                addBackward(c);
            }
        }
        removeBackward(cell);
        placedBy[cell] = NONE;
        int at = indexInOrder(move);
        System.arraycopy(order, at + 1, order, at, size - at - 1);
        size--;

        // lines that used the point as one of their n-1 drawn points are no longer playable
        int kept = 0;
        for (int i = 0; i < forwardCount; i++) {
            int m = forward[i];
            if (!passesThrough(m, cell)) {
                forward[kept++] = m;
            }
        }
        forwardCount = kept;
        // lines whose single empty point is the freed one
        addLinesThrough(cell);
        // parallel lines that only the removed line blocked; those through the freed point came above
        for (int k = 1 - markSpan; k < markSpan; k++) {
            if (k >= pos - n + 1 && k <= pos) {
                continue;
            }
            int start = origin + k * step;
            int empties = ~boards.line(start, dir) & ((1 << n) - 1);
            if (Integer.bitCount(empties) == 1 && !boards.conflicts(start, dir)) {
                int emptyAt = Integer.numberOfTrailingZeros(empties);
                appendForward(EngineMove.of(start + emptyAt * step, dir, emptyAt));
            }
        }
    }

    private boolean passesThrough(int move, int cell) {
        int step = g.step(EngineMove.direction(move));
        for (int i = 0, c = EngineMove.origin(move, g); i < n; i++, c += step) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    private void addLinesThrough(int cell) {
        if (forwardCount + 4 * n > forward.length) {
            forward = Arrays.copyOf(forward, Math.max(forward.length * 2, forwardCount + 4 * n));
        }
        forwardCount += boards.playableLinesThrough(cell, forward, forwardCount);
    }

    private void appendForward(int move) {
        if (forwardCount == forward.length) {
            forward = Arrays.copyOf(forward, forwardCount * 2);
        }
        forward[forwardCount++] = move;
    }

    private void addBackward(int cell) {
        if (backwardCount == backward.length) {
            backward = Arrays.copyOf(backward, backwardCount * 2);
        }
        backwardIndex[cell] = backwardCount;
        backward[backwardCount++] = cell;
    }

    private void removeBackward(int cell) {
        int at = backwardIndex[cell];
        int last = backward[--backwardCount];
        backward[at] = last;
        backwardIndex[last] = at;
        backwardIndex[cell] = NONE;
    }

    private int indexInOrder(int move) {
        for (int i = size - 1; i >= 0; i--) {
            if (order[i] == move) {
                return i;
            }
        }
        throw new IllegalStateException("move " + EngineMove.toString(move, g) + " is not on the board");
    }
}
