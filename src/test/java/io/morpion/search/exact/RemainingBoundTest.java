package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.engine.TrackBoard;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.tiers.Tiers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bound at every position of whole subtrees, against the longest continuation found by
 * walking them, and the test that gives up a parent's last children at once against theirs. The walk here builds the
 * normal form's candidate lists its own way (the tail after
 * the move played, still legal, plus the moves through the new point), so a slip in the search's
 * lists would not hide one in the bound.
 */
class RemainingBoundTest {

    /** Random games each sweep plays: all twelve in the slow tier (RemainingBoundIT), three in the unit tiers. */
    private static final int GAMES = Tiers.sweep(12, 3);

    @ParameterizedTest
    @CsvSource({"4D, 18", "4D, 21", "4T, 20", "4T, 23", "5D, 24", "5T, 20"})
    void theBoundNeverUndercutsTheLongestContinuation(String code, int takenBack) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        for (MsrRecord record : CorpusGames.of(variant)) {
            TrackBoard board = new TrackBoard(variant);
            List<Move> opening = record.moves().subList(0, record.moveCount() - takenBack);
            opening.forEach(m -> board.play(board.fromMsr(m)));
            Walk walk = new Walk(board, new RemainingBound(board));
            int longest = walk.longest(board.legalMoves());
            assertTrue(longest >= takenBack, "the record's own ending is one continuation");
            assertTrue(walk.tight > 0, "the bound equals the longest continuation somewhere: it is not vacuous");
        }
    }

    /**
     * Positions off the records' paths: random games from the cross with their last moves taken
     * back. (Not for the 5-point games: a random game ends far below what its position allows, so
     * even five moves back the subtree is out of a test's reach.)
     */
    @ParameterizedTest
    @CsvSource({"4D, 9", "4T, 10"})
    void theBoundHoldsBelowRandomGamesToo(String code, int takenBack) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        SplittableRandom random = new SplittableRandom(9);
        long positions = 0;
        for (int game = 0; game < GAMES; game++) {
            TrackBoard board = new TrackBoard(variant);
            List<Integer> played = new ArrayList<>();
            for (int[] legal = board.legalMoves(); legal.length > 0; legal = board.legalMoves()) {
                int move = legal[random.nextInt(legal.length)];
                board.play(move);
                played.add(move);
            }
            TrackBoard opening = new TrackBoard(variant);
            played.subList(0, Math.max(0, played.size() - takenBack)).forEach(opening::play);
            Walk walk = new Walk(opening, new RemainingBound(opening));
            assertTrue(walk.longest(opening.legalMoves()) >= Math.min(takenBack, played.size()));
            positions += walk.positions;
        }
        assertTrue(positions > 1_000, "walked " + positions + " positions");
    }

    /**
     * Far from the target the search tests less often and walks less far than the bound allows: it
     * must give up only children the full test gives up too, and near the target exactly those. The
     * positions are those along random games, with runs of one to five of their legal moves and all
     * of them as candidates, against targets from 1 to 60 moves ahead.
     */
    @ParameterizedTest
    @CsvSource({"4D", "4T"})
    void farFromTheTargetTheSearchGivesUpOnlyWhatTheBoundAllows(String code) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        SplittableRandom random = new SplittableRandom(5);
        long[] farOutcomes = new long[2]; // kept more than the bound, gave up some all the same
        for (int game = 0; game < GAMES; game++) {
            TrackBoard board = new TrackBoard(variant);
            RemainingBound bound = new RemainingBound(board);
            for (int[] legal = board.legalMoves(); legal.length > 0; legal = board.legalMoves()) {
                for (int from = 0; from < legal.length; from++) {
                    for (int to = from + 1; to <= Math.min(from + 5, legal.length); to++) {
                        compareWithTheFullTest(bound, legal, from, to, farOutcomes);
                    }
                }
                compareWithTheFullTest(bound, legal, 0, legal.length, farOutcomes);
                board.play(legal[random.nextInt(legal.length)]);
            }
        }
        assertTrue(farOutcomes[0] > 0, "far from the target the search should keep some children the bound gives up");
        assertTrue(farOutcomes[1] > 0, "far from the target the search should still give up some children");
    }

    private static void compareWithTheFullTest(RemainingBound bound, int[] list, int from, int to, long[] farOutcomes) {
        for (int needed = 1; needed <= 60; needed++) {
            int target = needed - 1;
            int search = bound.hopelessFrom(list, from, to, 0, target);
            int full = bound.hopelessFromEveryGroup(list, from, to, 0, target);
            assertTrue(
                    search >= full,
                    "gave up from candidate " + search + " against " + target + ", where the bound gives up from "
                            + full);
            if (needed < 26) {
                assertEquals(full, search, "near the target the search gives up what the bound does");
            } else if (search > full) {
                farOutcomes[0]++;
            } else if (search < to) {
                farOutcomes[1]++;
            }
        }
    }

    private static final class Walk {
        final TrackBoard board;
        final RemainingBound bound;
        long positions;
        long tight;

        Walk(TrackBoard board, RemainingBound bound) {
            this.board = board;
            this.bound = bound;
        }

        int longest(int[] candidates) {
            positions++;
            int longest = 0;
            int[] throughChild = new int[candidates.length];
            int[] fresh = new int[4 * board.lineLength()];
            for (int i = 0; i < candidates.length; i++) {
                int move = candidates[i];
                int cell = board.play(move);
                int freshEnd = board.movesThrough(cell, fresh, 0);
                int[] child = IntStream.concat(
                                Arrays.stream(candidates, i + 1, candidates.length)
                                        .filter(board::stillLegal),
                                Arrays.stream(fresh, 0, freshEnd))
                        .sorted()
                        .toArray();
                throughChild[i] = 1 + longest(child);
                longest = Math.max(longest, throughChild[i]);
                board.undo(move, cell);
            }
            // The search's cheaper test, which settles a run of children at once from the parent.
            for (int target = 0; target <= longest; target++) {
                int hopeless = bound.hopelessFrom(candidates, 0, candidates.length, 0, target);
                for (int i = hopeless; i < candidates.length; i++) {
                    assertTrue(
                            throughChild[i] <= target,
                            "child " + i + " reaches " + throughChild[i] + " moves, but was given up below "
                                    + (target + 1));
                }
            }
            int atMost = bound.count(candidates, 0, candidates.length, Integer.MAX_VALUE);
            assertTrue(
                    atMost >= longest,
                    "bound " + atMost + " < longest continuation " + longest + " at "
                            + Arrays.toString(Arrays.stream(candidates)
                                    .mapToObj(board::toMsr)
                                    .toArray()));
            if (atMost == longest) {
                tight++;
            }
            return longest;
        }
    }
}
