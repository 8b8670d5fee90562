package io.morpion.service.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;

/**
 * Per-client rate limits on what costs the server work: submissions (each is replayed), games
 * read without being stored (parsed, or replayed for their legal moves), and queueing runs. A client is its token, or
 * its address when it has none. Token buckets per node;
 * idle clients are forgotten after ten minutes.
 */
@ApplicationScoped
public class RateLimits {

    public enum Action {
        SUBMIT("submissions"),
        READ_GAME("games read"),
        QUEUE("runs queued"),
        OUTLOOK("looks ahead"),
        /** Webhooks set and test deliveries asked for: each test makes this server send a request. */
        WEBHOOK("webhook changes and tests"),
        /** Refused tokens, counted per address so that nobody can guess tokens at the server's pace. */
        BAD_TOKEN("refused tokens");

        private final String plural;

        Action(String plural) {
            this.plural = plural;
        }
    }

    @Inject
    LimitsConfig limits;

    private final Cache<String, Bucket> buckets = Caffeine.newBuilder()
            .expireAfterAccess(Duration.ofMinutes(10))
            .maximumSize(100_000)
            .build();

    /** Refuses the caller as {@link #take} would once its bucket is empty, without counting this call. */
    public void requireLeft(Action action, Caller caller) {
        Bucket bucket = buckets.getIfPresent(action + "/" + caller.clientKey());
        if (bucket != null && bucket.getAvailableTokens() < 1) {
            take(action, caller);
        }
    }

    public void take(Action action, Caller caller) {
        int perMinute =
                switch (action) {
                    case SUBMIT -> limits.submissionsPerMinute();
                    case READ_GAME -> limits.gameReadsPerMinute();
                    case QUEUE -> limits.queuedRunsPerMinute();
                    case OUTLOOK -> caller.anonymous() ? limits.outlooksPerMinute() : limits.tokenOutlooksPerMinute();
                    case BAD_TOKEN -> limits.refusedTokensPerMinute();
                    case WEBHOOK -> limits.webhooksPerMinute();
                };
        Bucket bucket = buckets.get(action + "/" + caller.clientKey(), key -> Bucket.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(perMinute)
                        .refillGreedy(perMinute, Duration.ofMinutes(1))
                        .build())
                .build());
        ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
        if (!probe.isConsumed()) {
            long wait = Math.max(1, (probe.getNanosToWaitForRefill() + 999_999_999L) / 1_000_000_000L);
            throw new Refused.TooMany(
                    wait,
                    RefusalCode.RATE_LIMIT,
                    "too many " + action.plural + ": at most " + perMinute + " a minute per client; try again in "
                            + wait + " s",
                    action.name(),
                    perMinute,
                    wait);
        }
    }
}
