package io.morpion.search;

import io.morpion.msr.MsrRecord;

/** A new best game, as a solver reports it the moment it is found. */
public record Improvement(MsrRecord game, long nodes, long elapsedNanos) {

    public int score() {
        return game.moveCount();
    }
}
