package io.morpion.msr;

/** The derived fields of §6, recomputed by replaying a legal game. */
public record GameFacts(int score, int availableMoves, BoundingBox bbox) {

    public boolean terminal() {
        return availableMoves == 0;
    }
}
