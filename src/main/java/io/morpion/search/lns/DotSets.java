package io.morpion.search.lns;

import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import java.util.Arrays;

/** A 64-bit key of a game's dot set, the same for its eight images under the symmetries of the cross. */
final class DotSets {

    private DotSets() {}

    static long key(MsrRecord game) {
        long smallest = Long.MAX_VALUE;
        long[] points = new long[game.moveCount()];
        for (int t = 0; t < Symmetry.COUNT; t++) {
            for (int i = 0; i < points.length; i++) {
                Move move = game.moves().get(i);
                Point image = Symmetry.apply(t, move.point(), game.variant());
                points[i] = ((long) image.x() << 32) ^ (image.y() & 0xffffffffL);
            }
            Arrays.sort(points);
            long hash = 0xcbf29ce484222325L;
            for (long p : points) {
                hash = (hash ^ p) * 0x100000001b3L;
                hash ^= hash >>> 29;
            }
            smallest = Math.min(smallest, hash);
        }
        return smallest;
    }
}
