package io.morpion.search.nrpa;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import java.util.Locale;

/**
 * The parameters of a Nested Rollout Policy Adaptation run (Rosin 2011).
 *
 * <p>Each field but the variant, the seed and the warm start is a parameter declared once, with its
 * default, range and meaning, in {@link NrpaAlgorithm}, which also checks it here.
 */
public record NrpaConfig(
        Variant variant,
        int level,
        int iterations,
        double alpha,
        double clamp,
        Codes codes,
        Adaptation adaptation,
        long seed,
        MsrRecord warmStart,
        int warmIterations) {

    /** The policy codes: {@link #LINE} shares a weight between all moves that draw the same line. */
    public enum Codes {
        LINE,
        MOVE,
        SYMMETRIC
    }

    /**
     * {@link #MOVES} is Rosin's adaptation, a step per move of the best sequence. {@link #LAYERS}
     * (the default of Nagórko's morpion-lpp NRPA) replays the sequence a layer at a time, every
     * move of it legal at once, and pushes each layer's moves together: fewer, larger steps.
     */
    public enum Adaptation {
        MOVES,
        LAYERS
    }

    public NrpaConfig {
        NrpaAlgorithm.LEVEL.require(level);
        NrpaAlgorithm.ITERATIONS.require(iterations);
        NrpaAlgorithm.ALPHA.require(alpha);
        NrpaAlgorithm.CLAMP.require(clamp);
        if (codes == null) {
            throw new IllegalArgumentException("NRPA codes must be line, move or symmetric");
        }
        if (adaptation == null) {
            throw new IllegalArgumentException("NRPA adaptation must be moves or layers");
        }
        NrpaAlgorithm.WARM_ITERATIONS.require(warmIterations);
        if (warmStart != null && warmStart.variant() != variant) {
            throw new IllegalArgumentException("the warm-start game is " + warmStart.variant() + ", not " + variant);
        }
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static NrpaConfig of(Algorithm.Settings s) {
        return new NrpaConfig(
                s.variant(),
                s.whole(NrpaAlgorithm.LEVEL),
                s.whole(NrpaAlgorithm.ITERATIONS),
                s.number(NrpaAlgorithm.ALPHA),
                s.number(NrpaAlgorithm.CLAMP),
                Codes.valueOf(s.choice(NrpaAlgorithm.CODES).toUpperCase(Locale.ROOT)),
                Adaptation.valueOf(s.choice(NrpaAlgorithm.ADAPT).toUpperCase(Locale.ROOT)),
                s.seed(),
                s.warmStart(),
                s.whole(NrpaAlgorithm.WARM_ITERATIONS));
    }

    public NrpaConfig withClamp(double newClamp) {
        return new NrpaConfig(
                variant, level, iterations, alpha, newClamp, codes, adaptation, seed, warmStart, warmIterations);
    }

    public NrpaConfig withCodes(Codes newCodes) {
        return new NrpaConfig(
                variant, level, iterations, alpha, clamp, newCodes, adaptation, seed, warmStart, warmIterations);
    }

    public NrpaConfig withWarmStart(MsrRecord game, int trainingIterations) {
        return new NrpaConfig(
                variant, level, iterations, alpha, clamp, codes, adaptation, seed, game, trainingIterations);
    }

    /** The method string of an MSR solver block: algorithm and parameters, never the seed. */
    public String method() {
        String name = warmStart == null ? "nrpa" : "nrpa-seeded";
        StringBuilder s = new StringBuilder(name)
                .append(" L")
                .append(level)
                .append(" N=")
                .append(iterations)
                .append(" alpha=")
                .append(format(alpha));
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
            s.append(" warm-from=")
                    .append(warmStart.moveCount())
                    .append(" warm-iterations=")
                    .append(warmIterations);
        }
        return s.toString();
    }

    private static String format(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%s", value);
    }
}
