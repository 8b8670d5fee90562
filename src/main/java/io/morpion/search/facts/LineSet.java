package io.morpion.search.facts;

import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.Arrays;
import java.util.List;

/**
 * A position as every move order of it leaves it: the set of its lines. A line is its first point and its direction,
 * whichever of its points was the new one. Kept as sorted keys, so that one set is checked within another in one
 * pass over both.
 */
public final class LineSet {

    public static final LineSet EMPTY = new LineSet(new long[0]);

    /** Coordinates are offset by this before packing, so that the negative ones a long game reaches pack too. */
    private static final int OFFSET = 1 << 20;

    private final long[] keys;

    private LineSet(long[] sortedKeys) {
        this.keys = sortedKeys;
    }

    /** The lines the moves draw. */
    public static LineSet of(List<Move> moves) {
        long[] keys = new long[moves.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = key(moves.get(i));
        }
        Arrays.sort(keys);
        return new LineSet(keys);
    }

    /** The lines the moves draw once the symmetry {@code transform} of the variant's cross has turned them. */
    public static LineSet turned(List<Move> moves, int transform, Variant variant) {
        long[] keys = new long[moves.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = key(Symmetry.apply(transform, moves.get(i), variant));
        }
        Arrays.sort(keys);
        return new LineSet(keys);
    }

    /** The line a move draws, as a key. */
    public static long key(Move move) {
        Point first = move.origin();
        return ((long) (first.x() + OFFSET) << 24)
                | ((long) (first.y() + OFFSET) << 3)
                | move.dir().ordinal();
    }

    public int size() {
        return keys.length;
    }

    public boolean contains(long key) {
        return Arrays.binarySearch(keys, key) >= 0;
    }

    /** Whether every line of this set is a line of {@code other}. */
    public boolean within(LineSet other) {
        if (keys.length > other.keys.length) {
            return false;
        }
        int j = 0;
        for (long key : keys) {
            while (j < other.keys.length && other.keys[j] < key) {
                j++;
            }
            if (j == other.keys.length || other.keys[j] != key) {
                return false;
            }
            j++;
        }
        return true;
    }

    /** The keys, in order: for indexes. */
    long[] keys() {
        return keys;
    }
}
