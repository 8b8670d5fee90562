package io.morpion.service.records;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.analysis.Outlook;
import io.morpion.search.facts.PositionFacts;

/**
 * What is still possible from a position, as the API answers it: what the service knew before looking, then what
 * the look found.
 *
 * @param moves         moves the position holds
 * @param best          moves of the longest game known or found that begins with the position
 * @param more          moves that game adds: {@code best - moves}
 * @param proven        no longer game begins with the position: an upper bound meets {@code best}, or the look
 *                      searched every continuation; otherwise {@code best} is a lower bound
 * @param msr           that game, in MSR JSON, the position's moves first
 * @param witness       the known game {@code best} comes from; null when the look found the longest game itself
 * @param atMost        the smallest known upper bound on a game through the position; null when none applies
 * @param atMostProof   what shows it, in words
 * @param looked        whether the look computed at all: not when the facts already proved the answer
 * @param positions     positions the exhaustive search visited
 * @param playouts      completions the look played when the exhaustive search did not finish
 * @param seconds       the time it took
 * @param budgetSeconds the most this caller may ask for
 */
public record OutlookView(
        int moves,
        int best,
        int more,
        boolean proven,
        String msr,
        Witness witness,
        Integer atMost,
        String atMostProof,
        boolean looked,
        long positions,
        long playouts,
        double seconds,
        int budgetSeconds) {

    /** A known game: where it comes from, and the record it is. */
    public record Witness(String source, Long recordId) {}

    /** The answer the facts alone give. */
    static OutlookView known(MsrRecord position, PositionFacts.Known known, int budgetSeconds) {
        return of(position, known, null, budgetSeconds);
    }

    /** The facts, and what a look found beyond them, if anything. */
    static OutlookView of(MsrRecord position, PositionFacts.Known known, Outlook.Answer look, int budgetSeconds) {
        MsrRecord best = known.atLeast().map(PositionFacts.Witness::game).orElse(position);
        Witness witness =
                known.atLeast().map(w -> new Witness(w.source(), w.recordId())).orElse(null);
        if (look != null && look.best().moveCount() > best.moveCount()) {
            best = look.best();
            witness = null;
        }
        Integer atMost = known.atMost().map(PositionFacts.Bound::atMost).orElse(null);
        boolean proven = (look != null && look.proven()) || (atMost != null && atMost <= best.moveCount());
        return new OutlookView(
                position.moveCount(),
                best.moveCount(),
                best.moveCount() - position.moveCount(),
                proven,
                Msr.toJson(best),
                witness,
                atMost,
                known.atMost().map(PositionFacts.Bound::proof).orElse(null),
                look != null,
                look == null ? 0 : look.positions(),
                look == null ? 0 : look.playouts(),
                look == null ? 0 : Math.round(look.seconds() * 1000) / 1000.0,
                budgetSeconds);
    }
}
