package io.morpion.search.perturbation;

import static io.morpion.search.ConfigChecks.plain;
import static io.morpion.search.ConfigChecks.require;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Parameters of the perturbation search, a destroy-and-repair large-neighbourhood search over an
 * archive of distinct games (Shaw 1998; Ropke and Pisinger 2006 for the adaptive operator choice).
 *
 * <p>Each field but the variant, the seed and the warm start is a parameter declared once, with its
 * default, range and meaning, in {@link PerturbationAlgorithm}, which also checks it here.
 */
public record PerturbationConfig(
        Variant variant,
        int window,
        int archiveSize,
        double focus,
        int destroyMin,
        int destroyMax,
        double noise,
        int nrpaWarm,
        int nrpaLevel,
        int nrpaIterations,
        int segment,
        double reaction,
        double novelty,
        int endgameDepth,
        int endgameBatch,
        int stall,
        int restart,
        int deepAfter,
        boolean deepMemory,
        Set<String> destroys,
        Set<String> repairs,
        long seed,
        MsrRecord warmStart) {

    public PerturbationConfig {
        PerturbationAlgorithm.WINDOW.require(window);
        PerturbationAlgorithm.ARCHIVE.require(archiveSize);
        PerturbationAlgorithm.FOCUS.require(focus);
        PerturbationAlgorithm.DESTROY_MIN.require(destroyMin);
        PerturbationAlgorithm.DESTROY_MAX.require(destroyMax);
        require(
                destroyMin <= destroyMax,
                "destroy-min must be at most destroy-max, not " + destroyMin + " > " + destroyMax);
        PerturbationAlgorithm.NOISE.require(noise);
        PerturbationAlgorithm.NRPA_WARM.require(nrpaWarm);
        PerturbationAlgorithm.NRPA_LEVEL.require(nrpaLevel);
        PerturbationAlgorithm.NRPA_ITERATIONS.require(nrpaIterations);
        PerturbationAlgorithm.SEGMENT.require(segment);
        PerturbationAlgorithm.REACTION.require(reaction);
        PerturbationAlgorithm.NOVELTY.require(novelty);
        PerturbationAlgorithm.ENDGAME_DEPTH.require(endgameDepth);
        PerturbationAlgorithm.ENDGAME_BATCH.require(endgameBatch);
        PerturbationAlgorithm.STALL.require(stall);
        PerturbationAlgorithm.RESTART.require(restart);
        PerturbationAlgorithm.DEEP_AFTER.require(deepAfter);
        require(!deepMemory || deepAfter > 0, "deep-memory is the memory of deep rounds: it needs deep-after as well");
        destroys = Set.copyOf(destroys);
        repairs = Set.copyOf(repairs);
        require(
                PerturbationSolver.DESTROYS_LIST.containsAll(destroys) && !destroys.isEmpty(),
                "destroys must name some of " + PerturbationSolver.DESTROYS_LIST + ", not " + destroys);
        require(
                PerturbationSolver.REPAIRS_LIST.containsAll(repairs) && !repairs.isEmpty(),
                "repairs must name some of " + PerturbationSolver.REPAIRS_LIST + ", not " + repairs);
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static PerturbationConfig of(Algorithm.Settings s) {
        return new PerturbationConfig(
                s.variant(),
                s.whole(PerturbationAlgorithm.WINDOW),
                s.whole(PerturbationAlgorithm.ARCHIVE),
                s.number(PerturbationAlgorithm.FOCUS),
                s.whole(PerturbationAlgorithm.DESTROY_MIN),
                s.whole(PerturbationAlgorithm.DESTROY_MAX),
                s.number(PerturbationAlgorithm.NOISE),
                s.whole(PerturbationAlgorithm.NRPA_WARM),
                s.whole(PerturbationAlgorithm.NRPA_LEVEL),
                s.whole(PerturbationAlgorithm.NRPA_ITERATIONS),
                s.whole(PerturbationAlgorithm.SEGMENT),
                s.number(PerturbationAlgorithm.REACTION),
                s.number(PerturbationAlgorithm.NOVELTY),
                s.whole(PerturbationAlgorithm.ENDGAME_DEPTH),
                s.whole(PerturbationAlgorithm.ENDGAME_BATCH),
                s.whole(PerturbationAlgorithm.STALL),
                s.whole(PerturbationAlgorithm.RESTART),
                s.whole(PerturbationAlgorithm.DEEP_AFTER),
                s.on(PerturbationAlgorithm.DEEP_MEMORY),
                s.choices(PerturbationAlgorithm.DESTROYS),
                s.choices(PerturbationAlgorithm.REPAIRS),
                s.seed(),
                s.warmStart());
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
