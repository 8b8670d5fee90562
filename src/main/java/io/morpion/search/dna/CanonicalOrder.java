package io.morpion.search.dna;

import io.morpion.engine.Position;
import java.util.Arrays;

/**
 * A game's moves in the DNA search's canonical order, so that two games with the same lines are the
 * same sequence whatever order they were found in.
 */
final class CanonicalOrder {

    private final Dna dna;
    private final Position scratch;
    private final int[] memberStamp = new int[Dna.SLOTS];
    private final int[] memberMove = new int[Dna.SLOTS];
    private int memberGeneration;
    /** The first moves of every game, kept in their order. */
    private final int pinned;

    CanonicalOrder(Dna dna, Position scratch, int pinned) {
        this.dna = dna;
        this.scratch = scratch;
        this.pinned = pinned;
    }

    /**
     * The game's moves in canonical order: replayed from the start, playing at each step the legal
     * move of the game with the smallest code, after the pinned moves, which keep their place. The first move of
     * any legal order that is not played yet is always legal, so the replay plays the whole game.
     */
    int[] of(int[] moves, int length) {
        if (++memberGeneration == Integer.MAX_VALUE) {
            Arrays.fill(memberStamp, 0);
            memberGeneration = 1;
        }
        int[] outside = new int[0];
        for (int k = 0; k < length; k++) {
            int slot = dna.slot(moves[k]);
            if (slot >= 0) {
                memberStamp[slot] = memberGeneration;
                memberMove[slot] = moves[k];
            } else {
                outside = Arrays.copyOf(outside, outside.length + 1);
                outside[outside.length - 1] = moves[k];
            }
        }
        Arrays.sort(outside);
        int[] ordered = new int[length];
        scratch.undoTo(0);
        for (int step = 0; step < pinned; step++) {
            ordered[step] = moves[step];
            scratch.play(moves[step]);
        }
        for (int step = pinned; step < length; step++) {
            int chosen = Integer.MAX_VALUE;
            for (int i = 0, count = scratch.legalCount(); i < count; i++) {
                int move = scratch.legalMove(i);
                if (move < chosen && isMember(move, outside)) {
                    chosen = move;
                }
            }
            if (chosen == Integer.MAX_VALUE) {
                scratch.undoTo(0);
                throw new IllegalStateException("the game is not legal from move " + (step + 1));
            }
            ordered[step] = chosen;
            scratch.play(chosen);
        }
        scratch.undoTo(0);
        return ordered;
    }

    private boolean isMember(int move, int[] outside) {
        int slot = dna.slot(move);
        if (slot >= 0) {
            return memberStamp[slot] == memberGeneration && memberMove[slot] == move;
        }
        return Arrays.binarySearch(outside, move) >= 0;
    }
}
