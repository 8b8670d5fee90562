package io.morpion.race;

import io.morpion.engine.Position;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.SolverStatus;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The benchmark command: runs a solver over several seeds with a node or time budget and prints
 * each run's best score and rate, then their means. {@code playouts} measures the bare engine
 * with uniformly random games. Every reported game is checked with msr-lib's validator.
 *
 * {@code morpion bench} (the CLI's {@code BenchCommand}) reads the options and calls it.
 */
public final class Bench {

    private Bench() {}

    /** Runs a solver over consecutive seeds and prints each run and the means. */
    public static void runSeeds(
            String algorithm,
            Variant variant,
            Map<String, String> params,
            long nodes,
            double seconds,
            SeedBlock seeds,
            int threads,
            PrintWriter out) {
        // what was run and on which JVM, so that a pasted result says how it was measured
        out.printf(
                Locale.ROOT,
                "# %s %s params=%s nodes=%d time=%ss seeds=%s threads=%d, %s %s%n",
                algorithm,
                variant,
                params,
                nodes,
                seconds,
                seeds,
                threads,
                System.getProperty("java.vm.name"),
                System.getProperty("java.version"));
        if (algorithm.equals("playouts")) {
            randomPlayouts(variant, seconds <= 0 ? 10 : seconds, out);
            return;
        }
        Termination termination = Termination.never();
        if (nodes > 0) {
            termination = termination.or(Termination.nodes(nodes));
        }
        if (seconds > 0) {
            termination = termination.or(Termination.time(Duration.ofMillis((long) (seconds * 1000))));
        }
        List<SolverStatus> results = new ArrayList<>();
        for (long seed : seeds.seeds().toArray()) {
            Solver solver = new SolverSpec(algorithm, variant, seed, threads, params, null).create();
            SolverStatus status = solver.solve(termination, null);
            MsrRecord best = solver.best().orElseThrow(() -> new IllegalStateException("no game found"));
            if (Msr.requireLegal(best).score() != status.bestScore()) {
                throw new IllegalStateException("the reported best does not match the validated game");
            }
            results.add(status);
            out.printf(
                    Locale.ROOT,
                    "seed %-4d best %4d  nodes %,12d  time %8.2fs  %,10.0f nodes/s%n",
                    seed,
                    status.bestScore(),
                    status.nodes(),
                    status.elapsedSeconds(),
                    status.nodesPerSecond());
        }
        double meanBest =
                results.stream().mapToInt(SolverStatus::bestScore).average().orElse(0);
        double meanTime = results.stream()
                .mapToDouble(SolverStatus::elapsedSeconds)
                .average()
                .orElse(0);
        double meanRate = results.stream()
                .mapToDouble(SolverStatus::nodesPerSecond)
                .average()
                .orElse(0);
        int max = results.stream().mapToInt(SolverStatus::bestScore).max().orElse(0);
        out.printf(
                Locale.ROOT,
                "mean best %.2f (max %d) over %d seeds, mean time %.2fs, mean rate %,.0f nodes/s%n",
                meanBest,
                max,
                results.size(),
                meanTime,
                meanRate);
    }

    private static void randomPlayouts(Variant variant, double seconds, PrintWriter out) {
        Position position = new Position(variant);
        SplittableRandom random = new SplittableRandom(1);
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long start = System.nanoTime();
        long playouts = 0;
        long moves = 0;
        while (System.nanoTime() < end) {
            while (!position.terminal()) {
                position.play(position.legalMove(random.nextInt(position.legalCount())));
            }
            moves += position.ply();
            playouts++;
            position.undoTo(0);
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        out.printf(
                Locale.ROOT,
                "%,.0f random playouts/s, %,.0f moves/s, mean length %.1f%n",
                playouts / elapsed,
                moves / elapsed,
                moves / (double) playouts);
    }
}
