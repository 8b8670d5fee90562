package io.morpion.service.common;

import io.morpion.msr.Variant;
import io.morpion.search.ConfigChecks;
import java.util.Locale;

/** A caller's own text, as messages repeat it and as queries name a variant. */
public final class CallerText {

    private CallerText() {}

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
                String named = String.format(Locale.ROOT, "U+%04X", c)
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

    /** The variant a query or body names, or null when it names none. */
    public static Variant variantOrNull(String code) {
        return code == null || code.isBlank()
                ? null
                : Variant.fromCode(code).orElseThrow(() -> Refused.oneOf("variant", Variant.codes(), code));
    }
}
