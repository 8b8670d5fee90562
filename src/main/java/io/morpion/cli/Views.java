package io.morpion.cli;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.corpus.KnownResult;
import java.io.IOException;
import java.time.YearMonth;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The server's answers as the CLI reads them, each a record whose fields carry the names of the
 * server's views (docs/api.md). Fields the CLI does not show are left out, and fields a newer server
 * adds are ignored, so that an older CLI keeps working. Times stay text: the CLI prints them.
 */
final class Views {

    private static final ObjectMapper JSON =
            new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private Views() {}

    /** The JSON as the record, or a message saying the server's answer is not what this CLI reads. */
    static <T> T read(JsonNode json, Class<T> type) {
        try {
            return JSON.treeToValue(json, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalStateException(
                    "the server's answer is not the " + type.getSimpleName().toLowerCase(Locale.ROOT)
                            + " this CLI reads; is it a Morpion server of another version?");
        }
    }

    static <T> T read(byte[] body, Class<T> type) {
        try {
            return read(JSON.readTree(body), type);
        } catch (IOException e) {
            throw new IllegalStateException("the server answered with something that is not JSON");
        }
    }

    /** A page of a listing; its items are read by the command that shows them. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Page(List<JsonNode> items, long total) {
        <T> List<T> items(Class<T> type) {
            return items.stream().map(item -> read(item, type)).toList();
        }
    }

    /** A run, or its progress as the events stream sends it (the same fields, fewer of them). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Run(
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
            String error) {

        /** "paused (resume asked), place 2 in the queue": the status with what is pending. */
        String statusText() {
            return lower(status)
                    + (requested == null ? "" : " (" + lower(requested) + " asked)")
                    + (queuePosition == null ? "" : ", place " + queuePosition + " in the queue");
        }
    }

    /** One step of a run's climb. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Improvement(int score, Long recordId) {}

    /** A new best or a record alert, as a run's events and a campaign's view carry them. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Alert(boolean beats, String standing) {
        /** With the bell: a record hunter may be in another window when it comes. */
        String announcement() {
            return "\u0007*** " + (beats ? "NEW WORLD RECORD: " : "") + standing;
        }
    }

    /** A variant as /api/variants gives it: the server's best known result, which it measures against. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Variant(String code, Known known) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Known(int score, boolean proven, String holder, String date) {}

    /** The variant's world record or proven optimum as the server knows it (it may know a newer one). */
    static Optional<KnownResult> known(ServerClient server, String code) {
        return Arrays.stream(
                        ServerClient.ok(server.get("/api/variants", Map.of())).as(Variant[].class))
                .filter(v -> v.code().equals(code) && v.known() != null)
                .findFirst()
                .flatMap(v -> io.morpion.msr.Variant.fromCode(code)
                        .map(variant -> new KnownResult(
                                variant,
                                v.known().score(),
                                v.known().proven(),
                                v.known().holder(),
                                v.known().date() == null
                                        ? null
                                        : YearMonth.parse(v.known().date()))));
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Campaign(
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
            Alert alert) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Worker(long runId, String status, String node, int bestScore, long nodes, double nodesPerSecond) {}

    /** A record, as a listing, a record page and a submission's answer give it; a page adds its local proofs. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Record(
            long id,
            String variant,
            int score,
            String setOn,
            String author,
            Family family,
            Retraction retracted,
            List<Sweep> localProofs) {}

    /** A sweep of local proofs of a record, as queueing it answers and a record's page lists it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Sweep(
            long id, int neighbourhoods, int limitSeconds, String statement, Alert alert, List<Long> longerRecords) {}

    /** What cancelling a sweep answers: the sweep as it is now. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record SweepAnswer(Sweep sweep) {}

    /** The known games through a position ({@code POST /api/games/explorer}). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Explored(List<Passing> games) {}

    /** A known game through the position: its length and the record it is, when it is one. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Passing(Long recordId, int length) {}

    /** A token's webhook: where its alerts go. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Webhook(String url) {}

    /** A refusal: its sentence and its code's parameters by name. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Refusal(String error, Map<String, Object> params) {}

    /** The games that place the same dots with other lines; {@code sameDotsAsId} is null for a new dot set. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Family(int games, Long sameDotsAsId, String sameDotsAs) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Retraction(String reason) {}

    /** What a submission answers: the record it stored or already held. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Submission(Record record) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Token(
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
    record Series(String variant, String category, int best, List<Step> points) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Step(int score, String at, long runId, Long recordId) {}

    static String lower(String word) {
        return word.toLowerCase(Locale.ROOT);
    }

    /** A restore under way: where its parts go, and how large each may be. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record RestoreUpload(String id, long partBytes, long maxBytes) {}

    /** What a restore brought in. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Restored(
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
    record RunBudget(Long timeSeconds, Long nodes, Integer target) {}
}
