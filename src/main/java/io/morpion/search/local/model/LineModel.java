package io.morpion.search.local.model;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The exact constraint model of a neighbourhood, solved by CP-SAT: the longest game that draws every fixed
 * move and no line but the candidates. docs/exact-search.md writes the model out: a boolean per line and the
 * point it makes; each point made at most once; a time per point, so that a line's other points are made
 * before the point it makes; the touch rule between parallel lines; the most moves. The order of the moves
 * is the model's to choose, fixed ones included, which is what lets an open neighbourhood keep a line whose
 * points other lines must make again.
 */
public final class LineModel {

    public enum Status {
        /** The game returned is the longest there is. */
        OPTIMAL,
        /** A game of at least the moves asked for, not known to be the longest. */
        FEASIBLE,
        /** No game has the moves asked for. */
        INFEASIBLE,
        /** The limit came first: nothing is known. */
        UNKNOWN
    }

    /**
     * CP-SAT's answer: the game it holds (passed by msr-lib's validator; none from an unordered model, whose lines
     * need not make a game), the moves of the best answer found (base included, 0 when none), the most moves any
     * answer could have by CP-SAT's own bound when it stopped, and what it cost.
     */
    public record Answer(
            Status status, Optional<MsrRecord> game, int moves, int bound, long branches, double seconds) {}

    private record Choice(Line line, int index, BoolVar chosen) {}

    private final Variant variant;
    private final List<Move> base;
    private final Set<Point> existing;
    private final Map<Point, Integer> earliest;
    private final int horizon;
    private final boolean ordered;
    /** Whether the first answer that meets {@link #atLeast(int)} ends the solve (see {@link #untilFirstAnswer()}). */
    private boolean firstAnswer;
    /** Whether CP-SAT keeps the whole model in its linear relaxation (see {@link #withFullRelaxation()}). */
    private boolean fullRelaxation;
    /** The fewest moves asked for (base included), 0 when nothing is asked. */
    private int required;

    private final CpModel model = new CpModel();
    private final List<Choice> choices = new ArrayList<>();
    private final Map<Point, List<Literal>> makers = new HashMap<>();
    private final Map<Point, IntVar> times = new HashMap<>();

    /**
     * The model of the games that begin with the {@code base} moves (a legal position), then draw every
     * {@code fixed} move (each making the point it makes there) in an order the model picks, and otherwise only
     * {@code candidates} that no base or fixed line forbids. A point is made at a time from its {@code earliest}
     * (1 when absent) to {@code horizon}.
     */
    public LineModel(
            Variant variant,
            List<Move> base,
            List<Move> fixed,
            Collection<Line> candidates,
            Map<Point, Integer> earliest,
            int horizon) {
        this(variant, base, fixed, candidates, earliest, horizon, true);
    }

    /**
     * The same model, or with {@code ordered} false the lines alone (the moves' order forgotten): each drawn line's
     * other points exist, made by some drawn line, but nothing says that a line's points come before it, so the
     * lines need not make a game. It answers how many lines such a figure holds, a bound on the games.
     */
    public LineModel(
            Variant variant,
            List<Move> base,
            List<Move> fixed,
            Collection<Line> candidates,
            Map<Point, Integer> earliest,
            int horizon,
            boolean ordered) {
        CpSat.loadNatives();
        this.variant = variant;
        this.ordered = ordered;
        this.base = List.copyOf(base);
        this.earliest = earliest;
        this.horizon = Math.max(1, horizon);
        existing = new HashSet<>(InitialCross.points(variant));
        base.forEach(move -> existing.add(move.point()));
        Set<Line> drawn = new LinkedHashSet<>();
        base.forEach(move -> drawn.add(Line.of(move)));
        fixed.forEach(move -> drawn.add(Line.of(move)));
        for (Move move : fixed) {
            model.addEquality(choose(Line.of(move), move.pos()), 1);
        }
        candidates.stream()
                .distinct()
                .filter(line -> drawn.stream().noneMatch(d -> d.conflicts(line, variant)))
                .forEach(line -> {
                    for (int i = 0; i < variant.lineLength(); i++) {
                        if (!existing.contains(line.point(i))) {
                            choose(line, i);
                        }
                    }
                });
        makers.values().forEach(model::addAtMostOne);
        choices.forEach(this::requireOtherPointsFirst);
        forbidTouching();
        if (ordered) {
            oneMoveAtATime();
        }
        model.maximize(drawnCount());
    }

    /**
     * Has CP-SAT put every constraint into its linear relaxation (its linearization level 2), which bounds a large
     * model's objective far sooner: the largest symmetric figure of box (1,1,1,1) is proven in seconds on one
     * worker, where the default relaxation on two had not in five minutes (docs/research-log/exact.md).
     */
    public LineModel withFullRelaxation() {
        fullRelaxation = true;
        return this;
    }

