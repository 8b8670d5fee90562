package io.morpion.service.records;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.Outlook;

/**
 * What is still possible from a position, as the API answers it.
 *
 * @param moves         moves the position holds
 * @param best          moves of the longest game met that begins with the position
 * @param more          moves that game adds: {@code best - moves}
 * @param proven        every continuation was searched, so no longer game begins with the position; otherwise
 *                      {@code best} is a lower bound
 * @param msr           that game, in MSR JSON
 * @param positions     positions the exhaustive search visited
 * @param playouts      random completions played when it did not finish
 * @param seconds       the time it took
 * @param budgetSeconds the most this caller may ask for
 */
public record OutlookView(
        int moves,
        int best,
        int more,
        boolean proven,
        String msr,
        long positions,
        long playouts,
        double seconds,
        int budgetSeconds) {

    static OutlookView of(MsrRecord position, Outlook.Answer answer, int budgetSeconds) {
        return new OutlookView(
                position.moveCount(),
                answer.best().moveCount(),
                answer.more(position),
                answer.proven(),
                Msr.toJson(answer.best()),
                answer.positions(),
                answer.playouts(),
                Math.round(answer.seconds() * 1000) / 1000.0,
                budgetSeconds);
    }
}
