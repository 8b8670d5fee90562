package io.morpion.service.runs;

import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import org.quartz.DisallowConcurrentExecution;
import org.quartz.Job;
import org.quartz.JobExecutionContext;

/**
 * The Quartz job of one search run. Quartz fires it when the run reaches the head of the queue,
 * and fires it again on another node (or this one, restarted) when the node running it dies:
 * either way it continues from the run's last checkpoint. Never two at once for one run, across
 * the whole cluster.
 *
 * <p>A job that ends while its node shuts down (it has just checkpointed) never returns to Quartz:
 * its execution stays open, so Quartz recovers it exactly as after a crash. Handing the run back
 * with a new trigger instead would race the stopping scheduler, which can still fire that trigger
 * here once the database is out of reach.
 */
@Dependent
@DisallowConcurrentExecution
public class SearchRunJob implements Job {

    @Inject
    RunExecutor executor;

    @Inject
    NodeRuns node;

    @Override
    public void execute(JobExecutionContext context) {
        node.asJob(() ->
                executor.execute(Long.parseLong(context.getMergedJobDataMap().getString(RunJobs.RUN_ID))));
    }
}
