package io.morpion.service.records;

import io.morpion.api.RecordAlert;
import io.morpion.corpus.KnownResult;
import java.util.Optional;

/** The one rule for when a game raises the record alert, measured against the known result the service holds. */
public final class RecordAlerts {

    private RecordAlerts() {}

    /** The alert a game of {@code score} moves raises, if it reaches the known result. */
    public static Optional<RecordAlert> of(Optional<KnownResult> known, int score) {
        return known.filter(k -> score >= k.score())
                .map(k -> new RecordAlert(score, k.score(), k.name(), score > k.score(), k.standing(score)));
    }

    /**
     * The alert a search's best raises: as {@link #of}, and none while the best is still the game the search started
     * from (a warm start's own game raises none: the search has to find it).
     */
    public static Optional<RecordAlert> forBest(
            Optional<KnownResult> known, int bestScore, String bestMsr, String warmMsr) {
        if (bestScore <= 0 || bestMsr == null || bestMsr.equals(warmMsr)) {
            return Optional.empty();
        }
        return of(known, bestScore);
    }
}
