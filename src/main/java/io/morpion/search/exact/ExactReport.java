package io.morpion.search.exact;

/**
 * What an exhaustive search has visited so far (finished frontier items only).
 *
 * @param reached   positions reached per depth: one per symmetry orbit when symmetry is on
 * @param positions positions per depth counting every symmetric image
 * @param exhausted whether the whole tree has been visited
 */
public record ExactReport(
        ExactConfig config,
        long[] reached,
        long[] positions,
        long nodes,
        long terminals,
        long prunedBySymmetry,
        long prunedByBound,
        boolean exhausted,
        int bestScore,
        long elapsedNanos) {}
