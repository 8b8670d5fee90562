package io.morpion.search.dna;

import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.HashSet;
import java.util.Set;

/**
 * The state of one end search: a pool game wound back by 1 to D moves (D a share of its length)
 * and completed at random, again and again. Each depth is an arm of a UCB1 bandit whose pull is one
 * completion, rewarded when it ends on dots this search has not met yet, within {@link #REACH} of
 * the source. Every arm is pulled twice first. The search ends when the moves played since the
 * last reward reach {@code stall} average completions, or after {@link #MOST_FINDS} rewards. It
 * takes many steps of its solver, so its state is part of the checkpoint.
 */
final class EndSearch {

    /** A completion counts when it is longer than its source less this. */
    static final int REACH = 5;
    /** Rewards after which a search ends, however well it still goes. */
    static final int MOST_FINDS = 1_000;

    private static final int WARM_PULLS = 2;

    private Pool.Entry source;
    private long[] pulls = new long[0];
    private double[] rewards = new double[0];
    private long total;
    private long movesPlayed;
    private long movesSincePayoff;
    private final Set<Long> seen = new HashSet<>();
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
        movesPlayed = 0;
        movesSincePayoff = 0;
        seen.clear();
        calls++;
    }

    /** The wind-back of the next pull: every depth twice in turn, then UCB1. */
    int chooseDepth(double exploration) {
        if (total < (long) WARM_PULLS * pulls.length) {
            return (int) (total % pulls.length) + 1;
        }
        int chosen = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        double logTotal = Math.log(total);
        for (int arm = 0; arm < pulls.length; arm++) {
            double value = rewards[arm] / pulls[arm] + exploration * Math.sqrt(logTotal / pulls[arm]);
            if (value > bestValue) {
                bestValue = value;
                chosen = arm;
            }
        }
        return chosen + 1;
    }

    /** Whether a completion's dots are new to this search (and remembers them). */
    boolean firstSeen(long key) {
        return seen.add(key);
    }

    /** Records a pull at a depth that played {@code played} moves, and ends the search when it stalls. */
    void record(int depth, boolean payoff, int played, int stall) {
        pulls[depth - 1]++;
        total++;
        movesPlayed += played;
        if (payoff) {
            rewards[depth - 1] += 1;
            movesSincePayoff = 0;
            finds++;
        } else {
            movesSincePayoff += played;
        }
        if (seen.size() >= MOST_FINDS || (double) movesSincePayoff >= (double) stall * movesPlayed / total) {
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
            out.writeInts(source.moves)
                    .writeLong(source.key)
                    .writeLong(total)
                    .writeLong(movesPlayed)
                    .writeLong(movesSincePayoff);
            // sorted, so that the same state always writes the same bytes
            long[] keys = seen.stream().mapToLong(Long::longValue).sorted().toArray();
            out.writeInt(keys.length);
            for (long key : keys) {
                out.writeLong(key);
            }
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
            movesPlayed = in.readLong();
            movesSincePayoff = in.readLong();
            seen.clear();
            int keys = in.readLength(8);
            for (int i = 0; i < keys; i++) {
                seen.add(in.readLong());
            }
            int arms = in.readLength(16);
            if (arms < 1 || arms > moves.length) {
                throw new CheckpointException(
                        "the checkpoint's end search has " + arms + " depths for a game of " + moves.length + " moves");
            }
            pulls = new long[arms];
            rewards = new double[arms];
            for (int arm = 0; arm < arms; arm++) {
                pulls[arm] = in.readLong();
                rewards[arm] = in.readDouble();
            }
        }
        if (calls < 0 || finds < 0 || total < 0 || movesPlayed < 0 || movesSincePayoff < 0) {
            throw new CheckpointException("the checkpoint's end search counters are negative");
        }
    }
}
