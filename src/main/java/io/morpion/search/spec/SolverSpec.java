package io.morpion.search.spec;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.IslandSolver;
import io.morpion.search.Solver;
import io.morpion.search.annealing.AnnealingConfig;
import io.morpion.search.annealing.AnnealingSolver;
import io.morpion.search.beam.BeamConfig;
import io.morpion.search.beam.BeamSolver;
import io.morpion.search.dna.DnaConfig;
import io.morpion.search.dna.DnaSolver;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
import io.morpion.search.nrpa.NrpaConfig;
import io.morpion.search.nrpa.NrpaSolver;
import io.morpion.search.perturbation.PerturbationConfig;
import io.morpion.search.perturbation.PerturbationSolver;
import io.morpion.search.sampling.SamplingConfig;
import io.morpion.search.sampling.SamplingSolver;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * Everything that defines a search run, in the plain form the API, the CLI and the bench take:
 * the algorithm's name, the variant, a seed, a thread count and the algorithm's parameters by name.
 * {@link #create()} builds the solver; the same spec always builds a solver that behaves the same.
 *
 * @param algorithm nrpa, perturbation, dna, beam, annealing, sampling or exact (alias systematic)
 * @param params    the algorithm's parameters by name; missing ones take their defaults
 * @param warmStart a game to start from, or null: NRPA trains towards it, perturbation starts its archive with it,
 *                  the exact search searches its continuations
 */
public record SolverSpec(String algorithm, Variant variant, long seed, int threads, Map<String, String> params,
        MsrRecord warmStart) {

    /** Every parameter each algorithm takes, with its default. */
    public static final Map<String, Map<String, String>> PARAMETERS = Map.of(
            "nrpa", ordered("level", "3", "iterations", "100", "alpha", "1", "clamp", "0", "codes", "line",
                    "adapt", "moves", "warm-iterations", "10"),
            "beam", ordered("width", "100", "mobility", "1"),
            "annealing", ordered("t0", "8", "t-frozen", "0.5", "cooling", "0.9", "r", "100000"),
            "sampling", ordered("scheme", "rs2", "samples", "10", "runs", "0"),
            "exact", ordered("symmetry", "on", "bound", "on", "floor", "0", "split-depth", "0", "depth-limit", "0"),
            "perturbation", ordered("window", "8", "archive", "2000", "focus", "4", "destroy-min", "60",
                    "destroy-max", "200", "noise", "0.05", "nrpa-warm", "5", "nrpa-level", "2", "nrpa-iterations", "100",
                    "segment", "100", "reaction", "0.2", "novelty", "0", "endgame-depth", "30",
                    "endgame-batch", "64", "stall", "300", "restart", "0", "deep-after", "600", "deep-memory", "off",
                    "destroys", "suffix,closure", "repairs", "nrpa"),
            "dna", ordered("window", "10", "skew", "10", "swaps", "10", "blacklist", "0", "blacklist-moves", "3",
                    "initial", "100", "maintenance", "100000", "step-up", "100", "idle-reset", "128", "widen", "10",
                    "sweep", "128", "archive", "100000", "key", "dots", "end-interval", "10000", "end-depth", "0.25",
                    "end-stall", "2000", "end-c", "0.1"));

    /**
     * Defaults as they were before stored specs named every parameter. A run's row or a checkpoint
     * file written then holds only the parameters it was given and meant these values by the others;
     * every spec stored since is {@link #resolved()}, so a later change of a default cannot change
     * the method of a search already under way. Whoever changes a default adds its former value here.
     */
    private static final Map<String, Map<String, String>> DEFAULTS_OF_UNRESOLVED_SPECS = Map.of(
            "perturbation", Map.of("deep-after", "0"), "dna", Map.of("sweep", "0"));

    /** Every algorithm, for help texts; a constant, so that annotations can say it (SolverHelpTest keeps it true). */
    public static final String ALGORITHM_NAMES = "nrpa, perturbation, dna, beam, annealing, sampling or exact (also called "
            + "systematic)";

    /** Every parameter of every algorithm, for help texts; SolverHelpTest checks it names them all. */
    public static final String PARAMETER_HELP = "nrpa level, iterations, alpha, clamp, codes (line|move|symmetric), "
            + "adapt (moves|layers), warm-iterations; perturbation window, archive, focus, destroy-min, destroy-max, noise, nrpa-warm, "
            + "nrpa-level, nrpa-iterations, segment, reaction, novelty, endgame-depth, endgame-batch, stall, restart, deep-after, "
            + "deep-memory (on|off), destroys (suffix,closure), repairs (random,guided,nrpa,endgame); dna window, skew, swaps, "
            + "blacklist (share of mutations), blacklist-moves, initial, maintenance, step-up, idle-reset, widen (the last three only with sweep 0), sweep (maintenance intervals of one sweep of the window from its width to 0, or 0 for none), archive, "
            + "key (dots|lines: what tells pool games apart), end-interval, end-depth (share of moves), end-stall, end-c; beam width, mobility; annealing t0, "
            + "t-frozen, cooling, r; sampling scheme (rs1|rs2), samples, runs; exact symmetry (on|off), bound (on|off), floor (a score to beat from the "
            + "start), split-depth, depth-limit";

    /**
     * Threads when none are asked for: every core for the exact search, whose threads share one
     * tree and finish it sooner; one for the others, whose threads are independent islands.
     */
    public static int defaultThreads(String algorithm) {
        return provesOptimality(algorithm) ? Math.min(Solver.MAX_THREADS, Runtime.getRuntime().availableProcessors()) : 1;
    }

    /** Other names an algorithm is known by: the reference program calls the exhaustive search "systematic". */
    public static final Map<String, String> ALIASES = Map.of("systematic", "exact");

    public SolverSpec {
        algorithm = algorithm == null ? "" : algorithm.toLowerCase(Locale.ROOT);
        algorithm = ALIASES.getOrDefault(algorithm, algorithm);
        Map<String, String> allowed = PARAMETERS.get(algorithm);
        if (allowed == null) {
            throw new IllegalArgumentException("unknown algorithm \"" + algorithm + "\"; choose one of "
                    + new TreeMap<>(PARAMETERS).keySet());
        }
        if (variant == null) {
            throw new IllegalArgumentException("a search needs a variant: 4T, 4D, 5T or 5D");
        }
        if (threads < 1 || threads > Solver.MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1.." + Solver.MAX_THREADS + ", not " + threads);
        }
        Map<String, String> given = params == null ? Map.of() : params;
        for (String name : given.keySet()) {
            if (!allowed.containsKey(name)) {
                throw new IllegalArgumentException("\"" + name + "\" is not a parameter of " + algorithm
                        + "; it takes " + allowed.keySet());
            }
        }
        // in the order the algorithm declares them, so that every view lists them alike
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : allowed.keySet()) {
            if (given.containsKey(name)) {
                ordered.put(name, Objects.requireNonNull(given.get(name), name));
            }
        }
        params = Collections.unmodifiableMap(ordered);
        if (warmStart != null && !Set.of("nrpa", "exact", "perturbation", "dna").contains(algorithm)) {
            throw new IllegalArgumentException("only nrpa, perturbation and dna (warm start) and exact (opening to "
                    + "search from) take a game");
        }
    }

    /** The same spec with every parameter its algorithm takes named, defaults included: the form to store. */
    public SolverSpec resolved() {
        Map<String, String> all = new LinkedHashMap<>(PARAMETERS.get(algorithm));
        all.putAll(params);
        return new SolverSpec(algorithm, variant, seed, threads, all, warmStart);
    }

    /**
     * A stored spec read back: the parameters it names, and for any it does not (it was stored before
     * specs were stored resolved) the defaults of that time.
     */
    public static SolverSpec stored(String algorithm, Variant variant, long seed, int threads,
            Map<String, String> params, MsrRecord warmStart) {
        String name = algorithm == null ? "" : ALIASES.getOrDefault(algorithm, algorithm);
        Map<String, String> meant = new LinkedHashMap<>(DEFAULTS_OF_UNRESOLVED_SPECS.getOrDefault(name, Map.of()));
        meant.putAll(params);
        return new SolverSpec(algorithm, variant, seed, threads, meant, warmStart);
    }

    /**
     * One solver, or islands of them when threads > 1; the exact search shares one tree among its
     * threads, and perturbation one archive.
     */
    public Solver create() {
        if (algorithm.equals("exact")) {
            return new ExactSolver(exactConfig(), threads);
        }
        if (threads == 1) {
            return createIsland(seed);
        }
        if (algorithm.equals("perturbation")) {
            return new IslandSolver(threads, seed, PerturbationSolver.sharingOneArchive(this::perturbationConfig));
        }
        return new IslandSolver(threads, seed, this::createIsland);
    }

    /**
     * Whether the algorithm (by any of its names) proves its best optimal by draining its tree, so
     * that finding a known optimum is no reason to stop it: the proof is what it is run for.
     */
    public static boolean provesOptimality(String algorithm) {
        String name = algorithm == null ? "" : algorithm.toLowerCase(Locale.ROOT);
        return ALIASES.getOrDefault(name, name).equals("exact");
    }

    /** The category a record found by this run is filed under: the algorithm, warm starts apart. */
    public String category() {
        return warmStart == null ? algorithm : algorithm + "-warm";
    }

    private Solver createIsland(long islandSeed) {
        return switch (algorithm) {
            case "nrpa" -> new NrpaSolver(new NrpaConfig(variant, integer("level"), integer("iterations"),
                    number("alpha"), number("clamp"),
                    NrpaConfig.Codes.valueOf(choice("codes", Set.of("line", "move", "symmetric")).toUpperCase(Locale.ROOT)),
                    NrpaConfig.Adaptation.valueOf(choice("adapt", Set.of("moves", "layers")).toUpperCase(Locale.ROOT)),
                    islandSeed, warmStart, integer("warm-iterations")));
            case "beam" -> new BeamSolver(new BeamConfig(variant, integer("width"), number("mobility"), islandSeed));
            case "annealing" -> new AnnealingSolver(new AnnealingConfig(variant, number("t0"), number("t-frozen"),
                    number("cooling"), longValue("r"), islandSeed));
            case "sampling" -> new SamplingSolver(new SamplingConfig(variant,
                    SamplingConfig.Scheme.valueOf(choice("scheme", Set.of("rs1", "rs2")).toUpperCase(Locale.ROOT)),
                    integer("samples"), integer("runs"), islandSeed));
            case "perturbation" -> new PerturbationSolver(perturbationConfig(islandSeed));
            case "dna" -> new DnaSolver(new DnaConfig(variant, integer("window"), number("skew"), integer("swaps"),
                    number("blacklist"), integer("blacklist-moves"), integer("initial"), integer("maintenance"),
                    integer("step-up"), integer("idle-reset"), integer("widen"), integer("sweep"), integer("archive"),
                    choice("key", Set.of("dots", "lines")).equals("lines"), integer("end-interval"), number("end-depth"), integer("end-stall"), number("end-c"), islandSeed,
                    warmStart));
            default -> throw new IllegalStateException(algorithm);
        };
    }

    private PerturbationConfig perturbationConfig(long islandSeed) {
        return new PerturbationConfig(variant, integer("window"), integer("archive"), number("focus"),
                integer("destroy-min"), integer("destroy-max"), number("noise"), integer("nrpa-warm"),
                integer("nrpa-level"), integer("nrpa-iterations"), integer("segment"), number("reaction"),
                number("novelty"), integer("endgame-depth"), integer("endgame-batch"), integer("stall"), integer("restart"),
                integer("deep-after"), onOff("deep-memory"), names("destroys"), names("repairs"),
                islandSeed, warmStart);
    }

    private ExactConfig exactConfig() {
        return new ExactConfig(variant, onOff("symmetry"), onOff("bound"), integer("floor"), integer("split-depth"),
                integer("depth-limit"), warmStart == null ? List.of() : warmStart.moves());
    }

    private Set<String> names(String name) {
        Set<String> names = new java.util.LinkedHashSet<>();
        for (String part : value(name).split(",")) {
            if (!part.isBlank()) {
                names.add(part.trim().toLowerCase(Locale.ROOT));
            }
        }
        return names;
    }

    private boolean onOff(String name) {
        return choice(name, Set.of("on", "off")).equals("on");
    }

    private String value(String name) {
        return params.getOrDefault(name, PARAMETERS.get(algorithm).get(name));
    }

    private int integer(String name) {
        try {
            return Integer.parseInt(value(name).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not \"" + value(name) + "\"");
        }
    }

    private long longValue(String name) {
        try {
            return Long.parseLong(value(name).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not \"" + value(name) + "\"");
        }
    }

    private double number(String name) {
        try {
            double v = Double.parseDouble(value(name).trim());
            if (!Double.isFinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, not \"" + value(name) + "\"");
        }
    }

    private String choice(String name, Set<String> options) {
        String v = value(name).trim().toLowerCase(Locale.ROOT);
        if (!options.contains(v)) {
            throw new IllegalArgumentException(name + " must be one of " + options + ", not \"" + value(name) + "\"");
        }
        return v;
    }

    private static Map<String, String> ordered(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return Collections.unmodifiableMap(map);
    }
}
