package io.morpion.search;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * What only an exhaustive search can say, reached through {@link Solver#as}: a solver that is one
 * settles the optimum when it runs to its end (its status then says {@link
 * SolverStatus#provenOptimal()}); a heuristic only ever finds games.
 */
public interface ExhaustiveSearch {

    /**
     * Whether a finished run proved its best game the longest that begins with the opening it
     * started from: every continuation was searched. Such a run is not {@link
     * SolverStatus#provenOptimal() proven optimal}: other openings may go further.
     */
    boolean provedBestContinuation(SolverStatus status);

    /**
     * What a finished run has shown beyond its best game, in words, when its schedule bounded it:
     * limited by depth, or by a floor nobody reached. Empty otherwise.
     */
    Optional<String> boundedFinding(SolverStatus status);

    /** How far through its tree it is, for a progress line ("subtrees 12/40 done"). */
    String progressDetail();

    /** An estimate of the nodes still to visit before the search ends on its own, for its time left. */
    OptionalLong nodesLeft();

    /** Whether a solver is an exhaustive search that proved its best the longest from its opening. */
    static boolean provedBestContinuation(Solver solver, SolverStatus status) {
        return solver.as(ExhaustiveSearch.class)
                .map(search -> search.provedBestContinuation(status))
                .orElse(false);
    }

    /** A solver's estimate of the nodes left to its own end; empty for a heuristic, which has none. */
    static OptionalLong nodesLeft(Solver solver) {
        return solver.as(ExhaustiveSearch.class)
                .map(ExhaustiveSearch::nodesLeft)
                .orElse(OptionalLong.empty());
    }
}
