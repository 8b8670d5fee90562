package io.morpion.service.common;

import io.morpion.api.BudgetRequest;
import io.morpion.search.termination.Budget;

/** A request's budget read as the server keeps it, refused in the request's terms (its field) when it is no budget. */
public final class Budgets {

    private Budgets() {}

    /** The budget asked for; none when the request gives none. */
    public static Budget asked(BudgetRequest request) {
        if (request == null) {
            return Budget.none();
        }
        try {
            return Budget.of(request.time(), request.nodes(), request.target());
        } catch (IllegalArgumentException e) {
            // as a body whose field cannot be read: the same code and words as any other
            String detail = "field \"budget\": " + e.getMessage();
            throw new Refused.Invalid(RefusalCode.BAD_JSON, detail, detail);
        }
    }
}
