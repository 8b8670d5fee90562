package io.morpion.search.local.model;

import io.morpion.msr.Direction;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * A line of the board as the constraint model sees it, apart from which of its points it makes: its direction
 * and its origin (the smaller-coordinate end, as MSR §5 puts it). Written on msr-lib's types, not the engine's,
 * so that the model stays a method independent of the exhaustive search it is checked against.
 */
public record Line(Direction dir, Point origin) {

    public static Line of(Move move) {
        return new Line(move.dir(), move.origin());
    }

    Point point(int i) {
        return origin.plus(dir, i);
    }

    int track() {
        return dir.track(origin.x(), origin.y());
    }

    int position() {
        return dir.position(origin.x(), origin.y());
    }

    /** Whether the variant's touch rule forbids drawing both (a line also conflicts with itself). */
    boolean conflicts(Line other, Variant variant) {
        return dir == other.dir
                && track() == other.track()
                && Math.abs(position() - other.position()) <= variant.forbid();
    }

    /** Whether one of its points lies in the square. */
    public boolean meets(Square square, Variant variant) {
        for (int i = 0; i < variant.lineLength(); i++) {
            if (square.contains(point(i))) {
                return true;
            }
        }
        return false;
    }

    /** The move that draws this line and makes its {@code i}-th point. */
    Move making(int i) {
        Point p = point(i);
        return new Move(p.x(), p.y(), dir, i);
    }

    /** Every line with a point in the square. */
    public static List<Line> meeting(Square square, Variant variant) {
        int n = variant.lineLength();
        List<Line> lines = new ArrayList<>();
        for (Direction dir : Direction.values()) {
            for (int y = square.y() - n; y < square.y() + square.width() + n; y++) {
                for (int x = square.x() - n; x < square.x() + square.width() + n; x++) {
                    Line line = new Line(dir, new Point(x, y));
                    if (line.meets(square, variant)) {
                        lines.add(line);
                    }
                }
            }
        }
        return lines;
    }
}
