package io.morpion.cli;

import io.morpion.corpus.CorpusImporter;
import io.morpion.corpus.KnownResult;
import io.morpion.corpus.OptimalGames;
import io.morpion.corpus.PublishedIndex;
import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Provenance;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
import io.morpion.search.termination.Durations;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
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
    /** Every optimal game, one MSR JSON a line: the census in one file. */
    static final String ALL_GAMES = OptimalGames.ALL_IN_ONE_FILE;
    /** What the census did and how to repeat it. */
    static final String SUMMARY = "CENSUS.txt";
    /**
     * The frontier's depth: one deeper than a search's, as the 4T proof ran, because only finished
     * subtrees are saved, and at depth 5 the first of 4T's take hours (492,459 subtrees at 6, not 82,008).
     */
    static final int SPLIT_DEPTH = 6;

    private final Variant variant;
    private final int optimum;
    private final ExactConfig config;
    private final Path dir;
    private final int threads;
    private final PrintWriter out;
    private final PrintWriter err;

    /** The census of the variant's optimal games, which needs its optimum proven. */
    static OptimalCensusRun of(Variant variant, Path dir, int threads, PrintWriter out, PrintWriter err) {
        int optimum = KnownResult.of(variant)
                .filter(KnownResult::proven)
                .map(KnownResult::score)
                .orElseThrow(() -> new UsageError(variant.code() + " has no proven optimum, so its optimal games "
                        + "cannot be counted: --optimal takes "
                        + String.join(" or ", provenVariants())));
        return new OptimalCensusRun(ExactConfig.census(variant, optimum - 1, SPLIT_DEPTH), dir, threads, out, err);
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

    private static List<String> provenVariants() {
        List<String> codes = new ArrayList<>();
        for (Variant v : Variant.values()) {
            KnownResult.of(v).filter(KnownResult::proven).ifPresent(k -> codes.add(v.code()));
        }
        codes.sort(null);
        return codes;
    }

    /** Runs the census until it is drained, the time is up or the user interrupts it; returns the exit code. */
    int run(double seconds, double checkpointSeconds) throws IOException {
        if (Files.exists(dir.resolve(SUMMARY))) {
            throw new UsageError("the census in " + dir + " is finished (" + SUMMARY + "); name another directory "
                    + "with -o to repeat it");
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
                        "%s: %s; the census goes on from here with: morpion census --optimal %s -o %s%n",
                        interrupt.raised() ? "interrupted" : "time is up",
                        progress(census, status),
                        variant.code(),
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
                census.kept().size());
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
                "%s census: subtrees %,d/%,d done, %,d games of %d kept, %,d positions in %s%s",
                variant.code(),
                items[0],
                items[1],
                census.kept().size(),
                optimum,
                status.nodes(),
                Durations.format(status.elapsedSeconds()),
                eta);
    }

    /** Writes every kept game, their index, the one-file list and the summary; the checkpoint then goes. */
    private int finish(ExactSolver census, SolverStatus status, Path checkpointFile) throws IOException {
        List<MsrRecord> kept = census.kept();
        if (status.bestScore() != optimum || kept.stream().anyMatch(g -> g.moveCount() != optimum)) {
            throw new IllegalStateException("the census found a game of " + status.bestScore() + " moves where "
                    + variant.code() + "'s proven optimum is " + optimum + ": check that game before anything else");
        }
        String date = LocalDate.now(ZoneOffset.UTC).toString();
        String how = String.format(
                Locale.ROOT,
                "census by exhaustive search, %s: %,d positions in %s on %d thread%s",
                date,
                status.nodes(),
                Durations.format(status.elapsedSeconds()),
                threads,
                threads == 1 ? "" : "s");
        List<PublishedIndex.Row> rows = new ArrayList<>();
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < kept.size(); i++) {
            String name = String.format(Locale.ROOT, "optimal-%s-%d-%03d", variant.code(), optimum, i + 1);
            MsrRecord game = Provenance.stamp(kept.get(i), census.method(), 0, status.nodes(), status.elapsedSeconds())
                    .description(String.format(
                            Locale.ROOT,
                            "One of the %d optimal %s games of %d moves, distinct up to the eight symmetries: %s.",
                            kept.size(),
                            variant.code(),
                            optimum,
                            how))
                    .author(CorpusImporter.TRANSCRIBED_BY)
                    .tags(List.of("optimal", "census", "date:" + date.substring(0, 7)))
                    .build();
            CliFiles.write(dir.resolve(name + ".json"), Msr.toJson(game).getBytes(StandardCharsets.UTF_8));
            all.append(Msr.encode(game)).append('\n');
            rows.add(new PublishedIndex.Row(
                    name,
                    variant,
                    optimum,
                    CorpusImporter.TRANSCRIBED_BY,
                    date.substring(0, 7),
                    how,
                    null,
                    GameIdentity.of(game),
                    Long.toHexString(DotKey.of(game))));
        }
        CliFiles.write(
                dir.resolve(PublishedIndex.FILE), PublishedIndex.format(rows).getBytes(StandardCharsets.UTF_8));
        CliFiles.write(dir.resolve(ALL_GAMES), all.toString().getBytes(StandardCharsets.UTF_8));
        String summary = String.format(
                Locale.ROOT,
                "%d optimal %s games of %d moves, distinct up to the eight symmetries of the cross.%n"
                        + "Method: %s (%s).%n"
                        + "Repeat: morpion census --optimal %s --threads %d -o DIR%n",
                kept.size(),
                variant.code(),
                optimum,
                how,
                census.method(),
                variant.code(),
                threads);
        CliFiles.write(dir.resolve(SUMMARY), summary.getBytes(StandardCharsets.UTF_8));
        Files.deleteIfExists(checkpointFile);
        out.print(summary);
        out.println("written to " + dir);
        return 0;
    }
}
