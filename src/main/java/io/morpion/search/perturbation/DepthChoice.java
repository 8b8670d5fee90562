package io.morpion.search.perturbation;

import io.morpion.search.Rng;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;

/**
 * An adaptive choice of how many moves to take away: the range min..max is split into buckets
 * evenly on a square-root scale, so that small depths, where most improvements are found, are
 * told apart more finely; an {@link AdaptiveChoice} learns which bucket pays, and the depth is
 * drawn uniformly within it. The destroy operators' cuts and the endgame repair's wind-backs both
 * use one.
 */
final class DepthChoice {

    private static final int BUCKETS = 6;

    private final int min;
    private final int max;
    private final AdaptiveChoice buckets;

    DepthChoice(int min, int max) {
        this.min = min;
        this.max = max;
        String[] names = new String[BUCKETS];
        for (int b = 0; b < BUCKETS; b++) {
            int[] range = range(b);
            names[b] = range[0] + "-" + range[1];
        }
        this.buckets = new AdaptiveChoice(names);
    }

    /** A bucket, drawn by its weight. */
    int choose(Rng rng) {
        return buckets.choose(rng);
    }

    /** A depth within the bucket, uniformly. */
    int draw(int bucket, Rng rng) {
        int[] range = range(bucket);
        return range[0] + rng.nextInt(range[1] - range[0] + 1);
    }

    void reward(int bucket, double reward) {
        buckets.reward(bucket, reward);
    }

    void endSegment(double reaction) {
        buckets.endSegment(reaction);
    }

    private int[] range(int bucket) {
        double lo = Math.sqrt(min);
        double hi = Math.sqrt(max);
        int from = (int) Math.round(Math.pow(lo + (hi - lo) * bucket / BUCKETS, 2)) + (bucket == 0 ? 0 : 1);
        int to = (int) Math.round(Math.pow(lo + (hi - lo) * (bucket + 1) / BUCKETS, 2));
        return new int[] {Math.min(from, to), to};
    }

    void write(StateWriter out) {
        buckets.write(out);
    }

    void read(StateReader in) {
        buckets.read(in);
    }

    @Override
    public String toString() {
        return buckets.toString();
    }
}
