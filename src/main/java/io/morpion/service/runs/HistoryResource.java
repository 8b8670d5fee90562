package io.morpion.service.runs;

import io.morpion.corpus.RecordProgression;
import io.morpion.service.common.RequestText;
import io.morpion.service.records.RecordCatalog;
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
    @Operation(
            summary = "Best over time per variant and category",
            description = "For each (variant, algorithm "
                    + "category) the improvements, across all its runs, that raised the category's best. Filter by "
                    + "variant and category.")
    public List<RunHistory.Series> history(
            @QueryParam("variant") String variant, @QueryParam("category") String category) {
        return history.of(RequestText.variantOrNull(variant), category);
    }

    /** The records a variant held before, oldest first, and where that table comes from. */
    public record Progression(String variant, String source, List<RecordProgression.Step> records) {}

    @GET
    @Path("/records")
    @Operation(
            summary = "Each variant's record progression",
            description = "The records each variant held, from "
                    + "Millington's 149 on 5T in 1972 to today's, with who set them and when (year-month), as the "
                    + "community's record table has them.")
    public List<Progression> records() {
        return RecordCatalog.VARIANTS_SHOWN.stream()
                .map(v -> new Progression(v.code(), RecordProgression.source(), RecordProgression.of(v)))
                .toList();
    }
}
