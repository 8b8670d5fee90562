package io.morpion.service.runs;

import java.util.Map;

/**
 * A search run as it is submitted: POST /api/runs. Only variant is required; the algorithm
 * defaults to nrpa, parameters to the algorithm's defaults, the budget to unlimited, the seed to a
 * random one (reported back, so any run can be repeated) and threads to the node's cores for the
 * exact search and 1 for the others.
 *
 * @param params        the algorithm's parameters by name, e.g. {"level": 3}
 * @param budget        when the run ends by itself; absent or empty for never
 * @param warmRecordId  start NRPA from this stored record...
 * @param warm          ...or from this game, in MSR text
 */
public record RunRequest(String variant, String algorithm, Map<String, String> params, Budget budget, Long seed,
        Integer threads, Long warmRecordId, String warm) {

    /**
     * @param time   a duration: seconds as a number, or text such as 90s, 10m, 2h, 1d
     * @param nodes  total node budget (playouts for NRPA)
     * @param target stop once a game this long is found
     */
    public record Budget(String time, Long nodes, Integer target) {
    }
}
