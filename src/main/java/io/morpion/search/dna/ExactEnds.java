package io.morpion.search.dna;

import io.morpion.engine.Position;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.search.exact.ExactCompletion;
import java.util.List;
import java.util.Optional;

/**
 * The hybrid climber's exact completions: when an end search starts, its source wound back {@code exact-depth}
 * moves and completed by the exhaustive search within {@code exact-nodes} positions, beside the end search's
 * random completions. Deterministic for a source, so a run stays reproduced by its seed.
 */
final class ExactEnds {

    private final DnaConfig config;
    private final Position scratch;
    private long asked;
    private long longer;

    ExactEnds(DnaConfig config, Position scratch) {
        this.config = config;
        this.scratch = scratch;
    }

    /** The longest completion of the wound-back source, as engine moves, when it is longer than the source. */
    Optional<int[]> complete(MsrRecord source) {
        int length = source.moveCount();
        List<Move> opening = source.moves().subList(0, Math.max(0, length - config.exactDepth()));
        asked++;
        Optional<List<Move>> found = ExactCompletion.longest(config.variant(), opening, length, config.exactNodes())
                .longer();
        if (found.isEmpty()) {
            return Optional.empty();
        }
        longer++;
        int[] moves = new int[found.get().size()];
        try {
            if (scratch.playAll(found.get(), moves) >= 0) {
                throw new IllegalStateException("the engine refuses a game the exhaustive search returned");
            }
        } finally {
            scratch.undoTo(0);
        }
        return Optional.of(moves);
    }

    /** For the solver's summary: how often a completion was longer; empty when none was asked. */
    String summary() {
        return asked == 0 ? "" : ", " + longer + " of " + asked + " exact completions longer";
    }
}
