package io.morpion.search.nrpa;

import io.morpion.engine.EngineMove;
import io.morpion.engine.Geometry;
import io.morpion.engine.Symmetry;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.Arrays;

/**
 * Numbers the policy codes densely in the order they are first met, so policies can be plain
 * arrays. A move's code is its line (origin and direction), the move itself, or the smallest line
 * code among its eight symmetric images; the index remembers each move's id, since a code can
 * cost eight transforms to compute.
 */
final class CodeIndex {

    /**
     * Half the side of the square around the cross whose moves get a direct-mapped slot: 64 × 64,
     * like the engine's hot window, so that with line codes the table is 64 KB and stays in cache.
     */
    private static final int WINDOW_RADIUS = 32;

    private final Geometry geometry;
    private final NrpaConfig.Codes kind;
    private final int windowLow;
    private final int windowSide;
    /** id + 1 per move near the cross (0 for not yet numbered): most lookups never reach a hash table. */
    private final int[] nearby;

    private final boolean byLine;
    private IntIntTable idOfMove = new IntIntTable();
    private IntIntTable idOfCode = new IntIntTable();
    private int[] codes = new int[1024];
    private int size;

    CodeIndex(Geometry geometry, NrpaConfig.Codes kind) {
        this.geometry = geometry;
        this.kind = kind;
        int centre = geometry.variant().crossExtent() / 2;
        this.windowLow = centre - WINDOW_RADIUS;
        this.windowSide = 2 * WINDOW_RADIUS;
        this.byLine = kind == NrpaConfig.Codes.LINE;
        this.nearby = new int[windowSide * windowSide * 4 * (byLine ? 1 : 5)];
    }

    /**
     * The direct-mapped slot of a move, or -1 when it lies outside the window: one per line when
     * the code is the line (the moves of a line share its code), one per move otherwise.
     */
    private int nearbySlot(int move) {
        int cell = byLine ? EngineMove.origin(move, geometry) : EngineMove.cell(move);
        int x = geometry.x(cell) - windowLow;
        int y = geometry.y(cell) - windowLow;
        if (x < 0 || y < 0 || x >= windowSide || y >= windowSide) {
            return -1;
        }
        int slot = (y * windowSide + x) << 2 | EngineMove.direction(move);
        return byLine ? slot : slot * 5 + EngineMove.pos(move);
    }

    int size() {
        return size;
    }

    /** The dense id of a move's code, numbering the code if it is new. */
    int id(int move) {
        int slot = nearbySlot(move);
        if (slot >= 0 && nearby[slot] != 0) {
            return nearby[slot] - 1;
        }
        int id = idOfMove.get(move);
        if (id >= 0) {
            if (slot >= 0) {
                nearby[slot] = id + 1;
            }
            return id;
        }
        int code = code(move);
        id = idOfCode.get(code);
        if (id < 0) {
            id = size;
            if (size == codes.length) {
                codes = Arrays.copyOf(codes, size * 2);
            }
            codes[size++] = code;
            idOfCode.put(code, id);
        }
        if (slot >= 0) {
            nearby[slot] = id + 1;
        } else {
            idOfMove.put(move, id);
        }
        return id;
    }

    private int code(int move) {
        return switch (kind) {
            case MOVE -> move;
            case LINE -> lineCode(move);
            case SYMMETRIC -> {
                int best = Integer.MAX_VALUE;
                for (int t = 0; t < Symmetry.COUNT; t++) {
                    best = Math.min(best, lineCode(Symmetry.apply(t, move, geometry)));
                }
                yield best;
            }
        };
    }

    /** The line a move draws, whichever of its points is the new one. */
    private int lineCode(int move) {
        return EngineMove.of(EngineMove.origin(move, geometry), EngineMove.direction(move), 0);
    }

    void write(StateWriter out) {
        out.writeInts(codes, size);
    }

    /** Rebuilds the numbering; the per-move memo refills itself as moves are met again. */
    void read(StateReader in) {
        int[] saved = in.readInts();
        idOfMove = new IntIntTable();
        idOfCode = new IntIntTable();
        Arrays.fill(nearby, 0);
        codes = Arrays.copyOf(saved, Math.max(1024, saved.length));
        size = saved.length;
        for (int id = 0; id < size; id++) {
            if (codes[id] < 0) {
                throw new CheckpointException("the checkpoint holds a negative policy code");
            }
            idOfCode.put(codes[id], id);
        }
    }

    /** An open-addressing map from non-negative ints to non-negative ints. */
    private static final class IntIntTable {
        private int[] keys = new int[2048];
        private int[] values = new int[2048];
        private int count;

        IntIntTable() {
            Arrays.fill(keys, -1);
        }

        int get(int key) {
            int mask = keys.length - 1;
            for (int slot = home(key); ; slot = (slot + 1) & mask) {
                if (keys[slot] == key) {
                    return values[slot];
                }
                if (keys[slot] == -1) {
                    return -1;
                }
            }
        }

        void put(int key, int value) {
            if ((count + 1) * 2 > keys.length) {
                grow();
            }
            int mask = keys.length - 1;
            int slot = home(key);
            while (keys[slot] != -1 && keys[slot] != key) {
                slot = (slot + 1) & mask;
            }
            if (keys[slot] == -1) {
                count++;
            }
            keys[slot] = key;
            values[slot] = value;
        }

        private int home(int key) {
            return (key * 0x9E3779B1) >>> (32 - Integer.numberOfTrailingZeros(keys.length));
        }

        private void grow() {
            int[] oldKeys = keys;
            int[] oldValues = values;
            keys = new int[oldKeys.length * 2];
            values = new int[oldKeys.length * 2];
            Arrays.fill(keys, -1);
            count = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != -1) {
                    put(oldKeys[i], oldValues[i]);
                }
            }
        }
    }
}
