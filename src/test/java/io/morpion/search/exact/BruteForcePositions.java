package io.morpion.search.exact;

import io.morpion.engine.BruteForceRules;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The positions a game can reach, found the plainest way, as a test oracle for the exhaustive search:
 * the moves of each position from {@link BruteForceRules} (which shares no code with the engine), and
 * each position, a set of moves, expanded once however many orders reach it.
 */
final class BruteForcePositions {

    private BruteForcePositions() {}

    /** Every position reachable after the opening with more than {@code floor} moves from the cross. */
    static Set<Set<Move>> longerThan(Variant variant, List<Move> opening, int floor) {
        Set<Set<Move>> found = new HashSet<>();
        expand(variant, new ArrayList<>(opening), floor, new HashSet<>(), found);
        return found;
    }

    private static void expand(
            Variant variant, List<Move> game, int floor, Set<Set<Move>> expanded, Set<Set<Move>> found) {
        Set<Move> position = Set.copyOf(game);
        if (!expanded.add(position)) {
            return;
        }
        if (game.size() > floor) {
            found.add(position);
        }
        for (Move move : BruteForceRules.legalMoves(variant, game)) {
            game.add(move);
            expand(variant, game, floor, expanded, found);
            game.remove(game.size() - 1);
        }
    }

    /**
     * The same text for every position of one orbit of the eight symmetries of the cross: the least,
     * over the symmetries, of the position's lines as sorted point lists.
     */
    static String orbitKey(Variant variant, Set<Move> position) {
        int w = variant.crossExtent();
        String best = null;
        for (int t = 0; t < 8; t++) {
            Set<String> lines = new TreeSet<>();
            for (Move m : position) {
                Set<String> points = new TreeSet<>();
                for (int i = 0; i < variant.lineLength(); i++) {
                    Point p = m.linePoint(i);
                    int x = (t & 1) == 0 ? p.x() : w - p.x();
                    int y = (t & 2) == 0 ? p.y() : w - p.y();
                    points.add((t & 4) == 0 ? x + "," + y : y + "," + x);
                }
                lines.add(String.join(" ", points));
            }
            String key = String.join("|", lines);
            if (best == null || key.compareTo(best) < 0) {
                best = key;
            }
        }
        return best;
    }
}
