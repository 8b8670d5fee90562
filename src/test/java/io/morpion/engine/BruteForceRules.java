package io.morpion.engine;

import io.morpion.msr.Direction;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The legal moves of a position found by brute force from the rules alone: every line near the
 * points is tried, and conflicts are counted as shared points with each earlier parallel line.
 * It shares no code with the engine.
 */
public final class BruteForceRules {

    private BruteForceRules() {}

    public static Set<Move> legalMoves(Variant variant, List<Move> game) {
        int n = variant.lineLength();
        Set<Point> points = new HashSet<>(InitialCross.points(variant));
        List<Set<Point>> lines = new ArrayList<>();
        List<Direction> lineDirs = new ArrayList<>();
        for (Move m : game) {
            points.add(m.point());
            Set<Point> line = new HashSet<>();
            for (int i = 0; i < n; i++) {
                line.add(m.linePoint(i));
            }
            lines.add(line);
            lineDirs.add(m.dir());
        }
        int minX = points.stream().mapToInt(Point::x).min().orElseThrow() - n;
        int maxX = points.stream().mapToInt(Point::x).max().orElseThrow() + n;
        int minY = points.stream().mapToInt(Point::y).min().orElseThrow() - n;
        int maxY = points.stream().mapToInt(Point::y).max().orElseThrow() + n;
        Set<Move> legal = new HashSet<>();
        for (int x = minX; x <= maxX; x++) {
            for (int y = minY; y <= maxY; y++) {
                for (Direction d : Direction.values()) {
                    List<Point> line = new ArrayList<>();
                    int empty = -1;
                    int empties = 0;
                    for (int i = 0; i < n; i++) {
                        Point p = new Point(x + i * d.dx(), y + i * d.dy());
                        line.add(p);
                        if (!points.contains(p)) {
                            empties++;
                            empty = i;
                        }
                    }
                    if (empties != 1) {
                        continue;
                    }
                    boolean conflict = false;
                    for (int j = 0; j < lines.size() && !conflict; j++) {
                        if (lineDirs.get(j) == d) {
                            long shared =
                                    line.stream().filter(lines.get(j)::contains).count();
                            conflict = shared > variant.maxOverlap();
                        }
                    }
                    if (!conflict) {
                        legal.add(new Move(line.get(empty).x(), line.get(empty).y(), d, empty));
                    }
                }
            }
        }
        return legal;
    }
}
