package io.morpion.search.exact;

import io.morpion.engine.TrackBoard;
import java.util.Arrays;

/**
 * A tighter count of the moves a reach set allows: each move fills one reached cell with one new
 * line, and new lines along a direction may not overlap (touching: not share a segment), so a
 * stretch of track that holds k such lines can give at most k of its cells their line. The
 * number of reached cells that can all be filled at once is then at most the size of a largest
 * matching of cells to stretches, a stretch taking up to its k cells: a bipartite b-matching,
 * found by augmenting paths (Kuhn) since the sets are small. docs/exact-search.md has the argument.
 */
final class StretchMatching {

    /** Slots per stretch: a 64-cell track holds at most 21 touching lines of four. */
    private static final int MAX_LINES = 32;

    private final TrackBoard board;
    /** Per stretch key, the stamp of the count that last met it and its index there. */
    private final int[] keyStamp = new int[TrackBoard.STRETCH_KEYS];

    private final int[] keyIndex = new int[TrackBoard.STRETCH_KEYS];
    private int stamp;
    private int[] capacity = new int[64];
    private int[] load = new int[64];
    private int[] holders = new int[64 * MAX_LINES];
    private int[] visited = new int[64];
    private int visit;
    /** Per cell (in the order given), its stretches: four slots each. */
    private int[] edges = new int[4 * 64];

    private int[] degree = new int[64];

    StretchMatching(TrackBoard board) {
        this.board = board;
    }

    /**
     * Whether at least {@code needed} of the cells {@code cells[0..size)} can each be filled along
     * one of their {@code directions}, no stretch taking more cells than it holds lines.
     * {@code layer} marks the same cells on the board's tracks.
     */
    boolean atLeast(int[] cells, byte[] directions, int size, long[] layer, int needed) {
        return size >= needed && match(cells, directions, size, layer, needed, true) >= needed;
    }

    /** How many of the cells can be filled at once, as {@link #atLeast}, or {@code cap} if more. */
    int largest(int[] cells, byte[] directions, int size, long[] layer, int cap) {
        return match(cells, directions, size, layer, cap, false);
    }

    /**
     * Kuhn's algorithm, one cell at a time; a cell that finds no augmenting path when its turn
     * comes never will, so the count is exact. With {@code quitWhenShort} it stops as soon as
     * {@code cap} is out of reach, and then only the comparison with {@code cap} holds.
     */
    private int match(int[] cells, byte[] directions, int size, long[] layer, int cap, boolean quitWhenShort) {
        collectStretches(cells, directions, size, layer);
        int matched = 0;
        for (int c = 0; c < size && matched < cap; c++) {
            visit++;
            if (augment(c)) {
                matched++;
            } else if (quitWhenShort && matched + size - 1 - c < cap) {
                break;
            }
        }
        return matched;
    }

    /** Finds each cell's stretches and numbers them, every stretch empty. */
    private void collectStretches(int[] cells, byte[] directions, int size, long[] layer) {
        stamp++;
        int stretches = 0;
        if (degree.length < size) {
            degree = new int[2 * size];
            edges = new int[8 * size];
        }
        for (int c = 0; c < size; c++) {
            int cell = cells[c];
            int k = 0;
            for (int dirs = directions[cell]; dirs != 0; dirs &= dirs - 1) {
                int stretch = board.stretch(Integer.numberOfTrailingZeros(dirs), cell, layer);
                if (stretch < 0) {
                    continue;
                }
                int key = stretch >>> 5;
                if (keyStamp[key] != stamp) {
                    keyStamp[key] = stamp;
                    keyIndex[key] = stretches;
                    if (stretches == capacity.length) {
                        growStretches();
                    }
                    capacity[stretches] = stretch & 31;
                    load[stretches] = 0;
                    stretches++;
                }
                edges[4 * c + k++] = keyIndex[key];
            }
            degree[c] = k;
        }
    }

    private boolean augment(int c) {
        for (int e = 4 * c; e < 4 * c + degree[c]; e++) {
            int s = edges[e];
            if (load[s] < capacity[s]) {
                holders[s * MAX_LINES + load[s]++] = c;
                return true;
            }
        }
        for (int e = 4 * c; e < 4 * c + degree[c]; e++) {
            int s = edges[e];
            if (visited[s] == visit) {
                continue;
            }
            visited[s] = visit;
            for (int h = s * MAX_LINES; h < s * MAX_LINES + load[s]; h++) {
                if (augment(holders[h])) {
                    holders[h] = c;
                    return true;
                }
            }
        }
        return false;
    }

    private void growStretches() {
        int more = 2 * capacity.length;
        capacity = Arrays.copyOf(capacity, more);
        load = Arrays.copyOf(load, more);
        holders = Arrays.copyOf(holders, more * MAX_LINES);
        visited = Arrays.copyOf(visited, more);
    }
}
