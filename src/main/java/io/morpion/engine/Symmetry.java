package io.morpion.engine;

import io.morpion.msr.Direction;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;

/**
 * The eight symmetries of the square (the dihedral group D4) about the centre of a variant's
 * cross: w/2 on both axes, with w = 9 for the 5-point cross and w = 6 for the 4-point one.
 * Transform t reflects x when bit 0 is set, reflects y when bit 1 is set, then swaps the axes when
 * bit 2 is set; transform 0 is the identity.
 */
public final class Symmetry {

    public static final int COUNT = 8;

    private Symmetry() {}

    public static Point apply(int transform, Point p, Variant variant) {
        int w = variant.crossExtent();
        int x = (transform & 1) == 0 ? p.x() : w - p.x();
        int y = (transform & 2) == 0 ? p.y() : w - p.y();
        return (transform & 4) == 0 ? new Point(x, y) : new Point(y, x);
    }

    /** The image of a move: its line's points mapped, and pos counted from the image line's origin. */
    public static Move apply(int transform, Move move, Variant variant) {
        int n = variant.lineLength();
        Point first = apply(transform, move.linePoint(0), variant);
        Point last = apply(transform, move.linePoint(n - 1), variant);
        Point newPoint = apply(transform, move.point(), variant);
        int dx = Integer.signum(last.x() - first.x());
        int dy = Integer.signum(last.y() - first.y());
        boolean reversed = dx < 0 || (dx == 0 && dy < 0);
        Direction dir = direction(reversed ? -dx : dx, reversed ? -dy : dy);
        int pos = reversed ? n - 1 - move.pos() : move.pos();
        return new Move(newPoint.x(), newPoint.y(), dir, pos);
    }

    private static Direction direction(int dx, int dy) {
        for (Direction d : Direction.values()) {
            if (d.dx() == dx && d.dy() == dy) {
                return d;
            }
        }
        throw new IllegalArgumentException("no direction has step (" + dx + "," + dy + ")");
    }

    /** The engine move's image under a transform, as an engine move. */
    public static int apply(int transform, int move, Geometry g) {
        return EngineMove.fromMsr(apply(transform, EngineMove.toMsr(move, g), g.variant()), g);
    }

    /** The same value for a move and all its images: the smallest engine code among the eight. */
    public static int canonical(int move, Geometry g) {
        int best = move;
        Move msr = EngineMove.toMsr(move, g);
        for (int t = 1; t < COUNT; t++) {
            best = Math.min(best, EngineMove.fromMsr(apply(t, msr, g.variant()), g));
        }
        return best;
    }
}
