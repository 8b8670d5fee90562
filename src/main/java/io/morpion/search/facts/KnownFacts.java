package io.morpion.search.facts;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.local.proofs.Neighbourhoods;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Facts about positions stated the same way by the service (from its database) and the CLI (from the packaged
 * corpus): each variant's bounds at the empty cross, and the bound of a proven local proof.
 */
public final class KnownFacts {

    private KnownFacts() {}

    /** The variant's bounds at the empty cross: its proven optimum when it has one, and its published bound. */
    public static void addVariantBounds(PositionFacts facts, Variant variant, OptionalInt provenOptimum) {
        MsrRecord empty = MsrRecord.of(variant, List.of());
        provenOptimum.ifPresent(score -> facts.addBound(
                empty, score, String.format(Locale.ROOT, "the proven optimum of %s (%d)", variant.code(), score)));
        PublishedBound.of(variant).ifPresent(b -> facts.addBound(empty, b.atMost(), b.source()));
    }

    /** The bound a proven closed neighbourhood of {@code game} states, if it bounds a position at all. */
    public static void addLocalProof(PositionFacts facts, Neighbourhoods.Neighbourhood proven, String game, int score) {
        proven.boundedPosition().ifPresent(kept -> facts.addBound(kept, score, localProof(game, proven.name(), score)));
    }

    /** A proven local proof's bound, in words: which game, which moves were freed, the length nothing beats. */
    public static String localProof(String game, String freed, int score) {
        return "a local proof on " + game + ": with " + freed + " freed, no game is longer than " + score;
    }
}
