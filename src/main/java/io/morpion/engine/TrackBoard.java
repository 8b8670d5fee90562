package io.morpion.engine;

import static io.morpion.engine.TrackMoves.cellOnTrack;
import static io.morpion.engine.TrackMoves.direction;
import static io.morpion.engine.TrackMoves.encode;
import static io.morpion.engine.TrackMoves.lineCell;
import static io.morpion.engine.TrackMoves.newCell;
import static io.morpion.engine.TrackMoves.place;
import static io.morpion.engine.TrackMoves.placeOf;
import static io.morpion.engine.TrackMoves.pos;
import static io.morpion.engine.TrackMoves.rank;
import static io.morpion.engine.TrackMoves.rankOfEnds;
import static io.morpion.engine.TrackMoves.start;
import static io.morpion.engine.TrackMoves.track;
import static io.morpion.engine.TrackMoves.trackIndex;
import static io.morpion.engine.TrackMoves.trackOf;

import io.morpion.msr.Direction;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.Arrays;

/**
 * A compact board for exhaustive search: a 64 × 64 grid on which every track (a row, column or
 * diagonal) is one {@code long}, for the occupied points and for the cells marked by drawn lines.
 * The whole board is 8 KB, so the search's hot loop stays in the L1 cache.
 *
 * <p>Moves are ints in the order {@link TrackMoves} describes.
 *
 * <p>The cross sits in the middle, leaving 27 free cells on every side of it. A point closer than
 * n − 1 cells to the edge would let a line leave the grid, so generating a move whose point lies
 * there throws {@link GridOverflowException} instead of missing moves silently.
 */
public final class TrackBoard {

    public static final int SIDE = TrackMoves.SIDE;
    private static final int TRACKS = TrackMoves.TRACKS;
    private static final Direction[] DIRECTIONS = Direction.values();
    private static final int[] STEP_X = {1, 0, 1, 1};
    private static final int[] STEP_Y = {0, 1, -1, 1};

    private final Variant variant;
    private final int n;
    private final int edge;
    private final int offset;
    /** Twice the centre's coordinate: the sum of a cell's coordinate and its mirror image's. */
    private final int mirror;
    /** Per coordinate, twice its distance from the centre's. */
    private final int[] halfRing = new int[SIDE];

    private final long markRun;
    private final long spanMask;
    /**
     * Per span pattern (the 2n−1 points around a new point on its track), the lines through its centre with exactly one empty point.
     */
    private final long[] linesBySpan;

    private final long[] occupied = new long[4 * TRACKS];
    private final long[] marks = new long[4 * TRACKS];
    private final int[] crossCells;

    public TrackBoard(Variant variant) {
        this.variant = variant;
        this.n = variant.lineLength();
        this.edge = n - 1;
        this.offset = (SIDE - 1 - variant.crossExtent()) / 2;
        this.mirror = 2 * offset + variant.crossExtent();
        for (int c = 0; c < SIDE; c++) {
            halfRing[c] = Math.abs(2 * c - mirror);
        }
        this.markRun = (1L << (variant.forbid() + 1)) - 1;
        this.spanMask = (1L << (2 * n - 1)) - 1;
        this.linesBySpan = linesBySpan(n);
        this.crossCells = InitialCross.points(variant).stream()
                .mapToInt(p -> cellOf(p.x(), p.y()))
                .toArray();
        for (int cell : crossCells) {
            flip(occupied, cell);
        }
    }

    public Variant variant() {
        return variant;
    }

    public int lineLength() {
        return n;
    }

    /**
     * For each span of 2n−1 occupancy bits (centre at bit n−1, set), the packed (start, pos) of the lines through the
     * centre with one empty point.
     */
    private static long[] linesBySpan(int n) {
        long[] table = new long[1 << (2 * n - 1)];
        for (int w = 0; w < table.length; w++) {
            long packed = 0;
            int shift = 0;
            for (int j = 0; j < n; j++) {
                int line = (w >>> j) & ((1 << n) - 1);
                if (Integer.bitCount(line) == n - 1) {
                    int pos = Integer.numberOfTrailingZeros(~line);
                    packed |= (long) (0x80 | pos << 4 | j) << shift;
                    shift += 8;
                }
            }
            table[w] = packed;
        }
        return table;
    }

    // ---- cells and moves ----

    /** The board cell of an MSR point. */
    public int cellOf(int x, int y) {
        return (y + offset) * SIDE + x + offset;
    }

    public Point point(int cell) {
        return new Point(cell % SIDE - offset, cell / SIDE - offset);
    }

    public int[] crossCells() {
        return crossCells.clone();
    }

    public int move(int dir, int track, int start, int pos) {
        return encode(
                rankOfEnds(
                        doubledRadius(cellOnTrack(dir, track, start)),
                        doubledRadius(cellOnTrack(dir, track, start + n - 1))),
                dir,
                track,
                start,
                pos);
    }

    public Move toMsr(int move) {
        Point p = point(newCell(move));
        return new Move(p.x(), p.y(), DIRECTIONS[direction(move)], pos(move));
    }

