package io.morpion.search.box;

import io.morpion.msr.InitialCross;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A part of a box: its figures whose first point along each of the box's first {@code firsts.size()} free sides is at
 * the given place, counted from 0. A free side holds no cross point (it lies past the cross's edge), so every figure
 * of the box has a point on it and a first one; the parts of one depth therefore share no figure and together hold
 * them all, which is what lets a box too hard for one solve be proven part by part, on as many cores and nodes as
 * there are. A side is read as {@link Box#sides} lists it: the top and bottom from the left, the right and left from
 * the top.
 */
public record BoxPart(Box box, List<Integer> firsts) {

    private static final Pattern SPELLING = Pattern.compile("\\d+(\\.\\d+)*");

    public BoxPart {
        firsts = List.copyOf(firsts);
    }

    /** The whole box, as a part of depth 0. */
    public static BoxPart whole(Box box) {
        return new BoxPart(box, List.of());
    }

    /** The sides a split reads, in {@link Box#sides}'s order: those that hold no point of the cross. */
    public static List<List<Point>> freeSides(Variant variant, Box box) {
        Set<Point> cross = Set.copyOf(InitialCross.points(variant));
        return box.sides(variant).stream()
                .filter(side -> side.stream().noneMatch(cross::contains))
                .toList();
    }

    /** Every part of the box at this depth: one per place of the first point on each of its first depth free sides. */
    public static List<BoxPart> split(Variant variant, Box box, int depth) {
        List<List<Point>> sides = freeSides(variant, box);
        if (depth < 0 || depth > sides.size()) {
            throw new IllegalArgumentException("box " + box + " has " + sides.size()
                    + " sides past the cross's edges, so a split reads 0 to " + sides.size() + " of them, not "
                    + depth);
        }
        List<BoxPart> parts = List.of(whole(box));
        for (int d = 0; d < depth; d++) {
            parts = parts.stream()
                    .flatMap(part -> part.children(variant).stream())
                    .toList();
        }
        return parts;
    }

    /** The parts one side deeper that together hold this part's figures: one per place on the next free side. */
    public List<BoxPart> children(Variant variant) {
        List<List<Point>> sides = freeSides(variant, box);
        if (firsts.size() >= sides.size()) {
            throw new IllegalStateException(this + " reads every side past the cross already");
        }
        List<BoxPart> children = new ArrayList<>();
        for (int i = 0; i < sides.get(firsts.size()).size(); i++) {
            List<Integer> deeper = new ArrayList<>(firsts);
            deeper.add(i);
            children.add(new BoxPart(box, deeper));
        }
        return children;
    }

    /** Reads a part's places as {@link #places} writes them: "3" or "3.5", for this box. */
    public static BoxPart parse(Variant variant, Box box, String places) {
        String text = places.strip();
        if (text.equals("whole")) {
            return whole(box);
        }
        if (!SPELLING.matcher(text).matches()) {
            throw new IllegalArgumentException(
                    "a part is the places of the first points on the box's free sides, e.g. 3 or 3.5, not '" + places
                            + "'");
        }
        List<Integer> firsts = new ArrayList<>();
        for (String place : text.split("\\.")) {
            firsts.add(Integer.parseInt(place));
        }
        List<List<Point>> sides = freeSides(variant, box);
        if (firsts.size() > sides.size()) {
            throw new IllegalArgumentException("box " + box + " has " + sides.size()
                    + " sides past the cross's edges, so a part names at most " + sides.size() + " places, not "
                    + firsts.size());
        }
        for (int d = 0; d < firsts.size(); d++) {
            if (firsts.get(d) >= sides.get(d).size()) {
                throw new IllegalArgumentException("side " + (d + 1) + " of box " + box + "'s free sides has "
                        + sides.get(d).size() + " points, numbered 0 to "
                        + (sides.get(d).size() - 1) + ", not "
                        + firsts.get(d));
            }
        }
        return new BoxPart(box, firsts);
    }

    /** The places, dot-separated ("3.5"), or "whole" for depth 0. */
    public String places() {
        if (firsts.isEmpty()) {
            return "whole";
        }
        return String.join(".", firsts.stream().map(String::valueOf).toList());
    }

    /** The points the part's figures hold: the first one along each side it reads. */
    public List<Point> held(Variant variant) {
        List<List<Point>> sides = freeSides(variant, box);
        List<Point> held = new ArrayList<>();
        for (int d = 0; d < firsts.size(); d++) {
            held.add(sides.get(d).get(firsts.get(d)));
        }
        return held;
    }

    /** The points the part's figures leave empty: those before the first one along each side it reads. */
    public List<Point> empty(Variant variant) {
        List<List<Point>> sides = freeSides(variant, box);
        List<Point> empty = new ArrayList<>();
        for (int d = 0; d < firsts.size(); d++) {
            empty.addAll(sides.get(d).subList(0, firsts.get(d)));
        }
        return empty;
    }

    @Override
    public String toString() {
        return firsts.isEmpty() ? box.toString() : box + " part " + places();
    }
}
