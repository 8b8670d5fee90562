package io.morpion.search;

import io.morpion.msr.MsrRecord;
import io.morpion.search.termination.Termination;
import java.util.Optional;
import java.util.OptionalLong;

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

    /**
     * Whether running it to its end settles the optimum: true for an exhaustive search, whose
     * status then says {@link SolverStatus#provenOptimal()}; a heuristic only ever finds games.
     */
    default boolean exhaustive() {
        return false;
    }

    /**
     * Whether a finished run proved its best game the longest that begins with the opening it
     * started from: an exhaustive search from an opening that searched every continuation. Such a
     * run is not {@link SolverStatus#provenOptimal() proven optimal}: other openings may go further.
     */
    default boolean provedBestContinuation(SolverStatus status) {
        return false;
    }

    /**
     * What a finished run has shown beyond its best game, in words, when its schedule bounded it:
     * an exhaustive search limited by depth, or by a floor nobody reached. Empty otherwise.
     */
    default Optional<String> boundedFinding(SolverStatus status) {
        return Optional.empty();
    }

    /** How far through a known whole it is, for a progress line ("subtrees 12/40 done"), or empty. */
    default String progressDetail() {
        return "";
    }

    /**
     * An estimate of the nodes still to visit before the search ends on its own, for its time left:
     * an exhaustive search knows its tree, a heuristic has no end of its own and says nothing.
     */
    default OptionalLong nodesLeft() {
        return OptionalLong.empty();
    }

    SolverStatus status();

    Optional<MsrRecord> best();

    Checkpoint checkpoint();

    /**
     * Replaces this solver's state with a checkpoint taken from a solver of the same algorithm. A
     * solver built from a spec also refuses a checkpoint of another configuration (its key).
     */
    void restore(Checkpoint checkpoint);

    /** This solver, or the one it wraps, as the given type: a campaign's worker is one that can trade. */
    default <T> Optional<T> as(Class<T> type) {
        return type.isInstance(this) ? Optional.of(type.cast(this)) : Optional.empty();
    }
}
