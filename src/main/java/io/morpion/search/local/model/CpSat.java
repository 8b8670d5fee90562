package io.morpion.search.local.model;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import io.morpion.search.CpuGate;
import io.morpion.search.termination.Termination;

/** CP-SAT as this project runs it: its native library loaded once, and a solve that a stop can end. */
final class CpSat {

    /** The most native memory one solve may take; past it CP-SAT stops, and the answer is unknown. */
    static final long MAX_MEMORY_MB = 1024;

    private CpSat() {}

    /** Solves the model, ending early when {@code stop} says so. */
    static CpSolverStatus solve(CpSolver solver, CpModel model, Termination stop) {
        // Ctrl-C and TERM are the JVM's: its hooks stop the search through stop; CP-SAT's own handler, were it on,
        // aborts the whole process natively (bad_function_call) when the signal comes mid-solve
        solver.getParameters().setCatchSigintSignal(false);
        // CP-SAT's memory is native, out of the heap's reach: two open-square lanes reached 1.5 GB of RSS (issue 84)
        solver.getParameters().setMaxMemoryInMb(MAX_MEMORY_MB);
        Termination watched = stop.startedAt(System.nanoTime());
        // a stop asked before CP-SAT has started its search is forgotten when it starts: ask until it is done
        Thread watcher = new Thread(() -> {
            try {
                while (true) {
                    if (watched.isTerminated(new Termination.Progress(System.nanoTime(), 0, 0))) {
                        solver.stopSearch();
                    }
                    Thread.sleep(20);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        watcher.setDaemon(true);
        watcher.start();
        // on a service node CP-SAT computes in a solver's turn, as the other searches do
        try (CpuGate.Turn turn = CpuGate.node().enter()) {
            return solver.solve(model);
        } finally {
            watcher.interrupt();
        }
    }

    private static boolean loaded;

    static synchronized void loadNatives() {
        if (!loaded) {
            try {
                Loader.loadNativeLibraries();
            } catch (RuntimeException | LinkageError e) {
                throw new IllegalStateException(
                        "the constraint solver (CP-SAT) does not load on this machine: it "
                                + "ships for Linux on x86-64 only (" + System.getProperty("os.name") + ", "
                                + System.getProperty("os.arch") + ")",
                        e);
            }
            loaded = true;
        }
    }
}
