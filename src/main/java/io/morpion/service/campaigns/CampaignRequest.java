package io.morpion.service.campaigns;

import java.util.Map;

/**
 * A campaign as it is started: POST /api/campaigns. Only variant is required.
 *
 * @param method       the workers' search: perturbation (by default) or dna, whose workers share an archive's games,
 *                     or nrpa, islands that share their bests
 * @param params       the workers' parameters by name; missing ones take their defaults
 * @param warmRecordId start the archive from this stored record...
 * @param warm         ...or from this game, in MSR text
 * @param target       a score at which the campaign is complete, or null
 * @param time         how long the campaign runs from its start, as text (90s, 10m, 2h, 1d), or null for
 *                     until it is stopped
 * @param workers      how many workers it keeps queued or running at once; 2 by default
 * @param archive      the most games its archive keeps; the service's default when null
 */
public record CampaignRequest(String variant, String method, Map<String, String> params, Long warmRecordId,
        String warm, Integer target, String time, Integer workers, Integer archive) {
}
