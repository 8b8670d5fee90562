package io.morpion.search.beam;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The beam search as users choose it: its parameters, declared once. */
public final class BeamAlgorithm {

    public static final Parameter WIDTH = Parameter.whole("width", 100, 1, 100_000, "positions kept at each depth");
    public static final Parameter MOBILITY = Parameter.number(
            "mobility", 1, 0, 1000, "weight of the legal moves left in a position's value (depth + mobility × moves)");

    public static final Algorithm ALGORITHM = new Algorithm(
            "beam",
            List.of(),
            "beam search: the best positions of each depth by depth and mobility, the seed breaking ties",
            List.of(WIDTH, MOBILITY),
            false,
            null,
            false,
            SolverFactory.islands(
                    BeamConfig::of,
                    BeamSolver::new,
                    // the beam and the candidates for the next one
                    s -> SolverMemory.withGames(2L * s.whole(WIDTH))));

    private BeamAlgorithm() {}
}
