package io.morpion.search.local.model;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import io.morpion.search.CpuGate;
import io.morpion.search.termination.NativeStop;
import io.morpion.search.termination.Termination;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** CP-SAT as this project runs it: its native library loaded once, and a solve that a stop can end. */
final class CpSat {

    /** The most native memory one solve may take; past it CP-SAT stops, and the answer is unknown. */
    static final long MAX_MEMORY_MB = 1024;

    private CpSat() {}

    /**
     * Solves the model, ending early when {@code stop} says so, and telling {@code progress} (unless null) each better
     * answer and each tighter bound, {@code offset} moves added to both.
     */
    static CpSolverStatus solve(
            CpSolver solver, CpModel model, Termination stop, int offset, LineModel.Progress progress) {
        int[] reached = {0, Integer.MAX_VALUE};
        if (progress != null) {
            // CP-SAT's best-bound callback crashed the JVM natively (OR-Tools 9.15): the bound is read from its log;
            // a class, not a lambda, since the native side calls accept(String), which a lambda does not declare
            solver.getParameters().setLogSearchProgress(true).setLogToStdout(false);
            solver.setLogCallback(new Consumer<String>() {
                @Override
                public void accept(String line) {
                    boundIn(line).ifPresent(bound -> {
                        reached[1] = offset + bound;
                        progress.reached(reached[0], reached[1]);
                    });
                }
            });
        }
        // Ctrl-C and TERM are the JVM's: its hooks stop the search through stop; CP-SAT's own handler, were it on,
        // aborts the whole process natively (bad_function_call) when the signal comes mid-solve
        solver.getParameters().setCatchSigintSignal(false);
        // CP-SAT's memory is native, out of the heap's reach: two open-square lanes reached 1.5 GB of RSS (issue 84)
        solver.getParameters().setMaxMemoryInMb(MAX_MEMORY_MB);
        // on a service node CP-SAT computes in a solver's turn, as the other searches do
        try (NativeStop watcher = NativeStop.watch(stop, solver::stopSearch);
                CpuGate.Turn turn = CpuGate.node().enter()) {
            return solver.solve(model, new CpSolverSolutionCallback() {
                @Override
                public void onSolutionCallback() {
                    reached[0] = offset + (int) Math.round(objectiveValue());
                    if (progress != null) {
                        progress.reached(reached[0], reached[1]);
                    }
                }
            });
        }
    }

    /** A search line of CP-SAT's log, "#Bound 1.2s best:72 next:[73,88] …", gives the bound: 88 there. */
    private static final Pattern NEXT = Pattern.compile("^#.* next:\\[(-?\\d+),(-?\\d+)\\]");

    /** The objective's bound a log line states, if it states one (the maximum of the range still open). */
    static OptionalInt boundIn(String line) {
        Matcher next = NEXT.matcher(line);
        return next.find() ? OptionalInt.of(Integer.parseInt(next.group(2))) : OptionalInt.empty();
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
