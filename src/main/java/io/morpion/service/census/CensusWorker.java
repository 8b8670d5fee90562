package io.morpion.service.census;

import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.exact.CensusKept;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
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
import java.time.OffsetDateTime;
import java.util.List;
import java.util.OptionalLong;
import org.jboss.logging.Logger;

/**
 * Searches the parts of censuses, each one item of background work, on one core no run wants. A part goes on from
 * the checkpoint in its row and stores a new one every {@code morpion.census.checkpoint-interval} and whenever it
 * hands its core back, so that a yield, a restart or a node's death loses only the subtrees under way. A finished
 * part stores what it kept in the transaction that settles its item, and so is never searched again; the last
 * part to finish puts the census together.
 */
@ApplicationScoped
class CensusWorker implements WorkHandler {

    private static final Logger LOG = Logger.getLogger(CensusWorker.class);

    /** How soon a part handed back to a run is looked at again. */
    private static final Duration AFTER_YIELD = Duration.ofSeconds(2);

    @Inject
    WorkConfig work;

    @Inject
    CensusConfig config;

    @Inject
    CensusStore store;

    @Override
    public WorkKind kind() {
        return WorkKind.CENSUS;
    }

    @Override
    public int threads() {
        return work.computers();
    }

    /** The part an item names, and what it needs to go on. */
    record Claimed(
            long censusId, Variant variant, int optimum, int number, int of, boolean finished, byte[] checkpoint) {}

    @Override
    public WorkOutcome work(BackgroundWork.Item item, WorkContext context) {
        Claimed claimed = QuarkusTransaction.requiringNew().call(() -> store.claimed(item.subject()));
        if (claimed == null) {
            return new WorkOutcome.GiveUp("the census or its part is gone", () -> {});
        }
        if (claimed.finished()) {
            return new WorkOutcome.Done(() -> {});
        }
        ExactConfig exact = ExactConfig.optimalCensus(
                claimed.variant(), claimed.optimum(), new ExactConfig.Part(claimed.number(), claimed.of()));
        ExactSolver census = new ExactSolver(exact, 1);
        if (claimed.checkpoint() == null) {
            LOG.infof(
                    "census %d part %d of %d: searching from the start on node %s",
                    claimed.censusId(), claimed.number(), claimed.of(), context.node());
        } else {
            try {
                census.restore(Checkpoint.fromBytes(claimed.checkpoint()));
            } catch (CheckpointException e) {
                // a checkpoint of another build's frontier cannot be taken up: the part starts again, and says so
                LOG.warnf(
                        "census %d part %d: its checkpoint cannot be taken up (%s); searched again from the start",
                        claimed.censusId(), claimed.number(), e.getMessage());
                census = new ExactSolver(exact, 1);
            }
            int[] items = census.frontierProgress();
            LOG.infof(
                    "census %d part %d: resumed from its checkpoint, %d of %d subtrees done, on node %s",
                    claimed.censusId(), claimed.number(), items[0], items[1], context.node());
        }
        ExactSolver solver = census;
        long every = config.checkpointInterval().toNanos();
        long[] saved = {System.nanoTime()};
        SolverStatus status = solver.solve(Termination.cancelledWhen(context::stopRequested), new SolverListener() {
            @Override
            public void onProgress(Solver s, SolverStatus now) {
                int[] items = solver.frontierProgress();
                context.progress(items[0], items[1]);
                if (System.nanoTime() - saved[0] >= every && !context.stopRequested()) {
                    saved[0] = System.nanoTime();
                    save(item.subject(), solver, now, context.node());
                }
            }
        });
        if (!solver.exhausted()) {
            // a part cancelled, or taken by another node while this one stalled past its lease, is no longer this
            // node's to save: the other node's checkpoint may be newer
            if (context.stop() != WorkContext.Stop.CANCELLED) {
                save(item.subject(), solver, status, context.node());
            }
            return new WorkOutcome.Yield(AFTER_YIELD);
        }
        List<CensusKept> kept = CensusKept.of(solver.keptByItem());
        Finished finished = new Finished(
                item.subject(), status.nodes(), status.elapsedSeconds(), solver.frontierProgress()[1], kept);
        return new WorkOutcome.Done(() -> store.finish(finished, context.node()));
    }

    /** What a part found once its subtrees are drained. */
    record Finished(long partId, long positions, double seconds, int items, List<CensusKept> kept) {}

    private void save(long partId, ExactSolver solver, SolverStatus status, String node) {
        // read before the checkpoint, so that the row never says more is done than the checkpoint holds: the
        // threads go on finishing subtrees meanwhile
        int[] items = solver.frontierProgress();
        OptionalLong estimate = solver.nodesLeft();
        Long left = estimate.isPresent() ? estimate.getAsLong() : null;
        byte[] bytes = solver.checkpoint().toBytes();
        QuarkusTransaction.requiringNew()
                .run(() -> store.save(
                        partId,
                        bytes,
                        items[0],
                        items[1],
                        status.nodes(),
                        left,
                        status.elapsedSeconds(),
                        node,
                        OffsetDateTime.now()));
    }
}
