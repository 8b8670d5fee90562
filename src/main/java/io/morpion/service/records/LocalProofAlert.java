package io.morpion.service.records;

import io.morpion.corpus.KnownResult;
import java.util.Optional;

/**
 * A sweep of local proofs whose longer game ties or beats its variant's world record or proven optimum:
 * what the record's page raises as an alert, and {@code records get} rings the bell for.
 *
 * @param score    the longest game the sweep found
 * @param known    the record or optimum it was measured against
 * @param kind     "world record" or "proven optimum"
 * @param beats    true when the game is longer than the world record
 * @param standing the same in words
 */
public record LocalProofAlert(int score, int known, String kind, boolean beats, String standing) {

    /** The alert a longer game of {@code score} moves raises, if it reaches the known result. */
    public static Optional<LocalProofAlert> of(Optional<KnownResult> known, int score) {
        return known.filter(k -> score >= k.score())
                .map(k -> new LocalProofAlert(score, k.score(), k.name(), score > k.score(), k.standing(score)));
    }
}
