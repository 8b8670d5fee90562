package io.morpion.service.runs;

import io.morpion.api.RunRequest;
import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.SolverMemory;
import io.morpion.search.spec.Algorithms;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.spec.SpecCodec;
import io.morpion.search.termination.Budget;
import io.morpion.service.access.Caller;
import io.morpion.service.access.LimitsConfig;
import io.morpion.service.access.TokenEntity;
import io.morpion.service.common.Budgets;
import io.morpion.service.common.NotNow;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.morpion.service.records.RecordCatalog;
import io.morpion.service.records.RecordEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/** What users do with runs: queue them, look at them, pause, resume and cancel them. */
@ApplicationScoped
public class RunService {

    @Inject
    EntityManager em;

    @Inject
    RunJobs jobs;

    @Inject
    NodeRuns node;

    @Inject
    RecordCatalog records;

    @Inject
    RunsConfig config;

    @Inject
    LimitsConfig limits;

    /** Checks the request, stores the run and queues its job, all in one transaction. */
    @Transactional
    public RunEntity submit(RunRequest request, Caller caller) {
        return queue(request, caller, null);
    }

    /**
     * Queues a worker of a campaign for the campaign's owner, in the caller's transaction. Workers
     * count against the campaign's limits, not against the owner's unfinished runs ({@link #requireUnderCap}).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public RunEntity submitWorker(RunRequest request, Caller owner, long campaignId) {
        return queue(request, owner, campaignId);
    }

    private RunEntity queue(RunRequest request, Caller caller, Long campaignId) {
        if (request == null) {
            throw new Refused.Invalid(
                    RefusalCode.BODY_NEEDS, "the body must be a JSON run request with at least \"variant\"", "variant");
        }
        Variant variant = RequestText.variantOrNull(request.variant());
        if (variant == null) {
            throw new Refused.Invalid(
                    RefusalCode.NEEDS_VARIANT, "a run needs a variant: " + Variant.codesInWords(), "run");
        }
        int threads = request.threads() != null
                ? request.threads()
                : Math.min(config.maxThreads(), SolverSpec.defaultThreads(request.algorithm()));
        if (threads < 1 || threads > config.maxThreads()) {
            throw Refused.range("threads", 1, config.maxThreads(), threads);
        }
        MsrRecord warm = warmStart(request.warmRecordId(), request.warm(), variant);
        if (campaignId == null) {
            requireUnderCap(caller);
        }
        requireThreadBudget(caller, threads);
        if (request.seed() != null && request.seed() < 0) {
            throw Refused.range("seed", 0, Long.MAX_VALUE, request.seed());
        }
        long seed = request.seed() != null ? request.seed() : SolverSpec.freshSeed();
        Map<String, String> params = request.params() == null ? Map.of() : new LinkedHashMap<>(request.params());
        String algorithm = request.algorithm() == null ? Algorithms.DEFAULT.name() : request.algorithm();
        SolverSpec spec = Refused.bySearchRules(() -> {
            // its configuration checks every parameter, so a bad one is refused now rather than at run time
            SolverSpec asked = new SolverSpec(algorithm, variant, seed, threads, params, warm);
            return campaignId == null ? asked.checkRequest() : asked.check();
        });
        requireMemoryFits(spec);

        RunEntity run = new RunEntity();
        run.variant = variant.code();
        run.algorithm = spec.algorithm();
        run.category = spec.category();
        run.params = SpecCodec.paramsText(spec);
        run.seed = seed;
        run.threads = threads;
        run.warmMsr = warm == null ? null : SpecCodec.warmText(warm);
        run.warmRecordId = request.warmRecordId();
        run.campaignId = campaignId;
        if (warm != null) {
            // The game a warm start begins from is its best until it finds a longer one.
            run.bestScore = warm.moveCount();
            run.bestMsr = run.warmMsr;
        }
        Budget budget = Budgets.asked(request.budget());
        if (budget.target() == null && !Boolean.TRUE.equals(request.keepGoing()) && campaignId == null) {
            // as the local search does; a campaign's workers follow their campaign's own budget
            budget = KnownResult.stoppingScore(variant, SolverSpec.provesOptimality(spec.algorithm()))
                    .map(budget::withTarget)
                    .orElse(budget);
        }
        run.budget(budget);
        run.moveTo(RunStatus.QUEUED);
        run.queueSeq = queuePlace(caller.tokenId());
        run.submittedBy = caller.label();
        run.ownerTokenId = caller.tokenId();
        run.createdAt = RunLedger.now();
        run.persist();
        jobs.enqueue(run.id, run.queueSeq);
        return run;
    }

    public RunEntity find(long id) {
        RunEntity run = em.find(RunEntity.class, id);
        if (run == null) {
            throw Refused.notFound("run", id);
        }
        return run;
    }

    public List<RunEntity> list(RunStatus status, int page, int size) {
        return RunEntity.newestFirst(status, page, size);
    }

    public long count(RunStatus status) {
        return RunEntity.countWith(status);
    }

    /** 1 for the run Quartz takes next, and so on; null for a run that is not waiting. */
    public Integer queuePosition(RunEntity run) {
        if (run.status != RunStatus.QUEUED) {
            return null;
        }
        return (int) RunEntity.queuedAhead(run) + 1;
    }

