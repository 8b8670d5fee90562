package io.morpion.search;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * When a solve call stops: after a time limit, a node budget (playouts, expansions or moves,
 * depending on the solver), on reaching a target score, or when an external cancel flag is raised.
 * Any condition that is set can end the run; unset conditions never do.
 *
 * @param timeLimit   wall-clock limit of this solve call; null for none
 * @param maxNodes    total node budget over the solver's whole life, restores included; 0 for none
 * @param targetScore stop once the best game reaches this many moves; 0 for none
 * @param cancelled   checked between steps; never null
 */
public record Termination(Duration timeLimit, long maxNodes, int targetScore, BooleanSupplier cancelled) {

    private static final BooleanSupplier NEVER = () -> false;

    public Termination {
        cancelled = cancelled == null ? NEVER : cancelled;
        if (maxNodes < 0 || targetScore < 0 || (timeLimit != null && timeLimit.isNegative())) {
            throw new IllegalArgumentException("termination limits cannot be negative");
        }
    }

    public static Termination unlimited() {
        return new Termination(null, 0, 0, NEVER);
    }

    public static Termination nodes(long maxNodes) {
        return unlimited().withMaxNodes(maxNodes);
    }

    public static Termination time(Duration limit) {
        return unlimited().withTimeLimit(limit);
    }

    public Termination withTimeLimit(Duration limit) {
        return new Termination(limit, maxNodes, targetScore, cancelled);
    }

    public Termination withMaxNodes(long nodes) {
        return new Termination(timeLimit, nodes, targetScore, cancelled);
    }

    public Termination withTargetScore(int score) {
        return new Termination(timeLimit, maxNodes, score, cancelled);
    }

    public Termination withCancel(BooleanSupplier cancel) {
        return new Termination(timeLimit, maxNodes, targetScore, cancel);
    }

    /** Whether nothing but cancel or natural exhaustion can end the run. */
    public boolean isUnbounded() {
        return timeLimit == null && maxNodes == 0 && targetScore == 0;
    }
}