    /** Ends the solve at the first answer, which the question "is there a game of N or more?" needs, no more. */
    public LineModel untilFirstAnswer() {
        firstAnswer = true;
        return this;
    }

    /** Asks that at least one of these points be on the board at the end: in the cross, or made by a drawn line. */
    public LineModel requireAPointAmong(Collection<Point> points) {
        if (points.stream().anyMatch(existing::contains)) {
            return this;
        }
        List<Literal> made = new ArrayList<>();
        points.forEach(point -> made.addAll(makers.getOrDefault(point, List.of())));
        if (made.isEmpty()) {
            model.addBoolOr(new Literal[] {model.falseLiteral()});
        } else {
            model.addBoolOr(made);
        }
        return this;
    }

    /**
     * Asks for a figure that the point map {@code image} (a symmetry of the cross) maps onto itself: a line is drawn
     * making a point exactly when its image is drawn making the image point.
     */
    public LineModel invariantUnder(UnaryOperator<Point> image) {
        Map<List<Point>, BoolVar> byDrawing = new HashMap<>();
        choices.forEach(
                c -> byDrawing.put(drawing(c.line(), c.line().point(c.index()), UnaryOperator.identity()), c.chosen()));
        for (Choice choice : choices) {
            BoolVar mapped = byDrawing.get(drawing(choice.line(), choice.line().point(choice.index()), image));
            if (mapped == null) {
                model.addEquality(choice.chosen(), 0);
            } else {
                model.addEquality(choice.chosen(), mapped);
            }
        }
        return this;
    }

