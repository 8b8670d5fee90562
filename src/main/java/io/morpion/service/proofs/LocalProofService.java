package io.morpion.service.proofs;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.morpion.api.LocalProofRequest;
import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.proofs.Sweep;
import io.morpion.service.access.Caller;
import io.morpion.service.common.Page;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.morpion.service.records.KnownResults;
import io.morpion.service.records.LocalProofFacts;
import io.morpion.service.records.LocalProofSummary;
import io.morpion.service.records.RecordCatalog;
import io.morpion.service.records.RecordEntity;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.Owner;
import io.morpion.service.work.WorkConfig;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkPool;
import io.morpion.service.work.WorkShares;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Local proofs of records: sweeps queued, their neighbourhoods' verdicts, and what they establish. */
@ApplicationScoped
public class LocalProofService implements LocalProofFacts {

    /** One neighbourhood's verdict as the API shows it, and the node that reached it; absent while it waits. */
    public record ResultView(
            int index,
            String name,
            int freed,
            String outcome,
            Long positions,
            Double seconds,
            Long longerRecordId,
            String node) {}

    /** A sweep with every neighbourhood's verdict. */
    public record SweepView(LocalProofSummary sweep, List<ResultView> results) {}

    @Inject
    RecordCatalog catalog;

    @Inject
    BackgroundWork work;

    @Inject
    WorkShares shares;

    @Inject
    TransactionSynchronizationRegistry transactions;

    @Inject
    WorkPool pool;

    @Inject
    LocalProofsConfig config;

    @Inject
    WorkConfig workConfig;

    @Inject
    KnownResults known;

    /** The newest sweeps a record's view shows beside those that established the most. */
    static final int SHOWN_LATEST = 5;

    /** A request checked against its record and the caller's share, ready to be queued. */
    public record Checked(RecordEntity record, Sweep sweep, Duration limit, List<Neighbourhood> neighbourhoods) {}

    /**
     * Checks the request against the record and the caller's share of sweeps, storing nothing: a request that
     * would be refused is refused before it counts against anything.
     */
    @Transactional
    public Checked check(long recordId, LocalProofRequest request, Caller caller) {
        Checked checked = checkRequest(recordId, request);
        shares.requireShare(WorkKind.LOCAL_PROOF, caller);
        return checked;
    }

    /**
     * What a sweep would cost before it is queued: its neighbourhoods, each searched for at most its limit, on the
     * cores the nodes lend to background work.
     *
     * @param neighbourhoods the searches the sweep is made of
     * @param limitSeconds   the most each may take
     * @param coreSeconds    the most they take together, every one searched to its limit
     * @param computers      the computing threads this node lends to background work
     */
    public record Estimate(int neighbourhoods, long limitSeconds, long coreSeconds, int computers) {}

    /** The cost of the sweep the request asks for, checked as a queued one is and storing nothing. */
    @Transactional
    public Estimate estimate(long recordId, LocalProofRequest request) {
        Checked checked = checkRequest(recordId, request);
        long limit = checked.limit().toSeconds();
        int n = checked.neighbourhoods().size();
        return new Estimate(n, limit, n * limit, workConfig.computers());
    }

    private Checked checkRequest(long recordId, LocalProofRequest request) {
        RecordEntity record = catalog.find(recordId).orElseThrow(() -> Refused.notFound("record", recordId));
        if (request == null || request.kind() == null) {
            throw Refused.oneOf("kind", Sweep.Kind.codes(), "");
        }
        Sweep.Kind kind = Sweep.Kind.find(request.kind())
                .orElseThrow(() -> Refused.oneOf("kind", Sweep.Kind.codes(), request.kind()));
        Sweep sweep = sweep(kind, request.size(), record.score);
        Duration limit = limit(request.limit());
        List<Neighbourhood> neighbourhoods = sweep.of(new Neighbourhoods(Msr.decode(record.msr)));
        if (neighbourhoods.size() > config.maxNeighbourhoods()) {
            throw Refused.range("neighbourhoods", 1, config.maxNeighbourhoods(), neighbourhoods.size());
        }
        return new Checked(record, sweep, limit, neighbourhoods);
    }

    /** Stores the checked sweep and owes its neighbourhoods as background work, at once. */
    @Transactional
    public LocalProofSummary queue(Checked checked, Caller caller) {
        // checked again in this transaction: two requests of one token may have passed the check together
        shares.requireShare(WorkKind.LOCAL_PROOF, caller);
        RecordEntity record = checked.record();
        LocalProofSweepEntity.Begun begun = LocalProofSweepEntity.begin(
                record.id,
                checked.sweep(),
                (int) checked.limit().toSeconds(),
                checked.neighbourhoods(),
                caller.name(),
                OffsetDateTime.now());
        LocalProofSweepEntity entity = begun.sweep();
        entity.requestedByToken = caller.tokenId();
        Owner owner = Owner.of(caller);
        for (LocalProofResultEntity result : begun.results()) {
            work.enqueue(WorkKind.LOCAL_PROOF, owner, result.id, entity.id);
        }
        pool.wake();
        forgetShownOnCommit(record.id);
        return LocalProofStatements.summary(
                entity,
                record.score,
                known.of(record.variant),
                LocalProofTally.NONE,
                new BackgroundWork.Counts(begun.results().size(), 0));
    }

    /**
     * What a record's page shows of its sweeps, read at most once a {@link #SHOWN_FOR} per record and node: the
     * page is the server's most read, and its counts may lag a verdict by that long. A sweep queued or cancelled
     * on this node shows at once.
     */
    private final Cache<Long, Shown> shownNow =
            Caffeine.newBuilder().expireAfterWrite(SHOWN_FOR).maximumSize(1_000).build();

