package io.morpion.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.corpus.KnownResult;
import io.morpion.corpus.PackagedFamilies;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.ExhaustiveSearch;
import io.morpion.search.Improvement;
import io.morpion.search.Provenance;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.spec.SpecCodec;
import io.morpion.search.termination.Budget;
import io.morpion.search.termination.Durations;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BiConsumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "search",
        mixinStandardHelpOptions = true,
        description = {
            "Runs a solver in this process, with a live progress line on stderr (redrawn in place on a "
                    + "terminal, a line every 10 s and one per new best in a file), and the outcome on stdout.",
            "On its budget's end, or on Ctrl-C, it writes the best game (-o). A checkpoint, from which --resume "
                    + "continues exactly where the search stopped, is kept after Ctrl-C, after an exhaustive search "
                    + "that is not done, when resuming, or when --checkpoint names it; a search that ends on its "
                    + "budget removes the one it saved on the way (--checkpoint-interval).",
            "Algorithms: ${morpion.algorithms}.",
            "Solver parameters: ${morpion.parameters}. Give them with -P NAME=VALUE (--level is a shortcut); "
                    + "'morpion algorithms' lists each with its default, range and meaning.",
            "The exact search drains the whole tree; only then does it call its score proven optimal. Its "
                    + "progress line estimates the time left (\"ETA ~\") from random descents through the "
                    + "subtrees not yet searched, scaled by how the finished ones came out; early on it is rough."
        },
        footer = {
            "",
            "Examples:",
            "  # the default climber, for half an hour:",
            "  morpion search --variant 5T --time 30m -o best.msr",
            "  morpion search --variant 5T --algo nrpa --level 3 --time 10m -o best.msr",
            "  morpion search --variant 5D --algo annealing -P t0=3.2 -P t-frozen=3.2 \\",
            "      -P r=1000000 --seed 7",
            "  morpion search --variant 5T --algo perturbation --time 30m --seed 3",
            "  # the record's family:",
            "  morpion search --variant 5T --algo perturbation --warm rosin178.msr --time 1h",
            "  morpion search --resume best.msr.mck --time 1h",
            "  # exhaustive, and resumable:",
            "  morpion search --variant 4D --algo exact --threads 2 --time 1h",
            "  # the best continuation of an opening, proven:",
            "  morpion search --variant 4T --algo exact --from opening.msr"
        })
