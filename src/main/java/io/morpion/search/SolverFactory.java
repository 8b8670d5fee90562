package io.morpion.search;

import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * How an algorithm's solvers are made, apart from its declaration ({@link Algorithm}): the configuration the
 * settings describe, the solver built from them, and the memory one of its threads holds.
 *
 * @param config          the configuration, every parameter checked: what checking a request builds, with no
 *     solver to throw away
 * @param solver          the solver the settings describe, on as many threads as they ask for
 * @param memoryPerThread the most one thread holds at a configuration, in bytes ({@link SolverMemory}); the
 *     parameters that keep games cap it
 * @param <C>             the algorithm's configuration type
 */
public record SolverFactory<C>(
        Function<Settings, C> config, Function<Settings, Solver> solver, ToLongFunction<C> memoryPerThread) {

    /**
     * A factory for algorithms whose threads are independent islands, each a solver built by {@code one}
     * from its own configuration, with its own seed.
     */
    public static <C> SolverFactory<C> islands(
            Function<Settings, C> config, Function<C, Solver> one, ToLongFunction<C> memoryPerThread) {
        return new SolverFactory<>(
                config,
                settings -> settings.threads() == 1
                        ? one.apply(config.apply(settings))
                        : new IslandSolver(
                                settings.threads(),
                                settings.seed(),
                                islandSeed -> one.apply(config.apply(settings.island(islandSeed)))),
                memoryPerThread);
    }

    /** The most one thread holds at these settings, in bytes. */
    public long memory(Settings settings) {
        return memoryPerThread.applyAsLong(config.apply(settings));
    }
}
