package io.morpion.search.sampling;

import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import java.util.Locale;

/**
 * Parameters of the random sampling baselines of Hyyrö and Poranen (2007).
 *
 * <p>Each field but the variant, the seed and the warm start is a parameter declared once, with its
 * default, range and meaning, in {@link SamplingAlgorithm}, which also checks it here.
 */
public record SamplingConfig(Variant variant, Scheme scheme, int samples, int runs, long seed) {

    public enum Scheme {
        RS1,
        RS2
    }

    public SamplingConfig {
        if (scheme == null) {
            throw new IllegalArgumentException("the sampling scheme must be RS1 or RS2");
        }
        SamplingAlgorithm.SAMPLES.require(samples);
        SamplingAlgorithm.RUNS.require(runs);
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static SamplingConfig of(Algorithm.Settings s) {
        return new SamplingConfig(
                s.variant(),
                Scheme.valueOf(s.choice(SamplingAlgorithm.SCHEME).toUpperCase(Locale.ROOT)),
                s.whole(SamplingAlgorithm.SAMPLES),
                s.whole(SamplingAlgorithm.RUNS),
                s.seed());
    }

    public String method() {
        return String.format(Locale.ROOT, "sampling %s s=%d%s", scheme, samples, runs == 0 ? "" : " runs=" + runs);
    }
}
