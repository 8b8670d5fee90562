package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * A campaign as it is started: POST /api/campaigns. Only variant is required.
 *
 * @param algorithm    the workers' search, one of the registry's campaign algorithms; its campaign default when null
 * @param method       deprecated: algorithm (as runs name it); both at once must name the same search
 * @param params       the workers' parameters by name; missing ones take their defaults
 * @param warmRecordId start the archive from this stored record...
 * @param warm         ...or from this game, in MSR text
 * @param budget       as a run's: time (how long the campaign runs from its start: 90s, 10m, 2h, 1d) and
 *                     target (a score at which it is complete), each optional; no nodes, which no one
 *                     counts across workers
 * @param target       deprecated: budget.target
 * @param time         deprecated: budget.time
 * @param workers      how many workers it keeps queued or running at once; the service's default when null
 * @param archive      the most games its archive keeps; the service's default when null
 * @param seed         the first worker's seed, the next worker's seed + 1 and so on, so that a campaign can be
 *                     repeated or paired with another in a benchmark; random seeds when null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CampaignRequest(
        String variant,
        String algorithm,
        String method,
        Map<String, String> params,
        Long warmRecordId,
        String warm,
        BudgetRequest budget,
        Integer target,
        String time,
        Integer workers,
        Integer archive,
        Long seed) {}
