package io.morpion.search.annealing;

import io.morpion.engine.MoveSetPosition;
import io.morpion.search.SolverBase;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;

/**
 * Simulated annealing over sets of moves (Hyyrö and Poranen 2007, Algorithm 3.1). Each move of the
 * walk picks uniformly among the forward moves F and the backward moves B; a forward pick is
 * played, a backward pick is taken back with probability e^(−1/t) (or always when F is empty) and
 * otherwise replaced by a random forward move. After r moves the temperature t is multiplied by
 * the cooling ratio; the run ends below the frozen temperature. A node is one move of the walk.
 */
public final class AnnealingSolver extends SolverBase {

    private static final int BATCH = 4096;

    private final AnnealingConfig config;
    private MoveSetPosition position;
    private double temperature;
    private double acceptBackward;
    private long movesAtTemperature;
    private int[] buffer = new int[512];

    public AnnealingSolver(AnnealingConfig config) {
        super(config.variant(), config.seed());
        this.config = config;
        this.position = new MoveSetPosition(config.variant());
        setTemperature(config.t0());
    }

    private void setTemperature(double t) {
        temperature = t;
        acceptBackward = Math.exp(-1 / t);
    }

    @Override
    public String algorithm() {
        return AnnealingAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method();
    }

    public double temperature() {
        return temperature;
    }

    @Override
    protected boolean finished() {
        return temperature < config.tFrozen();
    }

    @Override
    protected void step(long nodeAllowance) {
        long moves = Math.min(nodeAllowance, BATCH);
        int best = bestScore();
        for (long i = 0; i < moves && !finished(); i++) {
            walk();
            countNodes(1);
            if (position.size() > best) {
                best = position.size();
                if (buffer.length < best) {
                    buffer = new int[best * 2];
                }
                position.copyOrder(buffer);
                offer(buffer, best);
            }
            if (++movesAtTemperature >= config.r()) {
                movesAtTemperature = 0;
                setTemperature(temperature * config.coolingRatio());
            }
        }
    }

    private void walk() {
        int forward = position.forwardCount();
        int pick = rng.nextInt(forward + position.backwardCount());
        if (pick < forward) {
            position.add(position.forwardMove(pick));
        } else if (forward == 0 || rng.nextDouble() <= acceptBackward) {
            position.remove(position.backwardMove(pick - forward));
        } else {
            position.add(position.forwardMove(rng.nextInt(forward)));
        }
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeDouble(temperature);
        out.writeLong(movesAtTemperature);
        out.writeInts(position.order());
        out.writeInts(position.forwardMoves());
        out.writeInts(position.backwardMoves());
    }

    @Override
    protected void readState(StateReader in) {
        double t = in.readDouble();
        long moves = in.readLong();
        int[] order = in.readInts();
        int[] forward = in.readInts();
        int[] backward = in.readInts();
        MoveSetPosition restored = new MoveSetPosition(config.variant());
        try {
            for (int move : order) {
                if (!restored.isForward(move)) {
                    throw new IllegalArgumentException("a saved move is not legal in its place");
                }
                restored.add(move);
            }
            restored.restoreNeighbourhoodOrder(forward, backward);
        } catch (RuntimeException e) {
            throw new CheckpointException(
                    "the checkpoint's annealing position is not a legal game: " + e.getMessage(), e);
        }
        position = restored;
        setTemperature(t);
        movesAtTemperature = moves;
    }
}
