package io.morpion.search.local.proofs;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.Solver;
import io.morpion.search.SolverStatus;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.Optional;

/**
 * Whether a longer game than {@code beat} moves keeps a neighbourhood's moves: for a closed neighbourhood, the
 * exhaustive search from the kept position, with {@code beat} as its floor; for an open one, the constraint
 * model ({@link ModelProof}). Its verdict is honest: proven only when every continuation
 * was searched, a longer game only when the validator passed it, and unknown when the limit came first.
 */
public final class LocalProof {

    public enum Outcome {
        /** Every continuation of the kept position was searched: none is longer. */
        PROVEN,
        /** A longer game keeps the position. */
        LONGER,
        /** The limit came before the search was done, and nothing longer was found by then. */
        UNKNOWN
    }

    /** A neighbourhood's verdict, the longer game when there is one, and what the search cost. */
    public record Verdict(Outcome outcome, Optional<MsrRecord> longer, long positions, double seconds) {}

    private LocalProof() {}

    /**
     * Searches the neighbourhood's position for a game longer than {@code beat}, for at most {@code limit}, on
     * {@code threads} threads; {@code stop} ends it early, as a limit does (the verdict is then unknown).
     */
    public static Verdict prove(Neighbourhood neighbourhood, int beat, Duration limit, int threads, Termination stop) {
        if (neighbourhood.open().isPresent()) {
            return ModelProof.open(neighbourhood, neighbourhood.open().get(), beat, limit, threads, stop);
        }
        MsrRecord kept = neighbourhood.kept();
        Solver solver =
                new ExactSolver(new ExactConfig.Chosen(kept.variant(), true, true, beat, 0, 0, kept).config(), threads);
        SolverStatus status = solver.solve(Termination.time(limit).or(stop), null);
        Optional<MsrRecord> longer = solver.best()
                .filter(game -> game.moveCount() > beat)
                .map(game -> {
                    if (Msr.requireLegal(game).score() != game.moveCount()) {
                        throw new IllegalStateException("the exhaustive search returned a game the validator refuses");
                    }
                    return game;
                });
        Outcome outcome = longer.isPresent() ? Outcome.LONGER : status.finished() ? Outcome.PROVEN : Outcome.UNKNOWN;
        return new Verdict(outcome, longer, status.nodes(), status.elapsedSeconds());
    }
}
