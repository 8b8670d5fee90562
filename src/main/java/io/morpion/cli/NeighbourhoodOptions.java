package io.morpion.cli;

import picocli.CommandLine.Option;

/** Which neighbourhoods a sweep of local proofs takes, for {@code improve} here and {@code records prove} there. */
final class NeighbourhoodOptions {

    @Option(names = "--last", paramLabel = "K", description = "free the last K moves")
    Integer last;

    @Option(names = "--closure", description = "free each move with the moves that need it, one at a time")
    boolean closure;

    @Option(names = "--window", paramLabel = "W", description = "free each W×W window's lines, one at a time")
    Integer window;

    @Option(
            names = "--open-window",
            paramLabel = "W",
            description = "free only each W×W window's lines, one at a time, keeping every other line even if it used "
                    + "a freed point (new lines in the window must make it again); proven by the constraint model")
    Integer openWindow;

    /** As the API spells it: last, closure, window or open. */
    String kind() {
        return last != null ? "last" : window != null ? "window" : openWindow != null ? "open" : "closure";
    }

    /** The last moves freed, or the window's width; null for closures. */
    Integer size() {
        return last != null ? last : window != null ? window : openWindow;
    }
}
