package io.morpion.cli;

import io.morpion.msr.Variant;
import io.morpion.race.Agreement;
import io.morpion.race.AnchorComparison;
import io.morpion.race.Bench;
import io.morpion.race.Frontier;
import io.morpion.race.Race;
import io.morpion.race.SeedBlock;
import io.morpion.race.SequentialStop;
import io.morpion.race.Signature;
import io.morpion.search.spec.SolverSpec;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = {
            "Measures a solver's speed and strength: runs it over consecutive seeds with a budget and "
                    + "prints each run's best score and nodes per second, then the means.",
            "'playouts' measures the bare engine with uniformly random games.",
            "With --against, races two solvers at equal wall clock: each seed of both side by side, one thread "
                    + "each; prints their mean best at every --sample time with the paired difference and its 95 %% "
                    + "t-interval, and with --chart draws mean best against time (SVG)."
        },
        footer = {
            "",
            "Examples:",
            "  morpion bench --signature",
            "  morpion bench --agreement 200 --seeds 1",
            "  morpion bench --frontier records/5T/rosin178.json --time 10m",
            "  morpion bench nrpa --variant 5T --nodes 1000000 --seeds 5",
            "  morpion bench dna --time 1m --seeds 101-116",
            "  morpion bench playouts --variant 5D --time 10s",
            "  morpion bench perturbation --against nrpa --against-param level=4 \\",
            "      --time 10m --sample 1m --seeds 4 --chart race.svg",
            "  morpion bench annealing --variant 5D -P t0=3.2 -P t-frozen=3.2 \\",
            "      -P r=1000000 --seeds 20",
            "  morpion bench nrpa --variant 5D -P level=3 --seeds 3 \\",
            "      --anchor ~/morpion-lpp/build/nrpa"
        })
class BenchCommand extends CliCommand {

    @Parameters(
            paramLabel = "ALGORITHM",
            defaultValue = "playouts",
            description = "${morpion.algorithms}, or playouts (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "5T", description = "default: ${DEFAULT-VALUE}")
    Variant variant;

    @Mixin
    SolverParams solverParams;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "0", description = "node budget per run")
    long nodes;

    @Option(
            names = "--time",
            paramLabel = "T",
            defaultValue = "0",
            converter = DurationSeconds.class,
            description = "time budget per run: 90s, 10m, 2h (a number alone is seconds)")
    double seconds;

