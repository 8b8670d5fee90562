package io.morpion.service.runs;

import io.morpion.service.common.CallerText;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** How the best score of each (variant, category) grew over time, across every run. */
@Path("/api/history")
@Produces(MediaType.APPLICATION_JSON)
public class HistoryResource {

    @Inject
    RunHistory history;

    @GET
    @Operation(summary = "Best over time per variant and category", description = "For each (variant, algorithm "
            + "category) the improvements, across all its runs, that raised the category's best. Filter by "
            + "variant and category.")
    public List<RunHistory.Series> history(@QueryParam("variant") String variant, @QueryParam("category") String category) {
        return history.of(CallerText.variantOrNull(variant), category);
    }
}
