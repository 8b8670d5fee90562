package io.morpion.search.dna;

import io.morpion.search.CheckpointException;
import io.morpion.search.StateReader;
import io.morpion.search.StateWriter;

/**
 * The state of one end search: a pool game wound back by 1 to D moves (D a share of its length)
 * and completed at random, again and again. Each depth is an arm of a UCB1 bandit whose pull is one
 * completion, rewarded when it gives the pool a new game; the search ends after a run of pulls
 * without one. The search takes many steps of its solver, so its state is part of the checkpoint.
 */
final class EndSearch {

    private Pool.Entry source;
    private long[] pulls = new long[0];
    private double[] rewards = new double[0];
    private long total;
    private int sincePayoff;
    private long calls;
    private long finds;

    boolean active() {
        return source != null;
    }

    Pool.Entry source() {
        return source;
    }

    void start(Pool.Entry source, double fraction) {
        this.source = source;
        int depths = Math.max(1, (int) Math.floor(source.score() * fraction));
        pulls = new long[depths];
        rewards = new double[depths];
        total = 0;
        sincePayoff = 0;
        calls++;
    }

    /** The wind-back of the next pull: an untried depth first, the shallowest; then UCB1. */
    int chooseDepth(double exploration) {
        int chosen = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        double logTotal = Math.log(Math.max(1, total));
        for (int arm = 0; arm < pulls.length; arm++) {
            if (pulls[arm] == 0) {
                return arm + 1;
            }
            double value = rewards[arm] / pulls[arm] + exploration * Math.sqrt(logTotal / pulls[arm]);
            if (value > bestValue) {
                bestValue = value;
                chosen = arm;
            }
        }
        return chosen + 1;
    }

    /** Records a pull at a depth and ends the search when the stall is reached. */
    void record(int depth, boolean payoff, int stall) {
        pulls[depth - 1]++;
        total++;
        if (payoff) {
            rewards[depth - 1] += 1;
            sincePayoff = 0;
            finds++;
        } else if (++sincePayoff >= stall) {
            source = null;
        }
    }

    /** Ends the search, as when its source has no legal wind-back left. */
    void stop() {
        source = null;
    }

    long calls() {
        return calls;
    }

    long finds() {
        return finds;
    }

    void write(StateWriter out) {
        out.writeLong(calls).writeLong(finds).writeBoolean(source != null);
        if (source != null) {
            out.writeInts(source.moves).writeLong(source.key).writeLong(total).writeInt(sincePayoff);
            out.writeInt(pulls.length);
            for (int arm = 0; arm < pulls.length; arm++) {
                out.writeLong(pulls[arm]).writeDouble(rewards[arm]);
            }
        }
    }

    void read(StateReader in) {
        calls = in.readLong();
        finds = in.readLong();
        source = null;
        if (in.readBoolean()) {
            int[] moves = in.readInts();
            source = new Pool.Entry(moves, in.readLong(), 0);
            total = in.readLong();
            sincePayoff = in.readInt();
            int arms = in.readLength(16);
            if (arms < 1 || arms > moves.length) {
                throw new CheckpointException("the checkpoint's end search has " + arms + " depths for a game of "
                        + moves.length + " moves");
            }
            pulls = new long[arms];
            rewards = new double[arms];
            for (int arm = 0; arm < arms; arm++) {
                pulls[arm] = in.readLong();
                rewards[arm] = in.readDouble();
            }
        }
        if (calls < 0 || finds < 0 || total < 0 || sincePayoff < 0) {
            throw new CheckpointException("the checkpoint's end search counters are negative");
        }
    }
}
