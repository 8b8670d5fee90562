package io.morpion.service.common;

import io.morpion.msr.Variant;
import io.morpion.search.ConfigChecks;
import io.morpion.search.termination.Durations;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a caller types into a request, read or refused in the caller's terms: a path's id, a
 * query's numbers, flags and words, a variant, and free text such as names, which must be plain.
 * Numbers are read here rather than by JAX-RS, which answers a malformed one with a bare 404
 * where the API owes the caller a 400 naming the parameter.
 */
public final class RequestText {

    private RequestText() {}

    /** A time field such as 30s, 10m or 1h: {@code byDefault} when absent, refused outside 1 s to {@code max}. */
    public static Duration limit(String field, String text, Duration byDefault, Duration max) {
        if (text == null) {
            return byDefault;
        }
        Duration limit;
        try {
            limit = Durations.parse(text);
        } catch (IllegalArgumentException e) {
            String echoed = abbreviate(text);
            throw new Refused.Invalid(
                    RefusalCode.TIME,
                    field + " must be a time such as 30s, 10m or 1h, not \"" + echoed + "\"",
                    field,
                    echoed);
        }
        if (limit.toSeconds() < 1 || limit.compareTo(max) > 0) {
            throw Refused.range(field + " (seconds)", 1, max.toSeconds(), limit.toSeconds());
        }
        return limit;
    }

    /** Echoes a caller's text in an error message, cut to 40 characters so no answer repeats a huge input. */
    public static String abbreviate(String text) {
        return ConfigChecks.echoed(text);
    }

    /**
     * Refuses a caller's text over {@code max} characters or holding an invisible formatting
     * character (a bidi override that shows a name backwards, a zero-width space that makes two
     * names look alike), naming the field and where the character is.
     */
    public static void requirePlain(String field, String text, int max) {
        if (text == null) {
            return;
        }
        requireNoControl(field, text);
        if (text.length() > max) {
            throw new Refused.Invalid(
                    RefusalCode.TOO_LONG,
                    field + " is " + text.length() + " characters; it is at most " + max,
                    field,
                    max);
        }
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (Character.getType(c) == Character.FORMAT) {
                String named = codePoint(c)
                        + (Character.getName(c) == null
                                ? ""
                                : " " + Character.getName(c).toLowerCase(Locale.ROOT));
                throw new Refused.Invalid(
                        RefusalCode.FORMAT_CHARACTER,
                        field + " holds an invisible formatting character (" + named + ") at character "
                                + (text.codePointCount(0, i) + 1) + "; remove it",
                        field,
                        named);
            }
            i += Character.charCount(c);
        }
    }

    /**
     * Refuses a caller's text that holds a control character other than tab, line feed and carriage return: U+0000,
     * which the database cannot store, and the others, which no name, filter or parameter needs. Names the field,
     * the character and where it is.
     */
    public static void requireNoControl(String field, String text) {
        Optional<ControlCharacter> found = controlIn(text);
        if (found.isPresent()) {
            ControlCharacter control = found.get();
            throw new Refused.Invalid(
                    RefusalCode.CONTROL_CHARACTER,
                    field + " holds a control character (" + control.named() + ") at character " + control.at()
                            + "; remove it",
                    field,
                    control.named(),
                    control.at());
        }
    }

    /** A control character in a caller's text: its code point as U+0000 names it, and at which character it is. */
    public record ControlCharacter(String named, int at) {}

    /** The text's first control character other than tab, line feed and carriage return, if it holds one. */
    public static Optional<ControlCharacter> controlIn(String text) {
        for (int i = 0; text != null && i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.getType(c) == Character.CONTROL && c != '\t' && c != '\n' && c != '\r') {
                return Optional.of(new ControlCharacter(codePoint(c), text.codePointCount(0, i) + 1));
            }
        }
        return Optional.empty();
    }

    /** A character as Unicode names its code point: U+0000. */
    private static String codePoint(int c) {
        return String.format(Locale.ROOT, "U+%04X", c);
    }

    /** The variant a query or body names, or null when it names none. */
    public static Variant variantOrNull(String code) {
        return code == null || code.isBlank()
                ? null
                : Variant.fromCode(code).orElseThrow(() -> Refused.oneOf("variant", Variant.codes(), code));
    }
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
                    name + " must be a whole number, not \"" + RequestText.abbreviate(value) + "\"",
                    name,
                    RequestText.abbreviate(value));
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
    /** The id of a {@code kind} ("run", "record") in a path, or a refusal: ids are numbers. */
    public static long id(String kind, String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw Refused.badId(kind, text);
        }
    }

    /** The constant of this name in any case, null when none is given, or a refusal that lists them all. */
    public static <E extends Enum<E>> E oneOfOrNull(Class<E> type, String field, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Enum.valueOf(type, text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Refused.oneOf(
                    field,
                    Arrays.stream(type.getEnumConstants()).map(Enum::name).toList(),
                    text);
        }
    }
}
