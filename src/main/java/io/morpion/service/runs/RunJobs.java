package io.morpion.service.runs;

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
import org.quartz.TriggerKey;

/**
 * The Quartz side of the queue. Each run that waits or runs has one job, which asks for recovery
 * so that a node dying mid-run hands it to the next node Quartz finds alive, and one trigger.
 *
 * <p>Every trigger has been due since {@link #DUE}, so none is ever early; Quartz takes due
 * triggers in order of fire time and then priority, which makes the priority the queue order. The
 * misfire threshold (application.properties) is a century, so a waiting trigger never misfires
 * (which would move it to the end) and keeps its place.
 */
@ApplicationScoped
public class RunJobs {

    static final String GROUP = "search-runs";
    static final String RUN_ID = "runId";
    private static final Instant DUE = Instant.parse("2000-01-01T00:00:00Z");

    @Inject
    Scheduler quartz;

    /** Queues the run's job at its place in the queue; joins the caller's transaction. */
    void enqueue(long runId, long queueSeq) {
        JobDetail job = JobBuilder.newJob(SearchRunJob.class)
                .withIdentity(jobKey(runId))
                .usingJobData(RUN_ID, Long.toString(runId))
                .requestRecovery()
                .build();
        Trigger trigger = queued(job, triggerKey(runId, queueSeq), priority(queueSeq));
        try {
            quartz.scheduleJob(job, Set.of(trigger), true);
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot queue run " + runId + ": " + e.getMessage(), e);
        }
    }

    /**
     * The trigger of a job that waits in the queue at this priority (higher first): due since {@link #DUE}, so
     * never early, and never misfired out of its place.
     */
    static Trigger queued(JobDetail job, TriggerKey key, int priority) {
        return TriggerBuilder.newTrigger()
                .withIdentity(key)
                .forJob(job)
                .startAt(Date.from(DUE))
                .withPriority(priority)
                .withSchedule(SimpleScheduleBuilder.simpleSchedule().withMisfireHandlingInstructionFireNow())
                .build();
    }

    /** Takes a waiting run out of the queue (its trigger, and with it the job). */
    void dequeue(long runId, long queueSeq) {
        try {
            quartz.unscheduleJob(triggerKey(runId, queueSeq));
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot unqueue run " + runId + ": " + e.getMessage(), e);
        }
    }

    /**
     * Whether the run has a job in Quartz's tables: a waiting one, or one executing somewhere (its
     * job stays until the execution ends). A run waiting or running without one is orphaned.
     */
    boolean exists(long runId) {
        try {
            return quartz.checkExists(jobKey(runId));
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot look up the job of run " + runId + ": " + e.getMessage(), e);
        }
    }

    /** Stops this node taking new runs; the jobs it holds are handed back separately. */
    void standby() {
        try {
            quartz.standby();
        } catch (SchedulerException e) {
            throw new IllegalStateException(e);
        }
    }

    String nodeName() {
        try {
            return quartz.getSchedulerInstanceId();
        } catch (SchedulerException e) {
            return "unknown";
        }
    }

    static int priority(long queueSeq) {
        return (int) Math.max(Integer.MIN_VALUE + 1L, Integer.MAX_VALUE - queueSeq);
    }

    private static JobKey jobKey(long runId) {
        return JobKey.jobKey("run-" + runId, GROUP);
    }

    private static TriggerKey triggerKey(long runId, long queueSeq) {
        return TriggerKey.triggerKey("run-" + runId + "-" + queueSeq, GROUP);
    }
}
