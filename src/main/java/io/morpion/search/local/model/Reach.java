package io.morpion.search.local.model;

import io.morpion.msr.Direction;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lines a game can draw in its next {@code depth} moves from a position. A point gets depth d when a line
 * whose other points have depth below d can make it; the i-th move of any game makes a point of depth at most
 * i, so the first {@code depth} moves of every game are among these lines, which makes the constraint model
 * over them exact for games of up to {@code depth} more moves, and for all of them when nothing new appears
 * any more ({@code complete}). A point's depth is also the earliest move that can make it.
 *
 * <p>Besides "the other points exist", two rules keep the set small. A line that the position's lines forbid
 * is never drawn. And a line may use a point made later only if a line in another direction can make it, or
 * (touching variants) the point is an end of both: a line along its own direction would share it, which the
 * touch rule allows only there. Without that, three points in a row would let the set run down the row, one
 * overlapping line after another.
 */
public record Reach(Set<Line> lines, Map<Point, Integer> depths, boolean complete) {

    public static Reach of(Variant variant, List<Move> position, int depth) {
        return new Walk(variant, position, null, false).run(depth);
    }

    /** The lines among {@code allowed} that any game from the position can draw, however deep. */
    public static Reach among(Variant variant, List<Move> position, Collection<Line> allowed) {
        Set<Line> set = new HashSet<>(allowed);
        return new Walk(variant, position, set, false).run(set.size() + 1);
    }

    /**
     * {@link #of} or, with {@code allowed}, {@link #among}, by a walk that scans every known point at every level:
     * the slow walk the fast one must equal, line for line and in the same order.
     */
    static Reach scanningEveryPoint(Variant variant, List<Move> position, Collection<Line> allowed, int depth) {
        return new Walk(variant, position, allowed == null ? null : new HashSet<>(allowed), true).run(depth);
    }

    private static final class Walk {
        private final Variant variant;
        private final int n;
        private final Set<Point> existing = new HashSet<>();
        private final List<Line> drawn = new ArrayList<>();
        private final Map<Point, Integer> depths = new HashMap<>();
        /** For each point made later, the directions of the lines that may make it, one bit each. */
        private final Map<Point, Integer> makers = new HashMap<>();

        private final Set<Line> lines = new LinkedHashSet<>();
        /** The only lines the walk may take, or null for every line. */
        private final Set<Line> allowed;

        private final boolean everyPoint;

        Walk(Variant variant, List<Move> position, Set<Line> allowed, boolean everyPoint) {
            this.variant = variant;
            this.allowed = allowed;
            this.everyPoint = everyPoint;
            n = variant.lineLength();
            existing.addAll(InitialCross.points(variant));
            for (Move move : position) {
                existing.add(move.point());
                drawn.add(Line.of(move));
            }
            existing.forEach(p -> depths.put(p, 0));
        }

        /**
         * Level after level, the lines that became drawable. Only a line through a point of a line taken at the last
         * level can have become drawable: nothing else it depends on (the points with a depth, and the directions
         * that may make a point) has changed. So after the first level, only those points are scanned.
         */
        Reach run(int depth) {
            Collection<Point> changed = List.of();
            for (int level = 1; level <= depth; level++) {
                List<Point> known = List.copyOf(depths.keySet());
                Set<Line> found = new HashSet<>();
                for (Point point : level == 1 || everyPoint ? known : changed) {
                    collectThrough(point, found);
                }
                if (found.isEmpty()) {
                    return new Reach(lines, depths, true);
                }
                Map<Point, Integer> made = new HashMap<>();
                // a point that existed from the start has neither a new depth nor new makers
                Set<Point> changedNow = new HashSet<>();
                for (Line line : inScanOrder(found, known)) {
                    lines.add(line);
                    for (int i = 0; i < n; i++) {
                        Point point = line.point(i);
                        if (!depths.containsKey(point)) {
                            made.put(point, level);
                        }
                        if (!existing.contains(point)) {
                            changedNow.add(point);
                            makers.merge(point, 1 << line.dir().ordinal(), (a, b) -> a | b);
                        }
                    }
                }
                // a line found at this level makes its point no earlier than this level: the next one sees it
                made.forEach(depths::putIfAbsent);
                changed = changedNow;
            }
            return new Reach(lines, depths, false);
        }

        /** Every line through the point that is drawable now and not yet taken. */
        private void collectThrough(Point point, Set<Line> found) {
            for (Direction dir : Direction.values()) {
                for (int k = 0; k < n; k++) {
                    Line line = new Line(dir, point.plus(dir, -k));
                    if (!lines.contains(line) && !found.contains(line) && drawable(line)) {
                        found.add(line);
                    }
                }
            }
        }

        /**
         * The lines in the order a scan of every known point would meet them: by the first of their known points
         * in {@code known}'s order, then by direction and by the point's place along the line. The constraint
         * model's variables follow this order, and so do CP-SAT's branches: kept, the verdicts, their counts of
         * branches and the lns searches stay what they were before the walk skipped unchanged points.
         */
        private List<Line> inScanOrder(Set<Line> found, List<Point> known) {
            Map<Point, Integer> order = new HashMap<>();
            for (int i = 0; i < known.size(); i++) {
                order.put(known.get(i), i);
            }
            Map<Line, Long> firstMet = new HashMap<>();
            for (Line line : found) {
                long first = Long.MAX_VALUE;
                for (int k = 0; k < n; k++) {
                    Integer at = order.get(line.point(k));
                    if (at != null) {
                        // a point's place in the scan, then the direction, then the line's place along it
                        first = Math.min(first, ((long) at << 8) | (line.dir().ordinal() << 4) | k);
                    }
                }
                firstMet.put(line, first);
            }
            List<Line> sorted = new ArrayList<>(found);
            sorted.sort(Comparator.comparingLong(firstMet::get));
            return sorted;
        }

        /** Whether some point of the line can be the one it makes, its others existing or usable along it. */
        private boolean drawable(Line line) {
            if (allowed != null && !allowed.contains(line)) {
                return false;
            }
            int unknown = -1;
            for (int i = 0; i < n; i++) {
                if (!depths.containsKey(line.point(i))) {
                    if (unknown >= 0) {
                        return false;
                    }
                    unknown = i;
                }
            }
            if (drawn.stream().anyMatch(d -> d.conflicts(line, variant))) {
                return false;
            }
            if (unknown >= 0) {
                return othersUsable(line, unknown);
            }
            for (int i = 0; i < n; i++) {
                if (!existing.contains(line.point(i)) && othersUsable(line, i)) {
                    return true;
                }
            }
            return false;
        }

        private boolean othersUsable(Line line, int made) {
            for (int i = 0; i < n; i++) {
                if (i != made && !usable(line, i)) {
                    return false;
                }
            }
            return true;
        }

        private boolean usable(Line line, int i) {
            Point p = line.point(i);
            if (existing.contains(p)) {
                return true;
            }
            int own = 1 << line.dir().ordinal();
            int mask = makers.getOrDefault(p, 0);
            boolean end = i == 0 || i == n - 1;
            return (mask & ~own) != 0 || (variant.touching() && end && (mask & own) != 0);
        }
    }
}
