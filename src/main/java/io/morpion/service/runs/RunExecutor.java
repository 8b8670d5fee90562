package io.morpion.service.runs;

import io.morpion.search.ExhaustiveSearch;
import io.morpion.search.Improvement;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import io.morpion.service.db.DatabaseOutage;
import io.quarkus.runtime.configuration.MemorySize;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jboss.logging.Logger;

/**
 * Runs one execution of a search run on the calling (Quartz) thread: restore the newest good
 * checkpoint, solve until the budget ends or a stop is asked for, heartbeat and checkpoint along
 * the way, and record how it ended.
 */
@ApplicationScoped
public class RunExecutor {

    private static final Logger LOG = Logger.getLogger(RunExecutor.class);
    private static final long OUTAGE_RETRY_MILLIS = 2_000;

    @Inject
    RunLedger ledger;

    @Inject
    NodeRuns node;

    @Inject
    RunJobs jobs;

    @Inject
    RunsConfig config;

    @Inject
    Instance<RunSolverHook> hooks;

    void execute(long runId) {
        // the run waits in the queue, not yet claimed, until its memory fits beside the runs executing here
        OptionalLong memory = ledger.memoryOf(runId);
        try {
            if (memory.isEmpty() || !node.reserveMemory(runId, memory.getAsLong())) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        Optional<RunLedger.Claim> claimed = ledger.claim(runId, jobs.nodeName());
        if (claimed.isEmpty()) {
            node.releaseMemory(runId);
            return;
        }
        RunLedger.Claim claim = claimed.get();
        NodeRuns.Execution execution = node.register(runId);
        try {
            SolverSpec spec = claim.run().spec();
            Solver solver = restore(spec, runId);
            for (RunSolverHook hook : hooks) {
                hook.attach(claim.run(), solver);
            }
            LOG.infof(
                    "run %d: %s from %,d nodes",
                    runId,
                    claim.run().checkpoints > 0 ? "resumed" : "started",
                    solver.status().nodes());
            Termination termination = claim.run()
                    .budget()
                    .termination(solver.status().elapsedNanos())
                    .or(Termination.cancelledWhen(() -> execution.stopReason() != null));
            Progress progress = new Progress(claim, execution, solver.status());
            solver.solve(termination, progress);
            untilTheDatabaseAnswers(() -> {
                progress.recordImprovements(solver);
                progress.fileBest(true);
            });
            RunControl reason = execution.stopReason();
            if (reason != RunControl.LEASE_LOST) {
                // a run that ends needs no checkpoint to go on from; one that stops to go on later does
                boolean ends = reason == null || reason == RunControl.CANCEL || reason == RunControl.FINISH;
                long start = System.nanoTime();
                byte[] last = null;
                String tooLarge = execution.tooLarge;
                if (tooLarge == null) {
                    try {
                        last = checkpointBytes(solver);
                    } catch (CheckpointException e) {
                        tooLarge = e.getMessage();
                    }
                }
                if (tooLarge != null && !ends) {
                    pauseTooLarge(claim, tooLarge);
                    return;
                }
                byte[] kept = last;
                long takeMillis = (System.nanoTime() - start) / 1_000_000;
                SolverStatus end = solver.status();
                untilTheDatabaseAnswers(() -> ledger.finish(
                        claim, reason, end, ExhaustiveSearch.provedBestContinuation(solver, end), kept, takeMillis));
                LOG.infof(
                        "run %d: %s at best %d",
                        runId,
                        reason == null ? "finished" : reason.name().toLowerCase(),
                        solver.status().bestScore());
            }
        } catch (RunLedger.LeaseLostException e) {
            LOG.warnf("run %d: %s; this node stops it", runId, e.getMessage());
        } catch (RuntimeException e) {
            if (DatabaseOutage.causedBy(e)) {
                // The run stays RUNNING. Once the database is back Quartz closes the job, and RunReconciler
                // queues the run again to go on from its last checkpoint.
                LOG.warnf("run %d: stopped with the database out of reach; it resumes from its last checkpoint", runId);
                return;
            }
            LOG.errorf(e, "run %d failed", runId);
            try {
                ledger.fail(claim, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            } catch (RuntimeException again) {
                LOG.errorf(again, "run %d: could not record the failure", runId);
            }
        } finally {
            node.unregister(execution);
        }
    }

    /** The solver's checkpoint as it is stored, or a refusal when it takes more than a checkpoint may. */
    private byte[] checkpointBytes(Solver solver) {
        byte[] bytes = solver.checkpoint().toBytes();
        long most = config.maxCheckpoint().map(MemorySize::asLongValue).orElse((long) Checkpoint.MAX_BYTES);
        if (bytes.length > most) {
            throw new CheckpointException("its checkpoint would take " + size(bytes.length)
                    + ", more than a checkpoint may (" + size(most) + ", morpion.runs.max-checkpoint)");
        }
        return bytes;
    }

    /** A size in the unit that shows it: kilobytes under a megabyte, megabytes from there, rounded up. */
    private static String size(long bytes) {
        return bytes < 1 << 20 ? ((bytes + 1023) >> 10) + " KB" : ((bytes + (1 << 20) - 1) >> 20) + " MB";
    }

    /** Pauses a run whose state no longer fits a checkpoint, saying why: nothing it found is lost. */
    private void pauseTooLarge(RunLedger.Claim claim, String tooLarge) {
        LOG.warnf("run %d: paused: %s", claim.runId(), tooLarge);
        untilTheDatabaseAnswers(() -> ledger.pauseTooLarge(
                claim,
                "paused: " + tooLarge + "; its best is kept, and its last checkpoint that fit: resume it to go on from"
                        + " there, or queue it anew with a smaller pool or archive"));
    }

    /**
     * Writes the end of a run, waiting out an outage of the database (the solver's result is in
     * memory and must not be lost); gives up only when this node shuts down.
     */
    private void untilTheDatabaseAnswers(Runnable write) {
        while (true) {
            try {
                write.run();
                return;
            } catch (RuntimeException e) {
                if (!DatabaseOutage.causedBy(e) || node.isShuttingDown()) {
                    throw e;
                }
                DatabaseOutage.noticed(e);
                try {
                    Thread.sleep(OUTAGE_RETRY_MILLIS);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /** A solver for the spec, at the newest checkpoint that is whole, or fresh if there is none. */
    private Solver restore(SolverSpec spec, long runId) {
        List<byte[]> stored = ledger.checkpoints(runId);
        for (byte[] bytes : stored) {
            Solver solver = spec.create();
            try {
                solver.restore(Checkpoint.fromBytes(bytes));
                return solver;
            } catch (CheckpointException e) {
                LOG.warnf("run %d: a stored checkpoint is unusable (%s); trying an older one", runId, e.getMessage());
            }
        }
        if (!stored.isEmpty()) {
            throw new IllegalStateException("none of the run's checkpoints can be restored");
        }
        return spec.create();
    }

    /** Hears the solver between its steps, on its own thread: the only place the run is written. */
    private final class Progress implements SolverListener {
        private final RunLedger.Claim claim;
        private final NodeRuns.Execution execution;
        private final Queue<Improvement> found = new ConcurrentLinkedQueue<>();
        private long nextHeartbeat;
        private long nextCheckpoint;
        private long lastNodes;
        private long lastElapsed;
        /** The best score recorded, and the best score already offered for filing as a record. */
        private int recordedScore;

        private int filedScore = -1;
        /** While the database is out of reach: when to try writing again. */
        private long retryAt;

        Progress(RunLedger.Claim claim, NodeRuns.Execution execution, SolverStatus start) {
            this.claim = claim;
            this.execution = execution;
            long now = System.nanoTime();
            this.nextHeartbeat = now;
            this.nextCheckpoint = now + config.checkpointInterval().toNanos();
            this.lastNodes = start.nodes();
            this.lastElapsed = start.elapsedNanos();
            // A crash may have come between an improvement and its filing: the first heartbeat checks.
            this.recordedScore = claim.run().bestScore;
        }

        @Override
        public void onImprovement(Improvement improvement) {
            // May come from an island's thread; written on the solver's own thread at the next progress call.
            found.add(improvement);
        }

        @Override
        public void onProgress(Solver solver, SolverStatus status) {
            long now = System.nanoTime();
            if (execution.stopReason() == RunControl.LEASE_LOST || now < retryAt) {
                return;
            }
            try {
                recordImprovements(solver);
                if (now >= nextHeartbeat) {
                    long dt = status.elapsedNanos() - lastElapsed;
                    double rate = dt > 0 ? (status.nodes() - lastNodes) * 1e9 / dt : 0;
                    lastNodes = status.nodes();
                    lastElapsed = status.elapsedNanos();
                    execution.rate = rate;
                    ledger.heartbeat(claim, status, rate, ExhaustiveSearch.nodesLeft(solver))
                            .ifPresent(execution::stop);
                    fileBest(false);
                    nextHeartbeat = now + config.heartbeatInterval().toNanos();
                }
                if (now >= nextCheckpoint && execution.stopReason() == null) {
                    try {
                        byte[] checkpoint = checkpointBytes(solver);
                        ledger.checkpoint(claim, checkpoint, status, (System.nanoTime() - now) / 1_000_000);
                    } catch (CheckpointException tooLarge) {
                        // the state no longer fits: pause, keeping the best and the last checkpoint that fit
                        execution.tooLarge = tooLarge.getMessage();
                        execution.stop(RunControl.PAUSE);
                    }
                    nextCheckpoint =
                            System.nanoTime() + config.checkpointInterval().toNanos();
                }
            } catch (RunLedger.LeaseLostException e) {
                LOG.warnf("run %d: %s; this node stops it", claim.runId(), e.getMessage());
                execution.stop(RunControl.LEASE_LOST);
            } catch (RuntimeException e) {
                if (!DatabaseOutage.causedBy(e)) {
                    throw e;
                }
                // The search goes on in memory; what it finds meanwhile waits in the queue for the database.
                DatabaseOutage.noticed(e);
                retryAt = now + config.heartbeatInterval().toNanos();
            }
        }

        /** Writes what was found, each improvement leaving the queue only once it is stored. */
        void recordImprovements(Solver solver) {
            Improvement next;
            while ((next = found.peek()) != null) {
                ledger.improvement(claim, next, solver.method());
                found.remove();
                recordedScore = Math.max(recordedScore, next.score());
            }
        }

        /**
         * Files the run's best as a record when it is new since the last time (and beats its category); before the
         * run ends, only a best worth a hunter's attention (RunLedger#fileBest).
         */
        void fileBest(boolean ending) {
            if (recordedScore > filedScore) {
                int settled = ledger.fileBest(claim, ending);
                if (settled >= 0) {
                    filedScore = settled;
                }
            }
        }
    }
}
