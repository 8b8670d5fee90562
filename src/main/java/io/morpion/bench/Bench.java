package io.morpion.bench;

import io.morpion.engine.Position;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.SolverStatus;
import io.morpion.search.spec.Algorithms;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The benchmark command: runs a solver over several seeds with a node or time budget and prints
 * each run's best score and rate, then their means. {@code playouts} measures the bare engine
 * with uniformly random games. Every reported game is checked with msr-lib's validator.
 *
 * <pre>
 * bench nrpa --variant 5T --param level=3 --nodes 1000000 --seeds 5
 * bench annealing --variant 5D --param t0=3.2 --param t-frozen=3.2 --param r=1000000 --seeds 20
 * bench playouts --variant 5T --time 10
 * </pre>
 */
public final class Bench {

    private Bench() {}

    public static void main(String[] args) {
        try {
            run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("bench: " + e.getMessage());
            System.err.println("usage: bench ALGORITHM|playouts --variant V [--param NAME=VALUE]... "
                    + "[--nodes N] [--time SECONDS] [--seeds K] [--seed S] [--threads T]");
            System.exit(2);
        }
    }

    private static void run(String[] args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("name an algorithm: " + Algorithms.names() + ", or playouts");
        }
        String algorithm = args[0];
        Variant variant = Variant.FIVE_TOUCHING;
        Map<String, String> params = new LinkedHashMap<>();
        long nodes = 0;
        double seconds = 0;
        int seeds = 1;
        long firstSeed = 1;
        int threads = 1;
        for (int i = 1; i < args.length; i++) {
            String flag = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(flag + " needs a value");
            }
            String value = args[++i];
            switch (flag) {
                case "--variant" ->
                    variant = Variant.fromCode(value)
                            .orElseThrow(() -> new IllegalArgumentException("unknown variant " + value));
                case "--param" -> {
                    int eq = value.indexOf('=');
                    if (eq < 1) {
                        throw new IllegalArgumentException("--param takes NAME=VALUE, not " + value);
                    }
                    params.put(value.substring(0, eq), value.substring(eq + 1));
                }
                case "--nodes" -> nodes = Long.parseLong(value);
                case "--time" -> seconds = Double.parseDouble(value);
                case "--seeds" -> seeds = Integer.parseInt(value);
                case "--seed" -> firstSeed = Long.parseLong(value);
                case "--threads" -> threads = Integer.parseInt(value);
                default -> throw new IllegalArgumentException("unknown option " + flag);
            }
        }
        System.out.printf(
                Locale.ROOT,
                "# %s %s params=%s nodes=%d time=%ss seeds=%d threads=%d, %s %s%n",
                algorithm,
                variant,
                params,
                nodes,
                seconds,
                seeds,
                threads,
                System.getProperty("java.vm.name"),
                System.getProperty("java.version"));
        runSeeds(
                algorithm,
                variant,
                params,
                nodes,
                seconds,
                seeds,
                firstSeed,
                threads,
                new PrintWriter(System.out, true));
    }

    /** Runs a solver over consecutive seeds and prints each run and the means. */
    public static void runSeeds(
            String algorithm,
            Variant variant,
            Map<String, String> params,
            long nodes,
            double seconds,
            int seeds,
            long firstSeed,
            int threads,
            PrintWriter out) {
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
        for (int s = 0; s < seeds; s++) {
            long seed = firstSeed + s;
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
