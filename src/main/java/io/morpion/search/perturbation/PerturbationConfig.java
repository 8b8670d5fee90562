package io.morpion.search.perturbation;

import static io.morpion.search.ConfigChecks.plain;
import static io.morpion.search.ConfigChecks.require;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Parameters of the perturbation search, a destroy-and-repair large-neighbourhood search over an
 * archive of distinct games (Shaw 1998; Ropke and Pisinger 2006 for the adaptive operator choice).
 *
 * @param window        games more than this many moves below the best leave the archive
 * @param archiveSize   most games the archive keeps
 * @param focus         mean rank (from the top) of the archive game a round starts from
 * @param destroyMin    fewest moves a destroy removes
 * @param destroyMax    most moves a destroy removes
 * @param noise         the chance that a guided repair plays a random move instead of the parent's
 * @param nrpaWarm      adaptations of an NRPA repair's fresh policy towards the removed moves
 * @param nrpaLevel     the nesting level of an NRPA repair
 * @param nrpaIterations iterations per level of an NRPA repair (level 1: its playouts)
 * @param segment       rounds between updates of the operator weights
 * @param reaction      how far one update moves a weight towards its operator's recent success
 * @param novelty       the reward of a round whose game is new to the archive but no better than its
 *                      parent (a new best earns 33, a game better than its parent 9)
 * @param endgameDepth  deepest wind-back of an endgame repair
 * @param endgameBatch  completions per endgame repair
 * @param stall         rounds without a new best after which pruned games come back
 * @param restart       rounds without a new best after which the archive starts again; 0 never
 * @param deepAfter     rounds without a new best after which rounds rebuild the whole game with an NRPA
 *                      one level deeper than nrpa-level, warmed towards the parent; 0 never
 * @param deepMemory    whether deep rounds share one policy that each round first adapts towards its
 *                      parent, as the top level of an NRPA one level deeper still would, instead of
 *                      each warming a fresh one
 * @param destroys      the destroy operators to use: suffix, closure
 * @param repairs       the repair operators to use: nrpa, random, guided, endgame
 * @param seed          random seed
 * @param warmStart     a game to start the archive from, or null for a cold start
 */
public record PerturbationConfig(Variant variant, int window, int archiveSize, double focus, int destroyMin,
        int destroyMax, double noise, int nrpaWarm, int nrpaLevel, int nrpaIterations, int segment, double reaction,
        double novelty, int endgameDepth, int endgameBatch, int stall, int restart, int deepAfter, boolean deepMemory,
        Set<String> destroys, Set<String> repairs, long seed, MsrRecord warmStart) {

    public PerturbationConfig {
        require(window >= 0 && window <= 500, "window must be 0..500, not " + window);
        require(archiveSize >= 1 && archiveSize <= 1_000_000, "archive must be 1..1000000, not " + archiveSize);
        require(focus >= 0 && focus <= 1_000_000, "focus must be 0..1000000, not " + focus);
        require(destroyMin >= 1 && destroyMin <= destroyMax, "destroy-min must be 1..destroy-max, not " + destroyMin);
        require(destroyMax <= 500, "destroy-max must be at most 500, not " + destroyMax);
        require(noise >= 0 && noise <= 1, "noise must be 0..1, not " + noise);
        require(nrpaWarm >= 0 && nrpaWarm <= 1000, "nrpa-warm must be 0..1000, not " + nrpaWarm);
        require(nrpaLevel >= 1 && nrpaLevel <= 3, "nrpa-level must be 1..3, not " + nrpaLevel);
        require(nrpaIterations >= 1 && nrpaIterations <= 100_000, "nrpa-iterations must be 1..100000, not " + nrpaIterations);
        require(segment >= 1, "segment must be at least 1, not " + segment);
        require(reaction > 0 && reaction <= 1, "reaction must be in (0, 1], not " + reaction);
        require(novelty >= 0 && novelty <= 100, "novelty must be 0..100, not " + novelty);
        require(endgameDepth >= 1 && endgameDepth <= 500, "endgame-depth must be 1..500, not " + endgameDepth);
        require(endgameBatch >= 1 && endgameBatch <= 10_000, "endgame-batch must be 1..10000, not " + endgameBatch);
        require(stall >= 1, "stall must be at least 1, not " + stall);
        require(restart >= 0, "restart must be 0 (never) or more rounds, not " + restart);
        require(deepAfter >= 0, "deep-after must be 0 (never) or more rounds, not " + deepAfter);
        require(!deepMemory || deepAfter > 0, "deep-memory is the memory of deep rounds: it needs deep-after as well");
        destroys = Set.copyOf(destroys);
        repairs = Set.copyOf(repairs);
        require(PerturbationSolver.DESTROYS_LIST.containsAll(destroys) && !destroys.isEmpty(),
                "destroys must name some of " + PerturbationSolver.DESTROYS_LIST + ", not " + destroys);
        require(PerturbationSolver.REPAIRS_LIST.containsAll(repairs) && !repairs.isEmpty(),
                "repairs must name some of " + PerturbationSolver.REPAIRS_LIST + ", not " + repairs);
    }

    public String method() {
        return String.format(Locale.ROOT, "perturbation window=%d archive=%d focus=%s destroy=%d-%d noise=%s"
                        + " nrpa=L%d/%d nrpa-warm=%d segment=%d reaction=%s novelty=%s endgame=%d/%d stall=%d restart=%d destroys=%s"
                        + " repairs=%s%s",
                window, archiveSize, plain(focus), destroyMin, destroyMax, plain(noise), nrpaLevel, nrpaIterations,
                nrpaWarm, segment, plain(reaction), plain(novelty), endgameDepth, endgameBatch, stall, restart,
                names(destroys, PerturbationSolver.DESTROYS_LIST),
                names(repairs, PerturbationSolver.REPAIRS_LIST), warmStart == null ? "" : " warm")
                // absent when off, so that checkpoints from before the parameter existed still match
                + (deepAfter == 0 ? "" : " deep-after=" + deepAfter) + (deepMemory ? " deep-memory" : "");
    }

    /** The chosen names in the operators' own order, so the method text is the same for the same choice. */
    private static String names(Set<String> chosen, List<String> all) {
        return String.join(",", all.stream().filter(chosen::contains).toList());
    }
}
