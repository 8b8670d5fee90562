package io.morpion.search.nrpa;

import io.morpion.engine.Position;
import io.morpion.search.Rng;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.Arrays;

/**
 * A played game together with what adaptation needs from it, gathered once when a level takes the
 * game, so that the hundreds of adaptations towards it read arrays instead of replaying it.
 *
 * <p>Adaptation walks the game in steps. A step is a position on the way: the policy codes of every
 * move legal there, and which of them the game plays from there (its picks). Rosin's NRPA takes
 * one step per move, whose one pick is the move played ({@link NrpaConfig.Adaptation#MOVES}).
 * Adapting by layers ({@link NrpaConfig.Adaptation#LAYERS}) plays, at each step, every move of the
 * game that is legal there: the moves of a game can be played in any order that keeps each legal,
 * so this reaches the same game in far fewer steps, each with several picks.
 */
final class Sequence {

    int length;
    /** Changes whenever the content changes, so cached per-code data can tell it is stale. */
    long version;
    /** The game's moves in the order they were played. */
    int[] moves = new int[256];

    int stepCount;
    /** Where each step's codes begin in {@link #codes}; stepCount + 1 entries. */
    int[] stepStart = new int[257];

    int[] codes = new int[8192];
    /** Where each step's picks begin in {@link #picks}; stepCount + 1 entries. */
    int[] pickStart = new int[257];
    /** Each pick's index among its step's codes; every move of the game is picked at exactly one step. */
    int[] picks = new int[256];

    private int[] sortedMoves = new int[256];
    private int[] layerMoves = new int[256];

    void clear() {
        version++;
        length = 0;
        stepCount = 0;
        stepStart[0] = 0;
        pickStart[0] = 0;
    }

    int codeCount() {
        return stepStart[stepCount];
    }

    /** Records a move with a step of its own: the count of moves legal before it, and the index it had among them. */
    private void addMoveStep(int move, int legalCount, int chosenIndex) {
        if (length + 1 >= moves.length) {
            int capacity = moves.length * 2;
            moves = Arrays.copyOf(moves, capacity);
            picks = Arrays.copyOf(picks, capacity);
            stepStart = Arrays.copyOf(stepStart, capacity + 1);
            pickStart = Arrays.copyOf(pickStart, capacity + 1);
        }
        moves[length] = move;
        picks[length] = chosenIndex;
        length++;
        stepStart[stepCount + 1] = stepStart[stepCount] + legalCount;
        pickStart[stepCount + 1] = pickStart[stepCount] + 1;
        stepCount++;
    }

    /** The codes array, grown to hold at least length entries. */
    private int[] ensureCodes(int length) {
        if (length > codes.length) {
            codes = Arrays.copyOf(codes, Math.max(length, codes.length * 2));
        }
        return codes;
    }

    /**
     * Plays from the position's current ply to the end of the game, drawing each move with odds in
     * proportion to the annotator's weights, and records the moves with a step per move; the codes
     * stay on the position's stack until {@link #keep} takes them, which only a kept playout needs.
     */
    void playOut(Position position, Rng rng) {
        clear();
        position.reweigh();
        while (!position.terminal()) {
            int count = position.legalCount();
            int chosen = WeightedChoice.draw(position, rng);
            int move = position.legalMove(chosen);
            addMoveStep(move, count, chosen);
            position.play(move);
        }
    }

    /**
     * Completes a playout for adaptation: the position is at the playout's end, begun at
     * {@code startPly}, and is left at {@code startPly}.
     */
    void keep(Position position, int startPly, NrpaConfig.Adaptation adaptation) {
        if (adaptation == NrpaConfig.Adaptation.MOVES) {
            int[] target = ensureCodes(codeCount());
            for (int step = 0; step < length; step++) {
                position.copyKeysOfPly(startPly + step, target, stepStart[step]);
            }
            position.undoTo(startPly);
        } else {
            position.undoTo(startPly);
            layer(position);
        }
    }

