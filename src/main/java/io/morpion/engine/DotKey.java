package io.morpion.engine;

import java.util.Arrays;

/**
 * A 64-bit key of a game's set of dots, the same for the set and its seven images under the
 * symmetries of the cross. Many move orders and line choices draw the same dots, and a search
 * that told them apart would fill its archive with copies of one game.
 */
public final class DotKey {

    private DotKey() {
    }

    public static long of(int[] moves, int length, Geometry g) {
        int w = g.variant().crossExtent();
        int[] packed = new int[length];
        long best = Long.MAX_VALUE;
        for (int t = 0; t < 8; t++) {
            for (int i = 0; i < length; i++) {
                int cell = EngineMove.cell(moves[i]);
                int x = (t & 1) == 0 ? g.x(cell) : w - g.x(cell);
                int y = (t & 2) == 0 ? g.y(cell) : w - g.y(cell);
                packed[i] = (t & 4) == 0 ? pack(x, y) : pack(y, x);
            }
            Arrays.sort(packed);
            long hash = 0x9E3779B97F4A7C15L * (length + 1);
            for (int p : packed) {
                hash = mix(hash ^ p);
            }
            best = Math.min(best, hash);
        }
        return best;
    }

    private static int pack(int x, int y) {
        return (x + 0x8000) << 16 | (y + 0x8000);
    }

    /** SplitMix64's finaliser: every input bit reaches every output bit. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
