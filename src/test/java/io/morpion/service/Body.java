package io.morpion.service;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JSON request body written as names and values, which REST Assured turns into JSON: no escaped quotes to get
 * wrong. Bodies that are meant to be malformed stay text.
 */
public final class Body {

    private Body() {}

    /** An object of these names and values, given as name, value, …; a value may be another {@code of}, or null. */
    public static Map<String, Object> of(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("give names and values in pairs");
        }
        Map<String, Object> object = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            object.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return object;
    }
}
