package io.morpion.service.runs;

import io.morpion.search.Solver;

/**
 * Something a feature built on runs adds to a run's solver before it starts or goes on, such as a
 * campaign's shared archive for its workers. Runs know no such feature; features find runs.
 */
public interface RunSolverHook {

    /** Called on the run's own thread with the solver it is about to run, fresh or restored. */
    void attach(RunEntity run, Solver solver);
}
