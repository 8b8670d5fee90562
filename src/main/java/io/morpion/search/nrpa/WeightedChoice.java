package io.morpion.search.nrpa;

import io.morpion.engine.Position;
import io.morpion.search.Rng;

/** Draws a legal move with odds in proportion to the weights the position's annotator gave the moves. */
final class WeightedChoice {

    private WeightedChoice() {}

    /** The index, in the current legal list, of the drawn move. */
    static int draw(Position position, Rng rng) {
        int count = position.legalCount();
        double r = rng.nextDouble() * position.legalWeightSum();
        for (int i = 0; i < count - 1; i++) {
            r -= position.legalWeight(i);
            if (r < 0) {
                return i;
            }
        }
        return count - 1;
    }
}
