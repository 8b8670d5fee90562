package io.morpion.service.runs;

import io.morpion.api.AlertMessage;
import io.morpion.corpus.KnownResult;
import java.util.Optional;

/**
 * A run whose own best ties or beats its variant's world record or proven optimum: the event
 * stream's "alert", on which the web UI raises a banner and a sound and {@code runs watch} rings
 * the terminal's bell. A warm start's own game raises none: the run has to find it.
 *
 * @param score    the run's best
 * @param known    the record or optimum it was measured against
 * @param kind     "world record" or "proven optimum"
 * @param beats    true when the best is longer than the world record
 * @param standing the best beside it, in words
 */
public record RunAlert(int score, int known, String kind, boolean beats, String standing) {

    /** The message for this alert of the run, whose page is at {@code page}; {@code knownRecord} holds its game. */
    AlertMessage message(RunEntity run, String page, Optional<Long> knownRecord) {
        return new AlertMessage(
                AlertMessage.VERSION,
                "alert",
                run.id,
                run.campaignId,
                run.variant,
                score,
                known,
                kind,
                beats,
                standing,
                page,
                knownRecord.isPresent(),
                knownRecord.orElse(null),
                run.bestMsr);
    }

    static Optional<RunAlert> of(RunEntity run, Optional<KnownResult> known) {
        return forBest(known, run.bestScore, run.bestMsr, run.warmMsr);
    }

    /**
     * The alert a search's best raises, if it ties or beats its variant's known result (as the
     * service's {@code KnownResults} gives it); none while
     * the best is still the game the search started from.
     */
    public static Optional<RunAlert> forBest(
            Optional<KnownResult> known, int bestScore, String bestMsr, String warmMsr) {
        if (bestScore <= 0 || bestMsr == null || bestMsr.equals(warmMsr)) {
            return Optional.empty();
        }
        return known.filter(k -> bestScore >= k.score())
                .map(k -> new RunAlert(bestScore, k.score(), k.name(), bestScore > k.score(), k.standing(bestScore)));
    }
}
