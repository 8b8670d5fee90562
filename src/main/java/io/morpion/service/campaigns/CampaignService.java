package io.morpion.service.campaigns;

import io.morpion.api.BudgetRequest;
import io.morpion.api.CampaignRequest;
import io.morpion.api.RunRequest;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.spec.Algorithms;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.spec.SpecCodec;
import io.morpion.search.termination.Budget;
import io.morpion.service.access.Caller;
import io.morpion.service.common.NotNow;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.morpion.service.runs.RunControl;
import io.morpion.service.runs.RunEntity;
import io.morpion.service.runs.RunService;
import io.morpion.service.runs.RunStatus;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** What users do with campaigns: start them, look at them, pause, resume and stop them. */
@ApplicationScoped
public class CampaignService {

    /** The names of the algorithms a campaign's workers may use ({@link Algorithms#CAMPAIGN_METHODS}). */
    public static final List<String> METHODS =
            Algorithms.CAMPAIGN_METHODS.stream().map(Algorithm::name).toList();

    private static final int DEFAULT_WORKERS = 2;

    /** The workers a campaign gets when it asks for none, on a server that allows {@code config}'s most. */
    public static int defaultWorkers(CampaignsConfig config) {
        return Math.min(DEFAULT_WORKERS, config.maxWorkers());
    }

    @Inject
    EntityManager em;

    @Inject
    RunService runs;

    @Inject
    CampaignArchive archive;

    @Inject
    CampaignsConfig config;

    /** Checks the request, stores the campaign, seeds its archive and queues its workers, in one transaction. */
    @Transactional
    public CampaignEntity start(CampaignRequest request, Caller caller) {
        if (request == null) {
            throw new Refused.Invalid(
                    RefusalCode.BODY_NEEDS,
                    "the body must be a JSON campaign request with at least \"variant\"",
                    "variant");
        }
        Variant variant = RequestText.variantOrNull(request.variant());
        if (variant == null) {
            throw new Refused.Invalid(
                    RefusalCode.NEEDS_VARIANT, "a campaign needs a variant: " + Variant.codesInWords(), "campaign");
        }
        String asked = CampaignAsked.algorithm(request);
        String method = asked == null
                ? Algorithms.CAMPAIGN_DEFAULT.name()
                : asked.strip().toLowerCase(Locale.ROOT);
        if (!METHODS.contains(method)) {
            String field = request.algorithm() != null ? "algorithm" : "method";
            throw new Refused.Invalid(
                    RefusalCode.ONE_OF,
                    field + " must be a campaign's search, " + Algorithms.campaignMethodNames()
                            + " (GET /api/algorithms says what each shares); not \"" + RequestText.abbreviate(asked)
                            + "\"",
                    field,
                    String.join(", ", METHODS),
                    RequestText.abbreviate(asked));
        }
        int workers = request.workers() == null ? defaultWorkers(config) : request.workers();
        if (workers < 1 || workers > config.maxWorkers()) {
            throw Refused.range("workers", 1, config.maxWorkers(), workers);
        }
        int archiveLimit = request.archive() == null ? config.archiveLimit() : request.archive();
        if (archiveLimit < 1 || archiveLimit > 1_000_000) {
            throw Refused.range("archive", 1, 1_000_000, archiveLimit);
        }
        Budget budget = CampaignAsked.budget(request);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        OffsetDateTime endsAt = budget.timeSeconds() == null ? null : now.plusSeconds(budget.timeSeconds());
        MsrRecord warm = runs.warmStart(request.warmRecordId(), request.warm(), variant);
        requireUnderCap(caller);
        Map<String, String> params = request.params() == null ? Map.of() : request.params();
        SolverSpec spec = Refused.bySearchRules(() -> {
            // its configuration checks every parameter, so a bad one is refused now rather than at run time
            return new SolverSpec(method, variant, 0, 1, params, warm).checkRequest();
        });

        CampaignEntity campaign = new CampaignEntity();
        campaign.variant = variant.code();
        campaign.method = method;
        campaign.params = SpecCodec.paramsText(spec);
        campaign.warmMsr = warm == null ? null : SpecCodec.warmText(warm);
        campaign.warmRecordId = request.warmRecordId();
        campaign.targetScore = budget.target();
        campaign.endsAt = endsAt;
        campaign.workers = workers;
        campaign.archiveLimit = archiveLimit;
        campaign.status = CampaignStatus.ACTIVE;
        campaign.bestScore = warm == null ? 0 : warm.moveCount();
        campaign.bestMsr = campaign.warmMsr;
        campaign.submittedBy = caller.label();
        campaign.ownerTokenId = caller.tokenId();
        campaign.createdAt = now;
        campaign.persist();
        if (warm != null) {
            archive.seed(campaign.id, ArchiveExchange.SharedGame.of(warm));
        }
        for (int i = 0; i < workers; i++) {
            Long seed = request.seed() == null ? null : request.seed() + i;
            RunRequest worker = new RunRequest(
                    variant.code(),
                    method,
                    spec.resolved().params(),
                    new BudgetRequest(null, null, budget.target()),
                    seed,
                    1,
                    null,
                    campaign.warmMsr,
                    null);
            runs.submitWorker(worker, caller, campaign.id);
        }
        return campaign;
    }

    public CampaignEntity find(long id) {
        CampaignEntity campaign = em.find(CampaignEntity.class, id);
        if (campaign == null) {
            throw Refused.notFound("campaign", id);
        }
        return campaign;
    }

