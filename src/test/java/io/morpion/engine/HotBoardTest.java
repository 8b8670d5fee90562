package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Games driven out of the hot board onto the whole grid: a position whose hot board leaves only a
 * cell or two beside the cross must play, list and undo exactly like one whose hot board no game
 * leaves, and its games must stay legal to msr-lib's validator.
 */
class HotBoardTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void gamesThatLeaveTheHotBoardPlayAndUndoExactlyAsOnIt(Variant variant) {
        Random random = new Random(31 + variant.ordinal());
        Position roomy = new Position(variant);
        Position tight = new Position(variant, 1);
        int escalations = 0;
        int returns = 0;
        for (int game = 0; game < 300; game++) {
            roomy.undoTo(0);
            tight.undoTo(0);
            assertFalse(tight.onWholeGrid(), "a new game starts on the hot board");
            while (!roomy.terminal()) {
                assertEquals(sorted(roomy.legalMoves()), sorted(tight.legalMoves()), "ply " + roomy.ply());
                int move = roomy.legalMove(random.nextInt(roomy.legalCount()));
                boolean wasInside = !tight.onWholeGrid();
                roomy.play(move);
                tight.play(move);
                if (wasInside && tight.onWholeGrid()) {
                    escalations++;
                }
                if (random.nextInt(10) == 0) {
                    int back = random.nextInt(roomy.ply() + 1);
                    boolean outside = tight.onWholeGrid();
                    roomy.undoTo(back);
                    tight.undoTo(back);
                    if (outside && !tight.onWholeGrid()) {
                        returns++;
                    }
                    assertEquals(sorted(roomy.legalMoves()), sorted(tight.legalMoves()), "after undo to " + back);
                }
            }
            assertTrue(tight.terminal(), "both games end together");
            assertFalse(roomy.onWholeGrid(), "random games never leave the full hot board");
            Verdict verdict = Msr.validate(tight.toRecord());
            assertTrue(verdict.legal(), () -> verdict.violation().message());
        }
        assertTrue(escalations > 50, "many games left the tight hot board: " + escalations);
        assertTrue(returns > 10, "undo brought games back onto the hot board: " + returns);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theRecordsReplayOnAHotBoardNoBiggerThanTheCross(Variant variant) {
        for (MsrRecord record : CorpusGames.of(variant)) {
            Position position = new Position(variant, 0);
            for (var move : record.moves()) {
                int found = position.find(move);
                assertTrue(found >= 0, record.description() + ": " + move + " not found");
                position.play(found);
            }
            assertTrue(position.onWholeGrid(), record.description());
            assertTrue(position.terminal(), record.description());
            assertEquals(record.moves(), position.msrMoves());
            position.undoTo(0);
            assertFalse(position.onWholeGrid());
            assertEquals(sorted(new Position(variant).legalMoves()), sorted(position.legalMoves()));
        }
    }

    private static List<Integer> sorted(int[] moves) {
        return Arrays.stream(moves).sorted().boxed().toList();
    }
}