    /**
     * Carries out a pause, resume or cancel as {@link RunStatus#on} says: a waiting run leaves the
     * queue, a running one is asked to checkpoint and free its thread, a paused one joins the end
     * of the queue to go on from its checkpoint.
     */
    @Transactional
    public RunEntity control(long id, Caller caller, RunStatus.Command command) {
        RunEntity run = locked(id);
        requireControl(run, caller);
        RunStatus.Transition transition;
        try {
            transition = run.status.on(command, run.requested);
        } catch (NotNow e) {
            throw new Refused.Conflict(
                    RefusalCode.NOT_NOW, "run " + id + " " + e.getMessage(), "run", id, e.status(), e.command());
        }
        if (transition.leavesQueue()) {
            jobs.dequeue(run.id, run.queueSeq);
        }
        if (transition.stopsJob()) {
            if (jobs.exists(run.id)) {
                ask(run, command.asJobControl());
            } else {
                RunLedger.stopWithoutExecution(run, command.asJobControl());
            }
        }
        if (transition.becomes() != null) {
            run.moveTo(transition.becomes());
            if (transition.becomes() == RunStatus.QUEUED) {
                run.queueSeq = queuePlace(run.ownerTokenId);
                jobs.enqueue(run.id, run.queueSeq);
            }
        }
        return run;
    }

