package io.morpion.search.exact;

import io.morpion.msr.Move;
import io.morpion.msr.Variant;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The longest continuation of an opening, searched exhaustively in the calling thread within a budget of
 * positions: what a heuristic asks when it wants a wound-back game completed exactly rather than at random. It
 * takes no turn of its own at the node's CPU gate and starts no thread, so a solver that already holds its turn
 * can ask it from its own step.
 */
public final class ExactCompletion {

    /**
     * What one completion found.
     *
     * @param longer    the whole game (opening and continuation) when one longer than the floor was found
     * @param finished  every continuation was searched: none longer than {@code longer} (or than the floor) exists
     * @param positions the positions visited
     */
    public record Result(Optional<List<Move>> longer, boolean finished, long positions) {}

    private ExactCompletion() {}

    /**
     * Searches every continuation of {@code opening} for a game longer than {@code floor} moves, visiting at most
     * about {@code positions} positions (the budget is checked every thousand).
     */
    public static Result longest(Variant variant, List<Move> opening, int floor, long positions) {
        return longest(variant, opening, floor, positions, null);
    }

    /** {@link #longest(Variant, List, int, long)}, also stopped once {@code limit} has passed (null: no limit). */
    public static Result longest(Variant variant, List<Move> opening, int floor, long positions, Duration limit) {
        if (positions < 1) {
            throw new IllegalArgumentException("an exact completion needs a budget of at least one position");
        }
        ExactConfig config = new ExactConfig(variant, false, true, floor, 0, 0, opening, true);
        Incumbent incumbent = new Incumbent(floor, game -> {});
        SubtreeSearch search = new SubtreeSearch(config, incumbent);
        SearchTally tally = new SearchTally(config.maxDepth());
        long deadline = limit == null ? 0 : System.nanoTime() + limit.toNanos();
        search.stopWhen(() -> tally.nodes >= positions || (limit != null && System.nanoTime() - deadline >= 0));
        boolean finished = search.searchBelow(new int[0], tally);
        Optional<List<Move>> longer = incumbent.score() > floor ? Optional.of(incumbent.game()) : Optional.empty();
        return new Result(longer, finished, tally.nodes);
    }
}
