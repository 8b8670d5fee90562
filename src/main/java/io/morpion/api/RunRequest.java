package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * A search run as it is submitted: POST /api/runs. Only variant is required; the algorithm
 * defaults to nrpa, parameters to the algorithm's defaults, the budget to unlimited, the seed to a
 * random one (reported back, so any run can be repeated) and threads to the node's cores for the
 * exact search and 1 for the others.
 *
 * @param params        the algorithm's parameters by name, e.g. {"level": 3}
 * @param budget        when the run ends by itself: {"time": "10m" (or seconds), "nodes": playouts for
 *                      NRPA, "target": a score to stop at}; absent or empty for never
 * @param warmRecordId  start NRPA from this stored record...
 * @param warm          ...or from this game, in MSR text
 * @param keepGoing     true to search on past the proven optimum of 4T or 4D; without a target, a
 *                      search of those (other than the exact one, which proves it) stops there
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunRequest(
        String variant,
        String algorithm,
        Map<String, String> params,
        BudgetRequest budget,
        Long seed,
        Integer threads,
        Long warmRecordId,
        String warm,
        Boolean keepGoing) {}