    /** Waits a little for a stop just asked of a job on this node, so the answer shows its effect. */
    public RunEntity settle(long id, Duration atMost) {
        long deadline = System.nanoTime() + atMost.toNanos();
        while (node.isRunningHere(id) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return find(id);
    }

    /**
     * The records among a run's improvements that were there before the run reached them: games found again,
     * not filed by it (a corpus game, a submission, another run's).
     */
    public Set<Long> foundAgain(long runId, List<RunImprovementEntity> improvements) {
        List<Long> ids = improvements.stream()
                .map(i -> i.recordId)
                .filter(Objects::nonNull)
                .toList();
        if (ids.isEmpty()) {
            return Set.of();
        }
        return RecordEntity.<RecordEntity>list("id in ?1", ids).stream()
                .filter(r -> r.runId == null || r.runId != runId)
                .map(r -> r.id)
                .collect(Collectors.toSet());
    }

    public List<RunImprovementEntity> improvements(long id) {
        find(id);
        return RunImprovementEntity.ofRun(id);
    }

    /** Whether the caller may pause, resume or cancel the run: only its owner or an admin may. */
    public static boolean mayControl(RunEntity run, Caller caller) {
        return caller.admin() || !caller.anonymous() && caller.tokenId().equals(run.ownerTokenId);
    }

    private static void requireControl(RunEntity run, Caller caller) {
        if (!mayControl(run, caller)) {
            throw new Refused.NotAllowed(
                    RefusalCode.NOT_OWNER,
                    "run " + run.id + " belongs to another token; only its owner or an admin may control it",
                    "run",
                    run.id);
        }
    }

    /**
     * A token may hold only so many unfinished runs (queued, running or paused) of its own; admins any
     * number. Its campaigns' workers do not count: the campaign limits bound them (workers per
     * campaign, campaigns per token), and a searcher with a large campaign can still queue a run.
     */
    private void requireUnderCap(Caller caller) {
        if (caller.admin() || caller.anonymous()) {
            return;
        }
        long unfinished = RunEntity.unfinishedOwnedBy(caller.tokenId());
        if (unfinished >= limits.unfinishedRunsPerToken()) {
            throw new Refused.TooMany(
                    60,
                    RefusalCode.UNFINISHED_LIMIT,
                    "this token already has " + unfinished
                            + " unfinished runs of its own (its campaigns' workers are not counted), the most a "
                            + "token may hold; cancel one or wait for one to end",
                    "run",
                    limits.unfinishedRunsPerToken());
        }
    }

    /** Queue places a waiting run of a token holds its next run back by. */
    static final long FAIR_STRIDE = 100;

    /** Refuses a run that alone would hold more than a node lends its runs in all: it could never start. */
    private void requireMemoryFits(SolverSpec spec) {
        long bytes = spec.memoryBytes();
        long budget = node.memoryBudget();
        if (bytes > budget) {
            long megabytes = SolverMemory.megabytes(bytes);
            long perThread = SolverMemory.megabytes(bytes / spec.threads());
            throw new Refused.Conflict(
                    RefusalCode.RUN_MEMORY,
                    "this run would hold up to " + megabytes + " MB (" + spec.threads() + " threads × " + perThread
                            + " MB at its parameters), more than the " + SolverMemory.megabytes(budget)
                            + " MB a node lends its"
                            + " runs in all (morpion.runs.memory-budget): ask for fewer threads or smaller pools",
                    megabytes,
                    spec.threads(),
                    perThread,
                    SolverMemory.megabytes(budget));
        }
    }

    private void requireThreadBudget(Caller caller, int threads) {
        if (caller.admin() || caller.anonymous()) {
            return;
        }
        long held = RunEntity.unfinishedThreadsOf(caller.tokenId());
        Integer own = TokenEntity.<TokenEntity>findByIdOptional(caller.tokenId())
                .map(t -> t.threadBudget)
                .orElse(null);
        int budget = own != null ? own : limits.threadsPerToken();
        if (held + threads > budget) {
            throw new Refused.TooMany(
                    60,
                    RefusalCode.THREAD_BUDGET,
                    "this token's unfinished runs and campaign workers already hold " + held + " threads, and a"
                            + " token holds at most " + budget
                            + (own != null
                                    ? " (its own budget, set by an admin)"
                                    : " (morpion.limits.threads-per-token)")
                            + "; these " + threads + " more would pass it: cancel one, or wait for one to end",
                    held,
                    budget);
        }
    }

    private void ask(RunEntity run, RunControl control) {
        run.requested = control;
        // After commit would be tidier, but the job only reads the request from the database or
        // this flag, and acting early merely checkpoints sooner.
        node.signal(run.id, control);
    }

    private RunEntity locked(long id) {
        RunEntity run = em.find(RunEntity.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (run == null) {
            throw Refused.notFound("run", id);
        }
        return run;
    }

    /**
     * A run's place in the queue: after every run queued so far, and {@link #FAIR_STRIDE} places
     * further back for each run its token already has waiting, so that one token's many runs take
     * turns with other tokens' runs rather than all going first.
     */
    private long queuePlace(Long tokenId) {
        long waiting = tokenId == null ? 0 : RunEntity.queuedOwnedBy(tokenId);
        return nextQueueSeq() + FAIR_STRIDE * waiting;
    }

    private long nextQueueSeq() {
        return ((Number) em.createNativeQuery("select nextval('run_queue_seq')").getSingleResult()).longValue();
    }

    /** The game a search starts from, given as a stored record's id or as MSR text (not both), or null. */
    public MsrRecord warmStart(Long warmRecordId, String warmText, Variant variant) {
        if (warmRecordId != null && warmText != null) {
            throw new Refused.Invalid(
                    RefusalCode.WARM_TWICE, "give the warm start as warmRecordId or as warm, not both");
        }
        MsrRecord warm = null;
        if (warmRecordId != null) {
            RecordEntity record = records.find(warmRecordId)
                    .orElseThrow(() -> new Refused.Invalid(
                            RefusalCode.WARM_NO_RECORD,
                            "warmRecordId " + warmRecordId + " names no record",
                            warmRecordId));
            warm = Msr.decode(record.msr);
        } else if (warmText != null) {
            warm = Msr.decode(warmText);
            Msr.requireLegal(warm);
        }
        if (warm != null && warm.variant() != variant) {
            throw new Refused.Invalid(
                    RefusalCode.WARM_VARIANT,
                    "the warm-start game is " + warm.variant().code() + ", the search " + variant.code(),
                    warm.variant().code(),
                    variant.code());
        }
        return warm;
    }
}
