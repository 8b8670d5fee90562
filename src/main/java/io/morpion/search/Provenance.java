package io.morpion.search;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.SolverInfo;

/** How a game a search found says where it came from, wherever it is saved: a CLI's file or a run's history. */
public final class Provenance {

    /** The MSR producer of every game this program writes from a search. */
    public static final String PRODUCER = "morpion/0.1";

    private Provenance() {}

    /** The game with this program as its producer, for a game whose search did not count its nodes up to it. */
    public static MsrRecord.Builder stamp(MsrRecord game, String method, long seed, double seconds) {
        return game.toBuilder().producer(PRODUCER).solver(new SolverInfo("morpion", method, seed, null, seconds));
    }

    /** The game with this program as its producer and the solver block that found it. */
    public static MsrRecord.Builder stamp(MsrRecord game, String method, long seed, long nodes, double seconds) {
        return game.toBuilder().producer(PRODUCER).solver(new SolverInfo("morpion", method, seed, nodes, seconds));
    }
}
