package io.morpion.service.proofs;

import io.morpion.service.runs.NodeRuns;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import org.quartz.Job;
import org.quartz.JobDataMap;
import org.quartz.JobExecutionContext;

/**
 * The Quartz job of one lane of a sweep ({@link LocalProofJobs}). A lane cut short by its node's shutdown
 * never returns to Quartz, which then hands it on as after a crash (as a search run's job does); the
 * neighbourhood it was searching is searched again from the start, as a proof has no checkpoint.
 */
@Dependent
public class LocalProofJob implements Job {

    @Inject
    LocalProofWorker worker;

    @Inject
    LocalProofJobs jobs;

    @Inject
    NodeRuns node;

    @Override
    public void execute(JobExecutionContext context) {
        JobDataMap data = context.getMergedJobDataMap();
        long sweepId = Long.parseLong(data.getString(LocalProofJobs.SWEEP_ID));
        // a job queued before lanes existed, one per neighbourhood, works as a lane named by its neighbourhood
        int lane = Integer.parseInt(data.getString(
                data.containsKey(LocalProofJobs.LANE) ? LocalProofJobs.LANE : LocalProofJobs.LEGACY_INDEX));
        int slice = data.containsKey(LocalProofJobs.SLICE) ? Integer.parseInt(data.getString(LocalProofJobs.SLICE)) : 0;
        node.asJob(() -> {
            if (worker.work(sweepId, node::isShuttingDown)) {
                jobs.requeue(sweepId, lane, slice);
            }
        });
    }
}
