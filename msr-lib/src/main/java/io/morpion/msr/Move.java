package io.morpion.msr;

import java.util.Objects;

/**
 * One move of MSR §6.1: the new point, the direction of the line drawn through it, and the
 * index {@code pos} of the new point within that line. {@code pos} is not range-checked here,
 * because an out-of-range pos is a legality error that the validator reports with the move's
 * number.
 */
public record Move(int x, int y, Direction dir, int pos) {

    public Move {
        Objects.requireNonNull(dir, "dir");
    }

    public Point point() {
        return new Point(x, y);
    }

    /** The line's smaller-coordinate end: the new point minus pos steps. */
    public Point origin() {
        return point().plus(dir, -pos);
    }

    /** The i-th point of the line, counted from its origin. */
    public Point linePoint(int i) {
        return origin().plus(dir, i);
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ") " + dir + " pos " + pos;
    }
}
