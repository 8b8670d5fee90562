package io.morpion.engine;

/**
 * How {@link TrackBoard} lays out its cells and tracks and encodes a move as an int.
 *
 * <p>Moves are ints ordered by (rank, direction, track, start, pos): {@code rank << 18 | dir << 16
 * | track << 9 | start << 3 | pos}, where start is the place of the line's first point on its track
 * and pos the index of the new point in the line. That order is the fixed total order the
 * exhaustive search's normal form needs. The rank, which every symmetry of the cross preserves,
 * says how the line lies around the centre of the cross: first how far it runs outward (the
 * Chebyshev distances of its two ends apart), then how far out its farther end lies (both doubled,
 * to be whole on the 4-cross). Lines that run along a ring come first and lines that point outward
 * last. The bounded search gives up a position's last children together, so the order decides
 * how much it can cut: the 4D proof visits 60 million positions in this order, against 145 million
 * with the farther end alone (measured, docs/exact-search.md). A rank first lets the symmetry
 * filter compare a move's images with earlier moves without computing them in the common case.
 *
 * <p>Cells are {@code y * 64 + x} on the 64 × 64 grid. Layouts as in {@link LineBoards}: H puts
 * (x, y) on track y at place x, V on track x at place y, DP on track x + y at place x, DN on track
 * x − y + 63 at place x.
 */
public final class TrackMoves {

    public static final int SIDE = 64;
    static final int TRACKS = 2 * SIDE;
    private static final int RANK_SHIFT = 18;

    private TrackMoves() {}

    /**
     * A move of the line along {@code dir} on {@code track} from {@code start}, adding point {@code pos}, of this rank.
     */
    static int encode(int rank, int dir, int track, int start, int pos) {
        return rank << RANK_SHIFT | dir << 16 | track << 9 | start << 3 | pos;
    }

    static int track(int dir, int x, int y) {
        return switch (dir) {
            case 0 -> y;
            case 1 -> x;
            case 2 -> x + y;
            default -> x - y + SIDE - 1;
        };
    }

    static int place(int dir, int x, int y) {
        return dir == 1 ? y : x;
    }

    /** Where the cell's track along {@code dir} sits among the board's tracks and in a layer. */
    static int trackIndex(int dir, int cell) {
        return dir * TRACKS + track(dir, cell & (SIDE - 1), cell >>> 6);
    }

    /** The cell's bit on its track along {@code dir}. */
    static int placeOf(int dir, int cell) {
        return place(dir, cell & (SIDE - 1), cell >>> 6);
    }

    static int cellOnTrack(int dir, int track, int place) {
        return switch (dir) {
            case 0 -> track * SIDE + place;
            case 1 -> place * SIDE + track;
            case 2 -> (track - place) * SIDE + place;
            default -> (place - track + SIDE - 1) * SIDE + place;
        };
    }

    /** A line's rank from the doubled radii of its ends (at most 2·63, 7 bits; apart by at most 8). */
    static int rankOfEnds(int firstRadius, int lastRadius) {
        int outward = Math.abs(firstRadius - lastRadius);
        return outward << 7 | Math.max(firstRadius, lastRadius);
    }

    /** Where a move's line lies around the centre, as the move order has it; equal for a move and its images. */
    public static int rank(int move) {
        return move >>> RANK_SHIFT;
    }

    public static int direction(int move) {
        return (move >>> 16) & 3;
    }

    static int trackOf(int move) {
        return (move >>> 9) & 0x7F;
    }

    static int start(int move) {
        return (move >>> 3) & 0x3F;
    }

    public static int pos(int move) {
        return move & 7;
    }

    /** The cell of the i-th point of a move's line, counted from its origin. */
    public static int lineCell(int move, int i) {
        return cellOnTrack(direction(move), trackOf(move), start(move) + i);
    }

    /** The cell of the point a move adds. */
    public static int newCell(int move) {
        return lineCell(move, pos(move));
    }

    /** How far apart the cells of neighbouring places on a track are, per direction. */
    public static int stride(int dir) {
        return switch (dir) {
            case 0 -> 1;
            case 1 -> SIDE;
            case 2 -> 1 - SIDE;
            default -> 1 + SIDE;
        };
    }
}
