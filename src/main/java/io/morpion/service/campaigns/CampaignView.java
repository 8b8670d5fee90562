package io.morpion.service.campaigns;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.morpion.api.RecordAlert;
import io.morpion.corpus.KnownResult;
import io.morpion.search.spec.SpecCodec;
import io.morpion.service.records.RecordAlerts;
import io.morpion.service.runs.RunEntity;
import io.morpion.service.runs.RunStatus;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A campaign as the API shows it. One campaign alone also shows its workers, its archive's census
 * (games by score, best first) and its best game; a listing leaves those out.
 *
 * @param algorithm      the workers' search, as a run's view names it
 * @param method         deprecated: the same as algorithm
 * @param nodesPerSecond the running workers' rounds per second together: the campaign's throughput
 * @param standing       the best beside the variant's world record or proven optimum
 * @param alert          present once the best ties or beats that
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CampaignView(
        long id,
        String status,
        String variant,
        String algorithm,
        String method,
        Map<String, String> params,
        Long warmRecordId,
        Integer target,
        OffsetDateTime endsAt,
        int workers,
        int archiveLimit,
        int bestScore,
        String standing,
        int workersRunning,
        double nodesPerSecond,
        long nodes,
        String submittedBy,
        OffsetDateTime createdAt,
        OffsetDateTime finishedAt,
        List<Worker> workerRuns,
        Integer archiveGames,
        Map<Integer, Integer> archiveCensus,
        String best,
        RecordAlert alert,
        List<String> actions) {

    /** One worker: a search run of the campaign's, on whichever node Quartz gave it to. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Worker(
            long runId, String status, String node, int bestScore, long nodes, double nodesPerSecond, int resumes) {
        static Worker of(RunEntity run) {
            return new Worker(
                    run.id,
                    run.status.name(),
                    run.node,
                    run.bestScore,
                    run.nodes,
                    run.status == RunStatus.RUNNING ? run.nodesPerSecond : 0,
                    run.resumes);
        }
    }

    /**
     * @param known   its variant's world record or proven optimum, which its best is measured against
     * @param actions what the caller may ask of the campaign now (pause, resume, stop)
     */
    static CampaignView of(
            CampaignEntity c,
            List<RunEntity> workerRuns,
            Map<Integer, Integer> census,
            Optional<KnownResult> known,
            List<String> actions) {
        List<Worker> workers = workerRuns.stream().map(Worker::of).toList();
        int running = (int) workers.stream()
                .filter(w -> w.status().equals(RunStatus.RUNNING.name()))
                .count();
        double rate = workers.stream().mapToDouble(Worker::nodesPerSecond).sum();
        long nodes = workers.stream().mapToLong(Worker::nodes).sum();
        // a worker's best reaches its run at once and the campaign at its next trade: the view never lags
        int bestScore = c.bestScore;
        String bestMsr = c.bestMsr;
        for (RunEntity run : workerRuns) {
            if (run.bestScore > bestScore && run.bestMsr != null) {
                bestScore = run.bestScore;
                bestMsr = run.bestMsr;
            }
        }
        int best = bestScore;
        String standing = best <= 0 ? null : known.map(k -> k.standing(best)).orElse(null);
        boolean whole = census != null;
        return new CampaignView(
                c.id,
                c.status.name(),
                c.variant,
                c.method,
                c.method,
                SpecCodec.params(c.params),
                c.warmRecordId,
                c.targetScore,
                c.endsAt,
                c.workers,
                c.archiveLimit,
                bestScore,
                standing,
                running,
                rate,
                nodes,
                c.submittedBy,
                c.createdAt,
                c.finishedAt,
                whole ? workers : null,
                whole ? census.values().stream().mapToInt(Integer::intValue).sum() : null,
                census,
                whole ? bestMsr : null,
                RecordAlerts.forBest(known, bestScore, bestMsr, c.warmMsr).orElse(null),
                actions);
    }
}
