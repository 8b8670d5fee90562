package io.morpion.service.proofs;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.LocalProof;
import io.morpion.search.local.LocalProof.Outcome;
import io.morpion.search.local.Neighbourhoods;
import io.morpion.search.local.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.Sweep;
import io.morpion.search.termination.Termination;
import io.morpion.service.records.KnownResults;
import io.morpion.service.records.LocalProofAlert;
import io.morpion.service.records.RecordCatalog;
import io.morpion.service.records.RecordEntity;
import io.morpion.service.runs.NodeRuns;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.jboss.logging.Logger;

/**
 * Works the lanes of sweeps: searches neighbourhoods and stores each verdict the moment it is reached. A
 * neighbourhood whose verdict is stored is never searched again; one cut short by the node's shutdown stores
 * nothing, so that the lane that takes it up searches it whole.
 */
@ApplicationScoped
class LocalProofWorker {

    /** The category a longer game found by a local proof is filed under, beside the runs' categories. */
    static final String CATEGORY = "local-proof";

    private static final Logger LOG = Logger.getLogger(LocalProofWorker.class);

    /** How long a claim outlasts the neighbourhood's limit: a model is built before the limit is checked. */
    private static final Duration CLAIM_MARGIN = Duration.ofMinutes(5);

    private static final Duration CANCEL_POLL = Duration.ofSeconds(1);

    @Inject
    RecordCatalog catalog;

    @Inject
    NodeRuns node;

    @Inject
    KnownResults known;

    @Inject
    LocalProofsConfig config;

    private record Task(MsrRecord game, Sweep sweep, Duration limit) {}

    /** What a lane's claim came to. */
    private enum Step {
        SEARCHED,
        NONE_LEFT,
        CUT_SHORT
    }

