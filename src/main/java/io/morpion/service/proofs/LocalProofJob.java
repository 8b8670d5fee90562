package io.morpion.service.proofs;

import io.morpion.service.runs.NodeRuns;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import org.quartz.Job;
import org.quartz.JobExecutionContext;

/**
 * The Quartz job of one neighbourhood of a sweep. A job cut short by its node's shutdown never returns to
 * Quartz, which then hands it on as after a crash (as a search run's job does): its neighbourhood is
 * searched again from the start, as a proof has no checkpoint.
 */
@Dependent
public class LocalProofJob implements Job {

    @Inject
    LocalProofWorker worker;

    @Inject
    NodeRuns node;

    @Override
    public void execute(JobExecutionContext context) {
        node.asJob(() -> worker.prove(
                Long.parseLong(context.getMergedJobDataMap().getString(LocalProofJobs.SWEEP_ID)),
                Integer.parseInt(context.getMergedJobDataMap().getString(LocalProofJobs.INDEX)),
                node::isShuttingDown));
    }
}
