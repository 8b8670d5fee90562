package io.morpion.service.runs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.spec.SolverSpec;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How a run is doing, as its view and its event stream's "progress" events both show it.
 * {@code progress} is how far through its budget it is (0..1; absent when unlimited);
 * {@code etaSeconds}, for a running run with a time or node budget, is when that runs out at the
 * current speed; {@code proofEtaSeconds}, for a running exhaustive search, is when it is estimated
 * to have drained its tree at the current speed (from its solver's estimate of the nodes left:
 * rough early on); {@code queuePosition} counts from 1 for the next run to start; {@code standing} puts the best
 * beside the variant's world record or proven optimum. A search that can settle the optimum says
 * {@code provenOptimal}: true once it has drained its whole tree from the cross, false while its
 * score is only the best found; other searches leave it out. One that starts from an opening (its
 * warm game) says {@code provenBestContinuation} instead: true once it has searched every
 * continuation, so that no game beginning with the opening beats its best; that proves nothing
 * about the variant's optimum. A run warmed from a game says where it started ({@code startedFrom}) and whether its
 * best is anything but that game ({@code newSinceStart}); until it is, {@code standing} says so rather than ranking
 * the start as the run's find. {@code actions} are what the run's owner (or an
 * admin) may ask of it now, as the names of the calls (pause, resume, cancel): the server's rules,
 * which clients show rather than copy.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunProgress(
        long id,
        String status,
        String requested,
        Integer queuePosition,
        int bestScore,
        String standing,
        Start startedFrom,
        Boolean newSinceStart,
        long nodes,
        double nodesPerSecond,
        double elapsedSeconds,
        Double progress,
        Double etaSeconds,
        Double proofEtaSeconds,
        String node,
        Boolean provenOptimal,
        Boolean provenBestContinuation,
        List<String> actions) {

    /**
     * The game a warm run started from.
     *
     * @param recordId the record it is, when the run was warmed from one
     * @param moves    its length
     * @param author   who played it, as the game says; null when it does not
     */
    public record Start(Long recordId, int moves, String author) {

        /** In words: "record 5 (Rosin's 82)", "a game of 82 moves". */
        String words() {
            String game = author == null || author.isBlank() ? "a game of " + moves + " moves" : author + "'s " + moves;
            return recordId == null ? game : "record " + recordId + " (" + game + ")";
        }
    }

    /** @param known its variant's world record or proven optimum, which its best is measured against */
    static RunProgress of(RunEntity run, Integer queuePosition, Optional<KnownResult> known) {
        Start start = null;
        Boolean newSinceStart = null;
        if (run.warmMsr != null) {
            MsrRecord warm = Msr.decode(run.warmMsr);
            start = new Start(run.warmRecordId, warm.moveCount(), warm.author());
            newSinceStart = run.bestMsr != null && !run.bestIsItsStart();
        }
        String standing = run.bestScore <= 0
                ? null
                : Boolean.FALSE.equals(newSinceStart)
                        ? "started from " + start.words() + "; nothing new yet"
                        : known.map(k -> k.standing(run.bestScore)).orElse(null);
        return new RunProgress(
                run.id,
                run.status.name(),
                run.requested == null ? null : run.requested.name(),
                queuePosition,
                run.bestScore,
                standing,
                start,
                newSinceStart,
                run.nodes,
                run.nodesPerSecond,
                run.elapsedMs / 1000.0,
                fractionDone(run),
                run.status == RunStatus.RUNNING
                        ? run.budget().secondsLeft(run.elapsedMs / 1000.0, run.nodes, run.nodesPerSecond)
                        : null,
                run.status == RunStatus.RUNNING && run.nodesLeft != null && run.nodesPerSecond > 0
                        ? run.nodesLeft / run.nodesPerSecond
                        : null,
                run.node,
                SolverSpec.provesOptimality(run.algorithm) && !run.fromOpening() ? provenOptimal(run) : null,
                SolverSpec.provesOptimality(run.algorithm) && run.fromOpening() ? provenBestContinuation(run) : null,
                run.status.offered(run.requested).stream()
                        .map(c -> c.name().toLowerCase(Locale.ROOT))
                        .toList());
    }

    /** Whether its best is its variant's proven optimum: an exact search from the cross drained its tree. */
    static boolean provenOptimal(RunEntity run) {
        return run.proofComplete && !run.fromOpening();
    }

    /** Whether no game that begins with its opening beats its best: an exact search from one drained its tree. */
    static boolean provenBestContinuation(RunEntity run) {
        return run.proofComplete && run.fromOpening();
    }

    private static Double fractionDone(RunEntity run) {
        Double done = run.budget().fractionDone(run.elapsedMs, run.nodes, run.bestScore);
        if (done != null && run.status == RunStatus.COMPLETED) {
            return 1.0;
        }
        return done;
    }
}
