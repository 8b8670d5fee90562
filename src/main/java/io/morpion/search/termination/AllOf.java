package io.morpion.search.termination;

/** Stops only when both conditions do. */
record AllOf(Termination first, Termination second) implements Termination {

    @Override
    public boolean isTerminated(Progress progress) {
        return first.isTerminated(progress) && second.isTerminated(progress);
    }

    @Override
    public Termination startedAt(long nanoTime) {
        return new AllOf(first.startedAt(nanoTime), second.startedAt(nanoTime));
    }

    /** Spent only once both limits are. */
    @Override
    public long nodesLeft(long nodes) {
        return Math.max(first.nodesLeft(nodes), second.nodesLeft(nodes));
    }

    @Override
    public Termination forWorker(int workers) {
        return new AllOf(first.forWorker(workers), second.forWorker(workers));
    }
}
