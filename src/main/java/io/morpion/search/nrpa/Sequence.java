package io.morpion.search.nrpa;

import io.morpion.engine.Position;
import io.morpion.search.CheckpointException;
import io.morpion.search.Rng;
import io.morpion.search.StateReader;
import io.morpion.search.StateWriter;
import java.util.Arrays;

/**
 * A played game together with what adaptation needs from it: at every step, the policy codes of
 * all legal moves and which of them was chosen. Storing these spares replaying the game for
 * every adaptation.
 */
final class Sequence {

    int length;
    /** Changes whenever the content changes, so cached per-code data can tell it is stale. */
    long version;
    int[] moves = new int[256];
    int[] chosen = new int[256];
    int[] stepStart = new int[257];
    int[] codes = new int[8192];

    void clear() {
        version++;
        length = 0;
        stepStart[0] = 0;
    }

    int codeCount() {
        return stepStart[length];
    }

    /** Records one step: the codes of the legal moves, the index of the one played, and the move. */
    void addStep(int move, int chosenIndex) {
        if (length + 1 >= moves.length) {
            moves = Arrays.copyOf(moves, moves.length * 2);
            chosen = Arrays.copyOf(chosen, chosen.length * 2);
            stepStart = Arrays.copyOf(stepStart, stepStart.length * 2);
        }
        moves[length] = move;
        chosen[length] = chosenIndex;
        length++;
    }

    /** Room for the codes of the step being recorded; returns the array to write them into from codeCount(). */
    int[] codesFor(int count) {
        int needed = stepStart[length] + count;
        if (needed > codes.length) {
            codes = Arrays.copyOf(codes, Math.max(needed, codes.length * 2));
        }
        return codes;
    }

    /** The codes array, grown to hold at least length entries. */
    int[] ensureCodes(int length) {
        if (length > codes.length) {
            codes = Arrays.copyOf(codes, Math.max(length, codes.length * 2));
        }
        return codes;
    }

    void endStep(int count) {
        stepStart[length] = stepStart[length - 1] + count;
    }

    /**
     * Plays from the position's current ply to the end of the game, drawing each move with odds in
     * proportion to the annotator's weights, and records the moves; the codes stay on the
     * position's stack until {@link #copyCodes} takes them, which only a kept playout needs.
     */
    void playOut(Position position, Rng rng) {
        clear();
        position.reweigh();
        while (!position.terminal()) {
            int count = position.legalCount();
            int chosen = WeightedChoice.draw(position, rng);
            int move = position.legalMove(chosen);
            addStep(move, chosen);
            endStep(count);
            position.play(move);
        }
    }

    /** Copies each step's legal-move codes off the position's stack, the playout begun at {@code startPly} still on it. */
    void copyCodes(Position position, int startPly) {
        int[] target = ensureCodes(codeCount());
        for (int step = 0; step < length; step++) {
            position.copyKeysOfPly(startPly + step, target, stepStart[step]);
        }
    }

    /**
     * Records a known continuation from the position's current ply, with the codes of every
     * step's legal moves, and leaves the position where it was.
     *
     * @return -1, or the index of the first move that is not legal where it comes (nothing is then recorded)
     */
    int record(Position position, int[] continuation, int count) {
        clear();
        int start = position.ply();
        try {
            for (int k = 0; k < count; k++) {
                int legal = position.legalCount();
                int[] stepCodes = codesFor(legal);
                int base = codeCount();
                int chosen = -1;
                for (int i = 0; i < legal; i++) {
                    stepCodes[base + i] = position.legalKey(i);
                    if (position.legalMove(i) == continuation[k]) {
                        chosen = i;
                    }
                }
                if (chosen < 0) {
                    clear();
                    return k;
                }
                addStep(continuation[k], chosen);
                endStep(legal);
                position.play(continuation[k]);
            }
            return -1;
        } finally {
            position.undoTo(start);
        }
    }

    /**
     * Whether a level whose best this is takes the candidate instead: NRPA takes ties too, but a
     * tie that is the same game (the same moves, and so the same lists) would change nothing.
     */
    boolean worthTaking(Sequence candidate) {
        return candidate.length > length || candidate.length == length
                && !Arrays.equals(moves, 0, length, candidate.moves, 0, length);
    }

    void copyFrom(Sequence other) {
        version++;
        length = other.length;
        if (moves.length < other.moves.length) {
            moves = new int[other.moves.length];
            chosen = new int[other.chosen.length];
            stepStart = new int[other.stepStart.length];
        }
        System.arraycopy(other.moves, 0, moves, 0, length);
        System.arraycopy(other.chosen, 0, chosen, 0, length);
        System.arraycopy(other.stepStart, 0, stepStart, 0, length + 1);
        int count = other.codeCount();
        if (codes.length < count) {
            codes = new int[other.codes.length];
        }
        System.arraycopy(other.codes, 0, codes, 0, count);
    }

    void write(StateWriter out) {
        out.writeInts(moves, length);
        out.writeInts(chosen, length);
        out.writeInts(stepStart, length + 1);
        out.writeInts(codes, codeCount());
    }

    static Sequence read(StateReader in) {
        Sequence s = new Sequence();
        s.version++;
        int[] moves = in.readInts();
        int[] chosen = in.readInts();
        int[] starts = in.readInts();
        int[] codes = in.readInts();
        if (chosen.length != moves.length || starts.length != moves.length + 1 || starts[moves.length] != codes.length) {
            throw new CheckpointException("an NRPA sequence in the checkpoint is inconsistent");
        }
        s.length = moves.length;
        s.moves = Arrays.copyOf(moves, Math.max(256, moves.length + 1));
        s.chosen = Arrays.copyOf(chosen, s.moves.length);
        s.stepStart = Arrays.copyOf(starts, s.moves.length + 1);
        s.codes = Arrays.copyOf(codes, Math.max(8192, codes.length));
        return s;
    }
}
