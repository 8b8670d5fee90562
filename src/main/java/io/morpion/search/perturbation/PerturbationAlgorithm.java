package io.morpion.search.perturbation;

import io.morpion.search.Algorithm;
import io.morpion.search.IslandSolver;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The perturbation search as users choose it: its parameters are declared on {@link PerturbationConfig}. */
public final class PerturbationAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "perturbation",
            List.of(),
            "destroy and repair over an archive of distinct games, with deep NRPA rounds when the archive stalls",
            PerturbationConfig.BINDER.parameters(),
            false,
            "starts its archive with the game",
            false,
            new SolverFactory<>(
                    PerturbationConfig.BINDER::bind,
                    // several threads share one archive
                    s -> s.threads() == 1
                            ? new PerturbationSolver(PerturbationConfig.BINDER.bind(s))
                            : new IslandSolver(
                                    s.threads(),
                                    s.seed(),
                                    PerturbationSolver.sharingOneArchive(
                                            seed -> PerturbationConfig.BINDER.bind(s.island(seed)))),
                    // the archive and its reserve of pruned games, each up to its size
                    config -> SolverMemory.withGames(2L * config.archiveSize())));

    private PerturbationAlgorithm() {}
}
