package io.morpion.search;

import java.util.LinkedHashMap;
import java.util.Map;

/** DNA's parameters at intervals small enough that maintenance, idle resets and end searches all happen in a short test. */
final class QuickDna {

    private QuickDna() {}

    static Map<String, String> parameters(int endInterval, int endStall, String... more) {
        Map<String, String> parameters = new LinkedHashMap<>(Map.of(
                "initial", "5",
                "maintenance", "100",
                "step-up", "3",
                "idle-reset", "4",
                "end-interval", Integer.toString(endInterval),
                "end-stall", Integer.toString(endStall),
                "archive", "20"));
        for (int i = 0; i + 1 < more.length; i += 2) {
            parameters.put(more[i], more[i + 1]);
        }
        return parameters;
    }
}
