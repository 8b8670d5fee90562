package io.morpion.engine;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Two games of one variant laid over each other: the other game is turned and mirrored by the
 * symmetry of the cross under which it shares the most lines with this one (one that places the
 * same dots first), and the lines each has that the other has not are listed. A line is its points,
 * whichever of them was the new one.
 *
 * @param symmetry the transform ({@link Symmetry}) that brings the other game into this one's frame
 * @param shared the lines both games draw
 * @param sameDots whether, so turned, the other game places exactly this one's dots
 * @param onlyHere the indices of this game's moves whose lines the other does not draw
 * @param onlyThere the other game's moves whose lines this one does not draw, in this game's frame
 */
public record LineComparison(int symmetry, int shared, boolean sameDots, List<Integer> onlyHere, List<Move> onlyThere) {

    public LineComparison {
        onlyHere = List.copyOf(onlyHere);
        onlyThere = List.copyOf(onlyThere);
    }

    /** Compares two games of one variant; the caller checks that they are. */
    public static LineComparison of(MsrRecord here, MsrRecord there) {
        if (here.variant() != there.variant()) {
            throw new IllegalArgumentException("games of two variants do not compare");
        }
        Set<List<Object>> lines = new HashSet<>();
        Set<Point> dots = new HashSet<>();
        for (Move move : here.moves()) {
            lines.add(line(move));
            dots.add(move.point());
        }
        LineComparison best = null;
        for (int t = 0; t < Symmetry.COUNT; t++) {
            List<Move> image = new ArrayList<>(there.moveCount());
            Set<Point> imageDots = new HashSet<>();
            for (Move move : there.moves()) {
                Move turned = Symmetry.apply(t, move, here.variant());
                image.add(turned);
                imageDots.add(turned.point());
            }
            LineComparison candidate = compare(t, here, lines, image, dots.equals(imageDots));
            if (best == null || candidate.better(best)) {
                best = candidate;
            }
        }
        return best;
    }

    private static LineComparison compare(
            int symmetry, MsrRecord here, Set<List<Object>> lines, List<Move> image, boolean sameDots) {
        Set<List<Object>> imageLines = new HashSet<>();
        List<Move> onlyThere = new ArrayList<>();
        for (Move move : image) {
            imageLines.add(line(move));
            if (!lines.contains(line(move))) {
                onlyThere.add(move);
            }
        }
        List<Integer> onlyHere = new ArrayList<>();
        for (int i = 0; i < here.moveCount(); i++) {
            if (!imageLines.contains(line(here.moves().get(i)))) {
                onlyHere.add(i);
            }
        }
        return new LineComparison(symmetry, image.size() - onlyThere.size(), sameDots, onlyHere, onlyThere);
    }

    private boolean better(LineComparison other) {
        if (sameDots != other.sameDots) {
            return sameDots;
        }
        return shared > other.shared;
    }

    private static List<Object> line(Move move) {
        return List.of(move.origin(), move.dir());
    }
}
