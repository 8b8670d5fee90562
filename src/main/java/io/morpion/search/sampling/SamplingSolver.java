package io.morpion.search.sampling;

import io.morpion.engine.EngineMove;
import io.morpion.engine.Position;
import io.morpion.search.SolverBase;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import io.morpion.search.sampling.SamplingConfig.Scheme;

/**
 * Random sampling RS1 and RS2 (Hyyrö and Poranen 2007, Algorithms 2.1 and 2.2). A node is one
 * random endgame; one step plays one, so a run can stop and be checkpointed between any two.
 * Every endgame is offered as a game, so the best reported is the best seen anywhere in the run.
 */
public final class SamplingSolver extends SolverBase {

    private final SamplingConfig config;
    private final Position position;
    private int[] prefix = new int[0];
    private int[] buffer = new int[512];
    private int runsDone;

    // the decision under way
    private int candidate;
    private int samplesTaken;
    private long candidateTotal;
    private double bestAverage;
    private int bestLength;
    private int bestFirstMove = -1;

    public SamplingSolver(SamplingConfig config) {
        super(config.variant(), config.seed());
        this.config = config;
        this.position = new Position(config.variant());
        resetDecision();
    }

    @Override
    public String algorithm() {
        return SamplingAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method();
    }

    @Override
    protected boolean finished() {
        return config.runs() > 0 && runsDone >= config.runs();
    }

    @Override
    protected void step(long nodeAllowance) {
        int first = config.scheme() == Scheme.RS1
                ? position.legalMove(candidate)
                : position.legalMove(rng.nextInt(position.legalCount()));
        int length = endgame(first);
        countNodes(1);
        samplesTaken++;
        if (config.scheme() == Scheme.RS1) {
            candidateTotal += length;
            if (samplesTaken == config.samples()) {
                double average = candidateTotal / (double) config.samples();
                if (bestFirstMove < 0 || average > bestAverage) {
                    bestAverage = average;
                    bestFirstMove = first;
                }
                candidate++;
                samplesTaken = 0;
                candidateTotal = 0;
                if (candidate == position.legalCount()) {
                    decide();
                }
            }
        } else {
            if (bestFirstMove < 0 || length > bestLength) {
                bestLength = length;
                bestFirstMove = first;
            }
            if (samplesTaken == config.samples()) {
                decide();
            }
        }
    }

    /** Plays first and then random moves to the end, offers the game, and returns to the prefix. */
    private int endgame(int first) {
        int start = position.ply();
        position.play(first);
        while (!position.terminal()) {
            position.play(position.legalMove(rng.nextInt(position.legalCount())));
        }
        int length = position.ply();
        if (buffer.length < length) {
            buffer = new int[length * 2];
        }
        position.copyMoves(buffer);
        offer(buffer, length);
        position.undoTo(start);
        return length;
    }

    private void decide() {
        position.play(bestFirstMove);
        if (position.terminal()) {
            runsDone++;
            position.undoTo(0);
        }
        prefix = position.moves();
        resetDecision();
    }

    private void resetDecision() {
        candidate = 0;
        samplesTaken = 0;
        candidateTotal = 0;
        bestAverage = 0;
        bestLength = 0;
        bestFirstMove = -1;
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeInt(runsDone);
        out.writeInts(prefix);
        out.writeInt(candidate);
        out.writeInt(samplesTaken);
        out.writeLong(candidateTotal);
        out.writeDouble(bestAverage);
        out.writeInt(bestLength);
        out.writeInt(bestFirstMove);
    }

    @Override
    protected void readState(StateReader in) {
        runsDone = in.readInt();
        prefix = in.readInts();
        candidate = in.readInt();
        samplesTaken = in.readInt();
        candidateTotal = in.readLong();
        bestAverage = in.readDouble();
        bestLength = in.readInt();
        bestFirstMove = in.readInt();
        position.undoTo(0);
        for (int move : prefix) {
            if (position.find(EngineMove.toMsr(move, geometry)) != move) {
                throw new CheckpointException("the checkpoint's sampling prefix is not a legal game");
            }
            position.play(move);
        }
        if (candidate < 0
                || candidate > position.legalCount()
                || samplesTaken < 0
                || samplesTaken >= config.samples()) {
            throw new CheckpointException("the checkpoint's sampling decision is inconsistent");
        }
    }
}
