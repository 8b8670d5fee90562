package io.morpion.service.campaigns;

import io.morpion.search.Solver;
import io.morpion.search.perturbation.ArchiveExchange;
import io.morpion.search.perturbation.PerturbationSolver;
import io.morpion.service.db.DatabaseOutage;
import io.morpion.service.runs.RunEntity;
import io.morpion.service.runs.RunSolverHook;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.jboss.logging.Logger;

/** Connects each worker run of a campaign to the campaign's archive before it starts or goes on. */
@ApplicationScoped
public class CampaignWorkers implements RunSolverHook {

    private static final Logger LOG = Logger.getLogger(CampaignWorkers.class);

    @Inject
    CampaignArchive archive;

    @Inject
    CampaignsConfig config;

    @Override
    public void attach(RunEntity run, Solver solver) {
        if (run.campaignId == null) {
            return;
        }
        if (!(solver instanceof PerturbationSolver worker)) {
            throw new IllegalStateException("run " + run.id + " works for campaign " + run.campaignId
                    + " but is no perturbation search");
        }
        worker.tradeThrough(new Exchange(run.campaignId, run.id), config.tradeInterval());
    }

    /**
     * One worker's side of the trade, on the worker's thread. While the database is out of reach
     * the worker searches on alone, and what it found waits for the next trade.
     */
    private final class Exchange implements ArchiveExchange {
        private final long campaignId;
        private final long runId;
        private final List<SharedGame> waiting = new ArrayList<>();
        private long cursor;

        Exchange(long campaignId, long runId) {
            this.campaignId = campaignId;
            this.runId = runId;
        }

        @Override
        public List<SharedGame> trade(List<SharedGame> added) {
            waiting.addAll(added);
            waiting.sort((a, b) -> Integer.compare(b.score(), a.score()));
            try {
                CampaignArchive.Traded traded = archive.trade(campaignId, runId, cursor, waiting, config.tradeBatch());
                waiting.clear();
                cursor = traded.cursor();
                return traded.games();
            } catch (RuntimeException e) {
                if (!DatabaseOutage.causedBy(e)) {
                    throw e;
                }
                DatabaseOutage.noticed(e);
                LOG.debugf("campaign %d, run %d: trade put off, the database is out of reach", campaignId, runId);
                return List.of();
            }
        }
    }
}
