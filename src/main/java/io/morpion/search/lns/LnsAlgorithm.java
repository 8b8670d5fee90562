package io.morpion.search.lns;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import io.morpion.search.local.Sweep;
import java.util.List;

/** Large neighbourhood search on the exact constraint model, as users choose it: its parameters, declared once. */
public final class LnsAlgorithm {

    public static final Parameter SIZE =
            Parameter.whole("size", 4, 1, Sweep.MAX_WINDOW, "the width in points of the windows whose lines are freed");
    public static final Parameter EFFORT = Parameter.number(
            "effort",
            1.0,
            0.01,
            600,
            "the constraint solver's work on one neighbourhood, in its deterministic seconds (about a second "
                    + "each): the same answer on any machine, so a resumed run repeats the uninterrupted one");

    public static final Algorithm ALGORITHM = new Algorithm(
            "lns",
            List.of(),
            "large neighbourhood search: frees the lines of one window of its game at a time and rebuilds them "
                    + "exactly (CP-SAT), keeping a longer game, or an equal one on a new dot set",
            List.of(SIZE, EFFORT),
            false,
            "improves the game, window after window, and stops when no window holds anything new",
            false,
            SolverFactory.islands(LnsConfig::of, LnsSolver::new, s -> SolverMemory.BASE));

    private LnsAlgorithm() {}
}
