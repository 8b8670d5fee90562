package io.morpion.search.annealing;

import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import java.util.Locale;

/** Parameters of the simulated annealing of Hyyrö and Poranen (2007), each declared once on its component. */
public record AnnealingConfig(
        Variant variant,
        @Declare.Real(value = 8, above = true, help = "the starting temperature") double t0,
        @Declare.Real(
                        value = 0.5,
                        above = true,
                        help = "the run ends once the temperature falls below this (at most t0)")
                double tFrozen,
        @Declare.Real(
                        name = "cooling",
                        value = 0.9,
                        max = 1,
                        above = true,
                        below = true,
                        help = "the temperature is multiplied by this after every r moves")
                double coolingRatio,
        @Declare.Whole(value = 100_000, min = 1, unit = "moves", help = "moves made at each temperature") long r,
        long seed) {

    /** Every parameter's declaration, read from the components above. */
    public static final ConfigBinder<AnnealingConfig> BINDER = ConfigBinder.of(AnnealingConfig.class);

    public AnnealingConfig {
        if (tFrozen > t0) {
            throw new IllegalArgumentException("t-frozen must be at most t0, not " + tFrozen + " > " + t0);
        }
    }

    /** The paper's best constant temperature per variant (Table 2) for r moves. */
    public static AnnealingConfig paper(Variant variant, long r, long seed) {
        double t =
                switch (variant) {
                    case FOUR_DISJOINT -> 1.8;
                    case FOUR_TOUCHING -> 3.6;
                    case FIVE_DISJOINT -> 3.2;
                    case FIVE_TOUCHING -> 8.0;
                };
        return new AnnealingConfig(variant, t, t, 0.9, r, seed);
    }

    public String method() {
        return String.format(Locale.ROOT, "annealing t0=%s t_frozen=%s cooling=%s r=%d", t0, tFrozen, coolingRatio, r);
    }
}
