package io.morpion.search.sampling;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The random sampling baselines of Hyyrö and Poranen (2007) as users choose them: parameters declared once. */
public final class SamplingAlgorithm {

    public static final Parameter SCHEME = Parameter.choice(
            "scheme",
            "rs2",
            List.of("rs1", "rs2"),
            "rs1 samples endgames behind every legal move and plays the best average; rs2 samples endgames from the "
                    + "position and plays the first move of the longest");
    public static final Parameter SAMPLES =
            Parameter.whole("samples", 10, 1, 10_000_000, "endgames sampled per decision (rs1: per legal move)");
    public static final Parameter RUNS = Parameter.whole(
            "runs",
            0,
            0,
            Integer.MAX_VALUE,
            "whole games to play, each from the start; 0 goes on until the run is stopped");

    public static final Algorithm ALGORITHM = new Algorithm(
            "sampling",
            List.of(),
            "random sampling baselines: each move chosen by random endgames played behind it (Hyyrö and Poranen 2007)",
            List.of(SCHEME, SAMPLES, RUNS),
            false,
            null,
            false,
            SolverFactory.islands(SamplingConfig::of, SamplingSolver::new, s -> SolverMemory.BASE));

    private SamplingAlgorithm() {}
}
