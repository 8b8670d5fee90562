package io.morpion.service.campaigns;

import io.morpion.search.termination.Budget;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
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
public record CampaignRequest(
        String variant,
        String algorithm,
        String method,
        Map<String, String> params,
        Long warmRecordId,
        String warm,
        Budget budget,
        Integer target,
        String time,
        Integer workers,
        Integer archive,
        Long seed) {

    /** The workers' search as asked, by algorithm or by its deprecated name method; null when neither is given. */
    String algorithmAsked() {
        if (algorithm != null && method != null && !algorithm.strip().equalsIgnoreCase(method.strip())) {
            throw new Refused.Invalid(
                    RefusalCode.ALGORITHM_TWICE,
                    "give the workers' search as algorithm; method is its deprecated name, and both at once must name "
                            + "the same search, not \"" + RequestText.abbreviate(algorithm) + "\" and \""
                            + RequestText.abbreviate(method) + "\"",
                    RequestText.abbreviate(algorithm),
                    RequestText.abbreviate(method));
        }
        return algorithm != null ? algorithm : method;
    }

    /**
     * The budget asked for, in the shape runs take, or from the deprecated top-level fields; both at
     * once is refused, since one of them would be ignored.
     */
    Budget asked() {
        boolean old = target != null || (time != null && !time.isBlank());
        if (budget != null && old) {
            throw new Refused.Invalid(
                    RefusalCode.BUDGET_TWICE,
                    "give the campaign's time and target in budget, not also at the top level (deprecated)");
        }
        if (budget != null && budget.nodes() != null) {
            throw new Refused.Invalid(
                    RefusalCode.CAMPAIGN_NODES,
                    "a campaign's budget is its time and target: nodes are not counted across its workers");
        }
        return budget != null ? budget : Refused.bySearchRules(() -> Budget.of(time, null, target));
    }
}
