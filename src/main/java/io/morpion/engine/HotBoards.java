package io.morpion.engine;

import java.util.Arrays;

/**
 * The bitboards of the common case: a 64 × 64 board around the cross in which every track (a row,
 * a column or a diagonal) is one {@code long}, for the points and for the cells that drawn lines
 * mark. The whole of it is 8 KB, so play, undo and move generation stay in the L1 cache and read
 * one word per test, where the whole grid ({@link LineBoards}) spreads a million cells over 1.5 MB
 * of interleaved words whose spans of 2n − 1 bits can straddle two of them.
 *
 * <p>The hot board holds a game while each of its points lies at least n − 1 cells inside it (the
 * {@link #holds hot square}): every line through such a point then lies on the hot board. No known
 * game comes near: the cross leaves 27 free cells on every side and the longest 5T games span
 * about 40. A {@link Position} whose next point would leave the square replays its game on the
 * whole grid and carries on there ({@link Position#play}), so a long game is never cut short.
 *
 * <p>Layouts as in {@link LineBoards}: H puts (x, y) on track y at place x, V on track x at place y,
 * DP on track x + y at place x, DN on track x − y + 63 at place x. Cells and moves are the grid's.
 */
final class HotBoards extends Boards {

    static final int SIDE = 64;
    private static final int TRACKS = 2 * SIDE;

    private final int shift;
    private final int mask;
    /** Added to a grid coordinate, gives the hot board's. */
    private final int delta;

    private final int reach;
    private final long markRun;
    private final int lineMask;
    private final int spanMask;
    /** The hot square, inclusive, in hot-board coordinates on both axes. */
    private final int low;

    private final int high;
    private final long[] occupied = new long[4 * TRACKS];
    private final long[] marks = new long[4 * TRACKS];
    private long[] startOccupied;

    /**
     * A hot board whose hot square leaves at most {@code margin} free cells beside the cross: {@link #SIDE}
     * or more for the whole board, less so that tests can drive games out of it.
     */
    HotBoards(Geometry g, int margin) {
        super(g);
        int n = g.lineLength();
        int extent = g.variant().crossExtent();
        int crossStart = (SIDE - 1 - extent) / 2;
        this.shift = Integer.numberOfTrailingZeros(g.side());
        this.mask = g.side() - 1;
        this.delta = crossStart - (g.cell(0, 0) & mask);
        this.reach = n - 1;
        this.markRun = (1L << markSpan) - 1;
        this.lineMask = (1 << n) - 1;
        this.spanMask = (1 << (2 * n - 1)) - 1;
        this.low = Math.max(reach, crossStart - margin);
        this.high = Math.min(SIDE - 1 - reach, crossStart + extent + margin);
    }

    /** Remembers the boards as they are now, the start position, for {@link #backToStart}. */
    void keepAsStart() {
        startOccupied = occupied.clone();
    }

    /** Puts the boards back as {@link #keepAsStart} found them: no lines, the start's points. */
    void backToStart() {
        System.arraycopy(startOccupied, 0, occupied, 0, occupied.length);
        Arrays.fill(marks, 0);
    }

    /** A grid cell's column on the hot board. */
    private int hotX(int cell) {
        return (cell & mask) + delta;
    }

    /** A grid cell's row on the hot board. */
    private int hotY(int cell) {
        return (cell >>> shift) + delta;
    }

    /** Whether a point on this cell keeps the game on the hot board. */
    boolean holds(int cell) {
        int x = hotX(cell);
        int y = hotY(cell);
        return x >= low && x <= high && y >= low && y <= high;
    }

    private static int trackIndex(int dir, int x, int y) {
        return switch (dir) {
            case 0 -> y;
            case 1 -> TRACKS + x;
            case 2 -> 2 * TRACKS + x + y;
            default -> 3 * TRACKS + x - y + SIDE - 1;
        };
    }

    @Override
    boolean occupied(int cell) {
        int x = hotX(cell);
        int y = hotY(cell);
        if (x < 0 || y < 0 || x >= SIDE || y >= SIDE) {
            return false;
        }
        return (occupied[y] >>> x & 1) != 0;
    }

    @Override
    void occupy(int cell) {
        flip(cell);
    }

    private void flip(int cell) {
        int x = hotX(cell);
        int y = hotY(cell);
        occupied[y] ^= 1L << x;
        occupied[TRACKS + x] ^= 1L << y;
        occupied[2 * TRACKS + x + y] ^= 1L << x;
        occupied[3 * TRACKS + x - y + SIDE - 1] ^= 1L << x;
    }

    @Override
    int draw(int move) {
        int dir = EngineMove.direction(move);
        int origin = EngineMove.origin(move, g);
        flip(EngineMove.cell(move));
        marks[markWord(origin, dir)] |= markRun << markPlace(origin, dir);
        return origin;
    }

    @Override
    void erase(int move) {
        int dir = EngineMove.direction(move);
        int origin = EngineMove.origin(move, g);
        flip(EngineMove.cell(move));
        marks[markWord(origin, dir)] &= ~(markRun << markPlace(origin, dir));
    }

    private int markWord(int cell, int dir) {
        return trackIndex(dir, hotX(cell), hotY(cell));
    }

    private int markPlace(int cell, int dir) {
        return dir == 1 ? hotY(cell) : hotX(cell);
    }

    @Override
    int playableLinesThrough(int cell, int[] into, int from) {
        int x = hotX(cell);
        int y = hotY(cell);
        // one call per direction, so that each direction's track, place and step fold to constants
        int end = linesAlong(0, y, x, cell, into, from);
        end = linesAlong(1, TRACKS + x, y, cell, into, end);
        end = linesAlong(2, 2 * TRACKS + x + y, x, cell, into, end);
        end = linesAlong(3, 3 * TRACKS + x - y + SIDE - 1, x, cell, into, end);
        return end - from;
    }

    /** The playable lines along one direction through a new point at a place of a track. */
    private int linesAlong(int dir, int track, int place, int cell, int[] into, int end) {
        int back = place - reach;
        // bit k set when the point k - reach steps from the cell is empty
        int empties = ~(int) (occupied[track] >>> back) & spanMask;
        int candidates = singleEmptySpans[empties] & ~markedSpans[(int) (marks[track] >>> back) & spanMask];
        int step = g.step(dir);
        for (; candidates != 0; candidates &= candidates - 1) {
            int first = Integer.numberOfTrailingZeros(candidates);
            int pos = Integer.numberOfTrailingZeros((empties >>> first) & lineMask);
            into[end++] = EngineMove.of(cell + (first - reach + pos) * step, dir, pos);
        }
        return end;
    }

    @Override
    boolean conflicts(int origin, int d) {
        return (marks[markWord(origin, d)] >>> markPlace(origin, d) & markRun) != 0;
    }
}
