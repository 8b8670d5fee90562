package io.morpion.msr;

import java.util.List;

/**
 * The outcome of validating a record: either the facts of a legal game, or the first illegal move.
 *
 * @param facts         recomputed derived fields; null when the game is illegal
 * @param violation     the first illegal move; null when the game is legal
 * @param discrepancies derived fields the document stated wrongly, in words; the moves decide the
 *                      verdict, so these never make a game illegal
 */
public record Verdict(GameFacts facts, IllegalMove violation, List<String> discrepancies) {

    public Verdict {
        if ((facts == null) == (violation == null)) {
            throw new IllegalArgumentException("a verdict has either facts or a violation");
        }
        discrepancies = List.copyOf(discrepancies);
    }

    public boolean legal() {
        return violation == null;
    }

    /** The facts of a legal game; throws {@link IllegalMoveException} for an illegal one. */
    public GameFacts orThrow() {
        if (violation != null) {
            throw new IllegalMoveException(violation);
        }
        return facts;
    }
}
