package io.morpion.search.nrpa;

import io.morpion.engine.Geometry;
import io.morpion.engine.Symmetry;
import java.util.Arrays;

/** Remembers each move's symmetry-invariant code, which costs eight transforms to compute. */
final class CodeCache {

    private final Geometry geometry;
    private int[] keys = new int[4096];
    private int[] values = new int[4096];
    private int size;

    CodeCache(Geometry geometry) {
        this.geometry = geometry;
        Arrays.fill(keys, -1);
    }

    int canonical(int move) {
        int mask = keys.length - 1;
        int slot = (move * 0x9E3779B1) >>> (32 - Integer.numberOfTrailingZeros(keys.length)) & mask;
        while (true) {
            int key = keys[slot];
            if (key == move) {
                return values[slot];
            }
            if (key == -1) {
                int code = Symmetry.canonical(move, geometry);
                if ((size + 1) * 2 > keys.length) {
                    grow();
                    return canonical(move);
                }
                keys[slot] = move;
                values[slot] = code;
                size++;
                return code;
            }
            slot = (slot + 1) & mask;
        }
    }

    private void grow() {
        int[] oldKeys = keys;
        int[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(keys, -1);
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != -1) {
                int slot = (oldKeys[i] * 0x9E3779B1) >>> (32 - Integer.numberOfTrailingZeros(keys.length)) & mask;
                while (keys[slot] != -1) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
            }
        }
    }
}
