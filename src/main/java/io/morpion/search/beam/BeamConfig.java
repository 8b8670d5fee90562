package io.morpion.search.beam;

import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import java.util.Locale;

/**
 * Parameters of the beam search.
 *
 * <p>Each field but the variant, the seed and the warm start is a parameter declared once, with its
 * default, range and meaning, in {@link BeamAlgorithm}, which also checks it here.
 */
public record BeamConfig(Variant variant, int width, double mobilityWeight, long seed) {

    public BeamConfig {
        BeamAlgorithm.WIDTH.require(width);
        BeamAlgorithm.MOBILITY.require(mobilityWeight);
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static BeamConfig of(Algorithm.Settings s) {
        return new BeamConfig(s.variant(), s.whole(BeamAlgorithm.WIDTH), s.number(BeamAlgorithm.MOBILITY), s.seed());
    }

    public String method() {
        return String.format(Locale.ROOT, "beam width=%d mobility=%s", width, mobilityWeight);
    }
}
