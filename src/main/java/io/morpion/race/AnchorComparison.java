package io.morpion.race;

import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.SolverStatus;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Our NRPA against the C++ NRPA of anagorko/morpion-lpp ({@code src/nrpa}, built apart from this
 * project), run alternately on the same seeds, level and iterations, so that the machine's swings
 * fall on both alike. Each run of ours is N^level playouts in this JVM; the anchor is a process
 * whose own report gives its time and best. The ratio is our time over the anchor's.
 */
public final class AnchorComparison {

    /** Names the anchor binary when {@code --anchor} is not given. */
    public static final String ANCHOR_VARIABLE = "MORPION_ANCHOR";
    /** The anchor prints each figure after a label, with colour codes around it. */
    private static final Pattern ELAPSED = Pattern.compile("Elapsed time:\\s*([0-9.]+)\\s*s");

    private static final Pattern BEST = Pattern.compile("Best line:\\s*([0-9]+)");
    private static final Pattern COLOUR = Pattern.compile("\u001B\\[[0-9;]*m");
    /** The anchor's output is a line per 100,000 playouts and a short report: far below this. */
    private static final int MOST_OUTPUT = 16 << 20;

    private AnchorComparison() {}

    /** One seed's pair of runs. */
    public record Pair(long seed, double anchorSeconds, int anchorBest, double oursSeconds, int oursBest) {
        public double ratio() {
            return oursSeconds / anchorSeconds;
        }
    }

    public static List<Pair> run(
            Path anchor, Variant variant, Map<String, String> params, SeedBlock seeds, PrintWriter out) {
        if (!Files.isExecutable(anchor)) {
            throw new IllegalArgumentException("the anchor " + anchor + " is not an executable file");
        }
        if (variant != Variant.FIVE_TOUCHING && variant != Variant.FIVE_DISJOINT) {
            throw new IllegalArgumentException("the anchor plays 5T and 5D only, not " + variant.code());
        }
        Map<String, String> nrpa = SolverSpec.PARAMETERS.get("nrpa");
        for (String name : params.keySet()) {
            if (!Set.of("level", "iterations", "adapt").contains(name)) {
                throw new IllegalArgumentException("against the anchor only level, iterations and adapt can be set: "
                        + "the rest must match its defaults (alpha 1, line codes); not " + name);
            }
        }
        int level = Integer.parseInt(params.getOrDefault("level", nrpa.get("level")));
        int iterations = Integer.parseInt(params.getOrDefault("iterations", nrpa.get("iterations")));
        String adaptation = params.getOrDefault("adapt", nrpa.get("adapt"));
        long playouts = Math.round(Math.pow(iterations, level));
        out.printf(
                Locale.ROOT,
                "# NRPA level %d, %d iterations (%,d playouts a run), adaptation by %s on both sides, "
                        + "%s, seeds %s, alternately: the anchor %s, then ours on %s %s%n",
                level,
                iterations,
                playouts,
                adaptation,
                variant.code(),
                seeds,
                anchor,
                System.getProperty("java.vm.name"),
                System.getProperty("java.version"));
        List<Pair> pairs = new ArrayList<>();
        for (long seed : seeds.seeds().toArray()) {
            double[] theirs = runAnchor(anchor, variant, level, iterations, adaptation, seed);
            SolverStatus ours = runOurs(variant, params, seed, playouts);
            Pair pair = new Pair(seed, theirs[0], (int) theirs[1], ours.elapsedSeconds(), ours.bestScore());
            pairs.add(pair);
            out.printf(
                    Locale.ROOT,
                    "seed %-3d anchor %7.2f s  best %3d   ours %7.2f s  best %3d   ratio %.2f%n",
                    seed,
                    pair.anchorSeconds(),
                    pair.anchorBest(),
                    pair.oursSeconds(),
                    pair.oursBest(),
                    pair.ratio());
            out.flush();
        }
        double anchorTime = pairs.stream().mapToDouble(Pair::anchorSeconds).sum();
        double oursTime = pairs.stream().mapToDouble(Pair::oursSeconds).sum();
        out.printf(
                Locale.ROOT,
                "mean: anchor %.2f s best %.2f, ours %.2f s best %.2f; time ratio ours/anchor %.2f "
                        + "(per seed %.2f–%.2f)%n",
                anchorTime / seeds.count(),
                pairs.stream().mapToInt(Pair::anchorBest).average().orElse(0),
                oursTime / seeds.count(),
                pairs.stream().mapToInt(Pair::oursBest).average().orElse(0),
                oursTime / anchorTime,
                pairs.stream().mapToDouble(Pair::ratio).min().orElse(0),
                pairs.stream().mapToDouble(Pair::ratio).max().orElse(0));
        return pairs;
    }

    private static SolverStatus runOurs(Variant variant, Map<String, String> params, long seed, long playouts) {
        Solver solver = new SolverSpec("nrpa", variant, seed, 1, params, null).create();
        SolverStatus status = solver.solve(Termination.nodes(playouts), null);
        int validated = Msr.requireLegal(solver.best().orElseThrow()).score();
        if (validated != status.bestScore()) {
            throw new IllegalStateException("the reported best does not match the validated game");
        }
        return status;
    }

    /**
     * Runs the anchor once; returns its own elapsed seconds and best score. Its "standard" adaptation
     * is Rosin's, a step per move; without it, it adapts by layers.
     */
    private static double[] runAnchor(
            Path anchor, Variant variant, int level, int iterations, String adaptation, long seed) {
        List<String> command = List.of(
                anchor.toString(),
                "-v",
                variant.code(),
                "-l",
                String.valueOf(level),
                "-n",
                String.valueOf(iterations),
                "-s",
                String.valueOf(seed),
                "--standard",
                String.valueOf(adaptation.equals("moves")));
        try {
            Process process =
                    new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            String output = readBounded(process.getInputStream());
            // its output has ended, so it has too
            if (process.waitFor() != 0) {
                throw new IllegalStateException(
                        "the anchor failed: " + String.join(" ", command) + "\n" + tail(output));
            }
            String plain = COLOUR.matcher(output).replaceAll("");
            Matcher elapsed = ELAPSED.matcher(plain);
            Matcher best = BEST.matcher(plain);
            if (!elapsed.find() || !best.find()) {
                throw new IllegalStateException(
                        "the anchor's report has no elapsed time or best line; it said:\n" + tail(plain));
            }
            return new double[] {Double.parseDouble(elapsed.group(1)), Integer.parseInt(best.group(1))};
        } catch (IOException e) {
            throw new IllegalStateException("cannot run the anchor " + anchor + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the anchor ran");
        }
    }

    private static String readBounded(InputStream in) throws IOException {
        byte[] bytes = in.readNBytes(MOST_OUTPUT);
        in.transferTo(OutputStream.nullOutputStream());
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static String tail(String text) {
        return text.length() <= 2000 ? text : "…" + text.substring(text.length() - 2000);
    }
}
