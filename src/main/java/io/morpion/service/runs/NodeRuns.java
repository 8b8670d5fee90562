package io.morpion.service.runs;

import io.morpion.search.CpuGate;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.runtime.configuration.MemorySize;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;

/**
 * The runs executing on this node, so that a control request reaches a local job at once (others
 * learn of it from their next heartbeat) and so that a shutdown can hand every job back.
 */
@ApplicationScoped
public class NodeRuns {

    private static final Logger LOG = Logger.getLogger(NodeRuns.class);
    private static final long SHUTDOWN_WAIT_MILLIS = 30_000;

    /** One job executing here; the first stop reason given wins. */
    static final class Execution {
        final long runId;
        private volatile RunControl stop;
        /** Nodes per second at the last heartbeat. */
        volatile double rate;
        /** Why its state no longer fits a checkpoint, once it does not: the run pauses. */
        volatile String tooLarge;

        Execution(long runId) {
            this.runId = runId;
        }

        synchronized void stop(RunControl reason) {
            if (stop == null || reason == RunControl.LEASE_LOST) {
                stop = reason;
            }
        }

        RunControl stopReason() {
            return stop;
        }
    }

    private final Map<Long, Execution> running = new ConcurrentHashMap<>();
    /** The memory the runs executing here may hold, by run: what {@link #memoryBudget()} is shared by. */
    private final Map<Long, Long> memoryHeld = new ConcurrentHashMap<>();

    private int waitingForMemory;

    private volatile boolean shuttingDown;

    @Inject
    RunJobs jobs;

    @Inject
    RunMetrics metrics;

    @Inject
    RunsConfig config;

    void onStart(@Observes StartupEvent event) {
        CpuGate.node().limit(config.solverThreads());
        metrics.nodeRate(
                () -> running.values().stream().mapToDouble(e -> e.rate).sum());
    }

    Execution register(long runId) {
        Execution execution = new Execution(runId);
        if (shuttingDown) {
            execution.stop(RunControl.SHUTDOWN);
        }
        running.put(runId, execution);
        return execution;
    }

    synchronized void unregister(Execution execution) {
        running.remove(execution.runId, execution);
        memoryHeld.remove(execution.runId);
        notifyAll();
    }

    /** The memory this node lends its runs together, in bytes: {@code morpion.runs.memory-budget}, else 3/4 of the heap. */
    public long memoryBudget() {
        return config.memoryBudget()
                .map(MemorySize::asLongValue)
                .orElse(Runtime.getRuntime().maxMemory() / 4 * 3);
    }

    /** Runs whose job has fired here and waits for their memory to fit. */
    synchronized int waitingForMemory() {
        return waitingForMemory;
    }

    /** The memory the runs executing here hold together, in bytes. */
    long memoryInUse() {
        return memoryHeld.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * Waits until the run's memory fits beside the runs executing here, then counts it as theirs; false when the node
     * shuts down first. A run larger than the whole budget was refused when it was queued; one that got in before
     * the budget was lowered waits only until this node is idle.
     */
    synchronized boolean reserveMemory(long runId, long bytes) throws InterruptedException {
        waitingForMemory++;
        try {
            while (!shuttingDown && !memoryHeld.isEmpty() && memoryInUse() + bytes > memoryBudget()) {
                wait(1_000);
            }
        } finally {
            waitingForMemory--;
        }
        if (shuttingDown) {
            return false;
        }
        memoryHeld.put(runId, bytes);
        return true;
    }

    /** Gives back a run's memory that no execution holds (it could not be claimed). */
    synchronized void releaseMemory(long runId) {
        if (memoryHeld.remove(runId) != null) {
            notifyAll();
        }
    }

    /** Passes a control request to the run's job if it executes on this node. */
    void signal(long runId, RunControl control) {
        Execution execution = running.get(runId);
        if (execution != null) {
            execution.stop(control);
        }
    }

    /** This node's name in the cluster, as runs and local proofs record where they ran. */
    public String name() {
        return jobs.nodeName();
    }

    public boolean isShuttingDown() {
        return shuttingDown;
    }

    /**
     * Runs a Quartz job's work, unless the node is shutting down; a job whose node is shutting down never
     * returns to Quartz, which then hands it to the next node as after a crash (see SearchRunJob).
     */
    void asJob(Runnable work) {
        try {
            if (!shuttingDown) {
                work.run();
            }
        } finally {
            if (shuttingDown) {
                holdUntilExit();
            }
        }
    }

    /** Keeps a Quartz job thread (a daemon) busy until the process ends. */
    private void holdUntilExit() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // still holding: returning would tell Quartz the job is done
            }
        }
    }

    boolean isRunningHere(long runId) {
        return running.containsKey(runId);
    }

    /**
     * Before Quartz itself shuts down: take no new runs, then have every job here checkpoint and
     * go back to the queue, where another node (or this one, restarted) takes it up.
     */
    void onShutdown(@Observes ShutdownEvent event) {
        shuttingDown = true;
        try {
            jobs.standby();
        } catch (RuntimeException e) {
            LOG.warnf("could not stop taking runs: %s", e.getMessage());
        }
        running.values().forEach(e -> e.stop(RunControl.SHUTDOWN));
        long deadline = System.currentTimeMillis() + SHUTDOWN_WAIT_MILLIS;
        synchronized (this) {
            while (!running.isEmpty() && System.currentTimeMillis() < deadline) {
                try {
                    wait(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        if (!running.isEmpty()) {
            LOG.warnf("runs %s did not stop in time; they resume from their last checkpoint", running.keySet());
        }
    }
}
