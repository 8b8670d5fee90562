package io.morpion.service.records;

import io.morpion.corpus.KnownResult;
import java.util.Optional;

/**
 * A game a proof found (a sweep of local proofs' longer game, a box proof's game) that ties or beats its variant's
 * world record or proven optimum: what the record's or the proof's page raises as an alert, and the command line rings
 * the bell for. A box proof's also owes its owner's webhook a message ({@code BoxProofAlertMessage}).
 *
 * @param score    the game's moves
 * @param known    the record or optimum it was measured against
 * @param kind     "world record" or "proven optimum"
 * @param beats    true when the game is longer than the world record
 * @param standing the same in words
 */
public record FoundGameAlert(int score, int known, String kind, boolean beats, String standing) {

    /** The alert a longer game of {@code score} moves raises, if it reaches the known result. */
    public static Optional<FoundGameAlert> of(Optional<KnownResult> known, int score) {
        return known.filter(k -> score >= k.score())
                .map(k -> new FoundGameAlert(score, k.score(), k.name(), score > k.score(), k.standing(score)));
    }
}
