package io.morpion.cli;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.exact.CensusKept;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
import io.morpion.search.termination.Durations;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The census of a variant's optimal games ({@code morpion census --optimal V}): the exhaustive search
 * with its floor one below the proven optimum keeps every position that reaches it, one per orbit of
 * the eight symmetries. Its directory is its state: the checkpoint there is taken up again by the
 * next command on the same directory, and the games are written there once the tree is drained.
 */
final class OptimalCensusRun {

    /** The checkpoint in the census's directory while it is under way. */
    static final String CHECKPOINT = "census.mck";

    private final Variant variant;
    private final int optimum;
    private final ExactConfig config;
    private final Path dir;
    private final int threads;
    private final PrintWriter out;
    private final PrintWriter err;

    /** The census of the variant's optimal games, which needs its optimum proven. */
    static OptimalCensusRun of(
            Variant variant, ExactConfig.Part part, Path dir, int threads, PrintWriter out, PrintWriter err) {
        int optimum = KnownResult.of(variant)
                .filter(KnownResult::proven)
                .map(KnownResult::score)
                .orElseThrow(() -> new UsageError(variant.code() + " has no proven optimum, so its optimal games "
                        + "cannot be counted: --optimal takes "
                        + String.join(" or ", provenVariants())));
        return new OptimalCensusRun(ExactConfig.optimalCensus(variant, optimum, part), dir, threads, out, err);
    }

    /** A census of the games one longer than the config's floor (the tests give it an opening: a smaller tree). */
    OptimalCensusRun(ExactConfig config, Path dir, int threads, PrintWriter out, PrintWriter err) {
        this.variant = config.variant();
        this.optimum = config.floor() + 1;
        this.config = config;
        this.dir = dir;
        this.threads = threads;
        this.out = out;
        this.err = err;
    }

    static List<String> provenVariants() {
        List<String> codes = new ArrayList<>();
        for (Variant v : Variant.values()) {
            KnownResult.of(v).filter(KnownResult::proven).ifPresent(k -> codes.add(v.code()));
        }
        codes.sort(null);
        return codes;
    }

    /** Runs the census until it is drained, the time is up or the user interrupts it; returns the exit code. */
    int run(double seconds, double checkpointSeconds) throws IOException {
        for (String done : List.of(CensusFiles.SUMMARY, CensusPart.FILE)) {
            if (Files.exists(dir.resolve(done))) {
                throw new UsageError("the census in " + dir + " is finished (" + done + "); name another directory "
                        + "with -o to repeat it");
            }
        }
        Files.createDirectories(dir);
        ExactSolver census = new ExactSolver(config, threads);
        Path checkpointFile = dir.resolve(CHECKPOINT);
        if (Files.exists(checkpointFile)) {
            resume(census, checkpointFile);
        }
        LiveLine live = LiveLine.on(err);
        SolverStatus status;
        try (Interrupt interrupt = Interrupt.watch()) {
            long checkpointNanos = (long) (checkpointSeconds * 1e9);
            long[] lastSaved = {System.nanoTime()};
            Termination until =
                    seconds > 0 ? Termination.time(Duration.ofMillis((long) (seconds * 1000))) : Termination.never();
            status = census.solve(until.or(Termination.cancelledWhen(interrupt::raised)), new SolverListener() {
                @Override
                public void onProgress(Solver solver, SolverStatus now) {
                    live.show(progress(census, now));
                    if (System.nanoTime() - lastSaved[0] >= checkpointNanos) {
                        lastSaved[0] = System.nanoTime();
                        save(census, checkpointFile);
                    }
                }
            });
            live.end();
            if (!census.exhausted()) {
                save(census, checkpointFile);
                out.printf(
                        Locale.ROOT,
                        "%s: %s; the census goes on from here with: morpion census --optimal %s%s -o %s%n",
                        interrupt.raised() ? "interrupted" : "time is up",
                        progress(census, status),
                        variant.code(),
                        config.part().whole()
                                ? ""
                                : " --part " + config.part().number() + "/"
                                        + config.part().of(),
                        dir);
                return interrupt.raised() ? 130 : 0;
            }
        }
        return finish(census, status, checkpointFile);
    }

    private void resume(ExactSolver census, Path checkpointFile) throws IOException {
        try {
            census.restore(Checkpoint.fromBytes(Files.readAllBytes(checkpointFile)));
        } catch (CheckpointException e) {
            throw new UsageError(checkpointFile + " is not the checkpoint of a census of " + variant.code()
                    + "'s optimal games (" + e.getMessage() + "); remove it to start again");
        }
        int[] items = census.frontierProgress();
        err.printf(
                Locale.ROOT,
                "resuming the census in %s: %,d of %,d subtrees done, %,d games kept%n",
                dir,
                items[0],
                items[1],
                census.keptCount());
    }

    private void save(ExactSolver census, Path checkpointFile) {
        try {
            CliFiles.write(checkpointFile, census.checkpoint().toBytes());
        } catch (IOException e) {
            err.println("\ncould not save the census's checkpoint: " + e.getMessage());
        }
    }

    private String progress(ExactSolver census, SolverStatus status) {
        int[] items = census.frontierProgress();
        OptionalLong left = census.nodesLeft();
        String eta = "";
        if (left.isPresent() && status.nodes() > 0 && status.elapsedSeconds() > 0) {
            double rate = status.nodes() / status.elapsedSeconds();
            eta = ", about " + Durations.format(left.getAsLong() / rate) + " left";
        }
        return String.format(
                Locale.ROOT,
                "%s census%s: subtrees %,d/%,d done, %,d games of %d kept, %,d positions in %s%s",
                variant.code(),
                config.part().whole()
                        ? ""
                        : ", part " + config.part().number() + " of "
                                + config.part().of(),
                items[0],
                items[1],
                census.keptCount(),
                optimum,
                status.nodes(),
                Durations.format(status.elapsedSeconds()),
                eta);
    }

    /** Writes what the census or the part found; the checkpoint then goes. */
    private int finish(ExactSolver census, SolverStatus status, Path checkpointFile) throws IOException {
        String searched = CensusFiles.searched(status.nodes(), status.elapsedSeconds(), threads);
        ExactConfig.Part part = config.part();
        if (part.whole()) {
            String summary = new CensusFiles(
                            variant,
                            optimum,
                            census.method(),
                            status.nodes(),
                            status.elapsedSeconds(),
                            searched,
                            "morpion census --optimal " + variant.code() + " --threads " + threads + " -o DIR")
                    .write(dir, census.kept());
            Files.deleteIfExists(checkpointFile);
            out.print(summary);
        } else {
            new CensusPart(
                            variant.code(),
                            config.floor(),
                            part.number(),
                            part.of(),
                            census.method(),
                            status.nodes(),
                            status.elapsedSeconds(),
                            threads,
                            CensusKept.of(census.keptByItem()))
                    .write(dir);
            Files.deleteIfExists(checkpointFile);
            out.printf(
                    Locale.ROOT,
                    "part %d of %d: %,d games of %d kept, %s%nmerge the %d parts with: morpion census --optimal %s "
                            + "--merge DIR1 DIR2 ... -o DIR%n",
                    part.number(),
                    part.of(),
                    census.keptCount(),
                    optimum,
                    searched,
                    part.of(),
                    variant.code());
        }
        out.println("written to " + dir);
        return 0;
    }
}
