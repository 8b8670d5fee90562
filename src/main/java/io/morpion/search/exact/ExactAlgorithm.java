package io.morpion.search.exact;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The exhaustive search as users choose it: its parameters, declared once. */
public final class ExactAlgorithm {

    private static final List<String> ON_OFF = List.of("on", "off");

    public static final Parameter SYMMETRY =
            Parameter.choice("symmetry", "on", ON_OFF, "reach one position per symmetry orbit instead of all of them");
    public static final Parameter BOUND =
            Parameter.choice("bound", "on", ON_OFF, "cut branches whose upper bound cannot beat the best so far");
    public static final Parameter FLOOR = Parameter.whole(
            "floor",
            0,
            0,
            Integer.MAX_VALUE,
            "a score to beat from the start, such as a known record to prove optimal; 0 for none");
    public static final Parameter SPLIT_DEPTH = Parameter.whole(
            "split-depth", 0, 0, 12, "depth of the shared frontier the threads take their work from; 0 picks one");
    public static final Parameter DEPTH_LIMIT = Parameter.whole(
            "depth-limit",
            0,
            0,
            Integer.MAX_VALUE,
            "positions this many moves deep are counted but not expanded; 0 for none");

    public static final Algorithm ALGORITHM = new Algorithm(
            "exact",
            List.of("systematic"),
            "exhaustive search: proves the best game optimal by searching every position, up to symmetry",
            List.of(SYMMETRY, BOUND, FLOOR, SPLIT_DEPTH, DEPTH_LIMIT),
            true,
            "searches the game's continuations",
            true,
            new SolverFactory<>(
                    ExactConfig::of,
                    s -> new ExactSolver(ExactConfig.of(s), s.threads()),
                    // the frontier the threads share is a few thousand positions at the split depth the search picks
                    s -> SolverMemory.BASE + (s.whole(SPLIT_DEPTH) == 0 ? 0 : FrontierLimit.MAX_BYTES)));

    private ExactAlgorithm() {}
}
