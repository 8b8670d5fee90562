package io.morpion.service.runs;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.spec.SpecCodec;
import io.morpion.search.termination.Budget;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.Optional;

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
    @Column(name = "warm_msr")
    public String warmMsr;
    @Column(name = "warm_record_id")
    public Long warmRecordId;
    /** The campaign this run works for, or null for a run of its own. */
    @Column(name = "campaign_id")
    public Long campaignId;
    @Column(name = "budget_seconds")
    public Long budgetSeconds;
    @Column(name = "budget_nodes")
    public Long budgetNodes;
    @Column(name = "target_score")
    public Integer targetScore;
    @Enumerated(EnumType.STRING)
    public RunStatus status;
    @Enumerated(EnumType.STRING)
    public RunControl requested;
    @Column(name = "queue_seq")
    public long queueSeq;
    public String node;
    public String lease;
    @Column(name = "submitted_by")
    public String submittedBy;
    @Column(name = "owner_token_id")
    public Long ownerTokenId;
    @Column(name = "best_score")
    public int bestScore;
    @Column(name = "best_msr")
    public String bestMsr;
    public long nodes;
    @Column(name = "elapsed_ms")
    public long elapsedMs;
    @Column(name = "nodes_per_second")
    public double nodesPerSecond;
    public int checkpoints;
    @Column(name = "checkpoint_nodes")
    public long checkpointNodes;
    @Column(name = "checkpoint_ms")
    public long checkpointMs;
    public int resumes;
    public String error;
    /** Set when an exact search finished its whole tree: no game of the variant beats bestScore. */
    @Column(name = "proven_optimal")
    public boolean provenOptimal;
    @Column(name = "created_at")
    public OffsetDateTime createdAt;
    @Column(name = "started_at")
    public OffsetDateTime startedAt;
    @Column(name = "heartbeat_at")
    public OffsetDateTime heartbeatAt;
    @Column(name = "checkpoint_at")
    public OffsetDateTime checkpointAt;
    @Column(name = "finished_at")
    public OffsetDateTime finishedAt;

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

    /** Its variant's world record or proven optimum, which its best is measured against. */
    public Optional<KnownResult> knownResult() {
        return Variant.fromCode(variant).flatMap(KnownResult::of);
    }

    /** What the run searches, read back from its columns. */
    public SolverSpec spec() {
        return specWith(warmMsr == null ? null : SpecCodec.warm(warmMsr));
    }

    /** Every parameter the run searches with, defaults included, without reading its warm-start game. */
    public Map<String, String> resolvedParams() {
        return specWith(null).resolved().params();
    }

    private SolverSpec specWith(MsrRecord warm) {
        return SolverSpec.stored(algorithm, Variant.parse(variant, "variant"), seed, threads, SpecCodec.params(params),
                warm);
    }

    public Budget budget() {
        return new Budget(budgetSeconds, budgetNodes, targetScore);
    }

    public void budget(Budget budget) {
        budgetSeconds = budget.timeSeconds();
        budgetNodes = budget.nodes();
        targetScore = budget.target();
    }
}
