package io.morpion.search.lns;

import io.morpion.search.Algorithm;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** Large neighbourhood search on the exact constraint model, as users choose it: its parameters are declared on {@link LnsConfig}. */
public final class LnsAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "lns",
            List.of(),
            "large neighbourhood search: frees the lines of one square of its game at a time and rebuilds them "
                    + "exactly (CP-SAT), keeping a longer game, or an equal one on a new dot set",
            LnsConfig.BINDER.parameters(),
            false,
            "improves the game, square after square, and stops when no square holds anything new",
            false,
            SolverFactory.islands(LnsConfig.BINDER::bind, LnsSolver::new, config -> SolverMemory.BASE));

    private LnsAlgorithm() {}
}
