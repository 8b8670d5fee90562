package io.morpion.service.proofs;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.proofs.LocalProof;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.proofs.Sweep;
import io.morpion.search.termination.Termination;
import io.morpion.service.records.KnownResults;
import io.morpion.service.records.RecordAlerts;
import io.morpion.service.records.RecordCatalog;
import io.morpion.service.records.RecordEntity;
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
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Searches the neighbourhoods of sweeps, each one item of background work, and stores each verdict the moment it
 * is reached. A search computes on a core no run wants; when a run asks for the core, or the node stops, the
 * search is cut short, stores nothing, and the neighbourhood goes back to the queue to be searched whole later.
 */
@ApplicationScoped
class LocalProofWorker implements WorkHandler {

    /** The category a longer game found by a local proof is filed under, beside the runs' categories. */
    static final String CATEGORY = "local-proof";

    private static final Logger LOG = Logger.getLogger(LocalProofWorker.class);

    /** How soon a neighbourhood handed back to a run is looked at again. */
    private static final Duration AFTER_YIELD = Duration.ofSeconds(2);

    @Inject
    RecordCatalog catalog;

    @Inject
    KnownResults known;

    @Inject
    WorkConfig config;

    /** A sweep's neighbourhoods, built once per node rather than once per neighbourhood searched. */
    private final Cache<Long, Built> built = Caffeine.newBuilder()
            .maximumSize(16)
            .expireAfterAccess(Duration.ofMinutes(10))
            .build();

    private record Task(MsrRecord game, Sweep sweep, Duration limit) {}

    /** A sweep's neighbourhoods, or none when they cannot be built (each is then counted unknown). */
    private record Built(Task task, List<Neighbourhood> neighbourhoods) {}

    /** The neighbourhood an item names. */
    private record Claimed(long resultId, int idx, String name, boolean decided) {}

    @Override
    public WorkKind kind() {
        return WorkKind.LOCAL_PROOF;
    }

    @Override
    public int threads() {
        return config.computers();
    }

    @Override
    public WorkOutcome work(BackgroundWork.Item item, WorkContext context) {
        long sweepId = item.group();
        Claimed claimed = QuarkusTransaction.requiringNew().call(() -> {
            LocalProofResultEntity r = LocalProofResultEntity.findById(item.subject());
            return r == null ? null : new Claimed(r.id, r.idx, r.name, r.outcome != null);
        });
        Built sweep = claimed == null ? null : built(sweepId);
        if (claimed == null || sweep == null) {
            return new WorkOutcome.GiveUp("the sweep or its record is gone", () -> {});
        }
        if (claimed.decided()) {
            return new WorkOutcome.Done(() -> {});
        }
        LocalProof.Verdict verdict;
        try {
            if (claimed.idx() >= sweep.neighbourhoods().size()) {
                throw new IllegalStateException("the sweep has no neighbourhood " + claimed.idx());
            }
            verdict = LocalProof.prove(
                    sweep.neighbourhoods().get(claimed.idx()),
                    sweep.task().game().moveCount(),
                    sweep.task().limit(),
                    1,
                    Termination.cancelledWhen(context::stopRequested));
        } catch (RuntimeException e) {
            // a neighbourhood that cannot be searched would wait for ever: it is unknown, and said so
            LOG.errorf(e, "local proof sweep %d, neighbourhood %d failed; counted unknown", sweepId, claimed.idx());
            verdict = new LocalProof.Verdict(Outcome.UNKNOWN, Optional.empty(), 0, 0);
        }
        if (verdict.outcome() == Outcome.UNKNOWN && context.stopRequested()) {
            return new WorkOutcome.Yield(AFTER_YIELD);
        }
        LocalProof.Verdict reached = verdict;
        return new WorkOutcome.Done(() -> store(sweepId, claimed.resultId(), reached, context.node()));
    }

    private Built built(long sweepId) {
        Built known = built.getIfPresent(sweepId);
        if (known != null) {
            return known;
        }
        Task task = QuarkusTransaction.requiringNew().call(() -> task(sweepId));
        if (task == null) {
            return null;
        }
        List<Neighbourhood> neighbourhoods;
        try {
            neighbourhoods = task.sweep().of(new Neighbourhoods(task.game()));
        } catch (RuntimeException e) {
            LOG.errorf(e, "local proof sweep %d: its neighbourhoods cannot be built", sweepId);
            neighbourhoods = List.of();
        }
        Built made = new Built(task, neighbourhoods);
        built.put(sweepId, made);
        return made;
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

    private void store(long sweepId, long resultId, LocalProof.Verdict verdict, String node) {
        LocalProofResultEntity result = LocalProofResultEntity.findById(resultId);
        if (result == null || result.outcome != null) {
            return;
        }
        result.outcome = verdict.outcome().name();
        result.positions = verdict.positions();
        result.seconds = verdict.seconds();
        result.node = node;
        result.finishedAt = OffsetDateTime.now();
        verdict.longer().ifPresent(game -> {
            RecordCatalog.Added added = catalog.add(game, RecordCatalog.Origin.SOLVER, "local proof " + sweepId);
            if (added.created()) {
                added.record().category = CATEGORY;
            }
            result.longerId = added.record().id;
            result.longerMoves = game.moveCount();
            RecordAlerts.of(known.of(game.variant()), game.moveCount())
                    .ifPresent(alert -> LOG.warnf(
                            "local proof sweep %d, %s: %s (record %d)",
                            sweepId, result.name, alert.standing(), added.record().id));
            LOG.infof(
                    "local proof sweep %d, %s: a longer game, %d moves (record %d)",
                    sweepId, result.name, game.moveCount(), added.record().id);
        });
    }
}
