package io.morpion.corpus;

import io.morpion.msr.Variant;
import java.time.YearMonth;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/**
 * The best known result of a variant, taken from the corpus: its proven optimum where the catalogue
 * marks the best game optimal (4T, 4D), its world record otherwise (5T, 5D).
 *
 * @param holder who set it, as the record says
 * @param date   when it was set, where the catalogue says; null otherwise
 */
public record KnownResult(Variant variant, int score, boolean proven, String holder, YearMonth date) {

    /** The variant's best corpus game that stands as a record, if the corpus has one. */
    public static Optional<KnownResult> of(Variant variant) {
        return PackagedCorpus.games().stream()
                .filter(g -> g.entry().variant() == variant && g.entry().tags().contains("record"))
                .max(Comparator.comparingInt(g -> g.record().moveCount()))
                .map(g -> new KnownResult(
                        variant,
                        g.record().moveCount(),
                        g.entry().tags().contains("optimal"),
                        g.record().author(),
                        g.entry().date()));
    }

    /**
     * The score a search of the variant stops at when it is given none: the proven optimum, past which
     * no game exists, so that searching on could only find other games of the same length. None for a
     * variant whose best is only a record, and none for a search that proves optimality itself, which
     * must drain its tree to say so.
     */
    public static Optional<Integer> stoppingScore(Variant variant, boolean searchProvesOptimality) {
        if (searchProvesOptimality) {
            return Optional.empty();
        }
        return of(variant).filter(KnownResult::proven).map(KnownResult::score);
    }

    /**
     * The lowest score of a submission that listings show by default: nine tenths of the best known,
     * so that a short search's game does not sit among the records (a 5D 66 did under Rosin's 82 at four
     * fifths); corpus games are always shown.
     */
    public int listedFrom() {
        return (int) Math.ceil(score * 0.9);
    }

    /** What it is called: the proven optimum, or the world record. */
    public String name() {
        return proven ? "proven optimum" : "world record";
    }

    /** Where a score stands beside it, in words: "35 = proven optimum", "171, 7 short of the world record (178)". */
    public String standing(int best) {
        if (best == score) {
            return best + " = " + (proven ? "proven optimum" : "world record (ties " + holder + ")");
        }
        if (best > score) {
            return proven
                    ? String.format(
                            Locale.ROOT,
                            "%d: longer than the proven optimum %d, which cannot be: check the game",
                            best,
                            score)
                    : String.format(
                            Locale.ROOT,
                            "%d: BEATS the world record (%d, %s) by %d",
                            best,
                            score,
                            holder,
                            best - score);
        }
        return String.format(Locale.ROOT, "%d, %d short of the %s (%d)", best, score - best, name(), score);
    }

    /** A few characters for a progress line: "/35 optimum", "/178 record". */
    public String beside() {
        return "/" + score + (proven ? " optimum" : " record");
    }
}
