package io.morpion.service.common;

import io.morpion.api.Refusal;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;

/** The JSON body of every refusal: the English sentence, and the same as a code with its parameters. */
public final class RefusalBody {

    private RefusalBody() {}

    /** The values in the order the code declares its parameters. */
    public static Map<String, Object> of(String message, RefusalCode code, Object... values) {
        return of(message, code, params(code, values));
    }

    /** The code's parameters named, from their values in the order the code declares them. */
    public static Map<String, Object> params(RefusalCode code, Object... values) {
        if (values.length != code.params().size()) {
            throw new IllegalStateException(code + " takes " + code.params() + ", given " + values.length + " values");
        }
        Map<String, Object> params = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            params.put(code.params().get(i), values[i]);
        }
        return Collections.unmodifiableMap(params);
    }

    public static Map<String, Object> of(String message, RefusalCode code, Map<String, Object> params) {
        if (!params.keySet().equals(new HashSet<>(code.params()))) {
            throw new IllegalStateException(code + " takes " + code.params() + ", given " + params.keySet());
        }
        Refusal refusal = new Refusal(message, code.code(), params);
        // a map, in the record's order, so that an illegal game's refusal can add its own fields after them
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", refusal.error());
        body.put("code", refusal.code());
        body.put("params", refusal.params());
        return body;
    }
}
