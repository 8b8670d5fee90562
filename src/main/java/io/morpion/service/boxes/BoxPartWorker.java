package io.morpion.service.boxes;

import io.morpion.search.box.ScipBoxModel;
import io.morpion.search.local.model.LineModel;
import io.morpion.search.termination.Termination;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.WorkConfig;
import io.morpion.service.work.WorkContext;
import io.morpion.service.work.WorkHandler;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkOutcome;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.jboss.logging.Logger;

/**
 * Solves the parts of box proofs, each one item of background work, on one core no run wants. SCIP keeps nothing to
 * resume from, so a part handed back to a run, or lost with its node, is solved again from its start; a part that
 * has settled is never solved again.
 */
@ApplicationScoped
class BoxPartWorker implements WorkHandler {

    private static final Logger LOG = Logger.getLogger(BoxPartWorker.class);

    /** How soon a part handed back to a run is looked at again. */
    private static final Duration AFTER_YIELD = Duration.ofSeconds(2);

    @Inject
    WorkConfig work;

    @Inject
    BoxProofStore store;

    @Override
    public WorkKind kind() {
        return WorkKind.BOX_PART;
    }

    @Override
    public int threads() {
        return work.computers();
    }

    @Override
    public WorkOutcome work(BackgroundWork.Item item, WorkContext context) {
        BoxProofStore.Claimed claimed = QuarkusTransaction.requiringNew().call(() -> store.claimed(item.subject()));
        if (claimed == null) {
            return new WorkOutcome.GiveUp("the box proof or its part is gone", () -> {});
        }
        if (claimed.settled()) {
            return new WorkOutcome.Done(() -> {});
        }
        LOG.infof(
                "box proof %d: %s of %s, %d moves or more, on node %s",
                claimed.proofId(), claimed.part(), claimed.variant().code(), claimed.atLeast(), context.node());
        int most = claimed.atMost() == null ? claimed.part().box().emptyPoints(claimed.variant()) : claimed.atMost();
        ScipBoxModel model = ScipBoxModel.of(claimed.variant(), claimed.part().box(), true, most)
                .within(claimed.part())
                .atLeast(claimed.atLeast());
        if (claimed.nodes() != null) {
            model.withinNodes(claimed.nodes());
        }
        LineModel.Answer answer;
        try {
            answer = model.solve(
                    Duration.ofSeconds(claimed.limitSeconds()),
                    Termination.cancelledWhen(context::stopRequested),
                    false);
        } finally {
            model.release();
        }
        if (answer.status() == LineModel.Status.UNKNOWN && context.stopRequested()) {
            // handed back before its answer: solved again from the start when a core is free (an answer that came
            // with the request is kept)
            return new WorkOutcome.Yield(AFTER_YIELD);
        }
        BoxProofStore.Outcome outcome =
                switch (answer.status()) {
                    case INFEASIBLE -> BoxProofStore.Outcome.PROVEN;
                    case FEASIBLE, OPTIMAL -> BoxProofStore.Outcome.FOUND;
                    case UNKNOWN -> BoxProofStore.Outcome.UNKNOWN;
                };
        BoxProofStore.Settled settled = new BoxProofStore.Settled(
                item.subject(),
                outcome,
                answer.seconds(),
                answer.branches(),
                answer.game().orElse(null));
        return new WorkOutcome.Done(() -> store.settle(settled, item.owner(), context.node()));
    }
}
