package io.morpion.service.runs;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.morpion.corpus.KnownResult;
import io.morpion.search.termination.Budget;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A run as the API shows it: how it is doing ({@link RunProgress}, its fields inline), what it
 * searches, and its history. The seed, a 64-bit number, is sent as a string: JavaScript's numbers
 * hold only 53 bits, and a rounded seed repeats no run.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunView(
        @JsonUnwrapped RunProgress live,
        String variant,
        String algorithm,
        String category,
        Map<String, String> params,
        @JsonFormat(shape = JsonFormat.Shape.STRING)
                @Schema(type = SchemaType.STRING, description = "the run's 64-bit seed, as a string")
                long seed,
        int threads,
        Long warmRecordId,
        Long campaignId,
        Budget budget,
        int checkpoints,
        long checkpointNodes,
        double checkpointSeconds,
        int resumes,
        String submittedBy,
        OffsetDateTime createdAt,
        OffsetDateTime startedAt,
        OffsetDateTime heartbeatAt,
        OffsetDateTime checkpointAt,
        OffsetDateTime finishedAt,
        String error,
        String best,
        @Schema(
                        description =
                                "whether this caller may pause, resume or cancel the run (its owner or an admin); the "
                                        + "actions say which of those its state allows now")
                boolean controllable) {

    /** @param withGame include the best game in compact MSR form */
    static RunView of(
            RunEntity r, Integer queuePosition, Optional<KnownResult> known, boolean withGame, boolean controllable) {
        return new RunView(
                RunProgress.of(r, queuePosition, known),
                r.variant,
                r.algorithm,
                r.category,
                r.resolvedParams(),
                r.seed,
                r.threads,
                r.warmRecordId,
                r.campaignId,
                r.budget().isUnlimited() ? null : r.budget(),
                r.checkpoints,
                r.checkpointNodes,
                r.checkpointMs / 1000.0,
                r.resumes,
                r.submittedBy,
                r.createdAt,
                r.startedAt,
                r.heartbeatAt,
                r.checkpointAt,
                r.finishedAt,
                r.error,
                withGame ? r.bestMsr : null,
                controllable);
    }
}
