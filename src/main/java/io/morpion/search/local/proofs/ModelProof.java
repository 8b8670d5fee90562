package io.morpion.search.local.proofs;

import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.search.local.model.Line;
import io.morpion.search.local.model.LineModel;
import io.morpion.search.local.model.Reach;
import io.morpion.search.local.model.Square;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.LocalProof.Verdict;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Local proofs by the constraint model ({@link LineModel}): open squares, which only it can express, and closed
 * neighbourhoods, where it is a second method beside the exhaustive search and the two must agree.
 */
public final class ModelProof {

    private ModelProof() {}

    /**
     * Whether a game longer than {@code beat} draws the kept lines and otherwise only lines that meet the
     * square: CP-SAT proves it infeasible (proven), finds one (longer), or the limit comes first (unknown).
     * The kept moves that need no freed move's point are drawn first, as they were; only the others need an
     * order, which the model picks.
     */
    static Verdict open(
            Neighbourhood neighbourhood, Square square, int beat, Duration limit, int threads, Termination stop) {
        return verdict(openModel(neighbourhood.kept(), square).atLeast(beat + 1).solve(limit, threads, stop));
    }

    /** What a search asks of a neighbourhood: another game, at least as long as the one it came from. */
    public record Alternative(Optional<MsrRecord> game, long branches) {}

    /**
     * A game of at least {@code game}'s length that keeps the neighbourhood's moves and is not {@code game},
     * within {@code effort} of CP-SAT's deterministic time: the same answer for the same question, under any
     * load.
     */
    public static Alternative alternative(Neighbourhood neighbourhood, MsrRecord game, double effort) {
        MsrRecord kept = neighbourhood.kept();
        LineModel model = neighbourhood.open().isPresent()
                ? openModel(kept, neighbourhood.open().get())
                : continuations(kept, game.moveCount() + 1 - kept.moveCount());
        LineModel.Answer answer = model.atLeast(game.moveCount())
                .excluding(game.moves())
                .hint(game.moves())
                .solveFor(effort);
        return new Alternative(answer.game(), answer.branches());
    }

    private static LineModel openModel(MsrRecord kept, Square square) {
        Variant variant = kept.variant();
        Set<Point> made = new HashSet<>(InitialCross.points(variant));
        List<Move> base = new ArrayList<>();
        List<Move> needing = new ArrayList<>();
        for (Move move : kept.moves()) {
            boolean ready = true;
            for (int i = 0; i < variant.lineLength(); i++) {
                ready &= i == move.pos() || made.contains(move.linePoint(i));
            }
            if (ready) {
                base.add(move);
                made.add(move.point());
            } else {
                needing.add(move);
            }
        }
        List<Line> allowed = new ArrayList<>(Line.meeting(square, variant));
        needing.forEach(move -> allowed.add(Line.of(move)));
        Reach reach = Reach.among(variant, base, allowed);
        return new LineModel(
                variant,
                base,
                needing,
                reach.lines(),
                reach.depths(),
                reach.lines().size());
    }

    /**
     * The length of the longest game that keeps a legal position, by the model alone; empty when the limit
     * came first. Each round asks for one move more than the best game known, over the lines that many moves
     * can reach, until none is found.
     */
    public static OptionalInt longest(MsrRecord position, Duration limit, int threads) {
        long deadline = System.nanoTime() + limit.toNanos();
        int known = position.moveCount();
        while (true) {
            Duration left = Duration.ofNanos(deadline - System.nanoTime());
            if (left.isNegative() || left.isZero()) {
                return OptionalInt.empty();
            }
            LineModel.Answer answer = continuations(position, known + 1 - position.moveCount())
                    .atLeast(known + 1)
                    .solve(left, threads, Termination.never());
            switch (answer.status()) {
                case INFEASIBLE -> {
                    return OptionalInt.of(known);
                }
                case UNKNOWN -> {
                    return OptionalInt.empty();
                }
                default -> known = answer.game().orElseThrow().moveCount();
            }
        }
    }

    /** The model of the games that keep a legal position, over the lines its next {@code depth} moves reach. */
    private static LineModel continuations(MsrRecord position, int depth) {
        Reach reach = Reach.of(position.variant(), position.moves(), depth);
        return new LineModel(position.variant(), position.moves(), List.of(), reach.lines(), reach.depths(), depth);
    }

    private static Verdict verdict(LineModel.Answer answer) {
        Outcome outcome =
                switch (answer.status()) {
                    case INFEASIBLE -> Outcome.PROVEN;
                    case OPTIMAL, FEASIBLE -> Outcome.LONGER;
                    case UNKNOWN -> Outcome.UNKNOWN;
                };
        Optional<MsrRecord> longer = outcome == Outcome.LONGER ? answer.game() : Optional.empty();
        return new Verdict(outcome, longer, answer.branches(), answer.seconds());
    }
}
