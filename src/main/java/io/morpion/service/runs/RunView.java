package io.morpion.service.runs;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.OffsetDateTime;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import java.util.Map;

/**
 * A run as the API shows it. {@code progress} is how far through its budget it is (0..1; absent
 * when unlimited); {@code queuePosition} counts from 1 for the next run to start. An exact search
 * says {@code provenOptimal}: true once it has drained its whole tree, so its best score is the
 * optimum, and false while its score is only the best found. The seed, a 64-bit number, is sent
 * as a string: JavaScript's numbers hold only 53 bits, and a rounded seed repeats no run.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunView(long id, String status, String requested, Integer queuePosition, String variant, String algorithm,
        String category, Map<String, String> params, @JsonFormat(shape = JsonFormat.Shape.STRING)
        @Schema(type = SchemaType.STRING, description = "the run's 64-bit seed, as a string") long seed, int threads, Long warmRecordId, BudgetView budget,
        Double progress, int bestScore, String standing, long nodes, double elapsedSeconds, double nodesPerSecond, int checkpoints,
        long checkpointNodes, double checkpointSeconds, int resumes, String node, String submittedBy, OffsetDateTime createdAt,
        OffsetDateTime startedAt, OffsetDateTime heartbeatAt, OffsetDateTime checkpointAt, OffsetDateTime finishedAt,
        String error, Boolean provenOptimal, String best) {

    /** The run's budget: time in seconds, nodes, target score; all absent for an unlimited run. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record BudgetView(Long timeSeconds, Long nodes, Integer target) {
    }

    /** @param withGame include the best game in compact MSR form */
    static RunView of(RunEntity r, Integer queuePosition, boolean withGame) {
        BudgetView budget = r.budgetSeconds == null && r.budgetNodes == null && r.targetScore == null ? null
                : new BudgetView(r.budgetSeconds, r.budgetNodes, r.targetScore);
        return new RunView(r.id, r.status.name(), r.requested == null ? null : r.requested.name(), queuePosition,
                r.variant, r.algorithm, r.category, RunSpecs.params(r.params), r.seed, r.threads, r.warmRecordId, budget,
                RunSpecs.fractionDone(r), r.bestScore, RunSpecs.standing(r), r.nodes, r.elapsedMs / 1000.0, r.nodesPerSecond, r.checkpoints,
                r.checkpointNodes, r.checkpointMs / 1000.0, r.resumes, r.node, r.submittedBy, r.createdAt, r.startedAt, r.heartbeatAt,
                r.checkpointAt, r.finishedAt, r.error, "exact".equals(r.algorithm) ? r.provenOptimal : null,
                withGame ? r.bestMsr : null);
    }
}