    /**
     * Records a known continuation from the position's current ply, with the steps the given
     * adaptation takes, and leaves the position where it was.
     *
     * @return -1, or the index of the first move that is not legal where it comes (nothing is then recorded)
     */
    int record(Position position, int[] continuation, int count, NrpaConfig.Adaptation adaptation) {
        clear();
        int start = position.ply();
        try {
            for (int k = 0; k < count; k++) {
                int legal = position.legalCount();
                int[] stepCodes = ensureCodes(codeCount() + legal);
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
                addMoveStep(continuation[k], legal, chosen);
                position.play(continuation[k]);
            }
        } finally {
            position.undoTo(start);
        }
        if (adaptation == NrpaConfig.Adaptation.LAYERS) {
            layer(position);
        }
        return -1;
    }

    /**
     * Rebuilds the steps as layers from the position's current ply, where this legal game begins:
     * each step picks every move of the game legal there and plays them all. Two moves of one legal
     * game never take each other's point or line, so playing one keeps the others legal. Leaves
     * the position where it was.
     */
    private void layer(Position position) {
        int start = position.ply();
        if (sortedMoves.length < length) {
            sortedMoves = new int[moves.length];
            layerMoves = new int[moves.length];
        }
        System.arraycopy(moves, 0, sortedMoves, 0, length);
        Arrays.sort(sortedMoves, 0, length);
        stepCount = 0;
        int picked = 0;
        while (picked < length) {
            int legal = position.legalCount();
            int base = stepStart[stepCount];
            int[] stepCodes = ensureCodes(base + legal);
            int first = pickStart[stepCount];
            int layerSize = 0;
            for (int i = 0; i < legal; i++) {
                stepCodes[base + i] = position.legalKey(i);
                int move = position.legalMove(i);
                if (Arrays.binarySearch(sortedMoves, 0, length, move) >= 0) {
                    picks[first + layerSize] = i;
                    layerMoves[layerSize++] = move;
                }
            }
            if (layerSize == 0) {
                position.undoTo(start);
                throw new IllegalStateException("the sequence is not a legal game from ply " + start);
            }
            stepStart[stepCount + 1] = base + legal;
            pickStart[stepCount + 1] = first + layerSize;
            stepCount++;
            for (int k = 0; k < layerSize; k++) {
                position.play(layerMoves[k]);
            }
            picked += layerSize;
        }
        position.undoTo(start);
    }

    /**
     * Whether a level whose best this is takes the candidate instead: NRPA takes ties too, but a
     * tie that is the same game (the same moves, and so the same lists) would change nothing.
     */
    boolean worthTaking(Sequence candidate) {
        return candidate.length > length
                || candidate.length == length && !Arrays.equals(moves, 0, length, candidate.moves, 0, length);
    }

    void copyFrom(Sequence other) {
        version++;
        length = other.length;
        stepCount = other.stepCount;
        if (moves.length < other.moves.length) {
            moves = new int[other.moves.length];
            picks = new int[other.picks.length];
            stepStart = new int[other.stepStart.length];
            pickStart = new int[other.pickStart.length];
        }
        System.arraycopy(other.moves, 0, moves, 0, length);
        System.arraycopy(other.stepStart, 0, stepStart, 0, stepCount + 1);
        System.arraycopy(other.pickStart, 0, pickStart, 0, stepCount + 1);
        System.arraycopy(other.picks, 0, picks, 0, other.pickStart[stepCount]);
        int count = other.codeCount();
        if (codes.length < count) {
            codes = new int[other.codes.length];
        }
        System.arraycopy(other.codes, 0, codes, 0, count);
    }

    /**
     * Writes the moves alone: the steps follow from them and the code index, and a reader rebuilds
     * them with {@link #record}. The three empty arrays after them keep the layout of checkpoints
     * that stored the steps of the one adaptation there was, so both read alike.
     */
    void write(StateWriter out) {
        out.writeInts(moves, length);
        out.writeInts(picks, 0);
        out.writeInts(stepStart, 0);
        out.writeInts(codes, 0);
    }

    /** The moves of a written sequence, the steps skipped; {@link #record} makes a sequence of them again. */
    static int[] readMoves(StateReader in) {
        int[] moves = in.readInts();
        for (int i = 0; i < 3; i++) {
            in.readInts();
        }
        return moves;
    }
}
