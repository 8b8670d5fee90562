package io.morpion.search;

import io.morpion.msr.MsrRecord;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.termination.Termination;
import java.util.Optional;

/**
 * One search algorithm with its complete state. {@link #solve} runs until its termination and may
 * be called again to continue; {@link #checkpoint()} captures everything (random generator
 * included), so that a fresh solver given the same configuration and {@link #restore}d from it
 * continues exactly as the original would have.
 */
public interface Solver {

    long PROGRESS_INTERVAL_NANOS = 250_000_000L;

    /** Most worker threads one search may run on. */
    int MAX_THREADS = 256;

    /**
     * The algorithm's name, as the API and MSR solver blocks write it: nrpa, perturbation, beam, annealing, sampling,
     * exact.
     */
    String algorithm();

    /** The algorithm and its parameters for an MSR solver block, e.g. "nrpa L3 N=100 alpha=1". */
    String method();

    SolverStatus solve(Termination termination, SolverListener listener);

    /**
     * What the solver has to say about its state beyond its best game, for the end of a search, or
     * empty: a perturbation search counts the distinct games of its archive by score.
     */
    default String summary() {
        return "";
    }

    SolverStatus status();

    Optional<MsrRecord> best();

    Checkpoint checkpoint();

    /**
     * Replaces this solver's state with a checkpoint taken from a solver of the same algorithm. A
     * solver built from a spec also refuses a checkpoint of another configuration (its key).
     */
    void restore(Checkpoint checkpoint);

    /**
     * This solver, or the one it wraps, as the given type: what only some solvers can do, such as
     * trade with a campaign ({@link io.morpion.search.archive.ArchiveTrader}) or say what an exhaustive search has shown
     * ({@link ExhaustiveSearch}).
     */
    default <T> Optional<T> as(Class<T> type) {
        return type.isInstance(this) ? Optional.of(type.cast(this)) : Optional.empty();
    }
}
