package io.morpion.search.termination;

/** Stops when either condition does. */
record AnyOf(Termination first, Termination second) implements Termination {

    @Override
    public boolean isTerminated(Progress progress) {
        return first.isTerminated(progress) || second.isTerminated(progress);
    }

    @Override
    public Termination startedAt(long nanoTime) {
        return new AnyOf(first.startedAt(nanoTime), second.startedAt(nanoTime));
    }

    @Override
    public long nodesLeft(long nodes) {
        return Math.min(first.nodesLeft(nodes), second.nodesLeft(nodes));
    }

    @Override
    public Termination forWorker(int workers) {
        return new AnyOf(first.forWorker(workers), second.forWorker(workers));
    }
}
