package io.morpion.search;

/**
 * What the solvers' configuration records share: refusing a bad value, echoing it in the refusal,
 * and writing a number as a method text does.
 */
public final class ConfigChecks {

    private ConfigChecks() {}

    /** Refuses a parameter that breaks its rule, with the sentence that says which and why. */
    public static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }

    private static final int ECHO_LIMIT = 40;

    /** A caller's text as a refusal repeats it: cut to 40 characters, so no answer repeats a huge input. */
    public static String echoed(String text) {
        if (text == null) {
            return "";
        }
        return text.length() > ECHO_LIMIT ? text.substring(0, ECHO_LIMIT) + "…" : text;
    }

    /** A number as a method text writes it: 4 rather than 4.0, 0.05 as it is. */
    public static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
