package io.morpion.search;

/**
 * Hears a running solver. Both calls come on the solver's own thread, between steps, so a
 * listener may call {@link Solver#checkpoint()} from {@link #onProgress} to save the run.
 */
public interface SolverListener {

    SolverListener NONE = new SolverListener() {};

    /** Called whenever the best game improves. */
    default void onImprovement(Improvement improvement) {}

    /** Called about every {@link Solver#PROGRESS_INTERVAL_NANOS} and once when a solve call returns. */
    default void onProgress(Solver solver, SolverStatus status) {}
}
