package io.morpion.cli;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.race.CensusRun;
import io.morpion.search.Provenance;
import io.morpion.search.Solver;
import io.morpion.search.census.GameCensus;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.termination.Durations;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "census",
        mixinStandardHelpOptions = true,
        description = {
            "Counts the distinct games of a score or more that searches meet: independent searches, one a thread "
                    + "with seeds 1..THREADS, report every such game they play, kept or not.",
            "Games are told apart by their dots up to symmetry (one dot set is drawn many ways) and by their lines "
                    + "up to symmetry (one figure). Every --every it prints both counts and each search's best, so "
                    + "that how fast new games keep appearing can be read off.",
            "With -o DIR it writes each figure as MSR, with the search, seed and time that first met it, and "
                    + "census.tsv listing them.",
            "With --optimal V it counts instead every optimal game of a variant whose optimum is proven (4D, 4T), "
                    + "exactly: the exhaustive search, its floor one below the optimum, keeps every position that "
                    + "reaches it, one per orbit of the eight symmetries. The directory (-o, default optimal-V) holds "
                    + "its checkpoint while it runs (saved every --every and on Ctrl-C or the end of --time; the same "
                    + "command goes on from it), then every game as MSR, INDEX.tsv, games.jsonl (all games, one a "
                    + "line) and CENSUS.txt (the figures and how to repeat it). A long census can be shared among "
                    + "machines: --part N/M on each (each its own directory and checkpoint), then --merge of the M "
                    + "finished parts' directories gives the same census. With --cluster the server's nodes share it instead, as "
                    + "background work that yields to runs and survives restarts; the command follows it to the end."
        },
        footer = {
            "",
            "Examples:",
            "  # 5D's 82s over two hours on both cores:",
            "  morpion census --variant 5D --time 2h --threads 2 -o census-5d",
            "  morpion census --variant 5T --score 170 --time 30m",
            "  # the games of 176 or more near a 178, from one search warm on it:",
            "  morpion census --variant 5T --score 176 --time 30m --warm tishchenko178.json",
            "  # every 82 an exact search rebuilds from Rosin's 82, square by square:",
            "  morpion census --variant 5D --algo lns -P size=5 --time 1h --warm rosin82.json",
            "  # every optimal 4D game, on both cores; the same command again resumes an interrupted census:",
            "  morpion census --optimal 4D --threads 2 -o optimal-4D",
            "  # 4T's in 8 parts, on as many machines as you have, then put together:",
            "  morpion census --optimal 4T --part 3/8 --threads 2",
            "  morpion census --optimal 4T --merge optimal-4T-part-*-of-8 -o optimal-4T",
            "  # 4T's as background work of a cluster's nodes, followed to the end:",
            "  morpion census --optimal 4T --cluster --server http://node1:8080"
        })
class CensusCommand extends CliCommand {

    @Option(
            names = "--variant",
            paramLabel = "V",
            completionCandidates = GameInput.Variants.class,
            description = "the variant whose games searches meet: ${COMPLETION-CANDIDATES}")
    Variant variant;

    @Option(
            names = "--optimal",
            paramLabel = "V",
            description = "count every optimal game of this variant by exhaustive search instead (4D or 4T)")
    Variant optimal;

    @Option(
            names = "--part",
            paramLabel = "N/M",
            description = "with --optimal: search only part N of M (M from 2 to 10000), to share a long census "
                    + "among machines; --merge puts the finished parts together")
    String part;

    @Option(
            names = "--cluster",
            description = "with --optimal: run the census as background work of the server's nodes (--server), in "
                    + "parts they share and checkpoint; follows the census under way there, or starts one (an "
                    + "admin's --token), until it finishes; -o then writes its files here")
    boolean cluster;

    @Option(
            names = "--parts",
            paramLabel = "M",
            description = "with --cluster: how many parts a new census is cut into (default: the server's)")
    Integer parts;