    public List<CampaignEntity> list(CampaignStatus status, int page, int size) {
        return CampaignEntity.newestFirst(status, page, size);
    }

    public long count(CampaignStatus status) {
        return CampaignEntity.countWith(status);
    }

    public List<RunEntity> workers(long id) {
        return workersOf(List.of(id)).getOrDefault(id, List.of());
    }

    /** The workers of each of several campaigns, in one query. */
    public Map<Long, List<RunEntity>> workersOf(List<Long> ids) {
        if (ids.isEmpty()) {
            return Map.of();
        }
        return RunEntity.workersOf(ids).stream().collect(Collectors.groupingBy(run -> run.campaignId));
    }

    /**
     * Pauses, resumes or stops a campaign and passes the command on to its workers; a worker that
     * cannot follow at once (it is still stopping) is brought in line by {@link CampaignReconciler}.
     */
    @Transactional
    public CampaignEntity control(long id, Caller caller, CampaignStatus.Command command) {
        CampaignEntity campaign = em.find(CampaignEntity.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (campaign == null) {
            throw Refused.notFound("campaign", id);
        }
        requireControl(campaign, caller);
        try {
            campaign.status = campaign.status.on(command);
        } catch (NotNow e) {
            throw new Refused.Conflict(
                    RefusalCode.NOT_NOW,
                    "campaign " + id + " " + e.getMessage(),
                    "campaign",
                    id,
                    e.status(),
                    e.command());
        }
        if (campaign.status.isFinal()) {
            campaign.finishedAt = OffsetDateTime.now(ZoneOffset.UTC);
        }
        return campaign;
    }

    /**
     * Completes a campaign whose end time has come or whose best has reached its target.
     */
    @Transactional
    public void completeIfDue(long id) {
        CampaignEntity campaign = em.find(CampaignEntity.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (campaign == null) {
            return;
        }
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        boolean timeUp = campaign.endsAt != null && !now.isBefore(campaign.endsAt);
        boolean reached = campaign.targetScore != null && campaign.bestScore >= campaign.targetScore;
        if (campaign.status == CampaignStatus.ACTIVE && (timeUp || reached)) {
            campaign.status = CampaignStatus.COMPLETED;
            campaign.finishedAt = now;
        }
    }

    /**
     * Brings the campaign's workers in line with it: running while it is active, paused while it is
     * paused, completed once it has completed, cancelled once it is stopped. Each worker moves in its own transaction;
     * one that cannot
     * move now (it is still stopping) is moved by a later pass of {@link CampaignReconciler}.
     *
     * @return how many workers were asked to move
     */
    public int steerWorkers(long id) {
        Caller steering = new Caller(null, "campaign " + id, true, "campaign:" + id);
        Steering plan = QuarkusTransaction.requiringNew().call(() -> {
            RunStatus.Command command = find(id).status.forWorkers();
            return new Steering(
                    command,
                    RunEntity.unfinishedWorkersOf(id).stream()
                            .filter(worker -> !inLine(worker, command))
                            .map(worker -> worker.id)
                            .toList());
        });
        int moved = 0;
        for (long worker : plan.workers()) {
            try {
                runs.control(worker, steering, plan.command());
                moved++;
            } catch (Refused.Conflict notNow) {
                // still stopping, or it ended meanwhile: the next pass looks again
            }
        }
        return moved;
    }

    /** What a campaign's workers are to be asked, and which of them are not in line yet. */
    private record Steering(RunStatus.Command command, List<Long> workers) {}

    private static boolean inLine(RunEntity worker, RunStatus.Command command) {
        return switch (command) {
            case RESUME -> worker.status != RunStatus.PAUSED;
            case PAUSE -> worker.status == RunStatus.PAUSED || worker.requested != null;
            case CANCEL -> worker.requested == RunControl.CANCEL;
            case FINISH -> worker.requested == RunControl.FINISH;
        };
    }

    /** What the caller may ask of the campaign now, as the words of its calls: ["pause", "stop"]. */
    public static List<String> actions(CampaignEntity campaign, Caller caller) {
        return mayControl(campaign, caller)
                ? campaign.status.offered().stream()
                        .map(c -> c.name().toLowerCase(Locale.ROOT))
                        .toList()
                : List.of();
    }

    /** Only a campaign's owner, or an admin, may steer it. */
    private static boolean mayControl(CampaignEntity campaign, Caller caller) {
        return caller.admin() || !caller.anonymous() && caller.tokenId().equals(campaign.ownerTokenId);
    }

    private static void requireControl(CampaignEntity campaign, Caller caller) {
        if (!mayControl(campaign, caller)) {
            throw new Refused.NotAllowed(
                    RefusalCode.NOT_OWNER,
                    "campaign " + campaign.id + " belongs to another token; only its owner or an admin may steer it",
                    "campaign",
                    campaign.id);
        }
    }

    /** A searcher token may hold only so many unfinished campaigns; admins any number. */
    private void requireUnderCap(Caller caller) {
        if (caller.admin() || caller.anonymous()) {
            return;
        }
        long unfinished = CampaignEntity.unfinishedOwnedBy(caller.tokenId());
        if (unfinished >= config.perToken()) {
            throw new Refused.TooMany(
                    60,
                    RefusalCode.UNFINISHED_LIMIT,
                    "this token already has " + unfinished
                            + " unfinished campaigns, the most a token may hold; stop one or wait for one to end",
                    "campaign",
                    config.perToken());
        }
    }
}
