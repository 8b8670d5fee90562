package io.morpion.search.beam;

import io.morpion.msr.Variant;
import java.util.Locale;

/**
 * Parameters of the beam search.
 *
 * @param variant        the game variant
 * @param width          states kept at each depth
 * @param mobilityWeight weight of the number of legal moves left in a state's value (depth + weight × moves)
 * @param seed           random seed, which breaks ties between equally valued states
 */
public record BeamConfig(Variant variant, int width, double mobilityWeight, long seed) {

    public BeamConfig {
        if (width < 1 || width > 1_000_000) {
            throw new IllegalArgumentException("beam width must be 1..1000000, not " + width);
        }
        if (!Double.isFinite(mobilityWeight) || mobilityWeight < 0 || mobilityWeight > 1000) {
            throw new IllegalArgumentException("the mobility weight must be in [0, 1000], not " + mobilityWeight);
        }
    }

    public String method() {
        return String.format(Locale.ROOT, "beam width=%d mobility=%s", width, mobilityWeight);
    }
}
