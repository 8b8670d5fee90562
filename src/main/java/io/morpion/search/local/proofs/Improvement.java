package io.morpion.search.local.proofs;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.TreeEstimate;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * A longer game near the one a player brings, within a time budget: every closed neighbourhood of the game (its last
 * k moves for every k, each move's closure) is priced first by random descents of its search tree, then searched
 * cheapest first, each stopped at a few times its price; a neighbourhood priced beyond the time left is not begun.
 * A longer game found starts a new plan from it with the time left, so the result is the longest game reached.
 *
 * <p>On an ordinary game the cheap neighbourhoods are where the gains are: freeing the last 25 moves of a 65-move 5D
 * game from a three-second search found a 68 in 0.7 s, while freeing 35 ran out of a 20 s limit; a sweep in the
 * game's own order spends its whole budget on the first expensive neighbourhoods instead.
 */
public final class Improvement {

    /** Descents that price one neighbourhood: enough to tell a second from an hour, cheap next to either. */
    static final int DESCENTS = 64;
    /** A neighbourhood searched this many times its price is stopped: the price is an estimate. */
    static final double SHARE_OF_PRICE = 4;
    /** No neighbourhood is stopped sooner than this: a search's start costs a few milliseconds. */
    static final Duration LEAST_SHARE = Duration.ofMillis(500);

    /** A neighbourhood and the positions its search is estimated to visit. */
    public record Step(Neighbourhood neighbourhood, double positions) {}

    /**
     * The steps of one game, cheapest first; {@code positionsPerSecond} turns prices into time, and the first
     * {@code fitting} steps are estimated to fit in the time left, {@code fittingSeconds} of it.
     */
    public record Plan(
            MsrRecord game,
            List<Step> steps,
            double positionsPerSecond,
            int fitting,
            double fittingSeconds,
            double allSeconds,
            double pricingSeconds) {}

    /** What the caller hears, in order: a plan, then its steps searched, then maybe a longer game's plan. */
    public interface Listener {
        void planned(Plan plan);

        void searching(Step step, Duration share);

        void searched(Step step, LocalProof.Verdict verdict);
    }

    /** The longest game reached, and the neighbourhoods searched, by outcome, across every plan. */
    public record Result(MsrRecord best, int proven, int longer, int unknown, int notBegun) {}

    private final int threads;
    private final BooleanSupplier cancelled;
    private final Listener listener;
    private final long seed;
    /** Positions and seconds of the searches so far, which price the next ones better than the descents can. */
    private long searchedPositions;

    private double searchedSeconds;

    public Improvement(int threads, long seed, BooleanSupplier cancelled, Listener listener) {
        this.threads = threads;
        this.seed = seed;
        this.cancelled = cancelled;
        this.listener = listener;
    }

    /** Improves {@code game} for at most {@code budget}, or until cancelled. */
    public Result improve(MsrRecord game, Duration budget) {
        long deadline = System.nanoTime() + budget.toNanos();
        MsrRecord best = game;
        int proven = 0;
        int longer = 0;
        int unknown = 0;
        int notBegun = 0;
        boolean replan = true;
        while (replan && !cancelled.getAsBoolean() && System.nanoTime() < deadline) {
            replan = false;
            Plan plan = plan(best, deadline);
            listener.planned(plan);
            int i = 0;
            for (; i < plan.steps().size() && !cancelled.getAsBoolean(); i++) {
                Step step = plan.steps().get(i);
                long left = deadline - System.nanoTime();
                double rate = rate(plan.positionsPerSecond());
                if (step.positions() / rate * 1e9 > left) {
                    break;
                }
                long share = Math.min(left, share(step.positions(), rate));
                listener.searching(step, Duration.ofNanos(share));
                LocalProof.Verdict verdict = LocalProof.prove(
                        step.neighbourhood(),
                        best.moveCount(),
                        Duration.ofNanos(share),
                        threads,
                        Termination.cancelledWhen(cancelled));
                // a search of a few milliseconds is mostly its start: it would make the rate look slow
                if (verdict.seconds() >= 0.1) {
                    searchedPositions += verdict.positions();
                    searchedSeconds += verdict.seconds();
                }
                listener.searched(step, verdict);
                switch (verdict.outcome()) {
                    case PROVEN -> proven++;
                    case UNKNOWN -> unknown++;
                    case LONGER -> longer++;
                }
                if (verdict.outcome() == Outcome.LONGER) {
                    best = verdict.longer().orElseThrow();
                    replan = true;
                    i++;
                    break;
                }
            }
            if (!replan) {
                notBegun += plan.steps().size() - i;
            }
        }
        return new Result(best, proven, longer, unknown, notBegun);
    }

    /** The game's distinct closed neighbourhoods, priced, cheapest first (the fewer moves freed first on a tie). */
    Plan plan(MsrRecord game, long deadline) {
        long start = System.nanoTime();
        Neighbourhoods neighbourhoods = new Neighbourhoods(game);
        List<Neighbourhood> all = new ArrayList<>();
        for (int k = 1; k < game.moveCount(); k++) {
            all.add(neighbourhoods.lastMoves(k));
        }
        all.addAll(neighbourhoods.closures());
        Set<Set<Move>> seen = new HashSet<>();
        List<Step> steps = new ArrayList<>();
        long visited = 0;
        for (Neighbourhood n : all) {
            if (cancelled.getAsBoolean()) {
                break;
            }
            // a closure can keep what some last k keep: one search answers both
            if (n.freed() == 0
                    || n.freed() == game.moveCount()
                    || !seen.add(new HashSet<>(n.kept().moves()))) {
                continue;
            }
            ExactConfig config =
                    new ExactConfig.Chosen(n.kept().variant(), true, true, game.moveCount(), 0, 0, n.kept()).config();
            TreeEstimate estimate = TreeEstimate.of(config, DESCENTS, 1, seed, done -> {});
            visited += estimate.visited();
            steps.add(new Step(n, estimate.total()));
        }
        steps.sort(Comparator.comparingDouble(Step::positions)
                .thenComparingInt(s -> s.neighbourhood().freed()));
        double pricingSeconds = (System.nanoTime() - start) / 1e9;
        double rate = rate(visited / Math.max(pricingSeconds, 1e-3) * threads);
        double left = Math.max(0, (deadline - System.nanoTime()) / 1e9);
        int fitting = 0;
        double fittingSeconds = 0;
        double allSeconds = 0;
        boolean fits = true;
        for (Step step : steps) {
            double seconds = step.positions() / rate;
            allSeconds += seconds;
            fits &= fittingSeconds + seconds <= left;
            if (fits) {
                fitting++;
                fittingSeconds += seconds;
            }
        }
        return new Plan(game, List.copyOf(steps), rate, fitting, fittingSeconds, allSeconds, pricingSeconds);
    }

    /** Positions a second: measured on the searches so far once they add up to a second, else {@code guess}. */
    private double rate(double guess) {
        return searchedSeconds > 1 ? searchedPositions / searchedSeconds : guess;
    }

    private static long share(double positions, double rate) {
        double seconds = Math.max(LEAST_SHARE.toNanos() / 1e9, SHARE_OF_PRICE * positions / rate);
        return (long) Math.min(Long.MAX_VALUE / 2.0, seconds * 1e9);
    }
}
