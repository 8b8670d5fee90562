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
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.jboss.logging.Logger;

/**
 * Searches one neighbourhood of a sweep and stores its verdict the moment it is reached. A neighbourhood
 * whose verdict is stored is never searched again; one cut short by the node's shutdown stores nothing, so
 * that the node that takes it up searches it whole.
 */
@ApplicationScoped
class LocalProofWorker {

    /** The category a longer game found by a local proof is filed under, beside the runs' categories. */
    static final String CATEGORY = "local-proof";

    private static final Logger LOG = Logger.getLogger(LocalProofWorker.class);

    @Inject
    RecordCatalog catalog;

    @Inject
    NodeRuns node;

    @Inject
    KnownResults known;

    private record Task(MsrRecord game, Sweep sweep, Duration limit) {}

    void prove(long sweepId, int index, BooleanSupplier shuttingDown) {
        Task task = QuarkusTransaction.requiringNew().call(() -> task(sweepId, index));
        if (task == null) {
            return;
        }
        LocalProof.Verdict verdict;
        try {
            Neighbourhood neighbourhood =
                    task.sweep().of(new Neighbourhoods(task.game())).get(index);
            verdict = LocalProof.prove(
                    neighbourhood, task.game().moveCount(), task.limit(), 1, Termination.cancelledWhen(shuttingDown));
        } catch (RuntimeException e) {
            // a job that threw would leave its neighbourhood waiting for ever: it is unknown, and said so
            LOG.errorf(e, "local proof sweep %d, neighbourhood %d failed; counted unknown", sweepId, index);
            verdict = new LocalProof.Verdict(Outcome.UNKNOWN, Optional.empty(), 0, 0);
        }
        if (verdict.outcome() == Outcome.UNKNOWN && shuttingDown.getAsBoolean()) {
            return;
        }
        LocalProof.Verdict reached = verdict;
        QuarkusTransaction.requiringNew().run(() -> store(sweepId, index, reached));
    }

    /** What the neighbourhood needs, or null when its verdict is stored or its sweep is gone. */
    private Task task(long sweepId, int index) {
        LocalProofSweepEntity sweep = LocalProofSweepEntity.findById(sweepId);
        LocalProofResultEntity result =
                LocalProofResultEntity.of(sweepId, index).orElse(null);
        if (sweep == null || result == null || result.outcome != null) {
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

    private void store(long sweepId, int index, LocalProof.Verdict verdict) {
        LocalProofResultEntity result =
                LocalProofResultEntity.of(sweepId, index).orElse(null);
        if (result == null || result.outcome != null) {
            return;
        }
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
