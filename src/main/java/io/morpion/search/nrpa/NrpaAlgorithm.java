package io.morpion.search.nrpa;

import io.morpion.search.Algorithm;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** Nested Rollout Policy Adaptation (Rosin 2011) as users choose it: its parameters are declared on {@link NrpaConfig}. */
public final class NrpaAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "nrpa",
            List.of(),
            "Nested Rollout Policy Adaptation: nested levels of playouts that learn a policy from the best game so far",
            NrpaConfig.BINDER.parameters(),
            false,
            "trains its policy towards the game, which is the top level's first best",
            false,
            SolverFactory.islands(NrpaConfig.BINDER::bind, NrpaSolver::new, config -> SolverMemory.BASE));

    private NrpaAlgorithm() {}
}
