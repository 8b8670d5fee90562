package io.morpion.service.campaigns;

import io.morpion.api.CampaignRequest;
import io.morpion.search.termination.Budget;
import io.morpion.service.common.Budgets;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;

/** What a campaign's request asks, read with its deprecated fields and refused where they contradict the new ones. */
final class CampaignAsked {

    private CampaignAsked() {}

    /** The workers' search as asked, by algorithm or by its deprecated name method; null when neither is given. */
    static String algorithm(CampaignRequest request) {
        if (request.algorithm() != null
                && request.method() != null
                && !request.algorithm()
                        .strip()
                        .equalsIgnoreCase(request.method().strip())) {
            throw new Refused.Invalid(
                    RefusalCode.ALGORITHM_TWICE,
                    "give the workers' search as algorithm; method is its deprecated name, and both at once must name "
                            + "the same search, not \"" + RequestText.abbreviate(request.algorithm()) + "\" and \""
                            + RequestText.abbreviate(request.method()) + "\"",
                    RequestText.abbreviate(request.algorithm()),
                    RequestText.abbreviate(request.method()));
        }
        return request.algorithm() != null ? request.algorithm() : request.method();
    }

    /**
     * The budget asked for, in the shape runs take, or from the deprecated top-level fields; both at
     * once is refused, since one of them would be ignored.
     */
    static Budget budget(CampaignRequest request) {
        boolean old = request.target() != null
                || (request.time() != null && !request.time().isBlank());
        if (request.budget() != null && old) {
            throw new Refused.Invalid(
                    RefusalCode.BUDGET_TWICE,
                    "give the campaign's time and target in budget, not also at the top level (deprecated)");
        }
        if (request.budget() != null && request.budget().nodes() != null) {
            throw new Refused.Invalid(
                    RefusalCode.CAMPAIGN_NODES,
                    "a campaign's budget is its time and target: nodes are not counted across its workers");
        }
        return request.budget() != null
                ? Budgets.asked(request.budget())
                : Refused.bySearchRules(() -> Budget.of(request.time(), null, request.target()));
    }
}
