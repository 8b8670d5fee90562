package io.morpion.search.perturbation;

import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.search.Rng;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.Arrays;

/**
 * The cheap repair that keeps a stalled archive moving: a batch of uniformly random completions of
 * one game wound back by a few moves. The game is replayed once, in a random legal order, and each
 * completion only undoes its wind-back, so a completion costs its own few moves rather than a
 * replay of the whole game. Wind-back depths are drawn by an {@link AdaptiveChoice} that learns
 * which depths give games at least as long as the parent. Games as long as the parent are offered
 * to the archive: a new set of dots at the same score is the neutral step that lets the archive
 * drift across a plateau until an improvement is in reach.
 */
final class EndgameCompletions {

    /** Hears a finished game of a batch: moves and length, valid during the call only. */
    interface Finished {
        void played(int[] moves, int length);
    }

    private final Position position;
    private final Geometry geometry;
    private final int batch;
    private final DepthChoice depths;
    private final long[] plan;
    private int[] buffer = new int[512];

    EndgameCompletions(Position position, Geometry geometry, int maxDepth, int batch) {
        this.position = position;
        this.geometry = geometry;
        this.batch = batch;
        this.plan = new long[batch];
        this.depths = new DepthChoice(1, maxDepth);
    }

    /**
     * Plays the batch around {@code order} (a legal order of the parent's moves) and offers the
     * games as long as the parent to the archive; every finished game reaches {@code finished}.
     *
     * @return the round's reward: the best any completion of the batch earned
     */
    double round(int[] order, int parentScore, Archive archive, Rng rng, double novelty, Finished finished) {
        for (int i = 0; i < batch; i++) {
            int bucket = depths.choose(rng);
            plan[i] = ((long) depths.draw(bucket, rng) << 8) | bucket;
        }
        // Shallow wind-backs first, so that each one only undoes further.
        Arrays.sort(plan);
        position.undoTo(0);
        for (int move : order) {
            position.play(move);
        }
        double best = 0;
        for (long planned : plan) {
            int bucket = (int) (planned & 0xff);
            position.undoTo(Math.max(0, order.length - (int) (planned >>> 8)));
            int start = position.ply();
            while (!position.terminal()) {
                position.play(position.legalMove(rng.nextInt(position.legalCount())));
            }
            double reward = judge(parentScore, archive, novelty, finished);
            depths.reward(bucket, reward);
            best = Math.max(best, reward);
            position.undoTo(start);
        }
        position.undoTo(0);
        return best;
    }

    private double judge(int parentScore, Archive archive, double novelty, Finished finished) {
        int length = position.ply();
        if (buffer.length < length) {
            buffer = new int[length * 2];
        }
        position.copyMoves(buffer);
        finished.played(buffer, length);
        if (length < parentScore) {
            return 0;
        }
        return Rewards.offer(archive, Arrays.copyOf(buffer, length), geometry, parentScore, novelty);
    }

    void endSegment(double reaction) {
        depths.endSegment(reaction);
    }

    void write(StateWriter out) {
        depths.write(out);
    }

    void read(StateReader in) {
        depths.read(in);
    }

    @Override
    public String toString() {
        return depths.toString();
    }
}
