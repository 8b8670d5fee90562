package io.morpion.search.perturbation;

import static io.morpion.search.ConfigChecks.plain;
import static io.morpion.search.ConfigChecks.require;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Parameters of the perturbation search, a destroy-and-repair large-neighbourhood search over an archive of distinct
 * games (Shaw 1998; Ropke and Pisinger 2006 for the adaptive operator choice), each declared once on its component.
 */
public record PerturbationConfig(
        Variant variant,
        @Declare.Whole(
                        value = 8,
                        max = 500,
                        unit = "moves",
                        help = "games more than this many moves below the best leave the archive")
                int window,
        @Declare.Whole(
                        name = "archive",
                        value = 2000,
                        min = 1,
                        max = 100_000,
                        unit = "games",
                        help = "most games the archive keeps")
                int archiveSize,
        @Declare.Real(
                        value = 4,
                        max = 1_000_000,
                        help = "mean rank, from the top, of the archive game a round starts from")
                double focus,
        @Declare.Whole(
                        value = 60,
                        min = 1,
                        max = 500,
                        unit = "moves",
                        help = "fewest moves a destroy removes (at most destroy-max)")
                int destroyMin,
        @Declare.Whole(value = 200, min = 1, max = 500, unit = "moves", help = "most moves a destroy removes")
                int destroyMax,
        @Declare.Real(
                        value = 0.05,
                        max = 1,
                        help = "the chance that a guided repair plays a random move instead of the parent's")
                double noise,
        @Declare.Whole(
                        value = 5,
                        max = 1000,
                        unit = "adaptations",
                        help = "adaptations of an NRPA repair's fresh policy towards the removed moves")
                int nrpaWarm,
        @Declare.Whole(value = 2, min = 1, max = 3, help = "the nesting level of an NRPA repair") int nrpaLevel,
        @Declare.Whole(
                        value = 100,
                        min = 1,
                        max = 100_000,
                        help = "iterations per level of an NRPA repair (at level 1, its playouts)")
                int nrpaIterations,
        @Declare.Whole(value = 100, min = 1, unit = "rounds", help = "rounds between updates of the operator weights")
                int segment,
        @Declare.Real(
                        value = 0.2,
                        max = 1,
                        above = true,
                        help = "how far one update moves a weight towards its operator's recent success")
                double reaction,
        @Declare.Real(
                        value = 0,
                        max = 100,
                        help =
                                "the reward of a round whose game is new to the archive but no better than its parent (a new "
                                        + "best earns 33, a game better than its parent 9)")
                double novelty,
        @Declare.Whole(value = 30, min = 1, max = 500, unit = "moves", help = "deepest wind-back of an endgame repair")
                int endgameDepth,
        @Declare.Whole(value = 64, min = 1, max = 10_000, unit = "completions", help = "completions per endgame repair")
                int endgameBatch,
        @Declare.Whole(
                        value = 300,
                        min = 1,
                        unit = "rounds",
                        help = "rounds without a new best after which pruned games come back")
                int stall,
        @Declare.Whole(
                        value = 0,
                        unit = "rounds",
                        help = "rounds without a new best after which the archive starts again; 0 never")
                int restart,
        @Declare.Whole(
                        value = 600,
                        unnamed = "0",
                        unit = "rounds",
                        help =
                                "rounds without a new best after which rounds rebuild the whole game with an NRPA one level "
                                        + "deeper than nrpa-level, warmed towards the parent; 0 never")
                int deepAfter,
        @Declare.Choice(
                        value = "off",
                        help =
                                "deep rounds share one policy that each first adapts towards its parent, instead of each "
                                        + "warming a fresh one (needs deep-after)")
                boolean deepMemory,
        @Declare.Choices(
                        value = "suffix,closure",
                        options = {"suffix", "closure"},
                        help = "the destroy operators to use")
                Set<String> destroys,
        @Declare.Choices(
                        value = "nrpa",
                        options = {"random", "guided", "nrpa", "endgame"},
                        help = "the repair operators to use")
                Set<String> repairs,
        long seed,
        MsrRecord warmStart) {

    /** Every parameter's declaration, read from the components above. */
    public static final ConfigBinder<PerturbationConfig> BINDER = ConfigBinder.of(PerturbationConfig.class);

    public PerturbationConfig {
        require(
                destroyMin <= destroyMax,
                "destroy-min must be at most destroy-max, not " + destroyMin + " > " + destroyMax);
        require(!deepMemory || deepAfter > 0, "deep-memory is the memory of deep rounds: it needs deep-after as well");
        destroys = Set.copyOf(destroys);
        repairs = Set.copyOf(repairs);
    }

    public String method() {
        return String.format(
                        Locale.ROOT,
                        "perturbation window=%d archive=%d focus=%s destroy=%d-%d noise=%s"
                                + " nrpa=L%d/%d nrpa-warm=%d segment=%d reaction=%s novelty=%s endgame=%d/%d "
                                + "stall=%d restart=%d destroys=%s repairs=%s%s",
                        window,
                        archiveSize,
                        plain(focus),
                        destroyMin,
                        destroyMax,
                        plain(noise),
                        nrpaLevel,
                        nrpaIterations,
                        nrpaWarm,
                        segment,
                        plain(reaction),
                        plain(novelty),
                        endgameDepth,
                        endgameBatch,
                        stall,
                        restart,
                        names(destroys, PerturbationSolver.DESTROYS_LIST),
                        names(repairs, PerturbationSolver.REPAIRS_LIST),
                        warmStart == null ? "" : " warm")
                // absent when off: checkpoints taken before checkpoint keys are matched against this text
                + (deepAfter == 0 ? "" : " deep-after=" + deepAfter)
                + (deepMemory ? " deep-memory" : "");
    }

    /** The chosen names in the operators' own order, so the method text is the same for the same choice. */
    private static String names(Set<String> chosen, List<String> all) {
        return String.join(",", all.stream().filter(chosen::contains).toList());
    }
}
