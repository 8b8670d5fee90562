package io.morpion.service.campaigns;

import io.morpion.search.Solver;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.archive.ArchiveTrader;
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
    /** The most games a worker keeps for the archive while the database is out of reach. */
    private static final int MOST_WAITING = 1_000;
    /**
     * How far below the campaign's best an NRPA island's games are still worth handing over: NRPA has
     * no window of its own, and the other workers' archives seldom keep games further down.
     */
    private static final int NRPA_ISLAND_WINDOW = 8;

    @Inject
    CampaignArchive archive;

    @Inject
    CampaignsConfig config;

    @Override
    public void attach(RunEntity run, Solver solver) {
        if (run.campaignId == null) {
            return;
        }
        String window = run.resolvedParams().get("window");
        Exchange exchange =
                new Exchange(run.campaignId, run.id, window == null ? NRPA_ISLAND_WINDOW : Integer.parseInt(window));
        ArchiveTrader worker = solver.as(ArchiveTrader.class)
                .orElseThrow(() -> new IllegalStateException("run " + run.id + " works for campaign " + run.campaignId
                        + " but its search cannot trade with an archive"));
        worker.tradeThrough(exchange, config.tradeInterval());
    }

    /**
     * One worker's side of the trade, on the worker's thread. It hands over only games within the
     * worker's window of the campaign's best, which the other workers' archives would take, so that
     * a worker still climbing from a cold start does not fill the database with its early games.
     * While the database is out of reach the worker searches on alone, and what it found waits for
     * the next trade.
     */
    private final class Exchange implements ArchiveExchange {
        private final long campaignId;
        private final long runId;
        private final int window;
        private final List<SharedGame> waiting = new ArrayList<>();
        private long cursor;
        private int campaignBest;

        Exchange(long campaignId, long runId, int window) {
            this.campaignId = campaignId;
            this.runId = runId;
            this.window = window;
        }

        @Override
        public List<SharedGame> trade(List<SharedGame> added) {
            for (SharedGame game : added) {
                if (game.score() >= campaignBest - window) {
                    waiting.add(game);
                }
            }
            waiting.sort((a, b) -> Integer.compare(b.score(), a.score()));
            if (waiting.size() > MOST_WAITING) {
                // a long outage: the best wait, the rest are given up
                waiting.subList(MOST_WAITING, waiting.size()).clear();
            }
            try {
                ArchiveTrades.Traded traded = archive.trade(campaignId, runId, cursor, waiting, config.tradeBatch());
                waiting.clear();
                cursor = traded.cursor();
                campaignBest = traded.bestScore();
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
