package io.morpion.search;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.Map;
import java.util.Set;

/**
 * What a solver is built from: the variant, a seed, threads, the parameters' values as written (each one checked
 * against its declaration when read) and the warm start, or null.
 */
public record Settings(Variant variant, long seed, int threads, Map<String, String> values, MsrRecord warmStart) {

    /** Every parameter at its default, on one thread, from the cross. */
    public static Settings defaults(Variant variant, long seed) {
        return new Settings(variant, seed, 1, Map.of(), null);
    }

    public String text(Parameter p) {
        String value = values.get(p.name());
        return value == null ? p.defaultValue() : value;
    }

    public int whole(Parameter p) {
        return p.wholeOf(text(p));
    }

    public long longWhole(Parameter p) {
        return p.longOf(text(p));
    }

    public double number(Parameter p) {
        return p.numberOf(text(p));
    }

    public String choice(Parameter p) {
        return p.choiceOf(text(p));
    }

    public Set<String> choices(Parameter p) {
        return p.choicesOf(text(p));
    }

    /** The same settings for one island of several, with its own seed. */
    public Settings island(long islandSeed) {
        return new Settings(variant, islandSeed, 1, values, warmStart);
    }
}
