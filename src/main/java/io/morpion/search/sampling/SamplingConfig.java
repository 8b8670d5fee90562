package io.morpion.search.sampling;

import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import java.util.Locale;

/** Parameters of the random sampling baselines of Hyyrö and Poranen (2007), each declared once on its component. */
public record SamplingConfig(
        Variant variant,
        @Declare.Choice(
                        value = "rs2",
                        help =
                                "rs1 samples endgames behind every legal move and plays the best average; rs2 samples endgames "
                                        + "from the position and plays the first move of the longest")
                Scheme scheme,
        @Declare.Whole(
                        value = 10,
                        min = 1,
                        max = 10_000_000,
                        unit = "endgames",
                        help = "endgames sampled per decision (rs1: per legal move)")
                int samples,
        @Declare.Whole(
                        value = 0,
                        unit = "games",
                        help = "whole games to play, each from the start; 0 goes on until the run is stopped")
                int runs,
        long seed) {

    /** Every parameter's declaration, read from the components above. */
    public static final ConfigBinder<SamplingConfig> BINDER = ConfigBinder.of(SamplingConfig.class);

    public enum Scheme {
        RS1,
        RS2
    }

    public String method() {
        return String.format(Locale.ROOT, "sampling %s s=%d%s", scheme, samples, runs == 0 ? "" : " runs=" + runs);
    }
}