    @Option(
            names = "--again",
            description = "with --cluster: start a new census even when the server has a finished one of the "
                    + "variant (which is otherwise shown, not repeated)")
    boolean again;

    @Option(
            names = "--detach",
            description = "with --cluster: start or show the census, and return without following it")
    boolean detach;

    @Mixin
    ServerClient server;

    @Option(
            names = "--merge",
            paramLabel = "DIR",
            arity = "1..*",
            description = "with --optimal: the directories of every finished part of one census, merged into the "
                    + "census itself (-o)")
    List<Path> merge;

    @Option(
            names = "--score",
            paramLabel = "N",
            description = "the least score counted (default: the variant's record or proven optimum)")
    Integer score;

    @Option(
            names = "--time",
            paramLabel = "T",
            description = "how long, e.g. 30m or 2h (required, except with --optimal, which runs to the end)")
    String time;

    @Option(
            names = "--threads",
            paramLabel = "T",
            defaultValue = "1",
            description = "searches side by side, one a thread (default: ${DEFAULT-VALUE})")
    int threads;

    @Option(
            names = "--algo",
            paramLabel = "NAME",
            defaultValue = "dna",
            description = "the search; it must report the games it meets: dna or lns (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Mixin
    SolverParams solverParams;

    @Option(
            names = "--every",
            paramLabel = "T",
            defaultValue = "1m",
            description = "how often to print the counts (default: ${DEFAULT-VALUE})")
    String every;

    @Option(
            names = {"--warm", "--from"},
            paramLabel = "FILE",
            description = "start every search from this game (MSR, JSON or Pentasol), to count its family's games")
    Path warm;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "DIR",
            description = "write the figures and census.tsv here")
    Path output;

    @Override
    public Integer call() throws Exception {
        if (optimal != null) {
            return optimalCensus();
        }
        if (part != null || merge != null || cluster) {
            throw new UsageError(
                    "--part, --merge and --cluster go with --optimal V: they share a census of optimal games");
        }
        if (variant == null || time == null) {
            throw new UsageError(
                    "give --variant and --time, or --optimal V for the census of a variant's optimal games");
        }
        int least = score != null
                ? score
                : KnownResult.of(variant)
                        .map(KnownResult::score)
                        .orElseThrow(() -> new UsageError("give --score: " + variant.code() + " has no known result"));
        double seconds = UsageError.checking(() -> Durations.parse(time)).toMillis() / 1000.0;
        double interval = UsageError.checking(() -> Durations.parse(every)).toMillis() / 1000.0;
        if (threads < 1 || seconds <= 0 || interval <= 0) {
            throw new UsageError("--threads, --time and --every must be positive");
        }
        GameCensus census;
        try (FigureWriter writer = output == null ? null : new FigureWriter(output, variant)) {
            census = CensusRun.run(
                    algorithm,
                    variant,
                    solverParams.values,
                    writer == null ? new GameCensus(least) : new GameCensus(least, writer),
                    threads,
                    seconds,
                    interval,
                    warm == null ? null : GameInput.read(warm, variant),
                    out());
        } catch (IllegalArgumentException refused) {
            throw new UsageError(refused.getMessage());
        }
        out().printf(
                        Locale.ROOT,
                        "%d distinct %s games of %d moves or more: %d dot sets, %d figures%n",
                        census.figures(),
                        variant.code(),
                        least,
                        census.dotSets(),
                        census.figures());
        if (output != null) {
            out().println("written to " + output);
        }
        return 0;
    }

