package io.morpion.search.box;

import io.morpion.engine.Symmetry;
import io.morpion.msr.Direction;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.search.local.model.Line;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A bounding box as Michalewski, Nagórko and Pawlewicz name it (the 5D upper bound of 84): how many rows or columns
 * the box reaches past the cross's top, right, bottom and left edges. MSR's y grows downward, so the top is the
 * side of the smallest y; the other orientation names a box's mirror image, which the eight symmetries of the cross
 * make the same problem.
 */
public record Box(int top, int right, int bottom, int left) {

    private static final Pattern SPELLING =
            Pattern.compile("\\(?\\s*(\\d+)\\s*,\\s*(\\d+)\\s*,\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)?");

    /** The most a box may reach past an edge of the cross here: the published boxes reach 6 at most. */
    public static final int MOST_PAST_AN_EDGE = 12;

    public Box {
        for (int side : new int[] {top, right, bottom, left}) {
            if (side < 0 || side > MOST_PAST_AN_EDGE) {
                throw new IllegalArgumentException("a box reaches 0 to " + MOST_PAST_AN_EDGE
                        + " rows or columns past each edge of the cross, not " + side);
            }
        }
    }

    /** Reads "4,4,1,0" or "(4, 4, 1, 0)": top, right, bottom, left. */
    public static Box parse(String text) {
        var matcher = SPELLING.matcher(text.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException(
                    "a box is four numbers, top,right,bottom,left (e.g. 4,4,1,0), not '" + text + "'");
        }
        return new Box(
                Integer.parseInt(matcher.group(1)),
                Integer.parseInt(matcher.group(2)),
                Integer.parseInt(matcher.group(3)),
                Integer.parseInt(matcher.group(4)));
    }

    /** The bounding box of these points (the cross's among them) on the variant's board. */
    public static Box around(Variant variant, Collection<Point> points) {
        int w = variant.crossExtent();
        int minX = 0, minY = 0, maxX = w, maxY = w;
        for (Point p : points) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        return new Box(-minY, maxX - w, maxY - w, -minX);
    }

    /** The bounding box of a game's final position. */
    public static Box ofGame(Variant variant, List<Move> moves) {
        return around(variant, moves.stream().map(Move::point).toList());
    }

    /**
     * The box's image under symmetry {@code transform} of {@link Symmetry} (reflect x, reflect y, swap the axes):
     * the box of the images of the points in this one.
     */
    public Box image(int transform) {
        int t = top, r = right, b = bottom, l = left;
        if ((transform & 1) != 0) {
            int swap = l;
            l = r;
            r = swap;
        }
        if ((transform & 2) != 0) {
            int swap = t;
            t = b;
            b = swap;
        }
        return (transform & 4) == 0 ? new Box(t, r, b, l) : new Box(l, b, r, t);
    }

    /** The name of the box's class under the eight symmetries, as the published table writes it: the largest. */
    public Box canonical() {
        Box best = this;
        for (int t = 1; t < Symmetry.COUNT; t++) {
            if (ORDER.compare(image(t), best) > 0) {
                best = image(t);
            }
        }
        return best;
    }

    /** A symmetry that takes this box to its canonical name. */
    public int toCanonical() {
        Box canonical = canonical();
        for (int t = 0; t < Symmetry.COUNT; t++) {
            if (image(t).equals(canonical)) {
                return t;
            }
        }
        throw new IllegalStateException("no symmetry names " + this + " canonically");
    }

    private static final Comparator<Box> ORDER = Comparator.comparingInt(Box::top)
            .thenComparingInt(Box::right)
            .thenComparingInt(Box::bottom)
            .thenComparingInt(Box::left);

    public int minX() {
        return -left;
    }

    public int minY() {
        return -top;
    }

    public int maxX(Variant variant) {
        return variant.crossExtent() + right;
    }

    public int maxY(Variant variant) {
        return variant.crossExtent() + bottom;
    }

    public boolean contains(Variant variant, Point p) {
        return p.x() >= minX() && p.x() <= maxX(variant) && p.y() >= minY() && p.y() <= maxY(variant);
    }

    /** Whether the central symmetry of the cross maps the box onto itself (top = bottom, left = right). */
    public boolean centred() {
        return top == bottom && left == right;
    }

    /** How many points of the box the cross leaves empty: no game in it has more moves. */
    public int emptyPoints(Variant variant) {
        int w = variant.crossExtent();
        return (w + 1 + left + right) * (w + 1 + top + bottom)
                - InitialCross.points(variant).size();
    }

    /** Every line all of whose points lie in the box. */
    public List<Line> lines(Variant variant) {
        int n = variant.lineLength();
        List<Line> lines = new ArrayList<>();
        for (Direction dir : Direction.values()) {
            for (int y = minY(); y <= maxY(variant); y++) {
                for (int x = minX(); x <= maxX(variant); x++) {
                    Point last = new Point(x, y).plus(dir, n - 1);
                    if (contains(variant, last)) {
                        lines.add(new Line(dir, new Point(x, y)));
                    }
                }
            }
        }
        return lines;
    }

    /** The box's four sides, each as its points, top, right, bottom, left: each must hold a point of the figure. */
    public List<List<Point>> sides(Variant variant) {
        List<Point> top = new ArrayList<>(),
                right = new ArrayList<>(),
                bottom = new ArrayList<>(),
                left = new ArrayList<>();
        for (int x = minX(); x <= maxX(variant); x++) {
            top.add(new Point(x, minY()));
            bottom.add(new Point(x, maxY(variant)));
        }
        for (int y = minY(); y <= maxY(variant); y++) {
            left.add(new Point(minX(), y));
            right.add(new Point(maxX(variant), y));
        }
        return List.of(top, right, bottom, left);
    }

    @Override
    public String toString() {
        return "(" + top + "," + right + "," + bottom + "," + left + ")";
    }
}
