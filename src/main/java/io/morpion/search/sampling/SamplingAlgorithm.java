package io.morpion.search.sampling;

import io.morpion.search.Algorithm;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The random sampling baselines of Hyyrö and Poranen (2007) as users choose them: parameters declared once. */
public final class SamplingAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "sampling",
            List.of(),
            "random sampling baselines: each move chosen by random endgames played behind it (Hyyrö and Poranen 2007)",
            SamplingConfig.BINDER.parameters(),
            false,
            null,
            false,
            SolverFactory.islands(SamplingConfig.BINDER::bind, SamplingSolver::new, config -> SolverMemory.BASE));

    private SamplingAlgorithm() {}
}
