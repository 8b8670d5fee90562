package io.morpion.cli;

import picocli.CommandLine.Option;

/** Which neighbourhoods a sweep of local proofs takes, for {@code improve} here and {@code records prove} there. */
final class NeighbourhoodOptions {

    @Option(names = "--last", paramLabel = "K", description = "free the last K moves")
    Integer last;

    @Option(names = "--closure", description = "free each move with the moves that need it, one at a time")
    boolean closure;

    // --window and --open-window, their names until 2026-12, are still read: "window" now means one thing,
    // how far below the best a search keeps games
    @Option(
            names = {"--square", "--window"},
            paramLabel = "W",
            description = "free each W×W square's lines with the moves that need them, one square at a time")
    Integer square;

    @Option(
            names = {"--open-square", "--open-window"},
            paramLabel = "W",
            description = "free only each W×W square's lines, one at a time, keeping every other line even if it used "
                    + "a freed point (new lines in the square must make it again); proven by the constraint model")
    Integer openSquare;

    /** As the API spells it: last, closure, square or open. */
    String kind() {
        return last != null ? "last" : square != null ? "square" : openSquare != null ? "open" : "closure";
    }

    /** The last moves freed, or the square's width; null for closures. */
    Integer size() {
        return last != null ? last : square != null ? square : openSquare;
    }
}
