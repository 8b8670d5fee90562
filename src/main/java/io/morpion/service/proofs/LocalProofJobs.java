package io.morpion.service.proofs;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Date;
import java.util.Set;
import org.quartz.JobBuilder;
import org.quartz.JobDetail;
import org.quartz.JobKey;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.SimpleScheduleBuilder;
import org.quartz.Trigger;
import org.quartz.TriggerBuilder;

/**
 * The Quartz side of local proofs: one job per neighbourhood, which asks for recovery, so that the nodes
 * share a sweep and a node that dies mid-search hands its neighbourhood to the next. They are due as soon
 * as queued, at a priority below every queued run's (RunJobs): a sweep takes the search slots the queue
 * leaves free.
 */
@ApplicationScoped
class LocalProofJobs {

    static final String GROUP = "local-proofs";
    static final String SWEEP_ID = "sweepId";
    static final String INDEX = "index";
    private static final Instant DUE = Instant.parse("2000-01-01T00:00:00Z");
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
            Trigger trigger = TriggerBuilder.newTrigger()
                    .withIdentity(key.getName(), GROUP)
                    .forJob(job)
                    .startAt(Date.from(DUE))
                    .withPriority(PRIORITY)
                    .withSchedule(SimpleScheduleBuilder.simpleSchedule().withMisfireHandlingInstructionFireNow())
                    .build();
            try {
                quartz.scheduleJob(job, Set.of(trigger), true);
            } catch (SchedulerException e) {
                throw new IllegalStateException("cannot queue sweep " + sweepId + ": " + e.getMessage(), e);
            }
        }
    }

    String nodeName() {
        try {
            return quartz.getSchedulerInstanceId();
        } catch (SchedulerException e) {
            return "unknown";
        }
    }
}
