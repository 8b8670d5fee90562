package io.morpion.search.nrpa;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** Nested Rollout Policy Adaptation (Rosin 2011) as users choose it: its parameters, declared once. */
public final class NrpaAlgorithm {

    public static final Parameter LEVEL =
            Parameter.whole("level", 3, 1, 8, "nesting level: a level-L run plays iterations^L playouts");
    public static final Parameter ITERATIONS = Parameter.whole("iterations", 100, 1, 100_000, "iterations per level");
    public static final Parameter ALPHA = Parameter.numberAbove("alpha", 1, 0, 100, "the adaptation step");
    public static final Parameter CLAMP = Parameter.number(
            "clamp", 0, 0, 700, "bound on every policy weight (stabilized NRPA); 0 leaves them unbounded");
    public static final Parameter CODES = Parameter.choice(
            "codes",
            "line",
            List.of("line", "move", "symmetric"),
            "what a policy weight belongs to: the line drawn, the move (line and new dot), or the line up to the "
                    + "eight symmetries of the cross");
    public static final Parameter ADAPT = Parameter.choice(
            "adapt",
            "moves",
            List.of("moves", "layers"),
            "how adaptation walks the best sequence: a step per move (Rosin), or a step per layer of moves legal "
                    + "at once (morpion-lpp)");
    public static final Parameter WARM_ITERATIONS = Parameter.whole(
            "warm-iterations",
            10,
            0,
            10_000,
            "with a warm start: the adaptation steps that first train the policy towards the game");

    public static final Algorithm ALGORITHM = new Algorithm(
            "nrpa",
            List.of(),
            "Nested Rollout Policy Adaptation: nested levels of playouts that learn a policy from the best game so far",
            List.of(LEVEL, ITERATIONS, ALPHA, CLAMP, CODES, ADAPT, WARM_ITERATIONS),
            false,
            "trains its policy towards the game, which is the top level's first best",
            false,
            SolverFactory.islands(NrpaConfig::of, NrpaSolver::new, s -> SolverMemory.BASE));

    private NrpaAlgorithm() {}
}
