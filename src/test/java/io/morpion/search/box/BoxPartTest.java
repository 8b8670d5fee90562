package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.search.local.model.LineModel;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The parts of a box share no figure and hold every one: each corpus game lies in exactly one part of each depth, and
 * SCIP's program of a part admits a game drawn whole only in the part that holds it.
 */
class BoxPartTest {

    private static final Variant FIVE_D = Variant.FIVE_DISJOINT;

    @Test
    void everyCorpusGameLiesInExactlyOnePartOfEachDepth() {
        for (MsrRecord game : BoxModelTest.corpusGames()) {
            Box box = Box.ofGame(FIVE_D, game.moves());
            Set<Point> points = new HashSet<>(InitialCross.points(FIVE_D));
            game.moves().stream().map(Move::point).forEach(points::add);
            int freeSides = BoxPart.freeSides(FIVE_D, box).size();
            for (int depth = 0; depth <= Math.min(2, freeSides); depth++) {
                List<BoxPart> holding = BoxPart.split(FIVE_D, box, depth).stream()
                        .filter(part -> points.containsAll(part.held(FIVE_D))
                                && part.empty(FIVE_D).stream().noneMatch(points::contains))
                        .toList();
                assertEquals(
                        1,
                        holding.size(),
                        "the parts of depth " + depth + " of " + box + " that hold a " + game.moveCount() + ": "
                                + holding);
            }
        }
    }

    @Test
    void aSplitHasAPartForEachPlaceOnEachSideItReads() {
        Box box = new Box(4, 4, 1, 0); // the left side is the cross's edge, so the split reads top, right, bottom
        List<List<Point>> sides = BoxPart.freeSides(FIVE_D, box);
        assertEquals(3, sides.size());
        assertEquals(sides.get(0).size(), BoxPart.split(FIVE_D, box, 1).size());
        assertEquals(
                sides.get(0).size() * sides.get(1).size(),
                BoxPart.split(FIVE_D, box, 2).size());
        BoxPart part = BoxPart.parse(FIVE_D, box, "3.5");
        assertEquals("3.5", part.places());
        assertEquals(List.of(sides.get(0).get(3), sides.get(1).get(5)), part.held(FIVE_D));
        assertEquals(3 + 5, part.empty(FIVE_D).size());
        assertEquals(part, BoxPart.parse(FIVE_D, box, part.places()));
    }

    @Test
    void aPartNamedOutsideItsBoxIsRefusedWithTheReason() {
        Box box = new Box(4, 4, 1, 0);
        String tooFar = assertThrows(IllegalArgumentException.class, () -> BoxPart.parse(FIVE_D, box, "14"))
                .getMessage();
        assertTrue(tooFar.contains("numbered 0 to 13, not 14"), tooFar);
        String tooDeep = assertThrows(IllegalArgumentException.class, () -> BoxPart.parse(FIVE_D, box, "1.1.1.1"))
                .getMessage();
        assertTrue(tooDeep.contains("at most 3 places, not 4"), tooDeep);
        String notPlaces = assertThrows(IllegalArgumentException.class, () -> BoxPart.parse(FIVE_D, box, "top"))
                .getMessage();
        assertTrue(notPlaces.contains("not 'top'"), notPlaces);
    }

    @Test
    void rosins82IsAnAnswerOnlyOfThePartThatHoldsIt() {
        MsrRecord rosin = BoxModelTest.corpusGames().stream()
                .filter(g -> g.moveCount() == 82)
                .findFirst()
                .orElseThrow();
        Box box = Box.ofGame(FIVE_D, rosin.moves());
        Set<Point> points = new HashSet<>(InitialCross.points(FIVE_D));
        rosin.moves().stream().map(Move::point).forEach(points::add);
        for (BoxPart part : BoxPart.split(FIVE_D, box, 1)) {
            boolean holds = points.containsAll(part.held(FIVE_D))
                    && part.empty(FIVE_D).stream().noneMatch(points::contains);
            LineModel.Answer answer = ScipBoxModel.of(FIVE_D, box, true)
                    .within(part)
                    .drawing(rosin.moves())
                    .withinNodes(1_000)
                    .solve(Duration.ofMinutes(5), Termination.never(), false);
            assertEquals(
                    holds ? LineModel.Status.OPTIMAL : LineModel.Status.INFEASIBLE,
                    answer.status(),
                    "the 82 drawn whole in " + part);
        }
    }
}
