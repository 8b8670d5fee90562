package io.morpion.engine;

import io.morpion.msr.Direction;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Variant;
import java.util.EnumMap;
import java.util.Map;

/**
 * The fixed grid of one variant, sized so that no legal game can leave it.
 *
 * <p>A move's new point lies at most one step outside the bounding box of the points before it
 * (its line's other n−1 points are inside the box), so after k moves every point lies within
 * [−k, w+k] on both axes. The grid therefore keeps a margin of {@link #maxPlies()} plus a line's
 * length around the cross: 485 plies for the 5-point variants (the proven upper bound for 5T, and
 * every 5D game is also a 5T game) and 120 for the 4-point ones (the proven optimum of 4T is 62).
 * A position refuses a ply beyond that bound with {@link GridOverflowException}.
 *
 * <p>Cells are addressed as {@code (y + offset) * side + (x + offset)}; a direction is then a
 * constant index step, as in a mailbox chess board.
 */
public final class Geometry {

    private static final Map<Variant, Geometry> BY_VARIANT = new EnumMap<>(Variant.class);

    static {
        for (Variant variant : Variant.values()) {
            BY_VARIANT.put(variant, new Geometry(variant));
        }
    }

    private final Variant variant;
    private final int lineLength;
    private final int markSpan;
    private final int maxPlies;
    private final int shift;
    private final int side;
    private final int offset;
    private final int[] steps = new int[4];
    private final int[] crossCells;
    private volatile int[] rootMoves;

    private Geometry(Variant variant) {
        this.variant = variant;
        this.lineLength = variant.lineLength();
        this.markSpan = variant.forbid() + 1;
        this.maxPlies = lineLength == 5 ? 485 : 120;
        int needed = variant.crossExtent() + 1 + 2 * (maxPlies + 2 * lineLength);
        int s = 1;
        while ((1 << s) < needed) {
            s++;
        }
        this.shift = s;
        this.side = 1 << s;
        this.offset = (side - variant.crossExtent()) / 2;
        for (Direction d : Direction.values()) {
            steps[d.ordinal()] = d.dx() + d.dy() * side;
        }
        this.crossCells = InitialCross.points(variant).stream()
                .mapToInt(p -> cell(p.x(), p.y()))
                .toArray();
    }

    public static Geometry of(Variant variant) {
        return BY_VARIANT.get(variant);
    }

    public Variant variant() {
        return variant;
    }

    public int lineLength() {
        return lineLength;
    }

    /**
     * How many cells of a line carry its direction's mark: two collinear lines conflict exactly
     * when their marked cells meet (forbid + 1 cells, i.e. n−1 segment starts when touching, all n
     * points when disjoint).
     */
    public int markSpan() {
        return markSpan;
    }

    /** The longest game the grid holds; no legal game is longer. */
    public int maxPlies() {
        return maxPlies;
    }

    public int side() {
        return side;
    }

    public int cellCount() {
        return side * side;
    }

    public int step(int direction) {
        return steps[direction];
    }

    public int cell(int x, int y) {
        return ((y + offset) << shift) + x + offset;
    }

    public int x(int cell) {
        return (cell & (side - 1)) - offset;
    }

    public int y(int cell) {
        return (cell >> shift) - offset;
    }

    /** Whether (x, y) lies in the part of the grid that some legal game could reach. */
    public boolean reachable(int x, int y) {
        int w = variant.crossExtent();
        return x >= -maxPlies && y >= -maxPlies && x <= w + maxPlies && y <= w + maxPlies;
    }

    int[] crossCells() {
        return crossCells;
    }

    /** The legal first moves, found once by a full scan. */
    int[] rootMoves() {
        int[] moves = rootMoves;
        if (moves == null) {
            moves = new Position(this, false, HotBoards.SIDE)
                    .allLegalMovesByScan().stream().mapToInt(Integer::intValue).toArray();
            rootMoves = moves;
        }
        return moves;
    }
}
