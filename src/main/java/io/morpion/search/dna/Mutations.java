package io.morpion.search.dna;

import io.morpion.engine.Geometry;
import io.morpion.engine.MoveDependencies;
import io.morpion.search.Rng;

/**
 * How a parent's DNA becomes a child's: a few priorities swapped, a few played moves blacklisted, or
 * ({@code closure}) a played move blacklisted with every later move that needs it. Each returns the
 * first step at which the child can differ from its parent, where its replay starts.
 */
final class Mutations {

    private final DnaConfig config;
    private final Dna dna;
    private final Geometry geometry;
    /** Scratch of the closure mutation: the freed moves' indices, and the cells they placed (all false between). */
    private int[] closure = new int[512];

    private final boolean[] placed;
    /** The first moves of every game, which no mutation touches. */
    private final int pinned;

    Mutations(DnaConfig config, Dna dna, Geometry geometry, int pinned) {
        this.config = config;
        this.dna = dna;
        this.geometry = geometry;
        this.pinned = pinned;
        this.placed = new boolean[geometry.cellCount()];
    }

    /** Mutates the parent's DNA, encoded already; returns the step its replay starts at ({@code length}: none). */
    int mutate(int[] moves, int length, Rng rng) {
        if (length <= pinned) {
            return length;
        }
        if (config.closure() > 0 && rng.nextDouble() < config.closure()) {
            return freeClosure(moves, length, rng);
        }
        int restart = length;
        if (config.blacklist() > 0 && rng.nextDouble() < config.blacklist()) {
            for (int j = 0; j < config.blacklistMoves(); j++) {
                int k = unpinned(length, rng);
                dna.set(moves[k], -1 - j);
                restart = Math.min(restart, k);
            }
        } else {
            int swaps = 2 + rng.nextInt(config.swaps() - 1);
            for (int s = 0; s < swaps; s++) {
                restart = Math.min(restart, dna.swap(moves[unpinned(length, rng)], Dna.randomSlot(rng), length));
            }
        }
        return restart;
    }

    /**
     * Blacklists a random played move with every later move that needs it: the kept moves keep their
     * priorities, so the replay from the freed move plays them again where it can.
     */
    private int freeClosure(int[] moves, int length, Rng rng) {
        if (closure.length < length) {
            closure = new int[length * 2];
        }
        int k = unpinned(length, rng);
        int freed = MoveDependencies.closureOf(moves, length, k, geometry, placed, closure);
        for (int i = 0; i < freed; i++) {
            dna.set(moves[closure[i]], -1 - i);
        }
        return k;
    }

    /** A random index of a move no mutation may leave alone: after the pinned ones. */
    private int unpinned(int length, Rng rng) {
        return pinned + rng.nextInt(length - pinned);
    }
}
