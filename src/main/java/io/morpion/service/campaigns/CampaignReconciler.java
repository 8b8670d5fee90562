package io.morpion.service.campaigns;

import io.morpion.service.db.PeriodicPass;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * On every node, every so often: completes campaigns whose time is up or whose target is reached,
 * and brings their workers in line with them. Nodes doing it at once do no harm: each step locks
 * the row it changes and a worker already in line is left alone.
 */
@ApplicationScoped
public class CampaignReconciler extends PeriodicPass {

    private static final Logger LOG = Logger.getLogger(CampaignReconciler.class);

    @Inject
    CampaignService campaigns;

    @Inject
    CampaignsConfig config;

    CampaignReconciler() {
        super("campaign-reconciler", "could not bring the campaigns' workers in line");
    }

    @Override
    protected Duration every() {
        return config.reconcileInterval();
    }

    /** One pass over every campaign that is unfinished or still has unfinished workers. */
    @Override
    protected void pass() {
        List<Number> ids = QuarkusTransaction.requiringNew().call(CampaignEntity::unfinishedOrWithUnfinishedWorkers);
        for (Number id : ids) {
            campaigns.completeIfDue(id.longValue());
            int moved = campaigns.steerWorkers(id.longValue());
            if (moved > 0) {
                LOG.infof("campaign %d: %d workers brought in line with it", id.longValue(), moved);
            }
        }
    }
}
