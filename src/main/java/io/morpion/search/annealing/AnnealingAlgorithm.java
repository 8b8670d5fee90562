package io.morpion.search.annealing;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The simulated annealing of Hyyrö and Poranen (2007) as users choose it: its parameters, declared once. */
public final class AnnealingAlgorithm {

    public static final Parameter T0 =
            Parameter.numberAbove("t0", 8, 0, Double.POSITIVE_INFINITY, "the starting temperature");
    public static final Parameter T_FROZEN = Parameter.numberAbove(
            "t-frozen",
            0.5,
            0,
            Double.POSITIVE_INFINITY,
            "the run ends once the temperature falls below this (at most t0)");
    public static final Parameter COOLING =
            Parameter.numberBetween("cooling", 0.9, 0, 1, "the temperature is multiplied by this after every r moves");
    public static final Parameter R =
            Parameter.whole("r", 100_000, 1, Long.MAX_VALUE, "moves made at each temperature");

    public static final Algorithm ALGORITHM = new Algorithm(
            "annealing",
            List.of(),
            "simulated annealing over move sequences (Hyyrö and Poranen 2007)",
            List.of(T0, T_FROZEN, COOLING, R),
            false,
            null,
            false,
            SolverFactory.islands(AnnealingConfig::of, AnnealingSolver::new, s -> SolverMemory.BASE));

    private AnnealingAlgorithm() {}
}
