package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The exhaustive search's move order puts a rank first that the symmetry filter needs every
 * symmetry of the cross to preserve, and that the bounded search needs to put outward-running
 * lines last (docs/exact-search.md, The move order).
 */
class MoveRankTest {

    private static final int HORIZONTAL = 0;
    private static final int VERTICAL = 1;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everySymmetryKeepsTheRankOfEveryMoveAlongTheRecords(Variant variant) {
        int checked = 0;
        for (MsrRecord game : CorpusGames.of(variant)) {
            TrackBoard board = new TrackBoard(variant);
            for (Move played : game.moves()) {
                for (int move : board.legalMoves()) {
                    int dir = TrackMoves.direction(move);
                    int first = TrackMoves.lineCell(move, 0);
                    int x = first % TrackBoard.SIDE;
                    int y = first / TrackBoard.SIDE;
                    assertEquals(
                            move,
                            board.move(
                                    dir,
                                    TrackMoves.track(dir, x, y),
                                    TrackMoves.place(dir, x, y),
                                    TrackMoves.pos(move)),
                            "generated and built moves agree");
                    for (int g = 0; g < 8; g++) {
                        int symmetry = g;
                        assertEquals(
                                TrackMoves.rank(move),
                                TrackMoves.rank(board.transform(symmetry, move)),
                                () -> "rank of " + board.toMsr(move) + " under symmetry " + symmetry);
                    }
                    checked++;
                }
                board.play(board.fromMsr(played));
            }
        }
        assertTrue(checked > 500, "moves checked: " + checked);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aLineAlongARingComesBeforeOneRunningOutwardHoweverFarOutItLies(Variant variant) {
        TrackBoard board = new TrackBoard(variant);
        int n = variant.lineLength();
        int centre = board.cellOf(variant.crossExtent() / 2, variant.crossExtent() / 2);
        int cx = centre % TrackBoard.SIDE;
        int cy = centre / TrackBoard.SIDE;
        // A row ten cells above the centre, centred on it: both ends equally far out.
        int alongFarRing = board.move(HORIZONTAL, cy - 10, cx - (n - 1) / 2, 0);
        // A column from next to the centre outward.
        int outwardNearCentre = board.move(VERTICAL, cx, cy - n, 0);
        int outwardFartherOut = board.move(VERTICAL, cx, cy - n - 1, 0);
        assertTrue(alongFarRing < outwardNearCentre, "along a ring first");
        assertTrue(outwardNearCentre < outwardFartherOut, "then by how far out the farther end lies");
    }
}
