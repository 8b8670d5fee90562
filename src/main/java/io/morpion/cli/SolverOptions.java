package io.morpion.cli;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.Variant;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Budget;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What defines a search, for a local one (search) and a queued one (runs queue) alike. */
final class SolverOptions {

    @Option(
            names = "--variant",
            paramLabel = "V",
            completionCandidates = GameInput.Variants.class,
            description = "${COMPLETION-CANDIDATES}: REQUIRED (a resumed search takes its saved one)")
    Variant variant;

    @Option(
            names = "--algo",
            paramLabel = "NAME",
            defaultValue = "${morpion.default.algorithm}",
            description = "${morpion.algorithms} (default: ${DEFAULT-VALUE}, ${morpion.default.because})")
    String algorithm;

    @Option(
            names = "--level",
            paramLabel = "L",
            description = "NRPA nesting level, with --algo nrpa (default ${morpion.default.nrpa.level})")
    Integer level;

    @Mixin
    SolverParams solverParams;

    @Option(names = "--time", paramLabel = "T", description = "time budget, e.g. 90s, 10m, 2h")
    String time;

    @Option(names = "--nodes", paramLabel = "N", description = "node budget in all (playouts for NRPA)")
    Long nodes;

    @Option(
            names = "--target",
            paramLabel = "SCORE",
            description = "stop once a game this long is found (default for "
                    + "a local 4T or 4D search other than the exact one: the proven optimum, 62 or 35)")
    Integer target;

    @Option(names = "--keep-going", description = "do not stop at the proven optimum of 4T or 4D")
    boolean keepGoing;

    /**
     * The target a search gets when none is given: the proven optimum of 4T or 4D, past which
     * nothing exists, unless --keep-going, or unless the search is the exact one, run for its proof.
     */
    Optional<Integer> stopAtOptimum(Variant variant, String algorithm) {
        if (target != null || keepGoing) {
            return Optional.empty();
        }
        return KnownResult.stoppingScore(variant, SolverSpec.provesOptimality(algorithm));
    }

    @Option(
            names = "--seed",
            paramLabel = "S",
            description = "random seed, to repeat a search (default: a fresh one, reported at the start)")
    Long seed;

    @Option(
            names = "--threads",
            paramLabel = "T",
            description = "worker threads: independent islands, except that "
                    + "perturbation's share one archive and the exact search one tree (default: every core for the "
                    + "exact search, 1 for the others)")
    Integer threads;

    @Option(
            names = {"--warm", "--from"},
            paramLabel = "FILE",
            description = "a game: NRPA trains towards it; the exact search proves the best continuation of it")
    Path warm;

    /** The threads asked for, or the algorithm's default. */
    int threadsOrDefault() {
        return threads != null ? threads : SolverSpec.defaultThreads(algorithm);
    }

    /** The solver parameters, --level included. */
    Map<String, String> allParams() {
        Map<String, String> all = new LinkedHashMap<>(solverParams.values);
        if (level != null) {
            all.put("level", Integer.toString(level));
        }
        return all;
    }

    /** The budget the options set; a bad --time fails with what a time looks like. */
    Budget budget() {
        return Budget.of(time, nodes, target);
    }
}
