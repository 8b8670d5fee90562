package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.TrackBoard;
import io.morpion.msr.Variant;
import org.junit.jupiter.api.Test;

/**
 * The matching on hand-made sets around the 4-point cross, whose middle row is empty between its
 * two end points (x = 0 and x = 6 on row 3) and whose middle column likewise.
 */
class StretchMatchingTest {

    private static final int HORIZONTAL = 1;
    private static final int VERTICAL = 1 << 1;

    private final byte[] directions = new byte[TrackBoard.SIDE * TrackBoard.SIDE];
    private final long[] layer = TrackBoard.newLayer();
    private final int[] cells = new int[16];
    private int size;

    @Test
    void aRowOfSevenHoldsOneDisjointLineSoFiveCellsInItCountOnce() {
        StretchMatching matching = middleRowReached(Variant.FOUR_DISJOINT);
        assertEquals(1, matching.largest(cells, directions, size, layer, 10));
        assertTrue(matching.atLeast(cells, directions, size, layer, 1));
        assertFalse(matching.atLeast(cells, directions, size, layer, 2));
    }

    @Test
    void touchingLinesShareEndsSoTheSameRowHoldsTwo() {
        StretchMatching matching = middleRowReached(Variant.FOUR_TOUCHING);
        assertEquals(2, matching.largest(cells, directions, size, layer, 10));
        assertFalse(matching.atLeast(cells, directions, size, layer, 3));
    }

    /** The five empty cells of the middle row, reached along the row only. */
    private StretchMatching middleRowReached(Variant variant) {
        TrackBoard board = new TrackBoard(variant);
        for (int x = 1; x <= 5; x++) {
            add(board.cellOf(x, 3), HORIZONTAL);
        }
        return new StretchMatching(board);
    }

    @Test
    void aCellWithASecondDirectionIsMovedToItsOtherStretch() {
        TrackBoard board = new TrackBoard(Variant.FOUR_DISJOINT);
        StretchMatching matching = new StretchMatching(board);
        // The centre comes first and takes the row's one line, unless the matching moves it to its
        // column, which the middle column's cells complete to seven points.
        add(board.cellOf(3, 3), HORIZONTAL | VERTICAL);
        for (int x = 1; x <= 5; x++) {
            if (x != 3) {
                add(board.cellOf(x, 3), HORIZONTAL);
            }
        }
        for (int y = 1; y <= 5; y++) {
            if (y != 3) {
                add(board.cellOf(3, y), 0);
            }
        }
        assertEquals(2, matching.largest(cells, directions, size, layer, 10));
        assertEquals(1, matching.largest(cells, directions, size, layer, 1), "counting stops at the cap");
    }

    @Test
    void aStretchTooShortForALineGivesNothing() {
        TrackBoard board = new TrackBoard(Variant.FOUR_DISJOINT);
        StretchMatching matching = new StretchMatching(board);
        // Above the cross's top row, one cell alone: no line of four along the row fits.
        add(board.cellOf(3, -1), HORIZONTAL);
        assertEquals(0, matching.largest(cells, directions, size, layer, 10));
    }

    private void add(int cell, int dirs) {
        cells[size++] = cell;
        directions[cell] = (byte) dirs;
        TrackBoard.flip(layer, cell);
    }
}
