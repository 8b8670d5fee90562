package io.morpion.search;

/** What the solvers' configuration records share: refusing a bad value, and writing a number as a method text does. */
public final class ConfigChecks {

    private ConfigChecks() {}

    /** Refuses a parameter that breaks its rule, with the sentence that says which and why. */
    public static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }

    /** A number as a method text writes it: 4 rather than 4.0, 0.05 as it is. */
    public static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
