package io.morpion.engine;

import io.morpion.msr.Direction;
import io.morpion.msr.Move;

/**
 * Moves packed into one int for the hot loops: the new point's cell (bits 0–21), the direction
 * ordinal (bits 22–23) and pos, the new point's index in its line (bits 24–26).
 */
public final class EngineMove {

    private static final int CELL_BITS = 22;
    private static final int CELL_MASK = (1 << CELL_BITS) - 1;
    private static final Direction[] DIRECTIONS = Direction.values();

    private EngineMove() {}

    public static int of(int cell, int direction, int pos) {
        return cell | direction << CELL_BITS | pos << (CELL_BITS + 2);
    }

    public static int cell(int move) {
        return move & CELL_MASK;
    }

    public static int direction(int move) {
        return (move >>> CELL_BITS) & 3;
    }

    public static int pos(int move) {
        return move >>> (CELL_BITS + 2);
    }

    /** The cell of the line's first point, its smaller-coordinate end. */
    public static int origin(int move, Geometry g) {
        return cell(move) - pos(move) * g.step(direction(move));
    }

    public static Move toMsr(int move, Geometry g) {
        int cell = cell(move);
        return new Move(g.x(cell), g.y(cell), DIRECTIONS[direction(move)], pos(move));
    }

    /** The engine form of an MSR move; the caller has checked that its point is reachable and its pos in range. */
    public static int fromMsr(Move move, Geometry g) {
        return of(g.cell(move.x(), move.y()), move.dir().ordinal(), move.pos());
    }

    public static String toString(int move, Geometry g) {
        return toMsr(move, g).toString();
    }
}
