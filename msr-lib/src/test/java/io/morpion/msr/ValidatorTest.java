package io.morpion.msr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Negative vectors for each rule of §7 and §7.1, and the facts of a legal replay. */
class ValidatorTest {

    /** The first move of Rosin's 178: a vertical line down the left border of the top arm. */
    private static final Move FIRST = new Move(3, -1, Direction.V, 0);

    private static IllegalMove violationOf(Variant variant, Move... moves) {
        Verdict verdict = Msr.validate(MsrRecord.of(variant, List.of(moves)));
        assertFalse(verdict.legal(), "expected an illegal game");
        return verdict.violation();
    }

    @Test
    void emptyGameIsLegalWithTheFirstMovesAvailable() {
        GameFacts five = Msr.requireLegal(MsrRecord.of(Variant.FIVE_TOUCHING, List.of()));
        assertEquals(0, five.score());
        assertEquals(28, five.availableMoves());
        assertEquals(new BoundingBox(0, 0, 9, 9), five.bbox());
        assertEquals(
                40,
                Msr.requireLegal(MsrRecord.of(Variant.FOUR_TOUCHING, List.of())).availableMoves());
    }

    @Test
    void badPosIsReportedWithTheAllowedRange() {
        IllegalMove v = violationOf(Variant.FIVE_TOUCHING, FIRST, new Move(2, 0, Direction.H, 5));
        assertEquals(IllegalMove.Reason.BAD_POS, v.reason());
        assertEquals(1, v.moveIndex());
        assertEquals(2, v.moveNumber());
        assertTrue(
                v.message().startsWith("move 2, the point (2,0) on a horizontal line: pos 5 is outside 0..4"),
                v.message());
        assertEquals(
                IllegalMove.Reason.BAD_POS,
                violationOf(Variant.FOUR_DISJOINT, new Move(2, -1, Direction.V, 4))
                        .reason());
        assertEquals(
                IllegalMove.Reason.BAD_POS,
                violationOf(Variant.FOUR_DISJOINT, new Move(2, -1, Direction.V, -1))
                        .reason());
    }

    @Test
    void occupiedPointNamesTheCrossOrTheMoveThatPlacedIt() {
        IllegalMove cross = violationOf(Variant.FIVE_TOUCHING, new Move(3, 0, Direction.V, 0));
        assertEquals(IllegalMove.Reason.OCCUPIED, cross.reason());
        assertEquals(new Point(3, 0), cross.point());
        assertEquals(-1, cross.conflictingMoveIndex());
        assertTrue(cross.message().contains("initial cross"), cross.message());

        IllegalMove again = violationOf(Variant.FIVE_TOUCHING, FIRST, new Move(3, -1, Direction.H, 0));
        assertEquals(IllegalMove.Reason.OCCUPIED, again.reason());
        assertEquals(0, again.conflictingMoveIndex());
        assertTrue(again.message().contains("point (3,-1) is already occupied (move 1 placed it)"), again.message());
    }

    @Test
    void missingLinePointIsNamedWithItsCoordinates() {
        IllegalMove v = violationOf(Variant.FIVE_TOUCHING, new Move(3, -1, Direction.V, 1));
        assertEquals(IllegalMove.Reason.MISSING_POINT, v.reason());
        assertEquals(new Point(3, -2), v.point());
        assertEquals(
                "move 1, the point (3,-1) on a vertical line, its 2nd point: the line point (3,-2) is not occupied yet",
                v.message());
    }

    @Test
    void touchConflictNamesTheEarlierMove() {
        // (3,4) V pos 4 draws (3,0)..(3,4), sharing four points with the first move's (3,-1)..(3,3)
        IllegalMove v = violationOf(Variant.FIVE_TOUCHING, FIRST, new Move(3, 4, Direction.V, 4));
        assertEquals(IllegalMove.Reason.TOUCH_CONFLICT, v.reason());
        assertEquals(0, v.conflictingMoveIndex());
        assertEquals(4, v.sharedPoints());
        assertTrue(
                v.message().contains("shares 4 points with the line of move 1, and 5T allows at most 1"), v.message());
    }

    @Test
    void touchingAtAnEndpointIsLegalInTouchingVariantsOnly() {
        // (5,3) H pos 0 draws (5,3)..(9,3); (4,3) H pos 3 draws (1,3)..(5,3): they share (5,3)
        Move[] game = {new Move(5, 3, Direction.H, 0), new Move(4, 3, Direction.H, 3)};
        assertTrue(
                Msr.validate(MsrRecord.of(Variant.FIVE_TOUCHING, List.of(game))).legal());
        IllegalMove v = violationOf(Variant.FIVE_DISJOINT, game);
        assertEquals(IllegalMove.Reason.TOUCH_CONFLICT, v.reason());
        assertEquals(1, v.sharedPoints());
        assertEquals(2, v.moveNumber());
        assertTrue(v.message().contains("5D allows at most 0"), v.message());
    }

    @Test
    void crossingLinesOfOtherDirectionsNeverConflict() {
        // a DN line through the first move's new point, in the disjoint variant
        Verdict verdict = Msr.validate(MsrRecord.of(Variant.FIVE_DISJOINT, List.of(FIRST)));
        assertTrue(verdict.legal());
    }

    @Test
    void onlyTheFirstIllegalMoveIsReported() {
        List<Move> moves =
                new ArrayList<>(Msr.decode(Vectors.read("5T/rosin178.json")).moves());
        moves.set(100, new Move(100, 100, Direction.H, 0));
        moves.set(150, new Move(3, 0, Direction.V, 0));
        IllegalMoveException e = assertThrows(
                IllegalMoveException.class, () -> Msr.requireLegal(MsrRecord.of(Variant.FIVE_TOUCHING, moves)));
        assertEquals(100, e.violation().moveIndex());
        assertTrue(e.getMessage().startsWith("move 101, "), e.getMessage());
    }

    @Test
    void wrongStatedFactsAreDiscrepanciesNotIllegality() {
        MsrRecord game = Msr.decode(Vectors.read("4D/demaine31.json"));
        Verdict verdict =
                Msr.validate(game.toBuilder().score(30).terminal(false).build());
        assertTrue(verdict.legal());
        assertEquals(2, verdict.discrepancies().size());
        assertTrue(verdict.discrepancies().get(0).contains("score says 30 but the game has 31 moves"));
    }

    @Test
    void unfinishedGameCountsItsRemainingMoves() {
        List<Move> moves = Msr.decode(Vectors.read("5T/rosin178.json")).moves();
        GameFacts facts = Msr.requireLegal(MsrRecord.of(Variant.FIVE_TOUCHING, moves.subList(0, 177)));
        assertFalse(facts.terminal());
        assertTrue(facts.availableMoves() >= 1);
    }
}