    /**
     * Works a lane of the sweep: claims its next waiting neighbourhood, searches it and stores the verdict, one
     * after another, until none is left, the node shuts down, or a slice's time has passed. True in the last
     * case only: the lane may have more to do and goes back to the queue.
     */
    boolean work(long sweepId, BooleanSupplier shuttingDown) {
        Task task = QuarkusTransaction.requiringNew().call(() -> task(sweepId));
        if (task == null) {
            return false;
        }
        List<Neighbourhood> neighbourhoods;
        try {
            neighbourhoods = task.sweep().of(new Neighbourhoods(task.game()));
        } catch (RuntimeException e) {
            // each neighbourhood is then counted unknown as it is claimed, rather than left waiting for ever
            LOG.errorf(e, "local proof sweep %d: its neighbourhoods cannot be built", sweepId);
            neighbourhoods = List.of();
        }
        List<Neighbourhood> built = neighbourhoods;
        int timeout = (int)
                Math.min(Integer.MAX_VALUE, task.limit().plus(CLAIM_MARGIN).toSeconds());
        long sliceEnd = System.nanoTime() + config.slice().toNanos();
        BooleanSupplier cancelled = new CancelPoll(sweepId);
        BooleanSupplier stop = () -> shuttingDown.getAsBoolean() || cancelled.getAsBoolean();
        while (!stop.getAsBoolean()) {
            Step step = QuarkusTransaction.requiringNew()
                    .timeout(timeout)
                    .call(() -> searchNext(sweepId, task, built, stop));
            if (step != Step.SEARCHED) {
                return false;
            }
            if (System.nanoTime() - sliceEnd > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Claims the sweep's first neighbourhood that waits and that no other lane holds, searches it and stores
     * its verdict. The row stays locked until the verdict is stored: a node that dies mid-search loses its
     * connection, which releases the row for the next lane, as a search cut short by a shutdown or a cancel does
     * by storing nothing.
     */
    private Step searchNext(long sweepId, Task task, List<Neighbourhood> neighbourhoods, BooleanSupplier stop) {
        LocalProofResultEntity result = claim(sweepId).orElse(null);
        if (result == null) {
            return Step.NONE_LEFT;
        }
        LocalProof.Verdict verdict;
        try {
            if (result.idx >= neighbourhoods.size()) {
                throw new IllegalStateException("the sweep has no neighbourhood " + result.idx);
            }
            verdict = LocalProof.prove(
                    neighbourhoods.get(result.idx),
                    task.game().moveCount(),
                    task.limit(),
                    1,
                    Termination.cancelledWhen(stop));
        } catch (RuntimeException e) {
            // a lane that threw would leave the neighbourhood waiting for ever: it is unknown, and said so
            LOG.errorf(e, "local proof sweep %d, neighbourhood %d failed; counted unknown", sweepId, result.idx);
            verdict = new LocalProof.Verdict(Outcome.UNKNOWN, Optional.empty(), 0, 0);
        }
        if (verdict.outcome() == Outcome.UNKNOWN && stop.getAsBoolean()) {
            // nothing is stored: the commit only releases the claim
            return Step.CUT_SHORT;
        }
        store(sweepId, result, verdict);
        return Step.SEARCHED;
    }

    /**
     * Whether the sweep has been cancelled, asked of the database at most once every {@link #CANCEL_POLL}: a
     * search asks its stop between steps, and a cancel on any node reaches the lanes of every node this way.
     */
    private static final class CancelPoll implements BooleanSupplier {
        private final long sweepId;
        private volatile long nextAsk = System.nanoTime() + CANCEL_POLL.toNanos();
        private volatile boolean cancelled;

        CancelPoll(long sweepId) {
            this.sweepId = sweepId;
        }

        @Override
        public boolean getAsBoolean() {
            long now = System.nanoTime();
            if (!cancelled && now - nextAsk >= 0) {
                nextAsk = now + CANCEL_POLL.toNanos();
                cancelled = QuarkusTransaction.requiringNew().call(() -> LocalProofSweepEntity.cancelled(sweepId));
            }
            return cancelled;
        }
    }

    private static Optional<LocalProofResultEntity> claim(long sweepId) {
        @SuppressWarnings("unchecked")
        List<LocalProofResultEntity> next = LocalProofResultEntity.getEntityManager()
                .createNativeQuery(
                        "select * from local_proof_result where sweep_id = :sweep and outcome is null"
                                + " and (select cancelled_at from local_proof_sweep where id = :sweep) is null"
                                + " order by idx limit 1 for update skip locked",
                        LocalProofResultEntity.class)
                .setParameter("sweep", sweepId)
                .getResultList();
        return next.stream().findFirst();
    }

    /** What the sweep needs, or null when it or its record is gone. */
    private Task task(long sweepId) {
        LocalProofSweepEntity sweep = LocalProofSweepEntity.findById(sweepId);
        if (sweep == null) {
            return null;
        }
        RecordEntity record = catalog.find(sweep.recordId).orElse(null);
        if (record == null) {
            return null;
        }
        return new Task(
                Msr.decode(record.msr),
                new Sweep(Sweep.Kind.of(sweep.kind), sweep.size),
                Duration.ofSeconds(sweep.limitSeconds));
    }

    private void store(long sweepId, LocalProofResultEntity result, LocalProof.Verdict verdict) {
        result.outcome = verdict.outcome().name();
        result.positions = verdict.positions();
        result.seconds = verdict.seconds();
        result.node = node.name();
        result.finishedAt = OffsetDateTime.now();
        verdict.longer().ifPresent(game -> {
            RecordCatalog.Added added = catalog.add(game, RecordCatalog.Origin.SOLVER, "local proof " + sweepId);
            if (added.created()) {
                added.record().category = CATEGORY;
            }
            result.longerId = added.record().id;
            result.longerMoves = game.moveCount();
            LocalProofAlert.of(known.of(game.variant()), game.moveCount())
                    .ifPresent(alert -> LOG.warnf(
                            "local proof sweep %d, %s: %s (record %d)",
                            sweepId, result.name, alert.standing(), added.record().id));
            LOG.infof(
                    "local proof sweep %d, %s: a longer game, %d moves (record %d)",
                    sweepId, result.name, game.moveCount(), added.record().id);
        });
    }
}
