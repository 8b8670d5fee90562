package io.morpion.service.runs;

import io.morpion.corpus.KnownResult;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.Improvement;
import io.morpion.search.Provenance;
import io.morpion.search.SolverStatus;
import io.morpion.service.records.KnownResults;
import io.morpion.service.records.RecordEntity;
import io.morpion.service.webhooks.Webhooks;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;

/**
 * Everything a running job writes: its claim on the run, heartbeats, checkpoints, improvements
 * and its end. Each write is one transaction and checks the execution's lease, so a node that
 * has lost the run (it was recovered elsewhere) can no longer change it.
 */
@ApplicationScoped
public class RunLedger {

    /** One execution's hold on a run: the run as it was claimed, and the lease that proves it. */
    record Claim(RunEntity run, String lease) {
        long runId() {
            return run.id;
        }
    }

    /** The run was taken over by another execution; this one must stop and write nothing. */
    static final class LeaseLostException extends RuntimeException {
        LeaseLostException(long runId) {
            super("run " + runId + " is now held by another execution");
        }
    }

    @Inject
    EntityManager em;

    @Inject
    RecordAutoSaver autoSaver;

    @Inject
    RunMetrics metrics;

    @Inject
    KnownResults known;

    @Inject
    Webhooks webhooks;

    /** The most the run's solver holds in all its threads, in bytes; empty when the run is no longer meant to run. */
    @Transactional
    OptionalLong memoryOf(long runId) {
        RunEntity run = em.find(RunEntity.class, runId);
        return run == null || !run.status.wantsJob() ? OptionalLong.empty() : OptionalLong.of(run.memoryBytes());
    }

    /**
     * Takes the run for a new execution on this node, if it is still meant to run: a run paused,
     * cancelled or finished while its trigger waited is left alone.
     */
    @Transactional
    Optional<Claim> claim(long runId, String node) {
        RunEntity run = em.find(RunEntity.class, runId, LockModeType.PESSIMISTIC_WRITE);
        if (run == null || !run.status.wantsJob()) {
            return Optional.empty();
        }
        OffsetDateTime now = now();
        if (run.checkpoints > 0) {
            run.resumes++;
        }
        run.moveTo(RunStatus.RUNNING);
        // a reason it was paused for is over once it runs again
        run.error = null;
        run.node = node;
        run.lease = UUID.randomUUID().toString();
        run.startedAt = run.startedAt == null ? now : run.startedAt;
        run.heartbeatAt = now;
        em.flush();
        em.detach(run);
        return Optional.of(new Claim(run, run.lease));
    }

    /** The run's stored checkpoints, newest first (at most two). */
    @Transactional
    List<byte[]> checkpoints(long runId) {
        return em.createNativeQuery(
                        "select data from run_checkpoint where run_id = :run order by seq desc", byte[].class)
                .setParameter("run", runId)
                .getResultList();
    }

    /**
     * Records progress and returns the control request waiting for this execution, if any.
     *
     * @param nodesPerSecond the rate since the previous heartbeat
     * @param nodesLeft      the solver's estimate of the nodes it has still to visit, if it has an end of its own
     */
    @Transactional
    Optional<RunControl> heartbeat(Claim claim, SolverStatus status, double nodesPerSecond, OptionalLong nodesLeft) {
        RunEntity run = own(claim);
        run.nodes = status.nodes();
        run.elapsedMs = status.elapsedNanos() / 1_000_000;
        run.nodesPerSecond = nodesPerSecond;
        run.nodesLeft = nodesLeft.isPresent() ? nodesLeft.getAsLong() : null;
        run.heartbeatAt = now();
        return Optional.ofNullable(run.requested);
    }

    /**
     * Stores a complete checkpoint next to the previous one, then drops any older: the new one is
     * committed whole or not at all, and a good one is always left.
     */
    @Transactional
    void checkpoint(Claim claim, byte[] checkpoint, SolverStatus status, long takeMillis) {
        long start = System.nanoTime();
        RunEntity run = own(claim);
        int seq = ((Number)
                        em.createNativeQuery("select coalesce(max(seq), 0) + 1 from run_checkpoint where run_id = :run")
                                .setParameter("run", run.id)
                                .getSingleResult())
                .intValue();
        em.createNativeQuery("insert into run_checkpoint (run_id, seq, nodes, elapsed_ms, best_score, data) "
                        + "values (:run, :seq, :nodes, :elapsed, :best, :data)")
                .setParameter("run", run.id)
                .setParameter("seq", seq)
                .setParameter("nodes", status.nodes())
                .setParameter("elapsed", status.elapsedNanos() / 1_000_000)
                .setParameter("best", status.bestScore())
                .setParameter("data", checkpoint)
                .executeUpdate();
        em.createNativeQuery("delete from run_checkpoint where run_id = :run and seq < :seq - 1")
                .setParameter("run", run.id)
                .setParameter("seq", seq)
                .executeUpdate();
        run.checkpoints++;
        run.checkpointNodes = status.nodes();
        run.checkpointAt = now();
        run.nodes = status.nodes();
        run.elapsedMs = status.elapsedNanos() / 1_000_000;
        run.checkpointMs += takeMillis + (System.nanoTime() - start) / 1_000_000;
    }

