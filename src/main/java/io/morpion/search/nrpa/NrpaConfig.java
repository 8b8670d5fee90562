package io.morpion.search.nrpa;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.Locale;

/**
 * The parameters of a Nested Rollout Policy Adaptation run (Rosin 2011).
 *
 * @param variant        the game variant
 * @param level          nesting level; a level-L run is N^L playouts
 * @param iterations     N, the iterations per level
 * @param alpha          the adaptation step
 * @param clamp          bound on every policy weight (Stabilized NRPA); 0 leaves weights unbounded
 * @param codes          what a policy weight is attached to: the line drawn, the move (line and new
 *                       point), or the line up to the eight symmetries of the cross
 * @param adaptation     how adaptation walks the best sequence: a step per move, or a step per layer
 * @param seed           random seed
 * @param warmStart      a game to start from, or null: the policy is pre-trained toward it and it is
 *                       the top level's first best sequence
 * @param warmIterations how many adaptation steps the pre-training takes
 */
public record NrpaConfig(Variant variant, int level, int iterations, double alpha, double clamp,
        Codes codes, Adaptation adaptation, long seed, MsrRecord warmStart, int warmIterations) {

    /** The policy codes: {@link #LINE} shares a weight between all moves that draw the same line. */
    public enum Codes { LINE, MOVE, SYMMETRIC }

    /**
     * {@link #MOVES} is Rosin's adaptation, a step per move of the best sequence. {@link #LAYERS}
     * (the default of Nagórko's morpion-lpp NRPA) replays the sequence a layer at a time, every
     * move of it legal at once, and pushes each layer's moves together: fewer, larger steps.
     */
    public enum Adaptation { MOVES, LAYERS }

    public NrpaConfig {
        if (level < 1 || level > 8) {
            throw new IllegalArgumentException("NRPA level must be 1..8, not " + level);
        }
        if (iterations < 1 || iterations > 100_000) {
            throw new IllegalArgumentException("NRPA iterations per level must be 1..100000, not " + iterations);
        }
        if (!(alpha > 0) || alpha > 100) {
            throw new IllegalArgumentException("NRPA alpha must be in (0, 100], not " + alpha);
        }
        if (!(clamp >= 0) || clamp > 700) {
            throw new IllegalArgumentException("NRPA clamp must be 0 (off) or in (0, 700], not " + clamp);
        }
        if (codes == null) {
            throw new IllegalArgumentException("NRPA codes must be line, move or symmetric");
        }
        if (adaptation == null) {
            throw new IllegalArgumentException("NRPA adaptation must be moves or layers");
        }
        if (warmIterations < 0 || warmIterations > 10_000) {
            throw new IllegalArgumentException("warm-start iterations must be 0..10000, not " + warmIterations);
        }
        if (warmStart != null && warmStart.variant() != variant) {
            throw new IllegalArgumentException("the warm-start game is " + warmStart.variant() + ", not " + variant);
        }
    }

    public NrpaConfig withClamp(double newClamp) {
        return new NrpaConfig(variant, level, iterations, alpha, newClamp, codes, adaptation, seed, warmStart, warmIterations);
    }

    public NrpaConfig withCodes(Codes newCodes) {
        return new NrpaConfig(variant, level, iterations, alpha, clamp, newCodes, adaptation, seed, warmStart, warmIterations);
    }

    public NrpaConfig withWarmStart(MsrRecord game, int trainingIterations) {
        return new NrpaConfig(variant, level, iterations, alpha, clamp, codes, adaptation, seed, game, trainingIterations);
    }

    /** The method string of an MSR solver block: algorithm and parameters, never the seed. */
    public String method() {
        String name = warmStart == null ? "nrpa" : "nrpa-seeded";
        StringBuilder s = new StringBuilder(name).append(" L").append(level).append(" N=").append(iterations)
                .append(" alpha=").append(format(alpha));
        if (clamp > 0) {
            s.append(" clamp=").append(format(clamp));
        }
        if (codes != Codes.LINE) {
            s.append(" codes=").append(codes.name().toLowerCase(Locale.ROOT));
        }
        if (adaptation != Adaptation.MOVES) {
            s.append(" adapt=").append(adaptation.name().toLowerCase(Locale.ROOT));
        }
        if (warmStart != null) {
            s.append(" warm-from=").append(warmStart.moveCount()).append(" warm-iterations=").append(warmIterations);
        }
        return s.toString();
    }

    private static String format(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%s", value);
    }
}
