package io.morpion.engine;

/** Gives a legal move its sampling weight when it enters a position's move list. */
@FunctionalInterface
public interface MoveWeigher {
    double weigh(int move);
}
