package io.morpion.search.beam;

import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import java.util.Locale;

/** Parameters of the beam search, each declared once on its component. */
public record BeamConfig(
        Variant variant,
        @Declare.Whole(value = 100, min = 1, max = 100_000, unit = "positions", help = "positions kept at each depth")
                int width,
        @Declare.Real(
                        name = "mobility",
                        value = 1,
                        max = 1000,
                        help = "weight of the legal moves left in a position's value (depth + mobility × moves)")
                double mobilityWeight,
        long seed) {

    /** Every parameter's declaration, read from the components above. */
    public static final ConfigBinder<BeamConfig> BINDER = ConfigBinder.of(BeamConfig.class);

    public String method() {
        return String.format(Locale.ROOT, "beam width=%d mobility=%s", width, mobilityWeight);
    }
}