    @Option(
            names = "--seeds",
            paramLabel = "K|A-B",
            defaultValue = "1",
            converter = SeedBlockText.class,
            description = "the seeds, one run each: K is seeds 1..K, A-B a block such as 101-108 (judge a search on"
                    + " seeds no tuning spent: docs/research-log.md lists them); default: ${DEFAULT-VALUE}")
    SeedBlock seeds;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "islands per run")
    int threads;

    @Option(names = "--against", paramLabel = "ALGORITHM", description = "race against this solver")
    String against;

    @Option(names = "--against-param", paramLabel = "NAME=VALUE", description = "a parameter of the --against solver")
    Map<String, String> againstParams = new LinkedHashMap<>();

    @Option(
            names = "--sample",
            paramLabel = "T",
            defaultValue = "60",
            converter = DurationSeconds.class,
            description = "a race reads both bests this often: 30s, 1m (default: ${DEFAULT-VALUE} s)")
    double sample;

    @Option(
            names = "--parallel",
            paramLabel = "P",
            defaultValue = "2",
            description = "a race runs this many runs at once: 2 puts the two solvers of a seed side by side, 1 runs "
                    + "them one after another (default: ${DEFAULT-VALUE})")
    int parallel;

    @Option(
            names = "--effect",
            paramLabel = "MOVES",
            description = "a race's stop rule: the smallest gain in final score that matters. From the "
                    + SequentialStop.MINIMUM_SEEDS + "th seed on, each seed ends with accept (A beats B, and may by "
                    + "this much), reject (A does not beat B by this much) or continue, on an interval made wide "
                    + "enough for every look the race may take; the race ends at the first accept or reject")
    Double effect;

    @Option(names = "--chart", paramLabel = "FILE.svg", description = "a race draws its curves into this SVG file")
    Path chart;

    @Option(
            names = "--games",
            paramLabel = "DIR",
            defaultValue = "morpion-race-games",
            description = "a race keeps each run's best game here as soon as its seed is done, as JSON that names "
                    + "the solver, seed and nodes: VARIANT-SEED-A.json for the first solver, -B for the other; a file "
                    + "already there is never replaced, the game goes to -2, -3, ... (default: ${DEFAULT-VALUE})")
    Path games;

    @Option(
            names = "--anchor",
            paramLabel = "BINARY",
            description = "compare nrpa with the C++ NRPA of anagorko/morpion-lpp (src/nrpa, built apart), run "
                    + "alternately on seeds 1..K at the same level, iterations and adaptation (-P adapt=moves|layers); "
                    + "default: $" + AnchorComparison.ANCHOR_VARIABLE
                    + " when set and no budget is given")
    Path anchor;

    @Option(
            names = "--signature",
            description = "print the bench signature: one number that changes when the engine or a solver's behaviour"
                    + " does (every algorithm on 5T, seed 1, a fixed node budget, and perft to depth 4 of each"
                    + " variant); a commit meant to change behaviour says the new number")
    boolean signature;

    @Option(
            names = "--agreement",
            paramLabel = "N",
            description = "hold the two exact methods against each other: N closed neighbourhoods of each kind "
                    + "(random 4D and 4T openings, end games and closures of the corpus's 5T and 5D games, drawn "
                    + "from the first seed of --seeds), the exhaustive search's longest game against the constraint "
                    + "model's; --time is each method's limit per case (default 1m); exits 1 on any disagreement")
    Integer agreement;

    @Option(
            names = "--frontier",
            paramLabel = "GAME",
            description = "how far back each exact method proves GAME's end: frees its last k moves for k = 1, 2, "
                    + "... and searches each kept position's longest game, one thread, until a step takes longer "
                    + "than --time (default 1m); prints each step and each method's largest k")
    Path frontier;

    @Override
    public Integer call() {
        if (signature) {
            long start = System.nanoTime();
            Signature.Result result = Signature.compute();
            result.parts().forEach(out()::println);
            err().printf(Locale.ROOT, "# %.1f s%n", (System.nanoTime() - start) / 1e9);
            out().println("signature " + result.text());
            return 0;
        }
        if (agreement != null) {
            if (agreement < 1) {
                throw new UsageError("--agreement needs at least 1 case of each kind");
            }
            return Agreement.run(
                                    agreement,
                                    seeds.first(),
                                    exactLimit(),
                                    spec.commandLine().getOut())
                            == 0
                    ? 0
                    : 1;
        }
        if (frontier != null) {
            Frontier.run(
                    GameInput.read(frontier, variant),
                    exactLimit(),
                    spec.commandLine().getOut());
            return 0;
        }
        boolean budgeted = nodes > 0 || seconds > 0 || against != null;
        Path anchorBinary = anchor != null ? anchor : budgeted ? null : anchorFromEnvironment();
        if (anchorBinary != null && algorithm.equals("nrpa")) {
            if (nodes > 0 || seconds > 0 || threads != 1 || against != null) {
                throw new UsageError("against the anchor a run is N^level playouts on one thread: "
                        + "set -P level and -P iterations, and leave --nodes, --time, --threads and --against out");
            }
            AnchorComparison.run(
                    anchorBinary,
                    variant,
                    solverParams.values,
                    seeds,
                    spec.commandLine().getOut());
            return 0;
        }
        if (anchor != null) {
            throw new UsageError("--anchor compares nrpa, not " + algorithm);
        }
        if (!algorithm.equals("playouts") && nodes == 0 && seconds == 0) {
            throw new UsageError("give a budget per run: --nodes N or --time T (90s, 10m)");
        }
        if (!algorithm.equals("playouts")) {
            UsageError.checking(
                    () -> new SolverSpec(algorithm, variant, 1, threads, solverParams.values, null).checkRequest());
        }
        if (against != null) {
            return race();
        }
        if (chart != null || effect != null) {
            throw new UsageError((chart != null ? "--chart draws" : "--effect stops") + " a race: name the other"
                    + " solver with --against");
        }
        Bench.runSeeds(algorithm, variant, solverParams.values, nodes, seconds, seeds, threads, out());
        return 0;
    }

    /** The exact methods' limit per case or step: --time, a minute when it is not given. */
    private Duration exactLimit() {
        return Duration.ofMillis((long) ((seconds > 0 ? seconds : 60) * 1000));
    }

    private static Path anchorFromEnvironment() {
        String path = System.getenv(AnchorComparison.ANCHOR_VARIABLE);
        return path == null || path.isBlank() ? null : Path.of(path);
    }

    private int race() {
        if (seconds <= 0 || nodes > 0) {
            throw new UsageError("a race is at equal wall clock: give --time T (90s, 10m), not --nodes");
        }
        if (threads != 1) {
            throw new UsageError("a race runs one thread per solver; leave --threads out");
        }
        if (sample <= 0 || sample > seconds || parallel < 1 || parallel > 2) {
            throw new UsageError("--sample must be positive and at most --time, and --parallel 1 or 2");
        }
        if (Files.exists(games) && !Files.isDirectory(games)) {
            throw new UsageError("--games " + games + " is a file; a race keeps its games in a folder");
        }
        SequentialStop stop =
                effect == null ? null : UsageError.checking(() -> new SequentialStop(effect, seeds.count()));
        Variant variantCode = variant;
        Race.Entrant first = new Race.Entrant(algorithm, solverParams.values);
        Race.Entrant second = new Race.Entrant(against, againstParams);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(
                "# race on %s, seeds %s, %s s each, sampled every %s s, %d at a time%n",
                variantCode.code(), seeds, seconds, sample, parallel);
        RaceGames kept = new RaceGames(games, variantCode, err());
        List<Race.Curves> curves =
                Race.run(first, second, variantCode, seeds, seconds, sample, parallel, stop, kept::keep, out);
        out.println("games: " + games + " (" + kept.written() + " files)");
        if (chart != null) {
            Race.writeChart(
                    chart, variantCode.code() + ": " + first.label() + " against " + second.label(), curves, sample);
            out.println("chart: " + chart);
        }
        return 0;
    }
}
