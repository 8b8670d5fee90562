package io.morpion.search.termination;

/**
 * A native solver (CP-SAT, SCIP) stopped by a {@link Termination}: a thread of its own asks the condition every 20
 * ms while the solve runs and, once it holds, asks the solver to stop, again and again until the solve returns and
 * this is closed, since a stop asked before a native solver has begun its search is forgotten when it begins.
 */
public final class NativeStop implements AutoCloseable {

    private final Thread watcher;
    private volatile boolean asked;

    private NativeStop(Termination stop, Runnable stopSolver) {
        Termination watched = stop.startedAt(System.nanoTime());
        watcher = new Thread(() -> {
            try {
                while (true) {
                    if (watched.isTerminated(new Termination.Progress(System.nanoTime(), 0, 0))) {
                        asked = true;
                        stopSolver.run();
                    }
                    Thread.sleep(20);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        watcher.setDaemon(true);
        watcher.start();
    }

    /** Starts watching {@code stop} for a solve that begins now; close it once the solve has returned. */
    public static NativeStop watch(Termination stop, Runnable stopSolver) {
        return new NativeStop(stop, stopSolver);
    }

    /** Whether the condition held and the solver was asked to stop. */
    public boolean asked() {
        return asked;
    }

    @Override
    public void close() {
        watcher.interrupt();
    }
}
