package io.morpion.service.proofs;

import io.morpion.service.runs.RunJobs;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Set;
import org.quartz.JobBuilder;
import org.quartz.JobDetail;
import org.quartz.JobKey;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.Trigger;
import org.quartz.TriggerKey;

/**
 * The Quartz side of local proofs. A sweep is worked by a few lanes, jobs that each claim the sweep's next
 * waiting neighbourhood ({@link LocalProofWorker}) until none is left, so the nodes share a sweep without a
 * Quartz job per neighbourhood: half of a sweep's neighbourhoods prove in milliseconds, where a job's own
 * bookkeeping does not. A lane asks for recovery, so a node that dies mid-search hands its lane to the next.
 * Lanes wait in the runs' queue ({@link RunJobs#queued}) at a priority below every queued run's, and a lane
 * that has worked for a slice goes back to the end of the queue: a sweep takes the search slots the queue
 * leaves free.
 */
@ApplicationScoped
class LocalProofJobs {

    static final String GROUP = "local-proofs";
    static final String SWEEP_ID = "sweepId";
    static final String LANE = "lane";
    static final String SLICE = "slice";
    /** The job data of the one job per neighbourhood that sweeps queued before lanes. */
    static final String LEGACY_INDEX = "index";

    private static final int PRIORITY = 0;

    @Inject
    Scheduler quartz;

    @Inject
    LocalProofsConfig config;

    /** Queues the sweep's lanes; joins the caller's transaction. */
    void enqueue(long sweepId, int neighbourhoods) {
        for (int lane = 0; lane < Math.min(neighbourhoods, config.lanes()); lane++) {
            schedule(sweepId, lane, 0);
        }
    }

    /** Queues a lane that has worked its slice at the end of the queue, in a transaction of its own. */
    void requeue(long sweepId, int lane, int slice) {
        QuarkusTransaction.requiringNew().run(() -> schedule(sweepId, lane, slice + 1));
    }

    private void schedule(long sweepId, int lane, int slice) {
        JobKey key = JobKey.jobKey("proof-" + sweepId + "-" + lane + "-" + slice, GROUP);
        JobDetail job = JobBuilder.newJob(LocalProofJob.class)
                .withIdentity(key)
                .usingJobData(SWEEP_ID, Long.toString(sweepId))
                .usingJobData(LANE, Integer.toString(lane))
                .usingJobData(SLICE, Integer.toString(slice))
                .requestRecovery()
                .build();
        Trigger trigger = RunJobs.queued(job, TriggerKey.triggerKey(key.getName(), GROUP), PRIORITY);
        try {
            quartz.scheduleJob(job, Set.of(trigger), true);
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot queue sweep " + sweepId + ": " + e.getMessage(), e);
        }
    }
}
