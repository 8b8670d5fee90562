package io.morpion.search.annealing;

import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import java.util.Locale;

/**
 * Parameters of the simulated annealing of Hyyrö and Poranen (2007).
 *
 * <p>Each field but the variant, the seed and the warm start is a parameter declared once, with its
 * default, range and meaning, in {@link AnnealingAlgorithm}, which also checks it here.
 */
public record AnnealingConfig(Variant variant, double t0, double tFrozen, double coolingRatio, long r, long seed) {

    public AnnealingConfig {
        AnnealingAlgorithm.T0.require(t0);
        AnnealingAlgorithm.T_FROZEN.require(tFrozen);
        if (tFrozen > t0) {
            throw new IllegalArgumentException("t-frozen must be at most t0, not " + tFrozen + " > " + t0);
        }
        AnnealingAlgorithm.COOLING.require(coolingRatio);
        AnnealingAlgorithm.R.require(r);
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static AnnealingConfig of(Algorithm.Settings s) {
        return new AnnealingConfig(
                s.variant(),
                s.number(AnnealingAlgorithm.T0),
                s.number(AnnealingAlgorithm.T_FROZEN),
                s.number(AnnealingAlgorithm.COOLING),
                s.longWhole(AnnealingAlgorithm.R),
                s.seed());
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
