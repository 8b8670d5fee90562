package io.morpion.service.proofs;

import io.morpion.service.runs.RunJobs;
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
 * The Quartz side of local proofs: one job per neighbourhood, which asks for recovery, so that the nodes
 * share a sweep and a node that dies mid-search hands its neighbourhood to the next. They wait in the runs'
 * queue ({@link RunJobs#queued}) at a priority below every queued run's: a sweep takes the search slots the
 * queue leaves free.
 */
@ApplicationScoped
class LocalProofJobs {

    static final String GROUP = "local-proofs";
    static final String SWEEP_ID = "sweepId";
    static final String INDEX = "index";
    private static final int PRIORITY = 0;

    @Inject
    Scheduler quartz;

    /** Queues a job per neighbourhood of the sweep; joins the caller's transaction. */
    void enqueue(long sweepId, int neighbourhoods) {
        for (int index = 0; index < neighbourhoods; index++) {
            JobKey key = JobKey.jobKey("proof-" + sweepId + "-" + index, GROUP);
            JobDetail job = JobBuilder.newJob(LocalProofJob.class)
                    .withIdentity(key)
                    .usingJobData(SWEEP_ID, Long.toString(sweepId))
                    .usingJobData(INDEX, Integer.toString(index))
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
}
