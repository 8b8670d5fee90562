package io.morpion.service.common;

import io.morpion.msr.Variant;
import io.morpion.search.ConfigChecks;
import java.util.List;

/** A caller's own text, as messages repeat it and as queries name a variant. */
public final class CallerText {

    private CallerText() {}

    /** Echoes a caller's text in an error message, cut to 40 characters so no answer repeats a huge input. */
    public static String abbreviate(String text) {
        return ConfigChecks.echoed(text);
    }

    /** The variant a query or body names, or null when it names none. */
    public static Variant variantOrNull(String code) {
        return code == null || code.isBlank()
                ? null
                : Variant.fromCode(code)
                        .orElseThrow(() -> Refused.oneOf("variant", List.of("4T", "4D", "5T", "5D"), code));
    }
}
