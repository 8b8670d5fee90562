package io.morpion.service.common;

import java.util.List;
import java.util.Locale;

/**
 * Whole-number query parameters, read by hand: JAX-RS answers a malformed number with a bare 404,
 * where the API owes the caller a 400 that names the parameter.
 */
public final class QueryParams {

    private QueryParams() {}

    /** The value in min..max, the default when absent, or a 400 naming the parameter. */
    public static Integer integer(String name, String value, Integer absent, int min, int max) {
        if (value == null || value.isBlank()) {
            return absent;
        }
        int number;
        try {
            number = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new Refused.Invalid(
                    RefusalCode.WHOLE_NUMBER,
                    name + " must be a whole number, not \"" + CallerText.abbreviate(value) + "\"",
                    name,
                    CallerText.abbreviate(value));
        }
        if (number < min || number > max) {
            throw Refused.range(name, min, max, number);
        }
        return number;
    }

    /** A true/false parameter, false when absent, or a 400 that names it. */
    public static boolean flag(String name, String value) {
        if (value == null || value.isBlank()) {
            return false;
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw Refused.oneOf(name, List.of("true", "false"), value);
        };
    }
}