    /**
     * Adds an improvement to the run's history and makes it the run's best, unless the run already
     * has one as good: a resumed run finds again what it found after its last checkpoint. A best that
     * ties or beats the variant's known result is owed to the token's webhook.
     */
    @Transactional
    void improvement(Claim claim, Improvement found, String method) {
        RunEntity run = own(claim);
        if (found.score() <= run.bestScore) {
            return;
        }
        MsrRecord game = Provenance.stamp(found.game(), method, run.seed, found.nodes(), found.elapsedNanos() / 1e9)
                .author("morpion run " + run.id)
                .build();
        RunImprovementEntity entry = new RunImprovementEntity();
        entry.runId = run.id;
        entry.score = found.score();
        entry.nodes = found.nodes();
        entry.elapsedMs = found.elapsedNanos() / 1_000_000;
        entry.foundAt = now();
        entry.msr = Msr.encode(game);
        entry.persist();
        metrics.improvement();
        run.bestScore = found.score();
        run.bestMsr = entry.msr;
        // owed with the improvement, in its transaction: an alert is never lost, nor sent for a best that was not kept
        RunAlerts.of(run, known.of(run.variant))
                .ifPresent(alert -> webhooks.owe(
                        run.ownerTokenId,
                        RunAlerts.message(
                                alert,
                                run,
                                webhooks.link("/#/runs/" + run.id),
                                RecordEntity.byIdentity(GameIdentity.of(game)).map(record -> record.id))));
    }

    /**
     * Files the run's best game as a record if it beats every record of its category, and marks its improvement with
     * the record. Called every heartbeat rather than for every improvement, so that a solver that climbs one move at
     * a time (beam does) files its best of the moment, not each rung; and before the run ends ({@code ending}
     * false), only a best that listings show by default ({@link KnownResult#listedFrom()}: nine tenths of the
     * best known), so that a run's ladder holds its end and its near-records, not every step of its climb.
     *
     * @return the score now settled (filed, or no category best), so the caller can skip until it changes; -1 when
     *     filing waits for the run's end
     */
    @Transactional
    int fileBest(Claim claim, boolean ending) {
        RunEntity run = own(claim);
        if (run.bestMsr == null || run.bestIsItsStart()) {
            return run.bestScore;
        }
        if (!ending
                && known.of(run.variant)
                        .map(k -> run.bestScore < k.listedFrom())
                        .orElse(false)) {
            return -1;
        }
        Long recordId = autoSaver.saveIfCategoryBest(run, Msr.decode(run.bestMsr));
        if (recordId != null) {
            RunImprovementEntity.markFiled(run.id, run.bestScore, recordId);
        }
        return run.bestScore;
    }

    /**
     * Ends the execution: the final checkpoint (none when a run that ends has a state too large for one), then the
     * state its reason leads to.
     */
    @Transactional
    void finish(
            Claim claim,
            RunControl reason,
            SolverStatus status,
            boolean provedBestContinuation,
            byte[] last,
            long takeMillis) {
        if (last != null) {
            checkpoint(claim, last, status, takeMillis);
        }
        RunEntity run = release(claim);
        // a run that is not running has no current rate: show its average instead
        run.nodesPerSecond = run.elapsedMs > 0 ? run.nodes * 1000.0 / run.elapsedMs : 0;
        if (reason == null) {
            run.proofComplete = status.provenOptimal() || provedBestContinuation;
        }
        run.moveTo(RunStatus.afterExecution(reason));
    }

    /**
     * Ends the execution paused because its state no longer fits a checkpoint: its best is kept, and its last
     * checkpoint that fit, from which a resume goes on; the reason is the run's to show.
     */
    @Transactional
    void pauseTooLarge(Claim claim, String reason) {
        RunEntity run = release(claim);
        run.moveTo(RunStatus.PAUSED);
        run.error = reason.length() > 2000 ? reason.substring(0, 2000) : reason;
    }

    /** Ends the execution on an error the run cannot get past. */
    @Transactional
    void fail(Claim claim, String message) {
        RunEntity run = release(claim);
        run.moveTo(RunStatus.FAILED, message.length() > 2000 ? message.substring(0, 2000) : message);
    }

    /** The run, no longer held by this execution nor asked anything. */
    private RunEntity release(Claim claim) {
        RunEntity run = own(claim);
        detach(run);
        return run;
    }

    /**
     * Carries out a pause or cancel on a run that no execution will ever read it from (its job is
     * gone): the run stops where its last checkpoint left it.
     */
    static void stopWithoutExecution(RunEntity run, RunControl control) {
        detach(run);
        run.moveTo(RunStatus.afterExecution(control));
    }

    /** Held by no execution and asked nothing; an execution that still runs somewhere loses its lease. */
    static void detach(RunEntity run) {
        run.node = null;
        run.lease = null;
        run.requested = null;
    }

    private RunEntity own(Claim claim) {
        RunEntity run = em.find(RunEntity.class, claim.runId(), LockModeType.PESSIMISTIC_WRITE);
        if (run == null || !claim.lease().equals(run.lease)) {
            throw new LeaseLostException(claim.runId());
        }
        return run;
    }

    static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