    private int optimalCensus() throws IOException {
        Path dir = output != null ? output : Path.of("optimal-" + optimal.code());
        if (cluster) {
            return clusterCensus(dir);
        }
        if (parts != null || detach || again) {
            throw new UsageError("--parts, --again and --detach go with --cluster: a census the server's nodes share");
        }
        if (merge != null) {
            if (part != null || time != null) {
                throw new UsageError("--merge puts finished parts together: --part and --time do not go with it");
            }
            return OptimalCensusMerge.merge(optimal, merge, dir, out());
        }
        if (variant != null || score != null || warm != null || !solverParams.values.isEmpty()) {
            throw new UsageError(
                    "--optimal counts by exhaustive search: --variant, --score, --warm and -P do not go with it");
        }
        if (threads < 1 || threads > Solver.MAX_THREADS) {
            throw new UsageError("--threads must be 1.." + Solver.MAX_THREADS + ", not " + threads);
        }
        double seconds = time == null
                ? 0
                : UsageError.checking(() -> Durations.parse(time)).toMillis() / 1000.0;
        double interval = UsageError.checking(() -> Durations.parse(every)).toMillis() / 1000.0;
        if (interval <= 0 || (time != null && seconds <= 0)) {
            throw new UsageError("--time and --every must be positive");
        }
        ExactConfig.Part share = part == null ? ExactConfig.Part.WHOLE : part(part);
        Path partDir = output != null || share.whole()
                ? dir
                : Path.of("optimal-" + optimal.code() + "-part-" + share.number() + "-of-" + share.of());
        return OptimalCensusRun.of(optimal, share, partDir, threads, out(), err())
                .run(seconds, interval);
    }

    private int clusterCensus(Path dir) throws IOException {
        if (part != null || merge != null || time != null || threads != 1) {
            throw new UsageError("--cluster shares the census among the server's nodes: --part, --merge, --time and "
                    + "--threads do not go with it");
        }
        Duration interval = UsageError.checking(() -> Durations.parse(every));
        try {
            return new OptimalCensusCluster(server, optimal, out(), err())
                    .run(parts, again, detach, interval, output == null ? null : dir);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }

    private static ExactConfig.Part part(String text) {
        Matcher m = Pattern.compile("(\\d{1,5})/(\\d{1,5})").matcher(text.strip());
        int number = m.matches() ? Integer.parseInt(m.group(1)) : 0;
        int of = m.matches() ? Integer.parseInt(m.group(2)) : 0;
        if (of < 2 || of > 10_000 || number < 1 || number > of) {
            throw new UsageError(
                    "--part is N/M, part N of M parts with M from 2 to 10000 (e.g. 3/8), not \"" + text + "\"");
        }
        return new ExactConfig.Part(number, of);
    }

    /**
     * Writes each figure as MSR, and its line of census.tsv, as the census meets it: a long census
     * holds only the figures' keys in memory, and a census stopped early keeps what it met.
     */
    private static final class FigureWriter implements Consumer<GameCensus.Find>, AutoCloseable {
        private final Path dir;
        private final Variant variant;
        private final BufferedWriter index;
        private int written;

        FigureWriter(Path dir, Variant variant) throws IOException {
            this.dir = dir;
            this.variant = variant;
            Files.createDirectories(dir);
            index = Files.newBufferedWriter(dir.resolve("census.tsv"), StandardCharsets.UTF_8);
            index.write("file\tmoves\tseconds\tseed\tnew dots\tdots key\tidentity\n");
        }

        @Override
        public void accept(GameCensus.Find find) {
            String name = String.format(
                    Locale.ROOT, "%s-%d-%03d.json", variant.code(), find.game().moveCount(), ++written);
            var stamped = Provenance.stamp(find.game(), find.method(), find.seed(), find.seconds())
                    .build();
            try {
                CliFiles.write(dir.resolve(name), Msr.toJson(stamped).getBytes(StandardCharsets.UTF_8));
                index.write(String.format(
                        Locale.ROOT,
                        "%s\t%d\t%.1f\t%d\t%s\t%s\t%s%n",
                        name,
                        find.game().moveCount(),
                        find.seconds(),
                        find.seed(),
                        find.newDots() ? "yes" : "no",
                        Long.toHexString(find.dotKey()),
                        find.identity()));
                index.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("the census could not write " + dir.resolve(name), e);
            }
        }

        @Override
        public void close() throws IOException {
            index.close();
        }
    }
}
