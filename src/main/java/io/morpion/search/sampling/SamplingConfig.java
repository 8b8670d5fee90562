package io.morpion.search.sampling;

import io.morpion.msr.Variant;
import java.util.Locale;

/**
 * Parameters of the random sampling baselines of Hyyrö and Poranen (2007).
 *
 * @param variant the game variant
 * @param scheme  RS1 samples s endgames behind every legal move and plays the best average;
 *                RS2 samples s endgames from the position and plays the first move of the longest
 * @param samples s, the endgames sampled per decision (RS1: per legal move)
 * @param runs    complete games to play, each from the start; 0 repeats until terminated
 * @param seed    random seed
 */
public record SamplingConfig(Variant variant, Scheme scheme, int samples, int runs, long seed) {

    public enum Scheme { RS1, RS2 }

    public SamplingConfig {
        if (scheme == null) {
            throw new IllegalArgumentException("the sampling scheme must be RS1 or RS2");
        }
        if (samples < 1 || samples > 10_000_000) {
            throw new IllegalArgumentException("samples per decision must be 1..10000000, not " + samples);
        }
        if (runs < 0) {
            throw new IllegalArgumentException("runs must be 0 (unlimited) or more, not " + runs);
        }
    }

    public String method() {
        return String.format(Locale.ROOT, "sampling %s s=%d%s", scheme, samples, runs == 0 ? "" : " runs=" + runs);
    }
}
