package io.morpion.service.campaigns;

import io.morpion.service.db.DatabaseRestored;
import io.morpion.service.db.Periodic;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * On every node, every so often: completes campaigns whose time is up or whose target is reached,
 * and brings their workers in line with them. Nodes doing it at once do no harm: each step locks
 * the row it changes and a worker already in line is left alone.
 */
@ApplicationScoped
public class CampaignReconciler {

    private static final Logger LOG = Logger.getLogger(CampaignReconciler.class);

    @Inject
    CampaignService campaigns;

    @Inject
    CampaignsConfig config;

    private Periodic timer;

    void onStart(@Observes StartupEvent event) {
        timer = Periodic.start(
                "campaign-reconciler",
                config.reconcileInterval(),
                this::reconcile,
                LOG,
                "could not bring the campaigns' workers in line");
    }

    /** A restored database's unfinished work gets its jobs now, not at the next periodic look. */
    void onRestore(@Observes DatabaseRestored restored) {
        reconcile();
    }

    void onStop(@Observes ShutdownEvent event) {
        if (timer != null) {
            timer.close();
        }
    }

    /** One pass over every campaign that is unfinished or still has unfinished workers. */
    void reconcile() {
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
