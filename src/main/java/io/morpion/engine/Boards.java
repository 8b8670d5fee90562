package io.morpion.engine;

/**
 * What a {@link Position} asks of its bitboards. Two layouts answer: {@link HotBoards}, a small
 * board around the cross that holds every game seen so far, and {@link LineBoards}, the whole
 * grid that holds every legal game. Cells and moves are the grid's ({@link Geometry},
 * {@link EngineMove}) in both.
 */
abstract class Boards {

    protected final Geometry g;
    protected final int markSpan;
    /** See {@link #singleEmptySpans(int)}. */
    protected final int[] singleEmptySpans;
    /** See {@link #markedSpans(int, int)}. */
    protected final int[] markedSpans;

    Boards(Geometry g) {
        this.g = g;
        this.markSpan = g.markSpan();
        this.singleEmptySpans = singleEmptySpans(g.lineLength());
        this.markedSpans = markedSpans(g.lineLength(), markSpan);
    }

    abstract boolean occupied(int cell);

    abstract void occupy(int cell);

    /** Plays a move on the boards: its point taken, its line marked. Returns the line's origin. */
    abstract int draw(int move);

    /** Takes a drawn move back off the boards. */
    abstract void erase(int move);

    /**
     * Writes into {@code into}, from index {@code from}, the moves that a point just placed on
     * {@code cell} made playable: the lines through it with exactly one empty point left that the
     * touch rule allows. Returns how many it wrote (at most 4n).
     */
    abstract int playableLinesThrough(int cell, int[] into, int from);

    /**
     * Whether a move that was legal stays legal once a line of direction {@code dir} from
     * {@code origin} has been drawn, taking {@code cell}: it must not need that point, and a
     * parallel line near the new one must not break the touch rule (only lines whose origin is
     * within markSpan steps can).
     */
    final boolean staysPlayable(int move, int cell, int dir, int origin) {
        return staysPlayable(move, cell, dir, origin, g.step(dir), nearReach(dir));
    }

    /**
     * The same, with the new line's step and {@link #nearReach} given, so that a loop over a list
     * works them out once instead of loading them for every move.
     */
    final boolean staysPlayable(int move, int cell, int dir, int origin, int step, int near) {
        if (EngineMove.cell(move) == cell) {
            return false;
        }
        if (EngineMove.direction(move) != dir) {
            return true;
        }
        int distance = EngineMove.cell(move) - EngineMove.pos(move) * step - origin;
        return distance < -near || distance > near || !conflicts(origin + distance, dir);
    }

    /** How far, in cells, the origin of a parallel line can lie from a new line's and still conflict with it. */
    final int nearReach(int dir) {
        return (markSpan - 1) * Math.abs(g.step(dir));
    }

    /** Whether a line of direction d starting at origin would share too many points with a drawn parallel line. */
    abstract boolean conflicts(int origin, int d);

    /**
     * For each pattern of empty points around a point (2n−1 bits, the point n−1 steps back in bit
     * 0), the set of lines in the span, by first bit, that hold exactly one empty point: one table load
     * instead of n tests.
     */
    private static int[] singleEmptySpans(int n) {
        int[] table = new int[1 << (2 * n - 1)];
        for (int pattern = 0; pattern < table.length; pattern++) {
            for (int first = 0; first < n; first++) {
                if (Integer.bitCount((pattern >>> first) & ((1 << n) - 1)) == 1) {
                    table[pattern] |= 1 << first;
                }
            }
        }
        return table;
    }

    /**
     * For each pattern of marks around a point (2n−1 bits, as in {@link #singleEmptySpans(int)}),
     * the set of lines in the span, by first bit, that the touch rule forbids: those with a marked cell
     * among their first markSpan. With both tables a track yields its playable lines without a
     * branch per line.
     */
    private static int[] markedSpans(int n, int markSpan) {
        int[] table = new int[1 << (2 * n - 1)];
        int run = (1 << markSpan) - 1;
        for (int pattern = 0; pattern < table.length; pattern++) {
            for (int first = 0; first < n; first++) {
                if (((pattern >>> first) & run) != 0) {
                    table[pattern] |= 1 << first;
                }
            }
        }
        return table;
    }
}
