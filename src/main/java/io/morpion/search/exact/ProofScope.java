package io.morpion.search.exact;

import io.morpion.search.SolverStatus;
import java.util.Optional;

/**
 * What a drained exact search has settled, which depends on where it started and how it was
 * bounded: from the cross, the variant's optimum; from an opening, only the opening's best
 * continuation (other openings may go further); against a floor nobody reached, an upper bound;
 * to a depth limit, nothing beyond it.
 */
record ProofScope(ExactConfig config) {

    /** Whether no game of the variant beats the best: a search from the cross drained its tree. */
    boolean settlesTheVariant(boolean exhausted, int best) {
        return config.start().isEmpty() && config.part().whole() && settles(exhausted, best);
    }

    /** Whether no game that begins with the opening beats the best. */
    boolean settlesTheOpening(SolverStatus status) {
        return !config.start().isEmpty() && config.part().whole() && settles(status.finished(), status.bestScore());
    }

    /** What a finished search that settles neither has shown, in words. */
    Optional<String> boundedFinding(SolverStatus status) {
        if (!status.finished() || status.provenOptimal() || settlesTheOpening(status)) {
            return Optional.empty();
        }
        if (!config.part().whole()) {
            return Optional.of("searched part " + config.part().number() + " of "
                    + config.part().of() + " of the tree, best found " + status.bestScore()
                    + "; the other parts settle the rest");
        }
        if (config.depthLimit() > 0) {
            return Optional.of(
                    "searched every position up to depth " + config.depthLimit() + "; nothing is proven beyond it");
        }
        String searched = config.start().isEmpty()
                ? "the whole tree was searched: no game is longer than "
                : "every continuation of the " + config.start().size() + "-move opening was searched: none makes a "
                        + "game longer than ";
        return Optional.of(searched + config.floor() + " moves (the floor); best found " + status.bestScore());
    }

    /** Whether a search that drained its tree has found the longest game in it. */
    private boolean settles(boolean exhausted, int best) {
        return exhausted && config.depthLimit() == 0 && best >= config.floor();
    }
}
