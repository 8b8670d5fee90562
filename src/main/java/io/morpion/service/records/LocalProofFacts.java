package io.morpion.service.records;

import java.util.List;

/**
 * The local proofs of a record, as the record's view states them. The local proofs feature, which
 * builds on the records, provides it, so that the records need not know that feature.
 */
public interface LocalProofFacts {

    /** The sweeps of the record (a {@code variant} game of {@code score} moves), oldest first; none when it has none. */
    List<LocalProofSummary> of(long recordId, String variant, int score);
}
