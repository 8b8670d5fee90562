package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A game that ties or beats its variant's world record or proven optimum, whoever found it: a run's best, a sweep of
 * local proofs' longer game, a box proof's game. Pages raise a banner for it and the command line rings the bell; the
 * finder's owner is owed a webhook message ({@link AlertMessage}, {@link BoxProofAlertMessage}).
 *
 * @param score    the game's moves
 * @param known    the record or optimum it was measured against
 * @param kind     "world record" or "proven optimum"
 * @param beats    true when the game is longer than the world record
 * @param standing the same in words, e.g. "83: BEATS the world record (82, …) by 1"
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RecordAlert(int score, int known, String kind, boolean beats, String standing) {}
