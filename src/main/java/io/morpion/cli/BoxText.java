package io.morpion.cli;

import io.morpion.search.box.BoxPart;
import io.morpion.search.box.ScipBoxModel;
import io.morpion.search.local.model.LineModel;
import io.morpion.search.termination.Durations;
import java.util.Locale;

/** What a box's answer means, in the terms of the question asked. */
final class BoxText {

    private BoxText() {}

    /** The live line of a solve: how long, the best so far, and CP-SAT's bound. */
    static String progress(long startNanos, int found, int bound) {
        return Durations.format((System.nanoTime() - startNanos) / 1e9) + "  best " + (found == 0 ? "none yet" : found)
                + "  bound " + (bound == Integer.MAX_VALUE ? "none yet" : bound);
    }

    static String verdict(BoxPart box, LineModel.Answer answer, Integer atLeast, String what) {
        String cost = String.format(Locale.ROOT, " (%.1f s, %,d branches)", answer.seconds(), answer.branches());
        return switch (answer.status()) {
            case INFEASIBLE ->
                atLeast == null
                        ? "proven: no " + what + " has box " + box + cost
                        : "proven: no " + what + " of " + atLeast + " or more fits in box " + box + cost;
            case OPTIMAL, FEASIBLE ->
                atLeast == null && answer.status() == LineModel.Status.OPTIMAL
                        ? "optimal: the largest " + what + " in box " + box + " has " + answer.moves() + " moves" + cost
                        : atLeast != null
                                ? "found: a " + what + " of " + answer.moves() + " moves in box " + box + cost
                                : "found: a " + what + " of " + answer.moves() + " moves in box " + box
                                        + "; none has more than " + answer.bound() + cost;
            case UNKNOWN ->
                answer.bound() == ScipBoxModel.NO_BOUND
                        ? "unknown: the limit came first, before any answer; the solver's last bound is in its log above"
                                + cost
                        : "unknown: the limit came first; the best bound is " + answer.bound() + " (no " + what + " of "
                                + (answer.bound() + 1) + " or more fits in box " + box + ")" + cost;
        };
    }
}
