package io.morpion.search;

import io.morpion.msr.MsrRecord;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.termination.Termination;
import java.util.Optional;

/**
 * A solver whose checkpoints say which configuration they belong to by its key
 * ({@link Algorithm#checkpointKey}), so that the method, the text users read, can be reworded
 * without orphaning the checkpoints of runs under way. The solver's own checkpoint travels inside.
 * A checkpoint taken before keys existed names the method instead, and is matched by it.
 */
final class KeyedSolver implements Solver {

    /** Starts a key where a checkpoint names its configuration; a method starts with its algorithm's name. */
    static final String KEY = "key ";

    private final String key;
    private final Solver solver;

    KeyedSolver(String key, Solver solver) {
        this.key = KEY + key;
        this.solver = solver;
    }

    @Override
    public Checkpoint checkpoint() {
        Checkpoint own = solver.checkpoint();
        return new Checkpoint(own.algorithm(), key, own.toBytes());
    }

    @Override
    public void restore(Checkpoint checkpoint) {
        if (checkpoint.configuration().startsWith(KEY)) {
            checkpoint.requireConfiguration(solver.algorithm(), key);
            solver.restore(Checkpoint.fromBytes(checkpoint.state()));
        } else {
            checkpoint.requireConfiguration(solver.algorithm(), solver.method());
            solver.restore(checkpoint);
        }
    }

    @Override
    public <T> Optional<T> as(Class<T> type) {
        return solver.as(type);
    }

    @Override
    public String algorithm() {
        return solver.algorithm();
    }

    @Override
    public String method() {
        return solver.method();
    }

    @Override
    public SolverStatus solve(Termination termination, SolverListener listener) {
        return solver.solve(termination, listener);
    }

    @Override
    public String summary() {
        return solver.summary();
    }

    @Override
    public SolverStatus status() {
        return solver.status();
    }

    @Override
    public Optional<MsrRecord> best() {
        return solver.best();
    }
}
