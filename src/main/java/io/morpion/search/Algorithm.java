package io.morpion.search;

import io.morpion.msr.Move;
import io.morpion.msr.Variant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A search algorithm as users choose it, declared once in its own package: its name and other
 * names, what it does in a line, its parameters, whether it proves optimality, what a warm start
 * (a game to start from) means to it and its threads when none are asked for. How its solvers are
 * made is apart, in its {@link SolverFactory}.
 *
 * @param warmStart what the algorithm does with a game it is given, or null when it takes none
 * @param allCores  threads when none are asked for: every core (the threads share one search), or one
 */
public record Algorithm(
        String name,
        List<String> aliases,
        String summary,
        List<Parameter> parameters,
        boolean provesOptimality,
        String warmStart,
        boolean allCores,
        SolverFactory<?> factory) {

    public Algorithm {
        aliases = List.copyOf(aliases);
        parameters = List.copyOf(parameters);
    }

    public boolean takesWarmStart() {
        return warmStart != null;
    }

    /** The parameters a new request may set, in the declared order: all but the retired ones. */
    public List<Parameter> offered() {
        return parameters.stream().filter(p -> !p.lifecycle().retired()).toList();
    }

    /** The parameter's declaration, or null when the algorithm has none of that name. */
    public Parameter parameter(String name) {
        return parameters.stream()
                .filter(p -> p.name().equals(name))
                .findFirst()
                .orElse(null);
    }

    /** Every parameter with its default, in the declared order. */
    public Map<String, String> defaults() {
        Map<String, String> defaults = new LinkedHashMap<>();
        parameters.forEach(p -> defaults.put(p.name(), p.defaultValue()));
        return defaults;
    }

    /** The most one thread holds at these settings, in bytes. */
    public long memoryPerThread(Settings settings) {
        return factory.memory(settings);
    }

    /** The most one thread holds at the defaults, in bytes. */
    public long memoryPerThreadAtDefaults() {
        return factory.memory(Settings.defaults(Variant.FIVE_TOUCHING, 1));
    }

    /** The most one thread holds at the widest settings the parameters' ranges allow, in bytes. */
    public long memoryPerThreadAtMost() {
        Map<String, String> widest = new LinkedHashMap<>();
        for (Parameter p : parameters) {
            // an unbounded parameter (annealing's t0) caps nothing, and "Infinity" is no value it takes; nor is an
            // open range's end (annealing's cooling), and a retired parameter keeps its one value
            if (p.max() != null
                    && Double.isFinite(p.max())
                    && !p.maxOpen()
                    && !p.lifecycle().retired()
                    && (p.kind() == Parameter.Kind.WHOLE || p.kind() == Parameter.Kind.NUMBER)) {
                widest.put(
                        p.name(),
                        p.kind() == Parameter.Kind.WHOLE
                                ? Long.toString(p.max().longValue())
                                : Double.toString(p.max()));
            }
        }
        return factory.memory(new Settings(Variant.FIVE_TOUCHING, 1, 1, widest, null));
    }

    /** Refuses settings that no solver of this algorithm takes, in the parameter's words; builds no solver. */
    public void check(Settings settings) {
        factory.config().apply(settings);
    }

    /** The solver the settings describe, its checkpoints tagged with {@link #checkpointKey}. */
    public Solver build(Settings settings) {
        return new KeyedSolver(checkpointKey(settings), factory.solver().apply(settings));
    }

    /**
     * What a checkpoint must have been taken under to be restored into a solver built from these
     * settings: the algorithm, variant, threads, every parameter's value in one written form and a
     * fingerprint of the warm start. A parameter at the value specs meant before it existed is left
     * out, so that a checkpoint taken then still matches. Unlike the method, which users read, this
     * text is never reworded.
     */
    public String checkpointKey(Settings settings) {
        StringBuilder key = new StringBuilder(name)
                .append(' ')
                .append(settings.variant().code())
                .append(" threads=")
                .append(settings.threads());
        for (Parameter p : parameters) {
            String value = p.canonical(settings.text(p));
            if (p.unnamed() == null || !value.equals(p.canonical(p.unnamed()))) {
                key.append(' ').append(p.name()).append('=').append(value);
            }
        }
        if (settings.warmStart() != null) {
            key.append(" warm=")
                    .append(Integer.toHexString(fingerprint(settings.warmStart().moves())));
        }
        return key.toString();
    }

    /** The same for the same moves in every JVM, unlike a hash that takes in an enum's identity. */
    private static int fingerprint(List<Move> moves) {
        int hash = 1;
        for (Move m : moves) {
            hash = 31 * (31 * (31 * (31 * hash + m.x()) + m.y()) + m.dir().ordinal()) + m.pos();
        }
        return hash;
    }
}
