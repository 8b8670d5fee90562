package io.morpion.service.runs;

import io.morpion.service.db.PeriodicPass;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Keeps the runs' table and Quartz's in step. A run that waits or runs must have a job; one
 * whose job is gone (its execution ended while the database was out of reach, and Quartz then
 * closed the job) would stay RUNNING for good with nothing to run it. At start-up and then
 * periodically, each such orphan is queued again to go on from its last checkpoint, or, if a
 * pause or cancel was waiting for it, paused or cancelled. Every node does this; the row lock
 * and a second look at Quartz make two nodes agree.
 */
@ApplicationScoped
public class RunReconciler extends PeriodicPass {

    private static final Logger LOG = Logger.getLogger(RunReconciler.class);

    @Inject
    EntityManager em;

    @Inject
    RunJobs jobs;

    @Inject
    RunsConfig config;

    RunReconciler() {
        super("run-reconciler", "could not compare the runs with their jobs");
    }

    @Override
    protected Duration every() {
        return config.reconcileInterval();
    }

    @Override
    protected void pass() {
        reconcile();
    }

    /**
     * Repairs every orphaned run, in one transaction and in queue order, so that Quartz sees
     * their new triggers together and takes them in their old order; returns their ids.
     */
    List<Long> reconcile() {
        List<Long> unfinished = QuarkusTransaction.requiringNew().call(RunEntity::queuedOrRunningIds);
        List<Long> orphans = unfinished.stream().filter(id -> !jobs.exists(id)).toList();
        if (orphans.isEmpty()) {
            return orphans;
        }
        return QuarkusTransaction.requiringNew().call(() -> {
            List<Long> repaired = new ArrayList<>();
            for (long id : orphans) {
                if (repair(id)) {
                    repaired.add(id);
                }
            }
            return repaired;
        });
    }

    /** Gives an orphaned run what it was waiting for; false if it turns out not to be one. */
    boolean repair(long id) {
        RunEntity run = em.find(RunEntity.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (run == null || !run.status.wantsJob() || jobs.exists(id)) {
            return false;
        }
        RunStatus was = run.status;
        RunControl asked = run.requested;
        if (asked == RunControl.PAUSE || asked == RunControl.CANCEL || asked == RunControl.FINISH) {
            RunLedger.stopWithoutExecution(run, asked);
        } else {
            RunLedger.detach(run);
            if (run.status != RunStatus.QUEUED) {
                run.moveTo(RunStatus.QUEUED);
            }
            jobs.enqueue(run.id, run.queueSeq);
        }
        LOG.warnf(
                "run %d was %s with no job to run it; now %s%s",
                id,
                was.word(),
                run.status.word(),
                run.status == RunStatus.QUEUED ? ", to go on from its last checkpoint" : "");
        return true;
    }
}
