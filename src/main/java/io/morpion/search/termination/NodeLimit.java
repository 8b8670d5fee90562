package io.morpion.search.termination;

/** Stops a solver once it has spent this many nodes (playouts, expansions or moves, as it counts them). */
record NodeLimit(long limit) implements Termination {

    NodeLimit {
        if (limit < 0) {
            throw new IllegalArgumentException("a node limit cannot be negative");
        }
    }

    @Override
    public boolean isTerminated(Progress progress) {
        return progress.nodes() >= limit;
    }

    @Override
    public long nodesLeft(long nodes) {
        return limit - nodes;
    }

    /** Rounded down, so that the workers together never spend more than the whole. */
    @Override
    public Termination forWorker(int workers) {
        return new NodeLimit(limit / workers);
    }
}
