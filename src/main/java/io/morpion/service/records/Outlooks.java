package io.morpion.service.records;

import io.morpion.msr.MsrRecord;
import io.morpion.search.CpuGate;
import io.morpion.search.analysis.Outlook;
import io.morpion.search.facts.PositionFacts;
import io.morpion.service.access.Caller;
import io.morpion.service.access.LimitsConfig;
import io.morpion.service.access.RateLimits;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Looks ahead from a position for a caller: a small budget without a token, a larger one with it, and a few looks
 * a minute per client either way ({@code morpion.limits.*}).
 */
@ApplicationScoped
public class Outlooks {

    @Inject
    LimitsConfig limits;

    @Inject
    RateLimits rateLimits;

    @Inject
    KnownPositions knownPositions;

    @Inject
    LearnedFacts learned;

    private Semaphore atOnce;

    @PostConstruct
    void start() {
        atOnce = new Semaphore(limits.outlooksAtOnce());
    }

    /** The shortest look worth answering with: less than this, and the caller is better told to come back. */
    private static final Duration LEAST_LOOK = Duration.ofMillis(200);

    private static Refused coresBusy(Duration budget) {
        return new Refused.TooMany(
                budget.toSeconds(),
                RefusalCode.CORES_BUSY,
                "every core of this server was busy with searches for the " + budget.toSeconds() + " s this look"
                        + " ahead may take; try again shortly",
                budget.toSeconds());
    }

    /** Looks ahead computing now on this node. */
    int running() {
        return limits.outlooksAtOnce() - atOnce.availablePermits();
    }

    /** The caller's answer, within {@code seconds} when given (whole seconds, at most the caller's budget). */
    public OutlookView lookAhead(MsrRecord position, Integer seconds, Caller caller) {
        int allowed = caller.anonymous() ? limits.outlookSeconds() : limits.tokenOutlookSeconds();
        if (seconds != null && (seconds < 1 || seconds > allowed)) {
            String who = caller.anonymous()
                    ? " without a token (a token may ask for up to " + limits.tokenOutlookSeconds() + ")"
                    : " for a token";
            throw new Refused.Invalid(
                    RefusalCode.RANGE,
                    "seconds must be 1.." + allowed + who + ", not " + seconds,
                    "seconds",
                    1,
                    allowed,
                    seconds);
        }
        rateLimits.take(RateLimits.Action.OUTLOOK, caller);
        // what is known comes first: a position the facts settle costs no core at all
        PositionFacts.Known known = knownPositions.known(position);
        if (known.proven()) {
            return OutlookView.known(position, known, allowed);
        }
        Duration budget = Duration.ofSeconds(seconds == null ? allowed : seconds);
        if (!atOnce.tryAcquire()) {
            throw new Refused.TooMany(
                    allowed,
                    RefusalCode.RATE_LIMIT,
                    "the server is looking ahead for " + limits.outlooksAtOnce() + " callers already, the most it "
                            + "does at once; try again in " + allowed + " s",
                    RateLimits.Action.OUTLOOK.name(),
                    limits.outlooksAtOnce(),
                    allowed);
        }
        try {
            // runs come first: the look waits for a core no longer than it may take, then computes in what is left
            long asked = System.nanoTime();
            CpuGate.Turn turn = CpuGate.node().enterWithin(budget).orElseThrow(() -> coresBusy(budget));
            try (turn) {
                Duration left = budget.minusNanos(System.nanoTime() - asked);
                if (left.compareTo(LEAST_LOOK) < 0) {
                    throw coresBusy(budget);
                }
                Outlook.Answer answer =
                        Outlook.of(position, left, ThreadLocalRandom.current().nextLong());
                learned.fromLook(position, known, answer);
                return OutlookView.of(position, known, answer, allowed);
            }
        } finally {
            atOnce.release();
        }
    }
}
