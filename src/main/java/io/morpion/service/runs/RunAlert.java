package io.morpion.service.runs;

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

    static Optional<RunAlert> of(RunEntity run) {
        if (run.bestScore <= 0 || run.bestMsr == null || run.bestMsr.equals(run.warmMsr)) {
            return Optional.empty();
        }
        return run.knownResult().filter(k -> run.bestScore >= k.score())
                .map(k -> new RunAlert(run.bestScore, k.score(), k.name(), run.bestScore > k.score(),
                        k.standing(run.bestScore)));
    }
}
