package io.morpion.search.annealing;

import io.morpion.search.Algorithm;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The simulated annealing of Hyyrö and Poranen (2007) as users choose it: its parameters are declared on {@link AnnealingConfig}. */
public final class AnnealingAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "annealing",
            List.of(),
            "simulated annealing over move sequences (Hyyrö and Poranen 2007)",
            AnnealingConfig.BINDER.parameters(),
            false,
            null,
            false,
            SolverFactory.islands(AnnealingConfig.BINDER::bind, AnnealingSolver::new, config -> SolverMemory.BASE));

    private AnnealingAlgorithm() {}
}
