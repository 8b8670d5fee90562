package io.morpion.msr;

import java.util.Optional;

/**
 * The four line directions of MSR §5. The unit step points from a line's origin (its
 * smaller-coordinate end) to its other points; y grows downward, so DP rises to the right on screen.
 */
public enum Direction {
    H(1, 0),
    V(0, 1),
    DP(1, -1),
    DN(1, 1);

    private final int dx;
    private final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    /** The track of a line through (x, y) in this direction (§7.1): equal tracks mean collinear lines. */
    public int track(int x, int y) {
        return switch (this) {
            case H -> y;
            case V -> x;
            case DP -> x + y;
            case DN -> x - y;
        };
    }

    /** Where (x, y) lies along its track (§7.1). */
    public int position(int x, int y) {
        return this == V ? y : x;
    }

    /** The MSR code, which is also the constant's name. */
    public String code() {
        return name();
    }

    public static Optional<Direction> fromCode(String code) {
        for (Direction direction : values()) {
            if (direction.name().equals(code)) {
                return Optional.of(direction);
            }
        }
        return Optional.empty();
    }
}
