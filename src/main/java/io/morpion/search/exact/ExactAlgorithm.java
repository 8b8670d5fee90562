package io.morpion.search.exact;

import io.morpion.search.Algorithm;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The exhaustive search as users choose it: its parameters are declared on {@link ExactConfig.Chosen}. */
public final class ExactAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "exact",
            List.of("systematic"),
            "exhaustive search: proves the best game optimal by searching every position, up to symmetry",
            ExactConfig.Chosen.BINDER.parameters(),
            true,
            "searches the game's continuations",
            true,
            new SolverFactory<>(
                    ExactConfig.Chosen.BINDER::bind,
                    s -> new ExactSolver(ExactConfig.Chosen.BINDER.bind(s).config(), s.threads()),
                    // the frontier the threads share is a few thousand positions at the split depth the search picks
                    chosen -> SolverMemory.BASE + (chosen.splitDepth() == 0 ? 0 : FrontierLimit.MAX_BYTES)));

    private ExactAlgorithm() {}
}
