package io.morpion.search.dna;

import io.morpion.engine.DotKey;
import io.morpion.engine.Geometry;
import io.morpion.search.Rng;

/**
 * What tells pool games apart: their dots up to symmetry or, as an ablation ({@code key=lines}), their
 * set of lines; and a hash of a game's lines whatever their order, which tells two drawings of one dot
 * set apart.
 */
final class PoolKeys {

    private final Dna dna;
    private final DotKey.Table dots;
    private final boolean byLines;
    /** A random code per line slot. */
    private final long[] lineCodes = new long[Dna.SLOTS];

    PoolKeys(Dna dna, Geometry geometry, boolean byLines, long seed) {
        this.dna = dna;
        this.dots = new DotKey.Table(geometry);
        this.byLines = byLines;
        Rng codes = new Rng(Rng.derive(seed, 2));
        for (int i = 0; i < lineCodes.length; i++) {
            lineCodes[i] = codes.nextLong();
        }
    }

    /** The pool's key of a game. */
    long of(int[] moves, int length) {
        return byLines ? lines(moves, length) : dots.of(moves, length);
    }

    /** A hash of a game's set of lines, whatever their order. */
    long lines(int[] moves, int length) {
        long hash = 0;
        for (int k = 0; k < length; k++) {
            int key = dna.key(moves[k]);
            hash ^= key >= 0 ? lineCodes[key] : Rng.derive(key, 3);
        }
        return hash;
    }
}
