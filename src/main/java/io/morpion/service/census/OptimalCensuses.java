package io.morpion.service.census;

import io.morpion.api.CensusRequest;
import io.morpion.api.CensusView;
import io.morpion.corpus.KnownResult;
import io.morpion.corpus.OptimalGames;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
import io.morpion.service.access.Caller;
import io.morpion.service.common.Page;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.db.AdvisoryLocks;
import io.morpion.service.records.KnownResults;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.Owner;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkPool;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Censuses of optimal games that the cluster shares: started by an admin, cut into parts that are background work,
 * shown part by part with an estimate of the time left, and downloadable in one file once every part has finished.
 */
@ApplicationScoped
public class OptimalCensuses {

    @Inject
    KnownResults known;

    @Inject
    BackgroundWork work;

    @Inject
    WorkPool pool;

    @Inject
    CensusConfig config;

    @Inject
    EntityManager em;

    /**
     * Starts a census of the variant's optimal games in parts, each owed as background work at once. A variant has
     * one census under way at a time: a second request is refused with the first's id.
     */
    @Transactional
    public CensusView start(CensusRequest request, Caller caller) {
        List<String> proven = provenVariants();
        if (request == null || request.variant() == null) {
            throw Refused.oneOf("variant", proven, "");
        }
        Variant variant = Variant.fromCode(request.variant())
                .orElseThrow(() -> Refused.oneOf("variant", proven, request.variant()));
        if (!proven.contains(variant.code())) {
            throw new Refused.Invalid(
                    RefusalCode.ONE_OF,
                    "variant must be one whose optimum is proven, " + String.join(" or ", proven) + ": "
                            + variant.code() + "'s is not, so its optimal games cannot be counted",
                    "variant",
                    String.join(", ", proven),
                    variant.code());
        }
        int parts = request.parts() == null ? config.defaultParts() : request.parts();
        if (parts < 1 || parts > config.maxParts()) {
            throw Refused.range("parts", 1, config.maxParts(), parts);
        }
        // two requests at once, on one node or two: one starts the census, the other finds it under way
        AdvisoryLocks.lock(em, "census/" + variant.code());
        Optional<OptimalCensusEntity> underWay = OptimalCensusEntity.<OptimalCensusEntity>find(
                        "variant = ?1 and finishedAt is null and cancelledAt is null", variant.code())
                .firstResultOptional();
        if (underWay.isPresent()) {
            long id = underWay.get().id;
            throw new Refused.Conflict(
                    RefusalCode.NOT_NOW,
                    "census " + id + " of " + variant.code() + "'s optimal games is under way; follow it, or cancel it"
                            + " before starting another",
                    "census",
                    id,
                    "running",
                    "start");
        }
        int optimum = known.of(variant).orElseThrow().score();
        OptimalCensusEntity census = new OptimalCensusEntity();
        census.variant = variant.code();
        census.optimum = optimum;
        census.parts = parts;
        census.method =
                new ExactSolver(ExactConfig.optimalCensus(variant, optimum, ExactConfig.Part.WHOLE), 1).method();
        census.requestedBy = caller.label();
        census.requestedByToken = caller.tokenId();
        census.createdAt = OffsetDateTime.now();
        census.persist();
        Owner owner = Owner.of(caller);
        for (int number = 1; number <= parts; number++) {
            OptimalCensusPartEntity part = new OptimalCensusPartEntity();
            part.censusId = census.id;
            part.number = number;
            part.persist();
            work.enqueue(WorkKind.CENSUS, owner, part.id, census.id);
        }
        pool.wake();
        return view(census);
    }

    private List<String> provenVariants() {
        List<String> codes = new ArrayList<>();
        for (Variant v : Variant.values()) {
            known.of(v).filter(KnownResult::proven).ifPresent(k -> codes.add(v.code()));
        }
        return codes;
    }

    /** One census, part by part. */
    @Transactional
    public CensusView view(long id) {
        return view(find(id));
    }

    private CensusView view(OptimalCensusEntity census) {
        long id = census.id;
        // the work before the parts: each statement sees its own snapshot, and a part settled between the two is
        // then read as running, never as neither running nor done
        Map<Long, BackgroundWork.ItemView> items = work.latestOfGroup(WorkKind.CENSUS, id);
        return CensusViews.of(
                census,
                OptimalCensusPartEntity.ofCensus(id),
                items,
                census.finishedAt == null ? null : "/api/censuses/" + id + "/games.jsonl");
    }

    /** The censuses, newest first, a page at a time. */
    @Transactional
    public Page<CensusView> page(Page.Request page) {
        List<OptimalCensusEntity> censuses = OptimalCensusEntity.<OptimalCensusEntity>findAll(Sort.descending("id"))
                .page(page.page(), page.size())
                .list();
        return page.of(censuses.stream().map(this::view).toList(), OptimalCensusEntity.count());
    }

    /** A finished census's games, one MSR JSON a line, in the order one whole run keeps them. */
    @Transactional
    public String games(long id) {
        OptimalCensusEntity census = find(id);
        if (census.games == null) {
            throw new Refused.Conflict(
                    RefusalCode.NOT_NOW,
                    "census " + id + " has not finished: its games are there once every part is",
                    "census",
                    id,
                    census.cancelledAt != null ? "cancelled" : "running",
                    "download its games");
        }
        return census.games.isEmpty()
                ? ""
                : census.games
                        .lines()
                        .map(line -> OptimalGames.line(Msr.decode(line)))
                        .collect(Collectors.joining("\n", "", "\n"));
    }

    /** Cancels a census: its waiting parts are never searched, and those under way stop within about a second. */
    @Transactional
    public CensusView cancel(long id) {
        OptimalCensusEntity census = find(id);
        if (census.finishedAt == null && census.cancelledAt == null) {
            work.cancelGroup(WorkKind.CENSUS, id);
            census.cancelledAt = OffsetDateTime.now();
        }
        return view(census);
    }

    private static OptimalCensusEntity find(long id) {
        OptimalCensusEntity census = OptimalCensusEntity.findById(id);
        if (census == null) {
            throw Refused.notFound("census", id);
        }
        return census;
    }
}
