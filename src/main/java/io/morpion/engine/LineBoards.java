package io.morpion.engine;

/**
 * The bitboards of a position, one layout per direction so that every line is a run of
 * consecutive bits: the occupied points, and the lines index (the cells each drawn line marks).
 *
 * <p>In the layout of direction d a grid point (X, Y) sits on track t at place q, as in MSR §7.1:
 * H puts it on row Y at X, V on column X at Y, DP on anti-diagonal X+Y at X, DN on diagonal
 * X−Y+side at X. Moving along a line of direction d moves q by one on the same track, so the 2n−1
 * points around a new point are one shifted word, and a touch-rule test is one masked word.
 */
final class LineBoards extends Boards {

    private final int shift;
    private final int side;
    private final int mask;
    private final int reach;
    private final int span;
    /**
     * Per direction, occupancy and marks interleaved word by word (even words occupancy, odd words
     * marks), so the two tests on one stretch of a track read one cache line.
     */
    private final long[][] words = new long[4][];

    LineBoards(Geometry g) {
        super(g);
        this.side = g.side();
        this.shift = Integer.numberOfTrailingZeros(side);
        this.mask = side - 1;
        this.reach = g.lineLength() - 1;
        this.span = 2 * g.lineLength() - 1;
        for (int d = 0; d < 4; d++) {
            int tracks = d < 2 ? side : 2 * side;
            words[d] = new long[2 * tracks * side / 64];
        }
    }

    /** The bit of a cell in the layout of a direction. */
    private int bit(int cell, int d) {
        int x = cell & mask;
        int y = cell >>> shift;
        return switch (d) {
            case 0 -> (y << shift) + x;
            case 1 -> (x << shift) + y;
            case 2 -> ((x + y) << shift) + x;
            default -> ((x - y + side) << shift) + x;
        };
    }

    @Override
    boolean occupied(int cell) {
        int b = bit(cell, 0);
        return (words[0][(b >>> 6) << 1] & (1L << b)) != 0;
    }

    @Override
    void occupy(int cell) {
        setPoint(cell, true);
    }

    void vacate(int cell) {
        setPoint(cell, false);
    }

    /**
     * Sets or clears a point in all four layouts (written out: an array of the four bits was allocated on every move).
     */
    private void setPoint(int cell, boolean on) {
        int x = cell & mask;
        int y = cell >>> shift;
        setBit(words[0], (y << shift) + x, on);
        setBit(words[1], (x << shift) + y, on);
        setBit(words[2], ((x + y) << shift) + x, on);
        setBit(words[3], ((x - y + side) << shift) + x, on);
    }

    private static void setBit(long[] board, int bit, boolean on) {
        int word = (bit >>> 6) << 1;
        long mask = 1L << bit;
        board[word] = on ? board[word] | mask : board[word] & ~mask;
    }

    /** Plays a move on the boards: its point taken, its line marked. Returns the line's origin. */
    @Override
    int draw(int move) {
        int dir = EngineMove.direction(move);
        int origin = EngineMove.origin(move, g);
        occupy(EngineMove.cell(move));
        mark(origin, dir);
        return origin;
    }

    /** Takes a drawn move back off the boards. */
    @Override
    void erase(int move) {
        vacate(EngineMove.cell(move));
        unmark(EngineMove.origin(move, g), EngineMove.direction(move));
    }

    /** Occupancy of the n points of the line of direction d starting at origin; bit i is point i. */
    int line(int origin, int d) {
        return extract(words[d], 0, bit(origin, d), reach + 1);
    }

    /**
     * Writes into {@code into}, from index {@code from}, the moves that a point just placed on
     * {@code cell} made playable: the lines through it with exactly one empty point left that the
     * touch rule allows. Returns how many it wrote (at most 4n).
     */
    @Override
    int playableLinesThrough(int cell, int[] into, int from) {
        int lineMask = (1 << (reach + 1)) - 1;
        int aroundMask = (1 << span) - 1;
        int end = from;
        for (int dir = 0; dir < 4; dir++) {
            // bit k set when the point k - reach steps from the cell is empty
            int aroundStart = bit(cell, dir) - reach;
            int empties = ~extract(words[dir], 0, aroundStart, span) & aroundMask;
            int marked = extract(words[dir], 1, aroundStart, span);
            int candidates = singleEmptySpans[empties] & ~markedSpans[marked];
            int step = g.step(dir);
            for (; candidates != 0; candidates &= candidates - 1) {
                int first = Integer.numberOfTrailingZeros(candidates);
                int pos = Integer.numberOfTrailingZeros((empties >>> first) & lineMask);
                into[end++] = EngineMove.of(cell + (first - reach + pos) * step, dir, pos);
            }
        }
        return end - from;
    }

    /** Whether a line of direction d starting at origin would share too many points with a drawn parallel line. */
    @Override
    boolean conflicts(int origin, int d) {
        return extract(words[d], 1, bit(origin, d), markSpan) != 0;
    }

    void mark(int origin, int d) {
        int b = bit(origin, d);
        long[] board = words[d];
        long run = (1L << markSpan) - 1;
        board[((b >>> 6) << 1) + 1] |= run << b;
        int spill = (b & 63) + markSpan - 64;
        if (spill > 0) {
            board[((b >>> 6) << 1) + 3] |= run >>> (markSpan - spill);
        }
    }

    void unmark(int origin, int d) {
        int b = bit(origin, d);
        long[] board = words[d];
        long run = (1L << markSpan) - 1;
        board[((b >>> 6) << 1) + 1] &= ~(run << b);
        int spill = (b & 63) + markSpan - 64;
        if (spill > 0) {
            board[((b >>> 6) << 1) + 3] &= ~(run >>> (markSpan - spill));
        }
    }

    /** length bits from bit on, in the even (parity 0) or odd (parity 1) words of a board. */
    private static int extract(long[] board, int parity, int bit, int length) {
        int offset = bit & 63;
        int word = ((bit >>> 6) << 1) + parity;
        long value = board[word] >>> offset;
        if (offset + length > 64) {
            value |= board[word + 2] << (64 - offset);
        }
        return (int) (value & ((1L << length) - 1));
    }
}
