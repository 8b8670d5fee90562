package io.morpion.race;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Improvement;
import io.morpion.search.Provenance;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Two solvers against each other at equal wall clock, the way the research log compares them: for
 * each seed, both run side by side (one thread each, so that the machine's swings from minute to
 * minute hit both alike), and the best of each is read off at every sample time. Prints the mean
 * best of each at each time, the paired difference with a 95 % t-interval, and can draw the race
 * as an SVG ({@link RaceChart}). Every reported best is checked with msr-lib's validator.
 */
public final class Race {

    /** One contestant: an algorithm and its parameters. */
    public record Entrant(String algorithm, Map<String, String> params) {
        public String label() {
            StringBuilder label = new StringBuilder(algorithm);
            params.forEach(
                    (name, value) -> label.append(' ').append(name).append('=').append(value));
            return label.toString();
        }
    }

    /** The best score of each seed's run at each sample time, {@code bests[seed][sample]}. */
    public record Curves(Entrant entrant, int[][] bests) {
        double mean(int sample) {
            double sum = 0;
            for (int[] run : bests) {
                sum += run[sample];
            }
            return sum / bests.length;
        }
    }

    /** A run's best game, stamped with the solver that found it: {@code side} is A for the first entrant, B else. */
    public record RunGame(long seed, String side, MsrRecord game) {}

    /** What one run gives: its best at each sample time and its best game, if it found one. */
    private record Run(int[] curve, MsrRecord game) {}

    private Race() {}

    /**
     * Runs both entrants over the block of seeds, each for {@code seconds}, and returns their
     * curves sampled every {@code every} seconds. {@code parallel} is how many runs share the
     * machine at once: 2 runs one seed of each side by side; 1 runs them one after another. Each run's best game
     * goes to {@code games} as soon as its seed is done, so that a race stopped later keeps what it found. With a
     * stop rule (or null for none), the race judges its final scores after each seed and ends once the rule calls
     * it: its curves then hold the seeds run.
     */
    public static List<Curves> run(
            Entrant first,
            Entrant second,
            Variant variant,
            SeedBlock seeds,
            double seconds,
            double every,
            int parallel,
            SequentialStop stop,
            Consumer<RunGame> games,
            PrintWriter out) {
        int samples = (int) Math.floor(seconds / every + 1e-9);
        if (samples < 1) {
            throw new IllegalArgumentException("--sample must not be longer than --time");
        }
        int[][][] bests = new int[2][seeds.count()][];
        int run = 0;
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, parallel));
        try {
            for (int s = 0; s < seeds.count(); s++) {
                long seed = seeds.seed(s);
                Future<Run> a = pool.submit(() -> oneRun(first, variant, seed, seconds, every, samples));
                Future<Run> b = pool.submit(() -> oneRun(second, variant, seed, seconds, every, samples));
                bests[0][s] = keep(a.get(), seed, "A", games);
                bests[1][s] = keep(b.get(), seed, "B", games);
                out.printf(Locale.ROOT, "seed %d: %s | %s%n", seed, join(bests[0][s]), join(bests[1][s]));
                run = s + 1;
                if (stop != null) {
                    SequentialStop.Verdict verdict = stop.judge(finalDifferences(bests, run, samples));
                    out.println(verdict.line());
                    if (verdict.call() != SequentialStop.Call.CONTINUE) {
                        out.flush();
                        break;
                    }
                }
                out.flush();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the race was interrupted");
        } catch (ExecutionException e) {
            throw new IllegalStateException("a run failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        List<Curves> curves = List.of(
                new Curves(first, Arrays.copyOf(bests[0], run)), new Curves(second, Arrays.copyOf(bests[1], run)));
        summary(curves, every, out);
        return curves;
    }

    /** Draws the race into an SVG file ({@link RaceChart}). */
    public static void writeChart(Path file, String title, List<Curves> curves, double every) {
        try {
            Files.writeString(file, RaceChart.svg(title, curves, every));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the chart " + file + ": " + e.getMessage(), e);
        }
    }

    private static int[] keep(Run run, long seed, String side, Consumer<RunGame> games) {
        if (run.game() != null) {
            games.accept(new RunGame(seed, side, run.game()));
        }
        return run.curve();
    }

    /** One run, its best read off at each sample time from the times of its improvements. */
    private static Run oneRun(Entrant entrant, Variant variant, long seed, double seconds, double every, int samples) {
        Solver solver = new SolverSpec(entrant.algorithm(), variant, seed, 1, entrant.params(), null).create();
        List<Improvement> improvements = new ArrayList<>();
        solver.solve(Termination.time(Duration.ofMillis((long) (seconds * 1000))), new SolverListener() {
            @Override
            public void onImprovement(Improvement improvement) {
                improvements.add(improvement);
            }
        });
        // Every improvement was announced, so the curve is read off them; the last must be the game the solver keeps.
        int finalBest = solver.status().bestScore();
        solver.best().ifPresent(game -> {
            if (Msr.requireLegal(game).score() != finalBest
                    || improvements.stream().mapToInt(Improvement::score).max().orElse(0) != finalBest) {
                throw new IllegalStateException("the reported best does not match the validated game");
            }
        });
        int[] curve = new int[samples];
        for (int i = 0; i < samples; i++) {
            long at = (long) ((i + 1) * every * 1e9);
            int best = 0;
            for (Improvement improvement : improvements) {
                if (improvement.elapsedNanos() <= at) {
                    best = Math.max(best, improvement.score());
                }
            }
            curve[i] = best;
        }
        MsrRecord game = solver.best()
                .map(best -> Provenance.stamp(
                                best, solver.method(), seed, solver.status().nodes(), seconds)
                        .build())
                .orElse(null);
        return new Run(curve, game);
    }

    private static void summary(List<Curves> curves, double every, PrintWriter out) {
        Curves a = curves.get(0);
        Curves b = curves.get(1);
        out.printf(Locale.ROOT, "%8s  %10s  %10s  %s%n", "time", "mean A", "mean B", "A - B, paired, 95 % t-interval");
        for (int i = 0; i < a.bests()[0].length; i++) {
            double[] diff = new double[a.bests().length];
            for (int s = 0; s < diff.length; s++) {
                diff[s] = a.bests()[s][i] - b.bests()[s][i];
            }
            out.printf(
                    Locale.ROOT,
                    "%7.0fs  %10.2f  %10.2f  %s%n",
                    (i + 1) * every,
                    a.mean(i),
                    b.mean(i),
                    Statistics.meanWithInterval(diff));
        }
        out.printf(
                Locale.ROOT,
                "A = %s%nB = %s%n",
                a.entrant().label(),
                b.entrant().label());
    }

    /** A − B in final score, seed by seed, over the first {@code run} seeds. */
    private static double[] finalDifferences(int[][][] bests, int run, int samples) {
        double[] differences = new double[run];
        for (int s = 0; s < run; s++) {
            differences[s] = bests[0][s][samples - 1] - bests[1][s][samples - 1];
        }
        return differences;
    }

    private static String join(int[] values) {
        StringBuilder text = new StringBuilder();
        for (int v : values) {
            text.append(text.isEmpty() ? "" : " ").append(v);
        }
        return text.toString();
    }
}
