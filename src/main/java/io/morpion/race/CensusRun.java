package io.morpion.race;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.census.GameCensus;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Durations;
import io.morpion.search.termination.Termination;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A census of a variant's longest games: independent searches, one a thread with seeds 1..T, all
 * reporting every game of at least a score they meet to one {@link GameCensus}, for a time. Prints
 * the census's counts as it grows, so that how fast new games keep appearing can be read off.
 */
public final class CensusRun {

    private CensusRun() {}

    public static GameCensus run(
            String algorithm,
            Variant variant,
            Map<String, String> params,
            GameCensus census,
            int threads,
            double seconds,
            double every,
            MsrRecord warm,
            PrintWriter out)
            throws InterruptedException {
        int minScore = census.minScore();
        List<Solver> solvers = new ArrayList<>();
        for (int seed = 1; seed <= threads; seed++) {
            Solver solver = new SolverSpec(algorithm, variant, seed, 1, params, warm).create();
            GameCensus.Taker taker = solver.as(GameCensus.Taker.class)
                    .orElseThrow(() -> new IllegalArgumentException(
                            algorithm + " cannot report the games it meets to a census; dna and lns can"));
            taker.reportTo(census, seed);
            solvers.add(solver);
        }
        out.printf(
                Locale.ROOT,
                "# census of %s games of %d moves or more: %s, seeds 1..%d, %s%s%n",
                variant.code(),
                minScore,
                algorithm,
                threads,
                Durations.format(seconds),
                warm == null ? ", cold start" : ", warm from a game of " + warm.moveCount() + " moves");
        out.printf("%8s %9s %8s  %s%n", "elapsed", "dot sets", "figures", "best of each seed");
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            Termination limit = Termination.time(Duration.ofMillis((long) (seconds * 1000)));
            List<Future<?>> runs = new ArrayList<>();
            for (Solver solver : solvers) {
                runs.add(pool.submit(() -> solver.solve(limit, null)));
            }
            long start = System.nanoTime();
            double printed = 0;
            for (long tick = 1; runs.stream().anyMatch(r -> !r.isDone()); tick++) {
                long due = start + (long) (tick * every * 1e9);
                while (System.nanoTime() < due && runs.stream().anyMatch(r -> !r.isDone())) {
                    Thread.sleep(Math.max(1, Math.min(200, (due - System.nanoTime()) / 1_000_000)));
                }
                // the searches end just after the last tick: no second line for it
                double elapsed = (System.nanoTime() - start) / 1e9;
                if (elapsed - printed >= every / 2) {
                    line(out, census, solvers, elapsed);
                    printed = elapsed;
                }
            }
            for (Future<?> run : runs) {
                run.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("a search of the census failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(10, TimeUnit.SECONDS);
        }
        return census;
    }

    private static void line(PrintWriter out, GameCensus census, List<Solver> solvers, double seconds) {
        List<String> bests = solvers.stream()
                .map(s -> s.best().map(b -> Integer.toString(b.moveCount())).orElse("-"))
                .toList();
        out.printf(
                Locale.ROOT,
                "%8s %9d %8d  %s%n",
                Durations.format(seconds),
                census.dotSets(),
                census.figures(),
                String.join(" ", bests));
    }
}
