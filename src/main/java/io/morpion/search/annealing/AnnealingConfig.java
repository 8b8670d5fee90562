package io.morpion.search.annealing;

import io.morpion.msr.Variant;
import java.util.Locale;

/**
 * Parameters of the simulated annealing of Hyyrö and Poranen (2007).
 *
 * @param variant      the game variant
 * @param t0           initial temperature
 * @param tFrozen      the run ends once the temperature falls below this
 * @param coolingRatio the temperature is multiplied by this after every r moves; in (0, 1)
 * @param r            moves made at each temperature
 * @param seed         random seed
 */
public record AnnealingConfig(Variant variant, double t0, double tFrozen, double coolingRatio, long r, long seed) {

    public AnnealingConfig {
        if (!(t0 > 0) || !(tFrozen > 0) || tFrozen > t0) {
            throw new IllegalArgumentException("temperatures must satisfy 0 < t_frozen <= t0, not t0=" + t0
                    + " t_frozen=" + tFrozen);
        }
        if (!(coolingRatio > 0) || !(coolingRatio < 1)) {
            throw new IllegalArgumentException("the cooling ratio must lie in (0, 1), not " + coolingRatio);
        }
        if (r < 1) {
            throw new IllegalArgumentException("r, the moves per temperature, must be at least 1, not " + r);
        }
    }

    /** The paper's best constant temperature per variant (Table 2) for r moves. */
    public static AnnealingConfig paper(Variant variant, long r, long seed) {
        double t = switch (variant) {
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
