package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The server's answers as a client reads them, each a record whose fields carry the names of the
 * server's views (docs/api.md); the CLI reads every answer through them, and ViewContractTest holds
 * each against what the server serves. Fields no client shows are left out, and fields a newer server
 * adds are ignored, so that an older client keeps working. Times stay text: a client prints them.
 */
public final class ServerViews {

    private static final ObjectMapper JSON =
            new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ServerViews() {}

    /** The JSON as the record, or a message saying the server's answer is not what this CLI reads. */
    public static <T> T read(JsonNode json, Class<T> type) {
        try {
            return JSON.treeToValue(json, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalStateException(
                    "the server's answer is not the " + type.getSimpleName().toLowerCase(Locale.ROOT)
                            + " this client reads; is it a Morpion server of another version?");
        }
    }

    public static <T> T read(byte[] body, Class<T> type) {
        try {
            return read(JSON.readTree(body), type);
        } catch (IOException e) {
            throw new IllegalStateException("the server answered with something that is not JSON");
        }
    }

    /** A page of a listing; its items are read by the command that shows them. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Page(List<JsonNode> items, long total) {
        public <T> List<T> items(Class<T> type) {
            return items.stream().map(item -> read(item, type)).toList();
        }
    }

    /** A run, or its progress as the events stream sends it (the same fields, fewer of them). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Run(
            long id,
            String status,
            String requested,
            Integer queuePosition,
            int bestScore,
            String standing,
            Boolean provenOptimal,
            Boolean provenBestContinuation,
            long nodes,
            double nodesPerSecond,
            double elapsedSeconds,
            Double progress,
            Double proofEtaSeconds,
            String node,
            String variant,
            String algorithm,
            String category,
            Map<String, String> params,
            String seed,
            int threads,
            Long warmRecordId,
            Long campaignId,
            RunBudget budget,
            int checkpoints,
            long checkpointNodes,
            int resumes,
            String submittedBy,
            String createdAt,
            String startedAt,
            String finishedAt,
            String error) {}

    /** One step of a run's climb. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Improvement(int score, Long recordId) {}

    /** A variant as /api/variants gives it: the server's best known result, which it measures against. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Variant(String code, Known known) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Known(int score, boolean proven, String holder, String date) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Campaign(
            long id,
            String status,
            String variant,
            String algorithm,
            String endsAt,
            int workers,
            int workersRunning,
            int bestScore,
            double nodesPerSecond,
            String submittedBy,
            List<Worker> workerRuns,
            Integer archiveGames,
            int archiveLimit,
            Map<String, Integer> archiveCensus,
            RecordAlert alert) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Worker(long runId, String status, String node, int bestScore, long nodes, double nodesPerSecond) {}

    /** A record, as a listing, a record page and a submission's answer give it; a page adds its local proofs. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Record(
            long id,
            String variant,
            int score,
            String setOn,
            String author,
            Family family,
            OptimalCensus optimal,
            Retraction retracted,
            List<Sweep> localProofs) {}

    /** The record is one of its variant's {@code games} optimal games, found by the census by exhaustive search. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record OptimalCensus(int games) {}

    /** A sweep of local proofs of a record, as queueing it answers and a record's page lists it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Sweep(
            long id,
            int neighbourhoods,
            int limitSeconds,
            String statement,
            RecordAlert alert,
            List<Long> longerRecords) {}

    /** What cancelling a sweep answers: the sweep as it is now. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record SweepAnswer(Sweep sweep) {}

    /** The known games through a position ({@code POST /api/games/explorer}). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Explored(List<Passing> games) {}

    /** A known game through the position: its length and the record it is, when it is one. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Passing(Long recordId, int length) {}

    /** A token's webhook: where its alerts go. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Webhook(String url) {}

    /** The games that place the same dots with other lines; {@code sameDotsAsId} is null for a new dot set. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Family(int games, Long sameDotsAsId, String sameDotsAs) {}

    /** What a submission answers: the record it stored or already held. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Submission(Record record) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Token(
            long id,
            String name,
            String role,
            String expiresAt,
            String revokedAt,
            String lastUsedAt,
            Integer threads,
            String token) {}

    /** One category's best scores over time. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Series(String variant, String category, int best, List<Step> points) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Step(int score, String at, long runId, Long recordId) {}

    /** A restore under way: where its parts go, and how large each may be. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record RestoreUpload(String id, long partBytes, long maxBytes) {}

    /** What a restore brought in. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Restored(
            String schemaVersion,
            String createdAt,
            String server,
            Map<String, Long> rows,
            long resuming,
            boolean callerKept) {}

    /**
     * A run's budget as the server's view writes it: its time in seconds ({@code timeSeconds}), where a request
     * gives it as text ({@code time}).
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record RunBudget(Long timeSeconds, Long nodes, Integer target) {}
}
