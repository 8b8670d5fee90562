package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The listless playout against the plain greedy: a scan of the legal list at every step for its first
 * move of highest priority. Priorities are drawn per case, half of them from four values only, so
 * that ties (decided by the order moves became legal) come up at nearly every step.
 */
class GreedyPlayoutTest {

    private static final int CASES = 1_000;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void playsTheGameTheScanOfTheListPlays(Variant variant) {
        SplittableRandom random = new SplittableRandom(77 + variant.ordinal());
        GreedyPlayout greedy = new GreedyPlayout();
        // margin 1: most games leave the window, so the playout crosses onto the whole grid too
        for (int margin : new int[] {HotBoards.SIDE, 1}) {
            Position listless = new Position(variant, margin);
            Position scan = new Position(variant, margin);
            for (int c = 0; c < CASES; c++) {
                long seed = random.nextLong();
                GreedyPlayout.Priorities priorities =
                        c % 2 == 0 ? move -> mix(seed, move) & (GreedyPlayout.RANKS - 1) : move -> mix(seed, move) & 3;
                int start = randomOpening(listless, random);
                for (int i = 0; i < start; i++) {
                    scan.play(listless.moveAt(i));
                }
                greedy.playOut(listless, priorities);
                scanGreedy(scan, priorities);
                String where = variant + ", case " + c + ", from ply " + start;
                assertArrayEquals(scan.moves(), listless.moves(), where);
                assertTrue(listless.terminal(), where);
                MsrValidator.requireLegal(listless.toRecord());
                listless.undoTo(start);
                assertArrayEquals(
                        sorted(toArray(listless.allLegalMovesByScan())), sorted(listless.legalMoves()), where);
                listless.undoTo(0);
                scan.undoTo(0);
            }
        }
    }

    @Test
    void thePliesOfAPlayoutCanOnlyBeUndoneToWhereItBegan() {
        Position position = new Position(Variant.FIVE_TOUCHING);
        for (int i = 0; i < 5; i++) {
            position.play(position.legalMove(0));
        }
        new GreedyPlayout().playOut(position, move -> move & (GreedyPlayout.RANKS - 1));
        int end = position.ply();
        assertTrue(end > 7);
        assertThrows(IllegalStateException.class, () -> position.undoTo(6));
        assertThrows(IllegalStateException.class, position::undo);
        assertEquals(end, position.ply(), "a refused undo changes nothing");
        assertThrows(IllegalStateException.class, () -> position.play(position.legalMove(0)));
        position.undoTo(5);
        assertArrayEquals(sorted(toArray(position.allLegalMovesByScan())), sorted(position.legalMoves()));
        position.play(position.legalMove(0));
        position.undo();
        position.undo();
        assertEquals(4, position.ply());
    }

    @Test
    void aRankOutsideTheRangeIsRefusedAndTheNextPlayoutStartsClean() {
        Position position = new Position(Variant.FIVE_DISJOINT);
        GreedyPlayout greedy = new GreedyPlayout();
        int[] calls = {0};
        // the first ranks enter the bitmap, then one is out of range
        assertThrows(IllegalArgumentException.class, () -> greedy.playOut(position, move -> ++calls[0] < 5 ? 7 : -1));
        position.undoTo(0);
        Position scan = new Position(Variant.FIVE_DISJOINT);
        greedy.playOut(position, move -> move & 1023);
        scanGreedy(scan, move -> move & 1023);
        assertArrayEquals(scan.moves(), position.moves());
    }

    private static int randomOpening(Position position, SplittableRandom random) {
        int plies = random.nextInt(40);
        while (position.ply() < plies && position.legalCount() > 0) {
            position.play(position.legalMove(random.nextInt(position.legalCount())));
        }
        return position.ply();
    }

    private static void scanGreedy(Position position, GreedyPlayout.Priorities priorities) {
        while (position.legalCount() > 0) {
            int chosen = 0;
            for (int i = 1; i < position.legalCount(); i++) {
                if (priorities.rank(position.legalMove(i)) > priorities.rank(position.legalMove(chosen))) {
                    chosen = i;
                }
            }
            position.play(position.legalMove(chosen));
        }
    }

    private static int mix(long seed, int move) {
        long z = (seed ^ move) * 0x9E3779B97F4A7C15L;
        return (int) (z ^ (z >>> 29));
    }

    private static int[] sorted(int[] moves) {
        int[] copy = moves.clone();
        Arrays.sort(copy);
        return copy;
    }

    private static int[] toArray(List<Integer> moves) {
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }
}
