package io.morpion.search.analysis;

import io.morpion.engine.Position;
import io.morpion.msr.MsrRecord;
import io.morpion.search.CpuGate;
import io.morpion.search.Rng;
import io.morpion.search.dna.DnaFromPosition;
import io.morpion.search.exact.ExactCompletion;
import java.time.Duration;

/**
 * What is still possible from a position: the exhaustive search over its continuations first, which near the end
 * of a game finishes and proves the best one; when it does not finish within its share of the budget, the default
 * climber searches the games that begin with the position for the rest ({@link DnaFromPosition}), and the longest
 * game met is a lower bound only.
 */
public final class Outlook {

    /** The exhaustive search's share of the budget; the climber has the rest when it does not finish. */
    static final double EXACT_SHARE = 0.6;

    /** Random completions (the bench's reference) between two chances for a waiting thread to take the gate's turn. */
    private static final int PLAYOUTS_BETWEEN_TURNS = 256;

    /**
     * @param best      the longest game met that begins with the position (the position itself when it is over)
     * @param proven    every continuation was searched: no game that begins with the position is longer
     * @param positions positions the exhaustive search visited
     * @param playouts  games played after it (the climber's, or completions)
     */
    public record Answer(MsrRecord best, boolean proven, long positions, long playouts, double seconds) {
        /** Moves the best game adds to the position. */
        public int more(MsrRecord position) {
            return best.moveCount() - position.moveCount();
        }
    }

    private Outlook() {}

    /**
     * Looks ahead from a legal position for at most about {@code budget}, in the calling thread and in a turn of
     * the node's CPU gate, as every search computes. {@code seed} draws everything random the climber does.
     */
    public static Answer of(MsrRecord position, Duration budget, long seed) {
        return of(position, budget, seed, Completions.DNA);
    }

    /**
     * How the budget the exhaustive search leaves is spent: the default climber from the position (the default), nested
     * rollouts or plain random completions, kept to measure the default against (docs/research-log.md, 2026-12-06).
     */
    public enum Completions {
        RANDOM,
        NESTED,
        /** The default climber from the position ({@link DnaFromPosition}). */
        DNA
    }

    /** Looks ahead as {@link #of(MsrRecord, Duration, long)} does, spending what is left as {@code completions} says. */
    public static Answer of(MsrRecord position, Duration budget, long seed, Completions completions) {
        long start = System.nanoTime();
        Position replayed = Position.of(position);
        try (CpuGate.Turn turn = CpuGate.node().enter()) {
            Duration exactLimit = Duration.ofNanos((long) (budget.toNanos() * EXACT_SHARE));
            ExactCompletion.Result exact = ExactCompletion.longest(
                    position.variant(), position.moves(), position.moveCount(), Long.MAX_VALUE, exactLimit);
            MsrRecord best = exact.longer()
                    .map(game -> MsrRecord.of(position.variant(), game))
                    .orElse(position);
            if (exact.finished()) {
                return new Answer(best, true, exact.positions(), 0, seconds(start));
            }
            long deadline = start + budget.toNanos();
            long playouts;
            if (completions == Completions.DNA) {
                Duration left = Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
                DnaFromPosition.Climb climb = DnaFromPosition.climb(position, left, seed);
                if (climb.best().isPresent() && climb.best().get().moveCount() > best.moveCount()) {
                    best = climb.best().get();
                }
                playouts = climb.games();
            } else if (completions == Completions.NESTED) {
                NestedRollouts nested = new NestedRollouts(replayed, new Rng(seed), deadline);
                nested.run();
                int from = replayed.ply();
                for (int move : nested.bestMoves()) {
                    replayed.play(move);
                }
                if (replayed.ply() > best.moveCount()) {
                    best = replayed.toRecord();
                }
                replayed.undoTo(from);
                playouts = nested.playouts();
            } else {
                playouts = 0;
                Rng rng = new Rng(seed);
                int from = replayed.ply();
                do {
                    while (!replayed.terminal()) {
                        replayed.play(replayed.legalMove(rng.nextInt(replayed.legalCount())));
                    }
                    if (replayed.ply() > best.moveCount()) {
                        best = replayed.toRecord();
                    }
                    replayed.undoTo(from);
                    if (++playouts % PLAYOUTS_BETWEEN_TURNS == 0) {
                        CpuGate.node().pause();
                    }
                } while (System.nanoTime() - deadline < 0);
            }
            return new Answer(best, false, exact.positions(), playouts, seconds(start));
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
