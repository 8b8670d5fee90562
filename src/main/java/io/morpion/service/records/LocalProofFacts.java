package io.morpion.service.records;

import java.util.List;

/**
 * The local proofs of a record, as the record's view states them. The local proofs feature, which
 * builds on the records, provides it, so that the records need not know that feature.
 */
public interface LocalProofFacts {

    /**
     * The sweeps a record's view shows (the newest few, the one that proved the most, those that found a longer
     * game), oldest first, and how many the record has in all; the rest are paged at its local-proofs listing.
     */
    record Shown(List<LocalProofSummary> sweeps, int total) {}

    /** The sweeps of the record (a {@code variant} game of {@code score} moves) its view shows. */
    Shown shown(long recordId, String variant, int score);
}