class SearchCommand extends CliCommand {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Mixin
    SolverOptions solver;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "OUT",
            defaultValue = "morpion-best.msr",
            description = "where the best game goes (default: ${DEFAULT-VALUE}); a file already there is never "
                    + "replaced, except by the run it came from resumed with a game at least as long: the game then "
                    + "goes to OUT-2, OUT-3, … and the search says so")
    Path output;

    @Option(
            names = "--checkpoint",
            paramLabel = "FILE",
            description = "keep the checkpoint, in FILE, however the search ends (default: OUT.mck, kept only after "
                    + "Ctrl-C or an exhaustive search that is not done)")
    Path checkpoint;

    @Option(
            names = "--checkpoint-interval",
            paramLabel = "T",
            defaultValue = "5m",
            description = "also save the best game and the checkpoint this often, so a crash loses at most this much "
                    + "(e.g. 30s, 10m; default: ${DEFAULT-VALUE})")
    String checkpointInterval;

    @Option(names = "--resume", paramLabel = "FILE", description = "continue the run saved in this checkpoint")
    Path resume;

    @Option(
            names = "--verbose",
            description = "at the end, also print the search's own counters (its pool or archive, iterations, "
                    + "end searches)")
    boolean verbose;

    @Override
    public Integer call() throws Exception {
        SolverSpec spec;
        Solver searcher;
        if (resume != null) {
            JsonNode saved = readCheckpointFile(resume);
            spec = specOf(resume, saved.get("spec"));
            searcher = spec.create();
            searcher.restore(Checkpoint.fromText(saved.get("checkpoint").asText()));
        } else {
            if (solver.variant == null) {
                throw new UsageError("--variant is required (" + Variant.codesInWords() + "), unless you --resume");
            }
            MsrRecord warmGame = solver.warm == null ? null : GameInput.read(solver.warm, null);
            spec = UsageError.checking(() -> new SolverSpec(
                            solver.algorithm,
                            solver.variant,
                            solver.seed == null ? SolverSpec.freshSeed() : solver.seed,
                            solver.threadsOrDefault(),
                            solver.allParams(),
                            warmGame)
                    .checkRequest());
            searcher = UsageError.checking(spec::create);
        }
        Budget budget = UsageError.checking(solver::budget);
        SearchOutput files = SearchOutput.claim(output, checkpoint, resume != null, searcher.best(), err());
        Optional<KnownResult> known = KnownResult.of(spec.variant());
        Optional<Integer> optimum = solver.stopAtOptimum(spec.variant(), spec.algorithm());
        boolean stopsAtOptimum = optimum.isPresent();
        if (stopsAtOptimum) {
            // nothing longer exists: searching on could only find other games of the same length
            budget = budget.withTarget(optimum.get());
        }
        if (resume == null && solver.seed == null) {
            err().println("seed " + spec.seed() + ", a fresh one: --seed " + spec.seed() + " repeats this search");
        }
        try (Interrupt interrupt = Interrupt.watch()) {
            long intervalNanos = UsageError.checking(() -> Durations.parse(checkpointInterval))
                    .toNanos();
            if (intervalNanos < 1_000_000_000L) {
                throw new UsageError("--checkpoint-interval must be at least 1s, not " + checkpointInterval);
            }
            SolverSpec saving = spec;
            Progress progress = new Progress(
                    LiveLine.on(err()), known, budget, searcher.status(), intervalNanos, (solver, status) -> {
                        try {
                            save(files, saving, solver, status);
                        } catch (IOException e) {
                            err().println("\ncould not save the checkpoint: " + e.getMessage());
                        }
                    });
            SolverStatus status =
                    searcher.solve(budget.termination(0).or(Termination.cancelledWhen(interrupt::raised)), progress);
            progress.finish();
            // a checkpoint is tens of megabytes: kept only when asked for or when there is a search to go on with
            boolean keep = checkpoint != null
                    || resume != null
                    || interrupt.raised()
                    || searcher.as(ExhaustiveSearch.class).isPresent() && !status.provenOptimal();
            saveGame(files, spec, searcher, status);
            if (keep) {
                saveCheckpoint(files, spec, searcher);
            } else {
                Files.deleteIfExists(files.checkpoint());
            }
            // the outcome goes to standard output, where scripts look for it; progress stays on standard error
            double rate = status.elapsedSeconds() > 0 ? status.nodes() / status.elapsedSeconds() : 0.0;
            out().printf(
                            Locale.ROOT,
                            "%s: best %d after %,d nodes in %s (%,.0f nodes/s%s)%s%n",
                            interrupt.raised() ? "interrupted" : "done",
                            status.bestScore(),
                            status.nodes(),
                            Durations.format(status.elapsedSeconds()),
                            rate,
                            // fewer nodes may each cost more: the rate a thread is what compares builds
                            spec.threads() > 1
                                    ? String.format(Locale.ROOT, ", %,.0f a thread", rate / spec.threads())
                                    : "",
                            status.bestScore() > 0 ? "; game in " + files.game() : "");
            out().println(verdict(searcher, spec, status, known));
            if (keep) {
                out().printf(
                                Locale.ROOT,
                                "checkpoint: %s (%s); --resume %s goes on from here%n",
                                files.checkpoint(),
                                CliFiles.size(Files.size(files.checkpoint())),
                                files.checkpoint());
            }
            searcher.best().ifPresent(best -> out().println("family: "
                    + PackagedFamilies.of(best)
                            .orElse("a new dot set: no packaged game places these "
                                    + "dots (the record games and the published ones)")));
            searcher.best()
                    .flatMap(best -> SearchOutput.bestOfFolder(files.game(), best))
                    .ifPresent(out()::println);
            if (stopsAtOptimum && known.get().score() == status.bestScore()) {
                out().println("stopped at the proven optimum: no " + spec.variant() + " game is longer "
                        + "(--keep-going searches on)");
            }
            String summary = searcher.summary();
            if (verbose && !summary.isEmpty()) {
                out().println(summary);
            }
        }
        return 0;
    }

    /**
     * Says whether the score is proven optimal or only the best found, in so many words, and where it
     * stands beside the variant's world record or proven optimum.
     */
    static String verdict(Solver solver, SolverSpec spec, SolverStatus status, Optional<KnownResult> known) {
        String standing = known.map(k -> "\n" + k.standing(status.bestScore())).orElse("");
        return proof(solver, spec, status, known) + standing;
    }

    private static String proof(Solver solver, SolverSpec spec, SolverStatus status, Optional<KnownResult> known) {
        if (status.provenOptimal()) {
            return proven(
                    "OPTIMAL",
                    status,
                    "the whole " + spec.variant() + " tree was searched; no game is longer than %d moves");
        }
        Optional<ExhaustiveSearch> exhaustive = solver.as(ExhaustiveSearch.class);
        if (exhaustive.filter(e -> e.provedBestContinuation(status)).isPresent()) {
            return proven(
                    "BEST CONTINUATION",
                    status,
                    "every continuation of the " + spec.warmStart().moveCount()
                            + "-move opening was searched; none makes a game longer than %d moves");
        }
        Optional<String> bounded = exhaustive.flatMap(e -> e.boundedFinding(status));
        if (bounded.isPresent()) {
            return bounded.get();
        }
        boolean knownOptimal =
                known.filter(k -> k.proven() && k.score() == status.bestScore()).isPresent();
        return "best found: " + status.bestScore() + " moves"
                + (knownOptimal
                        ? ""
                        : " (not proven optimal"
                                + (exhaustive.isPresent() ? "; the tree is not exhausted, --resume to go on)" : ")"));
    }

    /** A finished proof, with its time and positions over every resume, and what it settles. */
    private static String proven(String what, SolverStatus status, String settles) {
        return String.format(
                Locale.ROOT,
                "PROVEN %s in %s (%,d positions): " + settles,
                what,
                Durations.format(status.elapsedNanos() / 1e9),
                status.nodes(),
                status.bestScore());
    }

    private static void save(SearchOutput files, SolverSpec spec, Solver solver, SolverStatus status)
            throws IOException {
        saveGame(files, spec, solver, status);
        saveCheckpoint(files, spec, solver);
    }

    private static void saveGame(SearchOutput files, SolverSpec spec, Solver solver, SolverStatus status)
            throws IOException {
        if (solver.best().isPresent()) {
            MsrRecord best = Provenance.stamp(
                            solver.best().get(), solver.method(), spec.seed(), status.nodes(), status.elapsedSeconds())
                    .build();
            CliFiles.write(files.game(), (Msr.encode(best) + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    /** What a search's checkpoint file holds: the spec that resumes it, and the solver's checkpoint as text. */
    record CheckpointFile(JsonNode spec, String checkpoint) {}

    private static void saveCheckpoint(SearchOutput files, SolverSpec spec, Solver solver) throws IOException {
        CliFiles.write(
                files.checkpoint(),
                JSON.writeValueAsBytes(new CheckpointFile(
                        SpecCodec.toJson(spec), solver.checkpoint().toText())));
    }

    private static SolverSpec specOf(Path file, JsonNode node) {
        try {
            return SpecCodec.fromJson(node);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    private static JsonNode readCheckpointFile(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + ": no such checkpoint file");
        }
        if (Files.size(file) > 512L << 20) {
            throw new IllegalArgumentException(file + " is too large to be a checkpoint");
        }
        try {
            JsonNode node = JSON.readTree(file.toFile());
            if (node == null || !node.hasNonNull("checkpoint")) {
                throw new IllegalArgumentException(file + " is not a morpion checkpoint file");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    file + " is not a morpion checkpoint file (" + e.getOriginalMessage() + ")");
        }
    }

    /** The live line: best, nodes/s, elapsed, and the ETA when there is a budget or a tree to drain. */
    private static final class Progress implements SolverListener {
        private final Budget budget;
        private final long startNodes;
        private final long startNanos = System.nanoTime();
        private int best;

        private final long saveEveryNanos;
        private final BiConsumer<Solver, SolverStatus> saver;
        private long nextSave;
        private final LiveLine live;
        private final Optional<KnownResult> known;

        Progress(
                LiveLine live,
                Optional<KnownResult> known,
                Budget budget,
                SolverStatus start,
                long saveEveryNanos,
                BiConsumer<Solver, SolverStatus> saver) {
            this.live = live;
            this.known = known;
            this.budget = budget;
            this.saveEveryNanos = saveEveryNanos;
            this.saver = saver;
            this.nextSave = startNanos + saveEveryNanos;
            this.startNodes = start.nodes();
            this.best = start.bestScore();
        }

        @Override
        public void onImprovement(Improvement improvement) {
            if (improvement.score() > best && !live.terminal()) {
                // a log keeps each new best; a terminal's frame shows it
                live.event(Durations.format((System.nanoTime() - startNanos) / 1e9) + " new best "
                        + known.map(k -> k.standing(improvement.score()))
                                .orElse(Integer.toString(improvement.score())));
            }
            best = Math.max(best, improvement.score());
        }

        @Override
        public void onProgress(Solver solver, SolverStatus status) {
            if (System.nanoTime() >= nextSave) {
                saver.accept(solver, status);
                nextSave = System.nanoTime() + saveEveryNanos;
            }
            double elapsed = (System.nanoTime() - startNanos) / 1e9;
            double rate = elapsed > 0 ? (status.nodes() - startNodes) / elapsed : 0;
            Double secondsLeft = budget.secondsLeft(elapsed, status.nodes(), rate);
            OptionalLong treeLeft = ExhaustiveSearch.nodesLeft(solver);
            // an exhaustive search's own end, estimated (hence "~"), when it comes before the budget's
            boolean treeFirst = treeLeft.isPresent()
                    && rate > 0
                    && (secondsLeft == null || treeLeft.getAsLong() / rate < secondsLeft);
            String eta = treeFirst
                    ? "  ETA ~" + Durations.format(treeLeft.getAsLong() / rate)
                    : secondsLeft == null ? "" : "  ETA " + Durations.format(secondsLeft);
            String detail = solver.as(ExhaustiveSearch.class)
                    .map(ExhaustiveSearch::progressDetail)
                    .orElse("");
            String tree = detail.isEmpty() ? "" : "  " + detail;
            live.show(String.format(
                    Locale.ROOT,
                    "best %4d%s  nodes %,14d  %,10.0f/s  elapsed %s%s%s",
                    Math.max(best, status.bestScore()),
                    known.map(KnownResult::beside).orElse(""),
                    status.nodes(),
                    rate,
                    Durations.format(elapsed),
                    tree,
                    eta));
        }

        void finish() {
            live.end();
        }
    }
}