    /** The board move of an MSR move, or −1 if its line does not fit on the board. */
    public int fromMsr(Move m) {
        Point origin = m.linePoint(0);
        Point end = m.linePoint(n - 1);
        if (!inside(origin) || !inside(end)) {
            return -1;
        }
        int x = origin.x() + offset;
        int y = origin.y() + offset;
        int dir = m.dir().ordinal();
        return move(dir, track(dir, x, y), place(dir, x, y), m.pos());
    }

    private boolean inside(Point p) {
        int x = p.x() + offset;
        int y = p.y() + offset;
        return x >= edge && y >= edge && x < SIDE - edge && y < SIDE - edge;
    }

    /**
     * The image of a move under symmetry {@code transform} of the cross (numbered as in
     * {@link Symmetry}: bit 0 reflects x, bit 1 reflects y, bit 2 then swaps the axes).
     */
    public int transform(int transform, int move) {
        int a = transformCell(transform, lineCell(move, 0));
        int b = transformCell(transform, lineCell(move, n - 1));
        int p = transformCell(transform, newCell(move));
        int ax = a % SIDE;
        int ay = a / SIDE;
        int dx = Integer.signum(b % SIDE - ax);
        int dy = Integer.signum(b / SIDE - ay);
        if (dx < 0 || (dx == 0 && dy < 0)) {
            ax = b % SIDE;
            ay = b / SIDE;
            dx = -dx;
            dy = -dy;
        }
        int dir = dx == 0 ? 1 : dy == 0 ? 0 : dy < 0 ? 2 : 3;
        int start = place(dir, ax, ay);
        return move(dir, track(dir, ax, ay), start, place(dir, p % SIDE, p / SIDE) - start);
    }

    /** Twice the Chebyshev distance of a cell from the centre of the cross; the D4 images of a cell share it. */
    public int doubledRadius(int cell) {
        return doubledRadius(cell % SIDE, cell / SIDE);
    }

    private int doubledRadius(int x, int y) {
        return Math.max(Math.abs(2 * x - mirror), Math.abs(2 * y - mirror));
    }

    public int transformCell(int transform, int cell) {
        int x = cell % SIDE;
        int y = cell / SIDE;
        if ((transform & 1) != 0) {
            x = mirror - x;
        }
        if ((transform & 2) != 0) {
            y = mirror - y;
        }
        return (transform & 4) == 0 ? y * SIDE + x : x * SIDE + y;
    }

    // ---- state ----

    public boolean occupied(int cell) {
        return (occupied[cell / SIDE] & (1L << (cell % SIDE))) != 0;
    }

    /** Whether every line through the cell stays on the board. */
    public boolean awayFromEdge(int cell) {
        int x = cell & (SIDE - 1);
        int y = cell >>> 6;
        return x >= edge && y >= edge && x < SIDE - edge && y < SIDE - edge;
    }

    /** A layer of cell bits laid out like the board's own tracks: a long per track, per direction. */
    public static long[] newLayer() {
        return new long[4 * TRACKS];
    }

    /**
     * Sets or clears a cell's bit in a layer, on its four tracks (a row, a column and two
     * diagonals): on the board's own points it places a point on an empty cell or removes one.
     */
    public static void flip(long[] layer, int cell) {
        int x = cell & (SIDE - 1);
        int y = cell >>> 6;
        layer[y] ^= 1L << x;
        layer[TRACKS + x] ^= 1L << y;
        layer[2 * TRACKS + x + y] ^= 1L << x;
        layer[3 * TRACKS + x - y + SIDE - 1] ^= 1L << x;
    }

    /**
     * The 2n − 1 cells along {@code dir} centred on a cell at least n − 1 from the edge, as bits
     * from the farthest back: the occupied ones in bits 0..15, those set in {@code layer} in bits
     * 16..31. The marks come apart ({@link #marksAround}): most walks stop before they need them.
     */
    public int presentAround(int dir, int cell, long[] layer) {
        int i = trackIndex(dir, cell);
        int low = placeOf(dir, cell) - edge;
        return (int) ((occupied[i] >>> low) & spanMask | ((layer[i] >>> low) & spanMask) << 16);
    }

    /** The cells of the same span that drawn lines have marked (see {@link #roomIn}). */
    public int marksAround(int dir, int cell) {
        int i = trackIndex(dir, cell);
        int low = placeOf(dir, cell) - edge;
        return (int) ((marks[i] >>> low) & spanMask);
    }

