package io.morpion.search.box;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The paper's mixed integer program for the 5D graphs of a box (Michalewski, Nagórko and Pawlewicz, definition of
 * L1–L6), written out condition by condition with its own variables: a dot variable per point of the box and a mark
 * variable per (move, point of the move). It shares nothing with {@link BoxModel}'s line model but the box's
 * numbers and the cross's points, so that the two agreeing on a box is evidence about both: a test oracle.
 */
final class PaperModel {

    /** The four directions of a move: east, south, south-east, north-east (y grows downward). */
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final CpModel model = new CpModel();
    private final Map<Point, BoolVar> dots = new HashMap<>();
    /** Per move (its five points, in order), the mark variable of each of its points. */
    private final Map<List<Point>, Map<Point, BoolVar>> marks = new HashMap<>();
    /** Per point, the marks of that point (L2, L3). */
    private final Map<Point, List<BoolVar>> marksOf = new HashMap<>();
    /** Per point and direction, every mark of the moves along the direction through the point (L4). */
    private final Map<List<Object>, List<BoolVar>> parallelThrough = new HashMap<>();

    private PaperModel() {}

    /**
     * The largest 5D graph with bounding box {@code box}, centrally symmetric when asked (L6), as the paper counts; on
     * one worker within {@code effort} of CP-SAT's deterministic time, so that the answer does not depend on the load.
     */
    static int largestGraph(Box box, boolean symmetric, double effort) {
        com.google.ortools.Loader.loadNativeLibraries();
        PaperModel paper = new PaperModel();
        paper.build(box, symmetric);
        CpSolver solver = new CpSolver();
        solver.getParameters().setMaxDeterministicTime(effort).setNumWorkers(1).setLinearizationLevel(2);
        CpSolverStatus status = solver.solve(paper.model);
        if (status != CpSolverStatus.OPTIMAL) {
            throw new IllegalStateException("the paper's model of " + box + " was not solved: " + status);
        }
        return (int) Math.round(solver.objectiveValue());
    }

    private void build(Box box, boolean symmetric) {
        Variant variant = Variant.FIVE_DISJOINT;
        int w = variant.crossExtent();
        Set<Point> cross = new HashSet<>(InitialCross.points(variant));
        int minX = -box.left(), maxX = w + box.right(), minY = -box.top(), maxY = w + box.bottom();
        for (int x = minX; x <= maxX; x++) {
            for (int y = minY; y <= maxY; y++) {
                dots.put(new Point(x, y), model.newBoolVar("dot"));
            }
        }
        for (int direction = 0; direction < DIRECTIONS.length; direction++) {
            int[] d = DIRECTIONS[direction];
            for (Point start : List.copyOf(dots.keySet())) {
                List<Point> move = new ArrayList<>();
                for (int i = 0; i < 5; i++) {
                    move.add(new Point(start.x() + i * d[0], start.y() + i * d[1]));
                }
                if (dots.keySet().containsAll(move)) {
                    Map<Point, BoolVar> byPoint = new HashMap<>();
                    move.forEach(v -> byPoint.put(v, model.newBoolVar("mark")));
                    marks.put(move, byPoint);
                    byPoint.forEach((v, mark) ->
                            marksOf.computeIfAbsent(v, p -> new ArrayList<>()).add(mark));
                    for (Point v : move) {
                        parallelThrough
                                .computeIfAbsent(List.of(v, direction), k -> new ArrayList<>())
                                .addAll(byPoint.values());
                    }
                }
            }
        }
        List<BoolVar> counted = new ArrayList<>();
        for (Map.Entry<Point, BoolVar> dot : dots.entrySet()) {
            Point v = dot.getKey();
            if (cross.contains(v)) {
                model.addEquality(dot.getValue(), 1); // L1
                marksOf.getOrDefault(v, List.of()).forEach(mark -> model.addEquality(mark, 0)); // L2
            } else {
                BoolVar[] ofV = marksOf.getOrDefault(v, List.of()).toArray(BoolVar[]::new);
                model.addEquality(LinearExpr.sum(ofV), dot.getValue()); // L3
                counted.add(dot.getValue());
            }
            for (int direction = 0; direction < DIRECTIONS.length; direction++) { // L4
                List<BoolVar> parallel = parallelThrough.get(List.of(v, direction));
                if (parallel != null) {
                    model.addLessOrEqual(LinearExpr.sum(parallel.toArray(BoolVar[]::new)), dot.getValue());
                }
            }
        }
        // L5: a dot on every side
        model.addBoolOr(dotsWhere(v -> v.y() == minY));
        model.addBoolOr(dotsWhere(v -> v.y() == maxY));
        model.addBoolOr(dotsWhere(v -> v.x() == minX));
        model.addBoolOr(dotsWhere(v -> v.x() == maxX));
        if (symmetric) { // L6: the half turn about the cross's centre
            marks.forEach((move, byPoint) -> byPoint.forEach((v, mark) -> {
                // the half turn reverses a move's direction: its image, read from the other end
                List<Point> image = new ArrayList<>();
                move.forEach(p -> image.add(0, new Point(w - p.x(), w - p.y())));
                model.addEquality(mark, marks.get(image).get(new Point(w - v.x(), w - v.y())));
            }));
        }
        model.maximize(LinearExpr.sum(counted.toArray(BoolVar[]::new)));
    }

    private BoolVar[] dotsWhere(java.util.function.Predicate<Point> side) {
        return dots.entrySet().stream()
                .filter(e -> side.test(e.getKey()))
                .map(Map.Entry::getValue)
                .toArray(BoolVar[]::new);
    }
}
