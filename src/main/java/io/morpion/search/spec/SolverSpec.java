package io.morpion.search.spec;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.Settings;
import io.morpion.search.Solver;
import java.security.SecureRandom;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Everything that defines a search run, in the plain form the API, the CLI and the bench take:
 * the algorithm's name, the variant, a seed, a thread count and the algorithm's parameters by name.
 * {@link #create()} builds the solver; the same spec always builds a solver that behaves the same.
 *
 * @param algorithm the name of one of {@link Algorithms#ALL}, or another name of it
 * @param params    the algorithm's parameters by name; missing ones take their defaults
 * @param warmStart a game to start from, or null: NRPA trains towards it, perturbation starts its archive with it,
 *                  the exact search searches its continuations
 */
public record SolverSpec(
        String algorithm, Variant variant, long seed, int threads, Map<String, String> params, MsrRecord warmStart) {

    /** Every parameter each algorithm takes, with its default, in the declared order: from {@link Algorithms}. */
    public static final Map<String, Map<String, String>> PARAMETERS = Algorithms.ALL.stream()
            .collect(Collectors.toUnmodifiableMap(Algorithm::name, a -> Collections.unmodifiableMap(a.defaults())));

    /**
     * Threads when none are asked for: every core for the exact search, whose threads share one
     * tree and finish it sooner; one for the others, whose threads are independent islands.
     */
    private static final SecureRandom SEEDS = new SecureRandom();

    /**
     * The seed of a search nobody gave one: fresh each time, so that a search run again goes its own way, and
     * never negative, so that it reads back as typed. Whoever starts the search reports it, so that it can be
     * repeated.
     */
    public static long freshSeed() {
        return SEEDS.nextLong() >>> 1;
    }

    public static int defaultThreads(String algorithm) {
        return Algorithms.find(algorithm).filter(Algorithm::allCores).isPresent()
                ? Math.min(Solver.MAX_THREADS, Runtime.getRuntime().availableProcessors())
                : 1;
    }

    public SolverSpec {
        String asked = algorithm == null ? "" : algorithm;
        Algorithm declared = Algorithms.find(asked)
                .orElseThrow(() -> new IllegalArgumentException(
                        "unknown algorithm \"" + asked + "\"; choose " + Algorithms.names()));
        algorithm = declared.name();
        if (variant == null) {
            throw new IllegalArgumentException("a search needs a variant: " + Variant.codesInWords());
        }
        if (threads < 1 || threads > Solver.MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1.." + Solver.MAX_THREADS + ", not " + threads);
        }
        Map<String, String> given = params == null ? Map.of() : params;
        for (String name : given.keySet()) {
            if (declared.parameter(name) == null) {
                throw new IllegalArgumentException("\"" + name + "\" is not a parameter of " + algorithm + "; it takes "
                        + declared.defaults().keySet());
            }
        }
        // in the order the algorithm declares them, so that every view lists them alike
        Map<String, String> ordered = new LinkedHashMap<>();
        for (Parameter p : declared.parameters()) {
            if (given.containsKey(p.name())) {
                ordered.put(p.name(), Objects.requireNonNull(given.get(p.name()), p.name()));
            }
        }
        params = Collections.unmodifiableMap(ordered);
        for (Parameter p : declared.parameters()) {
            if (p.lifecycle().retired()
                    && params.containsKey(p.name())
                    && !p.canonical(params.get(p.name()))
                            .equals(p.canonical(p.lifecycle().retiredValue()))) {
                throw new IllegalArgumentException(p.name() + "=" + params.get(p.name()) + " is no longer searched: "
                        + p.name() + " was retired (" + p.lifecycle().decisionLink() + ") and is always "
                        + p.lifecycle().retiredValue());
            }
        }
        if (warmStart != null && !declared.takesWarmStart()) {
            throw new IllegalArgumentException("only " + Algorithms.warmStartNames() + " take a game to start from");
        }
    }

    /** The same spec with every parameter its algorithm takes named, defaults included: the form to store. */
    public SolverSpec resolved() {
        Map<String, String> all = declared().defaults();
        all.putAll(params);
        return new SolverSpec(algorithm, variant, seed, threads, all, warmStart);
    }

    /**
     * A stored spec read back: the parameters it names, and for any it does not (it was stored before
     * specs were stored resolved, or before the parameter existed) what the spec meant then
     * ({@link Parameter#unnamed()}). Every spec stored is {@link #resolved()}, so a later change of a
     * default cannot change the method of a search already under way.
     */
    public static SolverSpec stored(
            String algorithm,
            Variant variant,
            long seed,
            int threads,
            Map<String, String> params,
            MsrRecord warmStart) {
        Map<String, String> meant = new LinkedHashMap<>();
        Algorithms.find(algorithm).ifPresent(declared -> declared.parameters().stream()
                .filter(p -> p.unnamed() != null)
                .forEach(p -> meant.put(p.name(), p.unnamed())));
        meant.putAll(params);
        return new SolverSpec(algorithm, variant, seed, threads, meant, warmStart);
    }

    /**
     * One solver, or islands of them when threads > 1; the exact search shares one tree among its
     * threads, and perturbation one archive. Every parameter is checked against its declaration.
     */
    public Solver create() {
        return declared().build(new Settings(variant, seed, threads, params, warmStart));
    }

    /** The most the run's solver holds in all its threads, in bytes, at its own parameters. */
    public long memoryBytes() {
        return threads * declared().memoryPerThread(new Settings(variant, seed, threads, params, warmStart));
    }

    /**
     * Refuses a spec whose parameters no solver takes (IllegalArgumentException, in the parameter's words), by
     * building the algorithm's configuration: no solver is made.
     */
    public SolverSpec check() {
        declared().check(new Settings(variant, seed, threads, params, warmStart));
        return this;
    }

    /**
     * {@link #check()} for what a user asks anew: a retired parameter is refused here even at its one value, while
     * a stored spec (or one a campaign resolved for its workers) that names it at that value still builds.
     */
    public SolverSpec checkRequest() {
        for (String name : params.keySet()) {
            Parameter p = declared().parameter(name);
            if (p.lifecycle().retired()) {
                throw new IllegalArgumentException(name + " was retired ("
                        + p.lifecycle().decisionLink() + "): " + algorithm + " no longer takes it; its value is always "
                        + p.lifecycle().retiredValue());
            }
        }
        return check();
    }

    /** The algorithm's declaration: parameters, defaults, what it does. */
    public Algorithm declared() {
        return Algorithms.find(algorithm).orElseThrow();
    }

    /**
     * Whether the algorithm (by any of its names) proves its best optimal by draining its tree, so
     * that finding a known optimum is no reason to stop it: the proof is what it is run for.
     */
    public static boolean provesOptimality(String algorithm) {
        return Algorithms.find(algorithm).filter(Algorithm::provesOptimality).isPresent();
    }

    /** The category a record found by this run is filed under: the algorithm, warm starts apart. */
    public String category() {
        return warmStart == null ? algorithm : algorithm + "-warm";
    }
}
