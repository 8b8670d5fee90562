package io.morpion.search.nrpa;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import java.util.Locale;

/** The parameters of a Nested Rollout Policy Adaptation run (Rosin 2011), each declared once on its component. */
public record NrpaConfig(
        Variant variant,
        @Declare.Whole(value = 3, min = 1, max = 8, help = "nesting level: a level-L run plays iterations^L playouts")
                int level,
        @Declare.Whole(value = 100, min = 1, max = 100_000, help = "iterations per level") int iterations,
        @Declare.Real(value = 1, max = 100, above = true, help = "the adaptation step") double alpha,
        @Declare.Real(
                        value = 0,
                        max = 700,
                        help = "bound on every policy weight (stabilized NRPA); 0 leaves them unbounded")
                double clamp,
        @Declare.Choice(
                        value = "line",
                        help =
                                "what a policy weight belongs to: the line drawn, the move (line and new dot), or the line up "
                                        + "to the eight symmetries of the cross")
                Codes codes,
        @Declare.Choice(
                        name = "adapt",
                        value = "moves",
                        help =
                                "how adaptation walks the best sequence: a step per move (Rosin), or a step per layer of moves "
                                        + "legal at once (morpion-lpp)")
                Adaptation adaptation,
        long seed,
        MsrRecord warmStart,
        @Declare.Whole(
                        value = 10,
                        max = 10_000,
                        unit = "adaptations",
                        help = "with a warm start: the adaptation steps that first train the policy towards the game")
                int warmIterations) {

    /** Every parameter's declaration, read from the components above. */
    public static final ConfigBinder<NrpaConfig> BINDER = ConfigBinder.of(NrpaConfig.class);

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
        if (warmStart != null && warmStart.variant() != variant) {
            throw new IllegalArgumentException("the warm-start game is " + warmStart.variant() + ", not " + variant);
        }
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
