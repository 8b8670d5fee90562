package io.morpion.service.runs;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.spec.SpecCodec;
import io.morpion.search.termination.Budget;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** A search run as the search_run table (db/migration/V2__search_runs.sql) stores it. */
@Entity
@Table(name = "search_run")
public class RunEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String variant;
    public String algorithm;
    public String category;
    public String params;
    public long seed;
    public int threads;
    public String warmMsr;
    public Long warmRecordId;
    /** The campaign this run works for, or null for a run of its own. */
    public Long campaignId;

    public Long budgetSeconds;
    public Long budgetNodes;
    public Integer targetScore;

    @Enumerated(EnumType.STRING)
    public RunStatus status;

    @Enumerated(EnumType.STRING)
    public RunControl requested;

    public long queueSeq;
    public String node;
    public String lease;
    public String submittedBy;
    public Long ownerTokenId;
    public int bestScore;
    public String bestMsr;
    public long nodes;
    public long elapsedMs;
    public double nodesPerSecond;
    /** An exhaustive search's estimate of the nodes it has still to visit, at its last heartbeat; else null. */
    public Long nodesLeft;

    public int checkpoints;
    public long checkpointNodes;
    public long checkpointMs;
    public int resumes;
    public String error;
    /**
     * Set when an exact search finished its whole tree: from the cross, no game of the variant beats
     * bestScore; from an opening (its warm game), no game that begins with the opening does.
     */
    @Column(name = "proven_optimal")
    public boolean proofComplete;

    public OffsetDateTime createdAt;
    public OffsetDateTime startedAt;
    public OffsetDateTime heartbeatAt;
    public OffsetDateTime checkpointAt;
    public OffsetDateTime finishedAt;

    /**
     * Whether its best is still the game it was warmed from: a warm run's best starts as that very text, and any game
     * it finds is longer and written anew.
     */
    public boolean bestIsItsStart() {
        return warmMsr != null && warmMsr.equals(bestMsr);
    }

    /** Whether it starts from a game of its own: for an exact search, the opening whose continuations it searches. */
    public boolean fromOpening() {
        return warmMsr != null || warmRecordId != null;
    }

    /**
     * The one way a run's status changes, along {@link RunStatus#successors()}; a final status
     * records when the run ended and why it failed, if it did.
     */
    public void moveTo(RunStatus next, String failure) {
        if (status != null && !status.successors().contains(next)) {
            throw new IllegalStateException("run " + id + " cannot go from " + status.word() + " to " + next.word());
        }
        status = next;
        if (next.isFinal()) {
            error = failure;
            finishedAt = RunLedger.now();
        }
    }

    public void moveTo(RunStatus next) {
        moveTo(next, null);
    }

    /** What the run searches, read back from its columns. */
    public SolverSpec spec() {
        return specWith(warmMsr == null ? null : SpecCodec.warm(warmMsr));
    }

    /** The most its solver holds in all its threads, in bytes, at its parameters. */
    public long memoryBytes() {
        return specWith(null).memoryBytes();
    }

    /** Every parameter the run searches with, defaults included, without reading its warm-start game. */
    public Map<String, String> resolvedParams() {
        return specWith(null).resolved().params();
    }

    private SolverSpec specWith(MsrRecord warm) {
        return SolverSpec.stored(
                algorithm, Variant.parse(variant, "variant"), seed, threads, SpecCodec.params(params), warm);
    }

    public Budget budget() {
        return new Budget(budgetSeconds, budgetNodes, targetScore);
    }

    public void budget(Budget budget) {
        budgetSeconds = budget.timeSeconds();
        budgetNodes = budget.nodes();
        targetScore = budget.target();
    }

    /** The statuses of a run that has not ended. */
    public static final List<RunStatus> UNFINISHED = List.of(RunStatus.QUEUED, RunStatus.RUNNING, RunStatus.PAUSED);

    /** Runs newest first, of one status or (null) all, a page of them. */
    public static List<RunEntity> newestFirst(RunStatus status, int page, int size) {
        Sort order = Sort.descending("id");
        var query = status == null
                ? RunEntity.<RunEntity>findAll(order)
                : RunEntity.<RunEntity>find("status", order, status);
        return query.page(Page.of(page, size)).list();
    }

    public static long countWith(RunStatus status) {
        return status == null ? count() : count("status", status);
    }

    /** How many queued runs Quartz takes before this one. */
    public static long queuedAhead(RunEntity run) {
        return count("status = ?1 and queueSeq < ?2", RunStatus.QUEUED, run.queueSeq);
    }

    /** A token's runs waiting in the queue, its campaigns' workers included. */
    public static long queuedOwnedBy(long tokenId) {
        return count("ownerTokenId = ?1 and status = ?2", tokenId, RunStatus.QUEUED);
    }

    /** A token's unfinished runs of its own, its campaigns' workers aside. */
    public static long unfinishedOwnedBy(long tokenId) {
        return count("ownerTokenId = ?1 and campaignId is null and status in ?2", tokenId, UNFINISHED);
    }

    /** The threads the token's unfinished runs ask for in all, its campaigns' workers included. */
    public static long unfinishedThreadsOf(long tokenId) {
        return getEntityManager()
                .createQuery(
                        "select coalesce(sum(r.threads), 0) from RunEntity r where r.ownerTokenId = :token"
                                + " and r.status in :unfinished",
                        Long.class)
                .setParameter("token", tokenId)
                .setParameter("unfinished", UNFINISHED)
                .getSingleResult();
    }

    /** The workers of several campaigns, oldest first. */
    public static List<RunEntity> workersOf(List<Long> campaignIds) {
        return RunEntity.<RunEntity>find("campaignId in ?1", Sort.ascending("id"), campaignIds)
                .list();
    }

    /** The ids of the runs queued or running, in queue order: those a job must carry. */
    public static List<Long> queuedOrRunningIds() {
        return getEntityManager()
                .createQuery(
                        "select r.id from RunEntity r where r.status in (:statuses) order by r.queueSeq", Long.class)
                .setParameter("statuses", List.of(RunStatus.QUEUED, RunStatus.RUNNING))
                .getResultList();
    }

    /** A campaign's workers that have not ended. */
    public static List<RunEntity> unfinishedWorkersOf(long campaignId) {
        return RunEntity.<RunEntity>find("campaignId = ?1 and status in ?2", campaignId, UNFINISHED)
                .list();
    }
}
