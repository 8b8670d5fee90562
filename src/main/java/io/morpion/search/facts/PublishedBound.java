package io.morpion.search.facts;

import io.morpion.msr.Variant;
import java.util.Optional;

/**
 * The best published upper bound on a variant whose optimum is not known: no game of it is longer.
 *
 * @param source the publication, in a phrase
 */
public record PublishedBound(Variant variant, int atMost, String source) {

    /** The bound the literature gives for the variant; none for 4D and 4T, whose optima the corpus holds. */
    public static Optional<PublishedBound> of(Variant variant) {
        return switch (variant) {
            case FIVE_TOUCHING ->
                Optional.of(new PublishedBound(
                        variant,
                        485,
                        "the published upper bound (\"485 - a new upper bound for Morpion Solitaire\", 2015)"));
            case FIVE_DISJOINT ->
                Optional.of(new PublishedBound(
                        variant,
                        84,
                        "the published upper bound (Michalewski, Nagórko and Pawlewicz, \"An upper bound of 84 for"
                                + " Morpion Solitaire 5D\", 2016)"));
            default -> Optional.empty();
        };
    }
}