    /** A drawn line as its points in the order of their coordinates, the point it makes last: the same for both ends. */
    private List<Point> drawing(Line line, Point made, UnaryOperator<Point> image) {
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < variant.lineLength(); i++) {
            points.add(image.apply(line.point(i)));
        }
        points.sort(Comparator.comparingInt(Point::x).thenComparingInt(Point::y));
        points.add(image.apply(made));
        return points;
    }

    /** Asks for a game of at least this many moves, base included: it must beat a known one, which prunes. */
    public LineModel atLeast(int moves) {
        model.addGreaterOrEqual(drawnCount(), moves - base.size());
        required = Math.max(required, moves);
        return this;
    }

    /** Starts CP-SAT from a known game over these lines (its first solution, before any branch). */
    public LineModel hint(List<Move> game) {
        Map<Move, Integer> order = new HashMap<>();
        game.stream().filter(m -> !existing.contains(m.point())).forEach(m -> order.put(m, order.size() + 1));
        for (Choice choice : choices) {
            Integer at = order.get(choice.line().making(choice.index()));
            model.addHint(choice.chosen(), at == null ? 0 : 1);
            if (at != null && ordered) {
                model.addHint(time(choice.line().point(choice.index())), at);
            }
        }
        return this;
    }

    private LinearExpr drawnCount() {
        return LinearExpr.sum(choices.stream().map(Choice::chosen).toArray(BoolVar[]::new));
    }

    /**
     * Solves for at most {@code limit} on {@code threads} threads; {@code stop} ends it early, as the limit does.
     */
    public Answer solve(Duration limit, int threads, Termination stop) {
        return solve(limit, threads, stop, SILENT);
    }

    /**
     * What a long solve has reached so far, told as it changes: the moves of the best answer found (0 while none) and
     * the most any answer can have by CP-SAT's bound, base moves included in both.
     */
    public interface Progress {
        void reached(int found, int bound);
    }

    private static final Progress SILENT = (found, bound) -> {};

    /** The same solve, telling {@code progress} each new answer and each tighter bound. */
    public Answer solve(Duration limit, int threads, Termination stop, Progress progress) {
        CpSolver solver = new CpSolver();
        solver.getParameters()
                .setMaxTimeInSeconds(Math.max(0.001, limit.toMillis() / 1000.0))
                .setNumWorkers(Math.max(1, threads))
                .setLogSearchProgress(false);
        return run(solver, stop, progress);
    }

    /**
     * Solves on one thread for at most {@code effort} of CP-SAT's deterministic time (about a second of work
     * each), so that the same model gets the same answer on any machine under any load, as a search that
     * checkpoints and resumes needs.
     */
    public Answer solveFor(double effort) {
        CpSolver solver = new CpSolver();
        solver.getParameters().setMaxDeterministicTime(effort).setNumWorkers(1).setLogSearchProgress(false);
        return run(solver, Termination.never(), SILENT);
    }

    /** Asks for a game other than this one: at least one of its lines drawn after the base is left out. */
    public LineModel excluding(List<Move> game) {
        Set<Move> moves = new HashSet<>(game);
        List<Literal> leftOut = choices.stream()
                .filter(c -> moves.contains(c.line().making(c.index())))
                .map(c -> c.chosen().not())
                .toList();
        if (!leftOut.isEmpty()) {
            model.addBoolOr(leftOut);
        }
        return this;
    }

    private Answer run(CpSolver solver, Termination stop, Progress progress) {
        if (fullRelaxation) {
            solver.getParameters().setLinearizationLevel(2);
        }
        solver.getParameters().setStopAfterFirstSolution(firstAnswer);
        CpSolverStatus status = CpSat.solve(solver, model, stop, base.size(), progress == SILENT ? null : progress);
        Status answer =
                switch (status) {
                    case OPTIMAL -> Status.OPTIMAL;
                    case FEASIBLE -> Status.FEASIBLE;
                    case INFEASIBLE -> Status.INFEASIBLE;
                    case UNKNOWN -> Status.UNKNOWN;
                    default -> throw new IllegalStateException("the constraint model is malformed: " + status);
                };
        boolean found = answer == Status.OPTIMAL || answer == Status.FEASIBLE;
        Optional<MsrRecord> game = found && ordered ? Optional.of(game(solver)) : Optional.empty();
        int moves = found ? base.size() + (int) Math.round(solver.objectiveValue()) : 0;
        int bound = answer == Status.INFEASIBLE
                ? Math.max(base.size(), required - 1)
                : base.size() + (int) Math.floor(solver.bestObjectiveBound() + 1e-6);
        return new Answer(answer, game, moves, bound, solver.numBranches(), solver.wallTime());
    }

    private MsrRecord game(CpSolver solver) {
        List<Choice> drawn = choices.stream()
                .filter(c -> solver.booleanValue(c.chosen()))
                .sorted(Comparator.comparingLong(c -> solver.value(time(c.line().point(c.index())))))
                .toList();
        List<Move> moves = new ArrayList<>(base);
        drawn.forEach(c -> moves.add(c.line().making(c.index())));
        MsrRecord game = MsrRecord.of(variant, moves);
        Verdict verdict = Msr.validate(game);
        if (!verdict.legal()) {
            throw new IllegalStateException("the constraint model returned a game the validator refuses: "
                    + verdict.violation().message());
        }
        return game;
    }

    private BoolVar choose(Line line, int index) {
        Point made = line.point(index);
        BoolVar chosen = model.newBoolVar("");
        choices.add(new Choice(line, index, chosen));
        makers.computeIfAbsent(made, p -> new ArrayList<>()).add(chosen);
        if (ordered) {
            time(made);
        }
        return chosen;
    }

    /** A drawn line's other points exist: each from the start, or made by another line, earlier. */
    private void requireOtherPointsFirst(Choice choice) {
        Point made = choice.line().point(choice.index());
        for (int j = 0; j < variant.lineLength(); j++) {
            Point other = choice.line().point(j);
            if (j == choice.index() || existing.contains(other)) {
                continue;
            }
            List<Literal> otherMakers = makers.getOrDefault(other, List.of());
            if (otherMakers.isEmpty()) {
                model.addEquality(choice.chosen(), 0);
                return;
            }
            model.addBoolOr(otherMakers).onlyEnforceIf(choice.chosen());
            if (ordered) {
                model.addLessThan(time(other), time(made)).onlyEnforceIf(choice.chosen());
            }
        }
    }

    /** Parallel lines closer than the touch rule allows: at most one is drawn, and each line once. */
    private void forbidTouching() {
        Map<Line, List<Literal>> byLine = new LinkedHashMap<>();
        choices.forEach(
                c -> byLine.computeIfAbsent(c.line(), l -> new ArrayList<>()).add(c.chosen()));
        Map<String, List<Line>> tracks = new HashMap<>();
        byLine.keySet().forEach(line -> tracks.computeIfAbsent(line.dir() + ":" + line.track(), t -> new ArrayList<>())
                .add(line));
        for (List<Line> track : tracks.values()) {
            track.sort(Comparator.comparingInt(Line::position));
            for (int i = 0; i < track.size(); i++) {
                List<Literal> clique = new ArrayList<>(byLine.get(track.get(i)));
                for (int j = i + 1;
                        j < track.size()
                                && track.get(j).position() - track.get(i).position() <= variant.forbid();
                        j++) {
                    clique.addAll(byLine.get(track.get(j)));
                }
                if (clique.size() > 1) {
                    model.addAtMostOne(clique);
                }
            }
        }
    }

    /**
     * Moves take distinct times: redundant for the rules (only a point's own line must wait for it), it tells
     * CP-SAT that the moves that cannot come before time e must fit between e and the horizon.
     */
    private void oneMoveAtATime() {
        List<IntervalVar> slots = new ArrayList<>();
        for (Choice choice : choices) {
            IntVar at = time(choice.line().point(choice.index()));
            slots.add(model.newOptionalFixedSizeIntervalVar(at, 1, choice.chosen(), ""));
        }
        model.addNoOverlap(slots);
    }

    private IntVar time(Point point) {
        return times.computeIfAbsent(
                point, p -> model.newIntVar(Math.min(horizon, earliest.getOrDefault(p, 1)), horizon, ""));
    }
}
