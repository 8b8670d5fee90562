package io.morpion.cli;

import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactReport;
import io.morpion.search.exact.ExactSolver;
import io.morpion.search.exact.TreeEstimate;
import io.morpion.search.termination.Durations;
import io.morpion.search.termination.Termination;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "count",
        mixinStandardHelpOptions = true,
        description = {
            "Counts the distinct positions (sets of lines) after k moves, for k = 0..DEPTH, with the "
                    + "exhaustive search: every position is reached once, in its smallest move order, and with "
                    + "symmetry on once per orbit of the eight symmetries of the cross.",
            "Prints per depth the positions (every symmetric copy counted) and, with symmetry on, the orbits.",
            "With --estimate it visits nothing but makes that many random descents instead (Knuth's "
                    + "estimator) and prints how many positions a full search would visit per depth, with the "
                    + "standard error of the total: how long a proof takes, known before it is started."
        },
        footer = {
            "",
            "Examples:",
            "  morpion count --variant 4D --depth 8",
            "  morpion count --variant 5T --depth 6 --threads 2",
            "  morpion count --variant 5D --depth 5 --symmetry off",
            "  # the whole 4T tree's size:",
            "  morpion count --variant 4T --estimate 1000000 --threads 2",
            "  # what proving 62 optimal visits:",
            "  morpion count --variant 4T --estimate 100000 --floor 62"
        })
class CountCommand extends CliCommand {

    @Mixin
    RequiredVariant variant;

    @Option(
            names = "--depth",
            paramLabel = "K",
            description = "the deepest move number to count (with --estimate: default the whole tree)")
    Integer depth;

    @Option(
            names = "--estimate",
            paramLabel = "DESCENTS",
            description = "estimate the tree's size from this many random descents instead of counting it")
    long estimate;

    @Option(
            names = "--floor",
            paramLabel = "SCORE",
            description = "with --estimate: the tree a proof that no game is longer than SCORE searches, the "
                    + "branches the bound gives up left out (e.g. 35 for 4D, 62 for 4T)")
    int floor;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "random seed of the descents (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(
            names = "--symmetry",
            paramLabel = "on|off",
            defaultValue = "on",
            description = "reach one position per symmetry orbit (default: ${DEFAULT-VALUE})")
    String symmetry;

    @Option(
            names = "--normal-form",
            paramLabel = "on|off",
            defaultValue = "on",
            description = "reach each position once, in its smallest move order; off counts every move order "
                    + "(needs --symmetry off; for measuring what the normal form saves)")
    String normalForm;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "default: ${DEFAULT-VALUE}")
    int threads;

    @Override
    public Integer call() {
        if (estimate != 0 && (estimate < 2 || estimate > 1_000_000_000_000L)) {
            throw new UsageError("--estimate must be 2..10^12 descents, not " + estimate);
        }
        if (depth == null && estimate == 0) {
            throw new UsageError("give --depth K (or --estimate N for the whole tree's size)");
        }
        if (depth != null && (depth < 1 || depth > 60)) {
            throw new UsageError("--depth must be 1..60, not " + depth);
        }
        int limit = depth == null ? 0 : depth;
        if (threads < 1 || threads > Solver.MAX_THREADS) {
            throw new UsageError("--threads must be 1.." + Solver.MAX_THREADS + ", not " + threads);
        }
        boolean symmetric = onOff("--symmetry", symmetry);
        boolean ordered = onOff("--normal-form", normalForm);
        if (symmetric && !ordered) {
            throw new UsageError("--normal-form off needs --symmetry off");
        }
        if (floor != 0 && (estimate == 0 || floor < 1 || floor > 1000)) {
            throw new UsageError(
                    estimate == 0 ? "--floor goes with --estimate" : "--floor must be 1..1000, not " + floor);
        }
        ExactConfig config = new ExactConfig(variant.value, symmetric, floor > 0, floor, 0, limit, List.of(), ordered);
        if (estimate > 0) {
            return printEstimate(config, symmetric);
        }
        ExactSolver solver = new ExactSolver(config, threads);
        solver.solve(Termination.never(), new SolverListener() {
            @Override
            public void onProgress(Solver s, SolverStatus status) {
                int[] done = solver.frontierProgress();
                err().printf(
                                Locale.ROOT,
                                "\r%,d / %,d frontier positions  %,d nodes  %s   ",
                                done[0],
                                done[1],
                                status.nodes(),
                                Durations.format(status.elapsedSeconds()));
            }
        });
        err().println();
        ExactReport report = solver.report();
        out().printf(
                        Locale.ROOT,
                        "%5s %22s%s%n",
                        "moves",
                        ordered ? "positions" : "move sequences",
                        symmetric ? String.format("%22s", "orbits") : "");
        for (int k = 0; k <= depth; k++) {
            out().printf(
                            Locale.ROOT,
                            "%5d %,22d%s%n",
                            k,
                            report.positions()[k],
                            symmetric ? String.format(Locale.ROOT, "%,22d", report.reached()[k]) : "");
        }
        double seconds = report.elapsedNanos() / 1e9;
        out().printf(
                        Locale.ROOT,
                        "%s, %,d nodes in %s (%,.0f nodes/s on %d thread%s)%n",
                        config.variant(),
                        report.nodes(),
                        Durations.format(seconds),
                        report.nodes() / Math.max(seconds, 1e-9),
                        threads,
                        threads == 1 ? "" : "s");
        return 0;
    }

    private int printEstimate(ExactConfig config, boolean symmetric) {
        long start = System.nanoTime();
        TreeEstimate tree = TreeEstimate.of(config, estimate, threads, seed, done -> err().printf(
                        Locale.ROOT,
                        "\r%,d / %,d descents  %s   ",
                        done,
                        estimate,
                        Durations.format((System.nanoTime() - start) / 1e9)));
        err().println();
        String unit = symmetric ? "orbits" : "positions";
        out().printf(Locale.ROOT, "%5s %22s%n", "moves", "estimated " + unit);
        double[] perDepth = tree.perDepth();
        for (int k = 0; k < perDepth.length; k++) {
            if (perDepth[k] > 0) {
                out().printf(Locale.ROOT, "%5d %22s%n", k, approximately(perDepth[k]));
            }
        }
        out().printf(
                        Locale.ROOT,
                        "%s, %s%s: about %s %s ± %.1f%% (standard error; %,d descents in %s)%n",
                        config.variant(),
                        floor > 0 ? "the tree searched to prove no game beats " + floor : "whole tree",
                        depth != null ? " to " + depth + " moves" : "",
                        approximately(tree.total()),
                        unit,
                        100 * tree.standardError() / tree.total(),
                        tree.probes(),
                        Durations.format((System.nanoTime() - start) / 1e9));
        out().printf(Locale.ROOT, "the longest game a descent reached: %d moves%n", tree.deepest());
        return 0;
    }

    private static String approximately(double value) {
        return value < 1e15 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.3e", value);
    }

    private static boolean onOff(String option, String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new UsageError(option + " is on or off, not \"" + value + "\"");
        };
    }
}
