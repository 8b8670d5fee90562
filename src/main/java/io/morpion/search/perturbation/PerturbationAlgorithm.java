package io.morpion.search.perturbation;

import io.morpion.search.Algorithm;
import io.morpion.search.IslandSolver;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The perturbation search as users choose it: its parameters, declared once. */
public final class PerturbationAlgorithm {

    public static final Parameter WINDOW =
            Parameter.whole("window", 8, 0, 500, "games more than this many moves below the best leave the archive");
    public static final Parameter ARCHIVE =
            Parameter.whole("archive", 2000, 1, 100_000, "most games the archive keeps");
    public static final Parameter FOCUS = Parameter.number(
            "focus", 4, 0, 1_000_000, "mean rank, from the top, of the archive game a round starts from");
    public static final Parameter DESTROY_MIN =
            Parameter.whole("destroy-min", 60, 1, 500, "fewest moves a destroy removes (at most destroy-max)");
    public static final Parameter DESTROY_MAX =
            Parameter.whole("destroy-max", 200, 1, 500, "most moves a destroy removes");
    public static final Parameter NOISE = Parameter.number(
            "noise", 0.05, 0, 1, "the chance that a guided repair plays a random move instead of the parent's");
    public static final Parameter NRPA_WARM = Parameter.whole(
            "nrpa-warm", 5, 0, 1000, "adaptations of an NRPA repair's fresh policy towards the removed moves");
    public static final Parameter NRPA_LEVEL =
            Parameter.whole("nrpa-level", 2, 1, 3, "the nesting level of an NRPA repair");
    public static final Parameter NRPA_ITERATIONS = Parameter.whole(
            "nrpa-iterations", 100, 1, 100_000, "iterations per level of an NRPA repair (at level 1, its playouts)");
    public static final Parameter SEGMENT =
            Parameter.whole("segment", 100, 1, Integer.MAX_VALUE, "rounds between updates of the operator weights");
    public static final Parameter REACTION = Parameter.numberAbove(
            "reaction", 0.2, 0, 1, "how far one update moves a weight towards its operator's recent success");
    public static final Parameter NOVELTY = Parameter.number(
            "novelty",
            0,
            0,
            100,
            "the reward of a round whose game is new to the archive but no better than its parent (a new best "
                    + "earns 33, a game better than its parent 9)");
    public static final Parameter ENDGAME_DEPTH =
            Parameter.whole("endgame-depth", 30, 1, 500, "deepest wind-back of an endgame repair");
    public static final Parameter ENDGAME_BATCH =
            Parameter.whole("endgame-batch", 64, 1, 10_000, "completions per endgame repair");
    public static final Parameter STALL = Parameter.whole(
            "stall", 300, 1, Integer.MAX_VALUE, "rounds without a new best after which pruned games come back");
    public static final Parameter RESTART = Parameter.whole(
            "restart",
            0,
            0,
            Integer.MAX_VALUE,
            "rounds without a new best after which the archive starts again; 0 never");
    public static final Parameter DEEP_AFTER = Parameter.whole(
                    "deep-after",
                    600,
                    0,
                    Integer.MAX_VALUE,
                    "rounds without a new best after which rounds rebuild the whole game with an NRPA one level deeper "
                            + "than nrpa-level, warmed towards the parent; 0 never")
            .meantWhenUnnamed("0");
    public static final Parameter DEEP_MEMORY = Parameter.choice(
            "deep-memory",
            "off",
            List.of("on", "off"),
            "deep rounds share one policy that each first adapts towards its parent, instead of each warming a "
                    + "fresh one (needs deep-after)");
    public static final Parameter DESTROYS = Parameter.choices(
            "destroys", "suffix,closure", List.of("suffix", "closure"), "the destroy operators to use");
    public static final Parameter REPAIRS = Parameter.choices(
            "repairs", "nrpa", List.of("random", "guided", "nrpa", "endgame"), "the repair operators to use");

    public static final Algorithm ALGORITHM = new Algorithm(
            "perturbation",
            List.of(),
            "destroy and repair over an archive of distinct games, with deep NRPA rounds when the archive stalls",
            List.of(
                    WINDOW,
                    ARCHIVE,
                    FOCUS,
                    DESTROY_MIN,
                    DESTROY_MAX,
                    NOISE,
                    NRPA_WARM,
                    NRPA_LEVEL,
                    NRPA_ITERATIONS,
                    SEGMENT,
                    REACTION,
                    NOVELTY,
                    ENDGAME_DEPTH,
                    ENDGAME_BATCH,
                    STALL,
                    RESTART,
                    DEEP_AFTER,
                    DEEP_MEMORY,
                    DESTROYS,
                    REPAIRS),
            false,
            "starts its archive with the game",
            false,
            new SolverFactory<>(
                    PerturbationConfig::of,
                    // several threads share one archive
                    s -> s.threads() == 1
                            ? new PerturbationSolver(PerturbationConfig.of(s))
                            : new IslandSolver(
                                    s.threads(),
                                    s.seed(),
                                    PerturbationSolver.sharingOneArchive(
                                            seed -> PerturbationConfig.of(s.island(seed)))),
                    // the archive and its reserve of pruned games, each up to its size
                    s -> SolverMemory.withGames(2L * s.whole(ARCHIVE))));

    private PerturbationAlgorithm() {}
}
