package io.morpion.search.beam;

import io.morpion.search.Algorithm;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The beam search as users choose it: its parameters are declared on {@link BeamConfig}. */
public final class BeamAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "beam",
            List.of(),
            "beam search: the best positions of each depth by depth and mobility, the seed breaking ties",
            BeamConfig.BINDER.parameters(),
            false,
            null,
            false,
            SolverFactory.islands(
                    BeamConfig.BINDER::bind,
                    BeamSolver::new,
                    // the beam and the candidates for the next one
                    config -> SolverMemory.withGames(2L * config.width())));

    private BeamAlgorithm() {}
}
