package io.morpion.search.lns;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import io.morpion.search.local.proofs.Sweep;
import java.util.Locale;

/** Parameters of the large neighbourhood search, each declared once on its component. */
public record LnsConfig(
        Variant variant,
        @Declare.Whole(
                        value = 4,
                        min = 1,
                        max = Sweep.MAX_SQUARE,
                        unit = "points",
                        help = "the width in points of the squares whose lines are freed")
                int size,
        @Declare.Real(
                        value = 1.0,
                        min = 0.01,
                        max = 600,
                        unit = "deterministic seconds",
                        help =
                                "the constraint solver's work on one neighbourhood, in its deterministic seconds (about a "
                                        + "second each): the same answer on any machine, so a resumed run repeats the uninterrupted "
                                        + "one")
                double effort,
        long seed,
        MsrRecord warmStart) {

    /** Every parameter's declaration, read from the components above. */
    public static final ConfigBinder<LnsConfig> BINDER = ConfigBinder.of(LnsConfig.class);

    public LnsConfig {
        if (warmStart != null && warmStart.variant() != variant) {
            throw new IllegalArgumentException(
                    "the game to improve is " + warmStart.variant().code() + ", not " + variant.code());
        }
    }

    /** The neighbourhoods a pass frees: every open square of the size. */
    public Sweep sweep() {
        return new Sweep(Sweep.Kind.OPEN, size);
    }

    public String method() {
        return String.format(Locale.ROOT, "lns open %d effort=%s", size, effort);
    }
}
