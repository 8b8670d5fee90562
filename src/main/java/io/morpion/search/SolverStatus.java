package io.morpion.search;

/**
 * A solver's progress: its best score so far, the work done and the time spent over its whole life.
 *
 * @param bestScore   moves in the best game found, 0 before the first
 * @param nodes       work units done: playouts, expansions or moves, as the solver counts them
 * @param elapsedNanos time spent solving, summed over every solve call including before a restore
 * @param finished    true when the solver has exhausted its own schedule (a fixed-size run that ended,
 *                    or an exhaustive search that visited every position)
 * @param provenOptimal true only when an exhaustive search drained the whole tree: no game of the
 *                    variant is longer than the best score
 */
public record SolverStatus(int bestScore, long nodes, long elapsedNanos, boolean finished, boolean provenOptimal) {

    public SolverStatus(int bestScore, long nodes, long elapsedNanos, boolean finished) {
        this(bestScore, nodes, elapsedNanos, finished, false);
    }

    public double nodesPerSecond() {
        return elapsedNanos == 0 ? 0 : nodes * 1e9 / elapsedNanos;
    }

    public double elapsedSeconds() {
        return elapsedNanos / 1e9;
    }
}
