package io.morpion.search.termination;

/** Stops a solver once its best game is this long. */
record TargetScore(int score) implements Termination {

    TargetScore {
        if (score < 0) {
            throw new IllegalArgumentException("a target score cannot be negative");
        }
    }

    @Override
    public boolean isTerminated(Progress progress) {
        return progress.bestScore() >= score;
    }
}
