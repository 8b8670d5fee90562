package io.morpion.search.termination;

/** Stops a solve call after so much wall-clock time; once started, at a fixed deadline. */
record TimeLimit(long limitNanos, long deadline, boolean started) implements Termination {

    TimeLimit {
        if (limitNanos < 0) {
            throw new IllegalArgumentException("a time limit cannot be negative");
        }
    }

    @Override
    public Termination startedAt(long nanoTime) {
        // far-off limits are capped so that the deadline cannot overflow
        return started ? this : new TimeLimit(limitNanos, nanoTime + Math.min(limitNanos, Long.MAX_VALUE / 4), true);
    }

    @Override
    public boolean isTerminated(Progress progress) {
        if (!started) {
            throw new IllegalStateException("a time limit is asked before its solve call started it");
        }
        return progress.nanoTime() - deadline >= 0;
    }
}
