package io.morpion.service.common;

import java.util.Arrays;
import java.util.Locale;

/** Values a request gives as text, a path's id or a filter's word, read or refused in the caller's terms. */
public final class RequestValues {

    private RequestValues() {}

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
