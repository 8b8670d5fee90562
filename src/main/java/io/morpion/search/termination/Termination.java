package io.morpion.search.termination;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * When a solve call stops, as a condition the solve loop asks between steps. Each kind of
 * condition is its own small class (a time limit, a node limit, a target score, a cancel flag)
 * and they combine with {@link #or} and {@link #and}, as Timefold Solver's terminations do.
 * Conditions are immutable: {@link #startedAt} gives the one a solve call obeys, its time limits
 * turned into deadlines, and {@link #forWorker} the one each of its worker threads obeys.
 */
public interface Termination {

    /** What a solve loop knows when it asks: the time now, the nodes spent in the solver's life, its best score. */
    record Progress(long nanoTime, long nodes, int bestScore) {}

    boolean isTerminated(Progress progress);

    /** This condition for a solve call that starts at {@code nanoTime}: a time limit becomes a deadline. */
    default Termination startedAt(long nanoTime) {
        return this;
    }

    /** Nodes the solver may still spend before a node limit ends it; {@link Long#MAX_VALUE} when none can. */
    default long nodesLeft(long nodes) {
        return Long.MAX_VALUE;
    }

    /** Whether a node limit is part of this condition, so that workers need to count as they go. */
    default boolean limitsNodes() {
        return nodesLeft(0) != Long.MAX_VALUE;
    }

    /** The condition each of {@code workers} threads that split the work obeys: an equal share of any node limit. */
    default Termination forWorker(int workers) {
        return this;
    }

    default Termination or(Termination other) {
        return new AnyOf(this, other);
    }

    default Termination and(Termination other) {
        return new AllOf(this, other);
    }

    /** Only the solver's own end (an exhausted schedule or tree) stops it. */
    static Termination never() {
        return progress -> false;
    }

    static Termination time(Duration limit) {
        return new TimeLimit(limit.toNanos(), Long.MAX_VALUE, false);
    }

    /** A node budget over the solver's whole life, restores included. */
    static Termination nodes(long limit) {
        return new NodeLimit(limit);
    }

    static Termination target(int score) {
        return new TargetScore(score);
    }

    static Termination cancelledWhen(BooleanSupplier flag) {
        return new CancelFlag(flag);
    }
}
