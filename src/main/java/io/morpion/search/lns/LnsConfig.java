package io.morpion.search.lns;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.local.Sweep;
import java.util.Locale;

/**
 * Parameters of the large neighbourhood search. Each field but the variant, the seed and the warm start is a
 * parameter declared once, with its default, range and meaning, in {@link LnsAlgorithm}, which also checks it here.
 */
public record LnsConfig(Variant variant, Sweep sweep, double effort, long seed, MsrRecord warmStart) {

    public LnsConfig {
        LnsAlgorithm.EFFORT.require(effort);
        if (warmStart != null && warmStart.variant() != variant) {
            throw new IllegalArgumentException(
                    "the game to improve is " + warmStart.variant().code() + ", not " + variant.code());
        }
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static LnsConfig of(Algorithm.Settings s) {
        return new LnsConfig(
                s.variant(),
                new Sweep(Sweep.Kind.OPEN, s.whole(LnsAlgorithm.SIZE)),
                s.number(LnsAlgorithm.EFFORT),
                s.seed(),
                s.warmStart());
    }

    public String method() {
        return String.format(Locale.ROOT, "lns open %d effort=%s", sweep.size(), effort);
    }
}
