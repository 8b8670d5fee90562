package io.morpion.search.box;

import com.google.ortools.Loader;
import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import io.morpion.msr.Direction;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import io.morpion.search.local.model.Line;
import io.morpion.search.local.model.LineModel;
import io.morpion.search.local.model.LineModel.Status;
import io.morpion.search.termination.NativeStop;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The games of a box as a mixed integer program, solved by SCIP (bundled with OR-Tools): the kind of solver the
 * published bound of 84 was proven with, where CP-SAT's bound on the large boxes stays near 100 (docs/5d-proof.md).
 * A binary per line and the point it makes; each point made at most once and never a cross point; a drawn line's
 * other points made by other lines; on each track, at most one line among any {@code forbid + 1} consecutive
 * positions (the touch rule as cliques), which for disjoint lines is the paper's L4, one row per point and direction;
 * a point on every side of the box. Ordered, each point made has a time, and
 * a line's other points come at least one step before the point it makes unless the line is not drawn: the paper's
 * L7, a big-M order whose M is the most moves a game of the box can have: the box's number of empty points, or a
 * bound proven before (the unordered program's optimum), which makes the order's relaxation that much tighter.
 */
public final class ScipBoxModel {

    /** SCIP's memory for its tree, in megabytes: past it SCIP stops and the answer is unknown. */
    static final int MEMORY_MB = 8_192;

    /** The bound of an answer for which SCIP gave none: it stopped before it had a solution. */
    public static final int NO_BOUND = Integer.MAX_VALUE;

    private record Choice(Move move, MPVariable drawn) {}

    private final Variant variant;
    private final boolean ordered;
    private final MPSolver solver;
    private final List<Choice> choices = new ArrayList<>();
    private final Map<Point, MPVariable> times = new HashMap<>();
    private final Map<Point, MPVariable> made = new HashMap<>();
    private final Box box;
    private final MPObjective objective;
    private int required;
    /**
     * SCIP's settings: its memory bounded, and Ctrl-C left to the JVM, whose handler stops the solve through {@code
     * stop}; SCIP's own handler took the signal and ended the solve as abnormal, before the command could say so.
     */
    private String parameters = "limits/memory = " + MEMORY_MB + "\nmisc/catchctrlc = FALSE\n";

    private ScipBoxModel(Variant variant, Box box, boolean ordered, int mostMoves) {
        Loader.loadNativeLibraries();
        this.variant = variant;
        this.ordered = ordered;
        this.box = box;
        this.solver = MPSolver.createSolver("SCIP");
        if (solver == null) {
            throw new IllegalStateException("this build of OR-Tools has no SCIP");
        }
        Set<Point> cross = Set.copyOf(InitialCross.points(variant));
        int empty = box.emptyPoints(variant);
        if (mostMoves < 1 || mostMoves > empty) {
            throw new IllegalArgumentException(
                    "box " + box + " has room for 1 to " + empty + " moves, not at most " + mostMoves);
        }
        Map<Point, List<MPVariable>> makers = new HashMap<>();
        Map<List<Integer>, TreeMap<Integer, MPVariable>> tracks = new HashMap<>();
        Map<List<Object>, List<MPVariable>> throughPoint = new HashMap<>();
        List<Drawable> lines = new ArrayList<>();
        for (Line line : box.lines(variant)) {
            Drawable drawn = new Drawable(line.dir(), line.origin(), new ArrayList<>(), solver.makeBoolVar(""));
            lines.add(drawn);
            for (int i = 0; i < variant.lineLength(); i++) {
                Point p = drawn.point(i);
                if (cross.contains(p)) {
                    continue;
                }
                MPVariable making = solver.makeBoolVar("");
                Choice choice = new Choice(new Move(p.x(), p.y(), line.dir(), i), making);
                drawn.choices().add(choice);
                choices.add(choice);
                makers.computeIfAbsent(p, q -> new ArrayList<>()).add(making);
                if (ordered) {
                    times.computeIfAbsent(p, q -> solver.makeNumVar(1, mostMoves, ""));
                }
            }
            // drawn = the sum of its choices: a line is drawn making exactly one of its points
            MPConstraint sum = solver.makeConstraint(0, 0);
            sum.setCoefficient(drawn.drawn(), -1);
            drawn.choices().forEach(c -> sum.setCoefficient(c.drawn(), 1));
            for (int i = 0; i < variant.lineLength(); i++) {
                throughPoint
                        .computeIfAbsent(List.of(drawn.point(i), line.dir()), k -> new ArrayList<>())
                        .add(drawn.drawn());
            }
            Direction dir = line.dir();
            tracks.computeIfAbsent(
                            List.of(
                                    dir.ordinal(),
                                    dir.track(line.origin().x(), line.origin().y())),
                            k -> new TreeMap<>())
                    .put(dir.position(line.origin().x(), line.origin().y()), drawn.drawn());
        }
        makers.forEach((p, those) -> {
            MPVariable m = solver.makeBoolVar("");
            made.put(p, m);
            MPConstraint once = solver.makeConstraint(0, 0);
            once.setCoefficient(m, -1);
            those.forEach(making -> once.setCoefficient(making, 1));
        });
        boolean disjoint = variant.forbid() == variant.lineLength() - 1;
        if (disjoint) {
            // through each point, in each direction, at most one line, and none unless the point is there (the
            // paper's L4): the row that brings the root relaxation to the paper's
            throughPoint.forEach((key, through) -> {
                Point p = (Point) key.get(0);
                MPConstraint one = solver.makeConstraint(Double.NEGATIVE_INFINITY, cross.contains(p) ? 1 : 0);
                through.forEach(l -> one.setCoefficient(l, 1));
                if (!cross.contains(p)) {
                    one.setCoefficient(made.get(p), -1);
                }
            });
        }
        if (!disjoint || ordered) {
            // implied by L4 for disjoint lines, so left out of their unordered program (an LP of about 1,470 rows
            // instead of 3,477 on (4,4,1,0)); kept in the ordered one, which without them had not reached node 100
            // after 18 minutes where with them it did in about 3 (docs/research-log/exact.md, session 60)
            lines.forEach(line -> needsItsPoints(line, made));
            touchRule(tracks, variant.forbid() + 1);
        }
        if (ordered) {
            lines.forEach(line -> order(line, mostMoves));
        }
        for (List<Point> side : box.sides(variant)) {
            if (side.stream().noneMatch(cross::contains)) {
                MPConstraint touched = solver.makeConstraint(1, Double.POSITIVE_INFINITY);
                side.stream().filter(made::containsKey).forEach(p -> touched.setCoefficient(made.get(p), 1));
            }
        }
        // no row caps the moves at mostMoves: the cap flattened the relaxation's objective to it, and SCIP reached
        // node 200 of ordered (4,4,1,0) at 83 in 3,465 s against 274 s without it (research log, session 61); the
        // times alone carry the bound, which cuts no game of at most mostMoves moves
        objective = solver.objective();
        made.values().forEach(m -> objective.setCoefficient(m, 1));
        objective.setMaximization();
    }

    /** A line of the box, its variables: a choice per non-cross point it may make, and whether it is drawn. */
    private record Drawable(Direction dir, Point origin, List<Choice> choices, MPVariable drawn) {
        Point point(int i) {
            return origin.plus(dir, i);
        }
    }

    /** A drawn line's points that it does not make are made by other lines. */
    private void needsItsPoints(Drawable line, Map<Point, MPVariable> made) {
        for (Choice q : line.choices()) {
            MPConstraint needs = solver.makeConstraint(Double.NEGATIVE_INFINITY, 0);
            needs.setCoefficient(line.drawn(), 1);
            needs.setCoefficient(q.drawn(), -1);
            needs.setCoefficient(made.get(q.move().point()), -1);
        }
    }

    /** On each track, at most one line among any {@code window} consecutive positions. */
    private void touchRule(Map<List<Integer>, TreeMap<Integer, MPVariable>> tracks, int window) {
        tracks.values()
                .forEach(track -> track.forEach((position, first) -> {
                    MPConstraint clique = solver.makeConstraint(Double.NEGATIVE_INFINITY, 1);
                    track.subMap(position, position + window).values().forEach(l -> clique.setCoefficient(l, 1));
                }));
    }

    /** The paper's L7 for one line: each of its other points made at least a step before the point it makes. */
    private void order(Drawable line, int bigM) {
        for (Choice p : line.choices()) {
            for (Choice q : line.choices()) {
                if (q == p) {
                    continue;
                }
                // t(q) + 1 <= t(p) + M (1 - making p)
                MPConstraint before = solver.makeConstraint(Double.NEGATIVE_INFINITY, bigM - 1);
                before.setCoefficient(times.get(q.move().point()), 1);
                before.setCoefficient(times.get(p.move().point()), -1);
                before.setCoefficient(p.drawn(), bigM);
            }
        }
    }

    /** The games of the box, ordered, or its figures (the paper's 5D graphs) when {@code ordered} is false. */
    public static ScipBoxModel of(Variant variant, Box box, boolean ordered) {
        return new ScipBoxModel(variant, box, ordered, box.emptyPoints(variant));
    }

    /**
     * The same, given that no answer has more than {@code mostMoves} moves: a bound proven before, such as the
     * unordered program's optimum. Ordered, it is the order's big-M and the last time a move may take, as the 2016
     * programs took 85 where the box's empty points are about twice that; no game of at most that many moves is cut.
     */
    public static ScipBoxModel of(Variant variant, Box box, boolean ordered, int mostMoves) {
        return new ScipBoxModel(variant, box, ordered, mostMoves);
    }

    /**
     * Only the answers that draw every move of {@code fixed}, each making the point it makes there; a move that is
     * not a line of the box, or makes a cross point, leaves no answer.
     */
    public ScipBoxModel drawing(List<Move> fixed) {
        Map<Move, MPVariable> byMove = new HashMap<>();
        choices.forEach(c -> byMove.put(c.move(), c.drawn()));
        fixed.forEach(move -> require(byMove.get(move)));
        return this;
    }

    /**
     * Only the answers of this part of the box: its first points on the sides it reads held, the points before them
     * empty. A point no line of the box can make, held, leaves no answer.
     */
    public ScipBoxModel within(BoxPart part) {
        if (!part.box().equals(box)) {
            throw new IllegalArgumentException("part " + part + " is not a part of box " + box);
        }
        part.empty(variant).stream().map(made::get).filter(m -> m != null).forEach(m -> m.setUb(0));
        part.held(variant).forEach(p -> require(made.get(p)));
        return this;
    }

    /** The binary set to 1; when the program has none (a move or point the box cannot hold), no answer. */
    private void require(MPVariable binary) {
        if (binary == null) {
            solver.makeConstraint(1, 1); // an empty row that must equal 1: nothing satisfies it
        } else {
            binary.setLb(1);
        }
    }

    /** Asks only whether an answer of at least {@code moves} moves exists (the paper's cutoff); the first ends it. */
    public ScipBoxModel atLeast(int moves) {
        required = moves;
        parameters += "limits/solutions = 1\n";
        MPConstraint floor = solver.makeConstraint(moves, Double.POSITIVE_INFINITY);
        choices.forEach(c -> floor.setCoefficient(c.drawn(), 1));
        return this;
    }

    /**
     * Ends the solve after {@code nodes} nodes of SCIP's tree, whatever the clock says, so that the same program gets
     * the same answer on any machine under any load.
     */
    public ScipBoxModel withinNodes(long nodes) {
        parameters += "limits/totalnodes = " + nodes + "\n";
        return this;
    }

    /** SCIP's version as it names itself, without a program. */
    public static String version() {
        Loader.loadNativeLibraries();
        MPSolver solver = MPSolver.createSolver("SCIP");
        if (solver == null) {
            throw new IllegalStateException("this build of OR-Tools has no SCIP");
        }
        try {
            return solver.solverVersion();
        } finally {
            solver.delete();
        }
    }

    /**
     * Frees SCIP's native memory now rather than when the collector gets to it: a service solves part after part, each
     * program's tree hundreds of megabytes outside the heap. The model is unusable after.
     */
    public void release() {
        solver.delete();
    }

    /** SCIP's version, as it names itself. */
    public String solverVersion() {
        return solver.solverVersion();
    }

    /**
     * Solves within {@code limit}, ending early when {@code stop} says so; SCIP's own log goes to the process's
     * standard output when {@code log} is set. SCIP solves on one thread here.
     */
    public LineModel.Answer solve(Duration limit, Termination stop, boolean log) {
        if (log) {
            solver.enableOutput();
        } else {
            solver.suppressOutput();
        }
        solver.setTimeLimit(Math.max(1, limit.toMillis()));
        if (!solver.setSolverSpecificParametersAsString(parameters)) {
            throw new IllegalStateException("SCIP refused its parameters: " + parameters);
        }
        MPSolver.ResultStatus result;
        boolean interrupted;
        try (NativeStop watcher = NativeStop.watch(stop, solver::interruptSolve)) {
            result = solver.solve();
            interrupted = watcher.asked();
        }
        if (interrupted && result == MPSolver.ResultStatus.ABNORMAL) {
            // SCIP stopped from outside reports no status of its own: nothing is known
            result = MPSolver.ResultStatus.NOT_SOLVED;
        }
        Status status =
                switch (result) {
                    case OPTIMAL -> required > 0 ? Status.FEASIBLE : Status.OPTIMAL;
                    case FEASIBLE -> Status.FEASIBLE;
                    case INFEASIBLE -> Status.INFEASIBLE;
                    case NOT_SOLVED -> Status.UNKNOWN;
                    default -> throw new IllegalStateException("SCIP could not solve the box's program: " + result);
                };
        boolean found = status == Status.OPTIMAL || status == Status.FEASIBLE;
        int moves = found ? (int) Math.round(objective.value()) : 0;
        // OR-Tools reads SCIP's dual bound only with an answer in hand: without one, the bound is SCIP's log's
        int bound =
                switch (status) {
                    case INFEASIBLE -> required - 1;
                    case OPTIMAL -> moves;
                    case FEASIBLE -> (int) Math.floor(objective.bestBound() + 1e-6);
                    case UNKNOWN -> NO_BOUND;
                };
        Optional<MsrRecord> game = found && ordered ? Optional.of(game()) : Optional.empty();
        return new LineModel.Answer(status, game, moves, bound, solver.nodes(), solver.wallTime() / 1000.0);
    }

    private MsrRecord game() {
        List<Move> moves = choices.stream()
                .filter(c -> c.drawn().solutionValue() > 0.5)
                .sorted(Comparator.comparingDouble(
                        c -> times.get(c.move().point()).solutionValue()))
                .map(Choice::move)
                .toList();
        MsrRecord game = MsrRecord.of(variant, moves);
        Verdict verdict = Msr.validate(game);
        if (!verdict.legal()) {
            throw new IllegalStateException("SCIP returned a game the validator refuses: "
                    + verdict.violation().message());
        }
        return game;
    }
}
