package io.morpion.service.records;

import io.morpion.msr.Move;
import io.morpion.search.facts.PositionFacts;
import java.util.List;

/**
 * The known games through a position, as the explorer shows them.
 *
 * @param moves moves the position holds
 * @param total how many known games pass through it, up to symmetry and move order
 * @param games the longest of them, longest first
 */
public record ExplorerView(int moves, int total, List<Game> games) {

    /** The most games one answer lists. */
    public static final int LISTED = 10;

    /**
     * A known game through the position.
     *
     * @param source   where it comes from, in words
     * @param recordId the record it is, when it is one
     * @param length   its moves
     * @param next     what it played next from the position, in the position's frame; null when it ends there
     * @param nextMove that move's number (from 1) in the game's own order, for following it on its page; null when
     *                 none
     */
    public record Game(String source, Long recordId, int length, NextMove next, Integer nextMove) {}

    /** A move: the new point and the line it completes (MSR's x, y, dir, pos). */
    public record NextMove(int x, int y, String dir, int pos) {}

    static ExplorerView of(int moves, PositionFacts.Explored explored) {
        return new ExplorerView(
                moves,
                explored.total(),
                explored.games().stream()
                        .map(p -> new Game(
                                p.source(),
                                p.recordId(),
                                p.length(),
                                p.next() == null ? null : next(p.next()),
                                p.next() == null ? null : p.nextIndex() + 1))
                        .toList());
    }

    private static NextMove next(Move move) {
        return new NextMove(move.x(), move.y(), move.dir().code(), move.pos());
    }
}