    /**
     * The stretch of the cell's track along {@code dir} that new lines along {@code dir} through the
     * cell would have to lie on, were the cells set in {@code layer} points too: a run of points
     * that no drawn line along {@code dir} covers (touching: no drawn line's segment splits it).
     * Returns the stretch's key times 32 plus how many lines along {@code dir} it can still hold
     * (at most 21), or −1 when it holds none. Keys are below {@link #STRETCH_KEYS} and tell
     * stretches apart across all four directions.
     */
    public int stretch(int dir, int cell, long[] layer) {
        int i = trackIndex(dir, cell);
        int p = placeOf(dir, cell);
        long present = occupied[i] | layer[i];
        long free;
        int at;
        int perLine;
        if (variant.touching()) {
            // Bit q: the segment from q to q + 1, between two points and under no line.
            free = present & (present >>> 1) & ~marks[i];
            at = (free >>> p & 1) != 0 ? p : p > 0 && (free >>> (p - 1) & 1) != 0 ? p - 1 : -1;
            perLine = n - 1;
        } else {
            free = present & ~marks[i];
            at = (free >>> p & 1) != 0 ? p : -1;
            perLine = n;
        }
        if (at < 0) {
            return -1;
        }
        int up = Long.numberOfTrailingZeros(~(free >>> at));
        int down = Long.numberOfLeadingZeros(~(free << (63 - at)));
        int lines = (up + down - 1) / perLine;
        return lines == 0 ? -1 : (i * SIDE + at - down + 1) << 5 | lines;
    }

    /** Bound on the keys {@link #stretch} returns. */
    public static final int STRETCH_KEYS = 4 * TRACKS * SIDE;

    /** Whether the line whose first point is bit {@code j} of a {@link #marksAround} span has room. */
    public boolean roomIn(int marksSpan, int j) {
        return (marksSpan & (markRun << j)) == 0;
    }

    /** Plays a move: its point placed, its line's cells marked. Returns the new point's cell. */
    public int play(int move) {
        int cell = newCell(move);
        flip(occupied, cell);
        marks[direction(move) * TRACKS + trackOf(move)] |= markRun << start(move);
        return cell;
    }

    /** Takes back the last move played, given the cell {@link #play} returned for it. */
    public void undo(int move, int cell) {
        flip(occupied, cell);
        marks[direction(move) * TRACKS + trackOf(move)] &= ~(markRun << start(move));
    }

    /**
     * Whether a move that was legal earlier still is: its point still empty and its line's marks
     * still free. (Points and lines are only ever added, so nothing else can have changed.)
     */
    public boolean stillLegal(int move) {
        int i = direction(move) * TRACKS + trackOf(move);
        int start = start(move);
        return (occupied[i] & (1L << (start + pos(move)))) == 0 && (marks[i] & (markRun << start)) == 0;
    }

    /**
     * Writes the moves that a point just placed on {@code cell} made playable, in ascending move
     * order, into {@code into} from {@code at}; returns the new end. These are the lines through the
     * cell with exactly one empty point whose marks are free.
     */
    public int movesThrough(int cell, int[] into, int at) {
        int x = cell & (SIDE - 1);
        int y = cell >>> 6;
        int end = linesThrough(0, y, x - edge, x, y, into, at, at);
        end = linesThrough(1, x, y - edge, x, y, into, at, end);
        end = linesThrough(2, x + y, x - edge, x, y, into, at, end);
        return linesThrough(3, x - y + SIDE - 1, x - edge, x, y, into, at, end);
    }

    /** The playable lines through (x, y) along one direction, inserted in order into {@code into[at..end)}. */
    private int linesThrough(int dir, int track, int low, int x, int y, int[] into, int at, int end) {
        int i = dir * TRACKS + track;
        long lines = linesBySpan[(int) ((occupied[i] >>> low) & spanMask)];
        if (lines == 0) {
            return end;
        }
        long trackMarks = marks[i];
        int dx = STEP_X[dir];
        int dy = STEP_Y[dir];
        do {
            int record = (int) lines & 0xFF;
            lines >>>= 8;
            int j = record & 0xF;
            int start = low + j;
            if ((trackMarks & (markRun << start)) == 0) {
                int pos = (record >>> 4) & 7;
                int firstX = x + (j - edge) * dx;
                int firstY = y + (j - edge) * dy;
                checkRoom(firstX + pos * dx, firstY + pos * dy);
                int lastX = firstX + (n - 1) * dx;
                int lastY = firstY + (n - 1) * dy;
                int rank = rankOfEnds(
                        Math.max(halfRing[firstX], halfRing[firstY]), Math.max(halfRing[lastX], halfRing[lastY]));
                int move = encode(rank, dir, track, start, pos);
                int slot = end++;
                while (slot > at && into[slot - 1] > move) {
                    into[slot] = into[slot - 1];
                    slot--;
                }
                into[slot] = move;
            }
        } while (lines != 0);
        return end;
    }

    private void checkRoom(int x, int y) {
        if (x < edge || y < edge || x >= SIDE - edge || y >= SIDE - edge) {
            throw new GridOverflowException("a move reaches " + point(y * SIDE + x)
                    + ", beyond the exhaustive search's " + SIDE + " × " + SIDE + " board");
        }
    }

    /** Every legal move of the current position, ascending: each runs through an occupied point. */
    public int[] legalMoves() {
        int[] buffer = new int[64];
        int end = 0;
        for (int y = 0; y < SIDE; y++) {
            for (long row = occupied[y]; row != 0; row &= row - 1) {
                if (buffer.length - end < 4 * n) {
                    buffer = Arrays.copyOf(buffer, buffer.length * 2);
                }
                end = movesThrough(y * SIDE + Long.numberOfTrailingZeros(row), buffer, end);
            }
        }
        return Arrays.stream(buffer, 0, end).distinct().sorted().toArray();
    }
}
