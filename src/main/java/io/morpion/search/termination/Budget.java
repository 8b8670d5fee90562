package io.morpion.search.termination;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Duration;

/**
 * How much a search may spend, as a user sets it: time, nodes, a target score, each optional. The
 * CLI's options, a queued run's request, its database row and its view all hold this one type; as
 * JSON a request gives the time as text ({@code "time": "10m"}, or seconds as a number) and a view
 * shows it in seconds ({@code "timeSeconds": 600}).
 *
 * @param timeSeconds wall-clock seconds, or null for no limit
 * @param nodes       nodes over the search's whole life, or null for no limit
 * @param target      stop once a game this long is found, or null for no target
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Budget(Long timeSeconds, Long nodes, Integer target) {

    public Budget {
        if (timeSeconds != null && timeSeconds <= 0) {
            throw new IllegalArgumentException("a time budget must be longer than 0");
        }
        if (nodes != null && nodes <= 0) {
            throw new IllegalArgumentException("a node budget must be positive, not " + nodes);
        }
        if (target != null && target <= 0) {
            throw new IllegalArgumentException("a target score must be positive, not " + target);
        }
    }

    public static Budget none() {
        return new Budget(null, null, null);
    }

    /** A budget with its time as text (90s, 10m, 2h, 1d, or seconds); blank or null parts are absent. */
    @JsonCreator
    public static Budget of(
            @JsonProperty("time") String time,
            @JsonProperty("nodes") Long nodes,
            @JsonProperty("target") Integer target) {
        return new Budget(
                time == null || time.isBlank() ? null : Durations.parse(time).toSeconds(), nodes, target);
    }

    @JsonIgnore
    public boolean isUnlimited() {
        return timeSeconds == null && nodes == null && target == null;
    }

    public Budget withTarget(Integer score) {
        return new Budget(timeSeconds, nodes, score);
    }

    /**
     * The condition a solve call obeys when {@code elapsedNanos} of the time have gone already: a
     * run's time is its whole life, so a resumed run gets what remains.
     */
    public Termination termination(long elapsedNanos) {
        Termination termination = Termination.never();
        if (timeSeconds != null) {
            termination = termination.or(Termination.time(
                    Duration.ofNanos(Math.max(0, Duration.ofSeconds(timeSeconds).toNanos() - elapsedNanos))));
        }
        if (nodes != null) {
            termination = termination.or(Termination.nodes(nodes));
        }
        if (target != null) {
            termination = termination.or(Termination.target(target));
        }
        return termination;
    }

    /** How far through the budget a search is, 0..1, by whichever limit is nearest; null when unlimited. */
    public Double fractionDone(long elapsedMillis, long spentNodes, int bestScore) {
        double done = -1;
        if (timeSeconds != null) {
            done = Math.max(done, elapsedMillis / (timeSeconds * 1000.0));
        }
        if (nodes != null) {
            done = Math.max(done, spentNodes / (double) nodes);
        }
        if (target != null) {
            done = Math.max(done, bestScore / (double) target);
        }
        return done < 0 ? null : Math.min(1.0, done);
    }

    /** Seconds left at {@code rate} nodes per second when the time or the nodes will run out first; null if neither. */
    public Double secondsLeft(double elapsedSeconds, long spentNodes, double rate) {
        Double left = timeSeconds == null ? null : Math.max(0, timeSeconds - elapsedSeconds);
        if (nodes != null && rate > 0) {
            double byNodes = Math.max(0, (nodes - spentNodes) / rate);
            left = left == null ? byNodes : Math.min(left, byNodes);
        }
        return left;
    }
}