    private static final Duration SHOWN_FOR = Duration.ofSeconds(1);

    /** Forgets what the record's page shows once the caller's transaction ends, so that no reader reads it before. */
    private void forgetShownOnCommit(long recordId) {
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {}

            @Override
            public void afterCompletion(int status) {
                shownNow.invalidate(recordId);
            }
        });
    }

    @Override
    public Shown shown(long recordId, String variant, int score) {
        return shownNow.get(recordId, id -> QuarkusTransaction.joiningExisting().call(() -> {
            List<LocalProofSweepEntity> sweeps = LocalProofSweepEntity.worthShowing(id, SHOWN_LATEST);
            return new Shown(summaries(sweeps, variant, score), (int) LocalProofSweepEntity.count("recordId", id));
        }));
    }

    private List<LocalProofSummary> summaries(List<LocalProofSweepEntity> sweeps, String variant, int score) {
        Optional<KnownResult> best = known.of(variant);
        List<Long> ids = sweeps.stream().map(sweep -> sweep.id).toList();
        // the work first: each statement sees its own snapshot, and a neighbourhood settled between the two must
        // be read as still owed, never as neither owed nor decided (which says cancelled)
        Map<Long, BackgroundWork.Counts> owed = work.countsByGroup(WorkKind.LOCAL_PROOF, ids);
        Map<Long, LocalProofTally> tallies = LocalProofTally.ofSweeps(ids);
        return sweeps.stream()
                .map(sweep -> LocalProofStatements.summary(
                        sweep,
                        score,
                        best,
                        tallies.get(sweep.id),
                        owed.getOrDefault(sweep.id, BackgroundWork.Counts.NONE)))
                .toList();
    }

    /** A page of the sweeps of a record that exists, newest first, or a refusal. */
    @Transactional
    public Page<LocalProofSummary> page(long recordId, Page.Request page) {
        RecordEntity record = catalog.find(recordId).orElseThrow(() -> Refused.notFound("record", recordId));
        List<LocalProofSweepEntity> sweeps = LocalProofSweepEntity.<LocalProofSweepEntity>find(
                        "recordId", Sort.descending("id"), recordId)
                .page(page.page(), page.size())
                .list();
        return page.of(
                summaries(sweeps, record.variant, record.score), LocalProofSweepEntity.count("recordId", recordId));
    }

    /** One sweep of the record, with every neighbourhood's verdict. */
    @Transactional
    public SweepView sweep(long recordId, long sweepId) {
        LocalProofSweepEntity sweep = LocalProofSweepEntity.findById(sweepId);
        if (sweep == null || sweep.recordId != recordId) {
            throw Refused.notFound("local proof sweep", sweepId);
        }
        RecordEntity record = catalog.find(recordId).orElseThrow(() -> Refused.notFound("record", recordId));
        // the work before the verdicts, as in summaries()
        BackgroundWork.Counts owed = work.countsByGroup(WorkKind.LOCAL_PROOF, List.of(sweepId))
                .getOrDefault(sweepId, BackgroundWork.Counts.NONE);
        List<LocalProofResultEntity> results = LocalProofResultEntity.ofSweep(sweepId);
        return new SweepView(
                LocalProofStatements.summary(
                        sweep, record.score, known.of(record.variant), LocalProofTally.of(results), owed),
                results.stream()
                        .map(r -> new ResultView(
                                r.idx, r.name, r.freed, r.outcome, r.positions, r.seconds, r.longerId, r.node))
                        .toList());
    }

    /**
     * Cancels a sweep for the token that queued it or an admin: its waiting neighbourhoods are never searched,
     * and the lanes searching one stop within about a second, storing nothing. The verdicts reached stay. A sweep
     * with nothing waiting is left as it is.
     */
    @Transactional
    public SweepView cancel(long recordId, long sweepId, Caller caller) {
        LocalProofSweepEntity sweep = LocalProofSweepEntity.findById(sweepId);
        if (sweep == null || sweep.recordId != recordId) {
            throw Refused.notFound("local proof sweep", sweepId);
        }
        if (!caller.admin() && (caller.anonymous() || !caller.tokenId().equals(sweep.requestedByToken))) {
            throw new Refused.NotAllowed(
                    RefusalCode.NOT_OWNER,
                    "local proof sweep " + sweepId + " was queued by another token; only that token or an admin"
                            + " may cancel it",
                    "local proof sweep",
                    sweepId);
        }
        if (sweep.cancelledAt == null && work.cancelGroup(WorkKind.LOCAL_PROOF, sweepId) > 0) {
            sweep.cancelledAt = OffsetDateTime.now();
            sweep.cancelledBy = caller.name();
        }
        forgetShownOnCommit(recordId);
        return sweep(recordId, sweepId);
    }

    private static Sweep sweep(Sweep.Kind kind, Integer size, int moves) {
        return switch (kind) {
            case CLOSURE -> new Sweep(kind, 0);
            // freeing every move is no local proof: it is the whole variant searched from the empty cross
            case LAST -> new Sweep(kind, size(size, moves - 1, "how many of the last moves to free"));
            case SQUARE, OPEN -> new Sweep(kind, size(size, Sweep.MAX_SQUARE, "the square's width in points"));
        };
    }

    private static int size(Integer size, int max, String meaning) {
        if (size == null) {
            throw new Refused.Invalid(RefusalCode.BODY_NEEDS, "size is needed: " + meaning, "size");
        }
        if (size < 1 || size > max) {
            throw Refused.range("size", 1, max, size);
        }
        return size;
    }

    private Duration limit(String text) {
        return RequestText.limit("limit", text, config.defaultLimit(), config.maxLimit());
    }
}
