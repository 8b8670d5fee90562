package io.morpion.search.spec;

import io.morpion.search.Algorithm;
import io.morpion.search.Lifecycle;
import io.morpion.search.Parameter;
import io.morpion.search.annealing.AnnealingAlgorithm;
import io.morpion.search.beam.BeamAlgorithm;
import io.morpion.search.dna.DnaAlgorithm;
import io.morpion.search.exact.ExactAlgorithm;
import io.morpion.search.lns.LnsAlgorithm;
import io.morpion.search.nrpa.NrpaAlgorithm;
import io.morpion.search.perturbation.PerturbationAlgorithm;
import io.morpion.search.sampling.SamplingAlgorithm;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Every search algorithm, in the order help lists them: the one registry the API
 * ({@code GET /api/algorithms}), the CLI's help and {@code -P} parsing, and the web forms read.
 */
public final class Algorithms {

    public static final List<Algorithm> ALL = List.of(
            NrpaAlgorithm.ALGORITHM,
            PerturbationAlgorithm.ALGORITHM,
            DnaAlgorithm.ALGORITHM,
            BeamAlgorithm.ALGORITHM,
            AnnealingAlgorithm.ALGORITHM,
            SamplingAlgorithm.ALGORITHM,
            LnsAlgorithm.ALGORITHM,
            ExactAlgorithm.ALGORITHM);

    /** What a run or a search uses when it names no algorithm: the best record climber measured. */
    public static final Algorithm DEFAULT = DnaAlgorithm.ALGORITHM;

    /** Why {@link #DEFAULT} is the default, as the CLI's help, the API and the web form say it; the races are linked. */
    public static final String DEFAULT_BECAUSE =
            "the best record climber measured here (its races: " + Lifecycle.link("default-algorithm") + ")";

    /** What a campaign's workers use when it names none; {@link #CAMPAIGN_DEFAULT_BECAUSE} says why. */
    public static final Algorithm CAMPAIGN_DEFAULT = DnaAlgorithm.ALGORITHM;

    /** Why {@link #CAMPAIGN_DEFAULT} is the campaigns' default, as the CLI's help, the API and the web form say it. */
    public static final String CAMPAIGN_DEFAULT_BECAUSE = "its workers are the independent runs of consecutive "
            + "seeds, sharing one archive, one best and its records but taking nothing from one another: the floor a "
            + "campaign must meet, which no way of trading has beaten (its races: " + Lifecycle.link("campaign-default")
            + ")";

    /** The algorithms a campaign's workers may use: those that trade games through it. */
    public static final List<Algorithm> CAMPAIGN_METHODS = List.of(
            PerturbationAlgorithm.ALGORITHM, DnaAlgorithm.ALGORITHM, NrpaAlgorithm.ALGORITHM, LnsAlgorithm.ALGORITHM);

    private Algorithms() {}

    /** The algorithm of this name or alias, in any case. */
    public static Optional<Algorithm> find(String name) {
        String wanted = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return ALL.stream()
                .filter(a -> a.name().equals(wanted) || a.aliases().contains(wanted))
                .findFirst();
    }

    /** "nrpa, perturbation, ... or exact (also called systematic)": every name, for help and refusals. */
    public static String names() {
        return series(
                ALL.stream()
                        .map(a -> a.name()
                                + (a.aliases().isEmpty()
                                        ? ""
                                        : " (also called " + String.join(", ", a.aliases()) + ")"))
                        .toList(),
                " or ");
    }

    /** "perturbation, dna, nrpa or lns": the searches a campaign's workers may use. */
    public static String campaignMethodNames() {
        return series(CAMPAIGN_METHODS.stream().map(Algorithm::name).toList(), " or ");
    }

    /** "nrpa, perturbation, dna, lns and exact": the algorithms that take a game to start from. */
    public static String warmStartNames() {
        return series(
                ALL.stream()
                        .filter(Algorithm::takesWarmStart)
                        .map(Algorithm::name)
                        .toList(),
                " and ");
    }

    private static String series(List<String> words, String last) {
        return words.size() == 1
                ? words.get(0)
                : String.join(", ", words.subList(0, words.size() - 1)) + last + words.get(words.size() - 1);
    }

    /** "nrpa level, iterations, codes (line|move|symmetric)...; beam width, mobility": every parameter in a line. */
    public static String parameterLine() {
        return ALL.stream()
                .map(a -> a.name() + " "
                        + a.offered().stream().map(Algorithms::shortForm).collect(Collectors.joining(", ")))
                .collect(Collectors.joining("; "));
    }

    private static String shortForm(Parameter p) {
        return p.options().isEmpty() ? p.name() : p.name() + " (" + String.join("|", p.options()) + ")";
    }
}
