package io.morpion.search.perturbation;

import io.morpion.search.Rng;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * Adaptive choice among options (Ropke and Pisinger 2006, §3.4): each option is drawn with odds in
 * proportion to its weight; over a segment of rounds each collects the rewards of the rounds it was
 * drawn in; at the segment's end each weight moves, by the reaction factor, towards its option's
 * mean reward. An option that stops paying fades, one that starts paying rises, so the search
 * shifts between phases by itself. No weight falls below a floor, so none is shut out for good.
 */
final class AdaptiveChoice {

    private static final double FLOOR = 0.05;

    private final String[] names;
    private final double[] weights;
    private final double[] rewards;
    private final int[] uses;
    private final boolean[] disabled;

    AdaptiveChoice(String... names) {
        this.names = names.clone();
        this.weights = new double[names.length];
        this.rewards = new double[names.length];
        this.uses = new int[names.length];
        this.disabled = new boolean[names.length];
        Arrays.fill(weights, 1.0);
    }

    int size() {
        return names.length;
    }

    /** Leaves out the options not named; at least one must stay. */
    void restrictTo(Set<String> allowed) {
        boolean any = false;
        for (int i = 0; i < names.length; i++) {
            if (!allowed.contains(names[i])) {
                weights[i] = 0;
                disabled[i] = true;
            } else {
                any = true;
            }
        }
        if (!any) {
            throw new IllegalArgumentException("choose at least one of " + Arrays.toString(names));
        }
    }

    String name(int option) {
        return names[option];
    }

    int choose(Rng rng) {
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        double r = rng.nextDouble() * total;
        int last = 0;
        for (int i = 0; i < weights.length; i++) {
            if (disabled[i]) {
                continue;
            }
            last = i;
            r -= weights[i];
            if (r < 0) {
                return i;
            }
        }
        return last;
    }

    void reward(int option, double reward) {
        rewards[option] += reward;
        uses[option]++;
    }

    /** Ends a segment: weights move towards each used option's mean reward; unused ones keep theirs. */
    void endSegment(double reaction) {
        for (int i = 0; i < weights.length; i++) {
            if (uses[i] > 0 && !disabled[i]) {
                weights[i] = Math.max(FLOOR, weights[i] * (1 - reaction) + reaction * rewards[i] / uses[i]);
            }
            rewards[i] = 0;
            uses[i] = 0;
        }
    }

    void write(StateWriter out) {
        out.writeDoubles(weights, weights.length);
        out.writeDoubles(rewards, rewards.length);
        out.writeInts(uses, uses.length);
    }

    void read(StateReader in) {
        copy(in.readDoubles(), weights);
        copy(in.readDoubles(), rewards);
        int[] readUses = in.readInts();
        if (readUses.length != uses.length) {
            throw new CheckpointException(
                    "the checkpoint has " + readUses.length + " operators where " + uses.length + " were expected");
        }
        System.arraycopy(readUses, 0, uses, 0, uses.length);
    }

    private void copy(double[] from, double[] to) {
        if (from.length != to.length) {
            throw new CheckpointException(
                    "the checkpoint has " + from.length + " operator weights where " + to.length + " were expected");
        }
        System.arraycopy(from, 0, to, 0, to.length);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            text.append(i == 0 ? "" : " ")
                    .append(names[i])
                    .append('=')
                    .append(String.format(Locale.ROOT, "%.2f", weights[i]));
        }
        return text.toString();
    }
}
