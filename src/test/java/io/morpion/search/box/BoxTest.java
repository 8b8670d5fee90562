package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.Symmetry;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BoxTest {

    private static final Variant FIVE_D = Variant.FIVE_DISJOINT;

    @Test
    void theCrossAloneHasTheEmptyBox() {
        assertEquals(new Box(0, 0, 0, 0), Box.around(FIVE_D, InitialCross.points(FIVE_D)));
    }

    @Test
    void aBoxIsNamedByHowFarItReachesPastEachEdgeOfTheCross() {
        // y grows downward: a point above the cross reaches past its top
        Box box = Box.around(FIVE_D, List.of(new Point(4, -2), new Point(12, 5), new Point(-1, 10)));
        assertEquals(new Box(2, 3, 1, 1), box);
        assertTrue(box.contains(FIVE_D, new Point(-1, -2)));
        assertTrue(!box.contains(FIVE_D, new Point(-2, 0)));
    }

    @Test
    void theImageOfABoxIsTheBoxOfTheImagesOfItsPoints() {
        List<Point> points = List.of(new Point(4, -2), new Point(12, 5), new Point(-1, 10), new Point(3, 3));
        Box box = Box.around(FIVE_D, points);
        for (int t = 0; t < Symmetry.COUNT; t++) {
            int transform = t;
            List<Point> images = points.stream()
                    .map(p -> Symmetry.apply(transform, p, FIVE_D))
                    .toList();
            assertEquals(Box.around(FIVE_D, images), box.image(t), "transform " + t);
        }
    }

    @Test
    void theCanonicalNameIsTheSameForAllEightImagesAndIsOneOfThem() {
        Box box = new Box(0, 4, 4, 1);
        Set<Box> names = new HashSet<>();
        for (int t = 0; t < Symmetry.COUNT; t++) {
            names.add(box.image(t).canonical());
        }
        assertEquals(Set.of(new Box(4, 4, 1, 0)), names);
        assertEquals(box.canonical(), box.image(box.toCanonical()));
    }

    @Test
    void theLinesOfABoxAreExactlyThoseWithEveryPointInIt() {
        Box box = new Box(1, 0, 2, 1);
        var lines = box.lines(FIVE_D);
        Set<Object> distinct = new HashSet<>(lines);
        assertEquals(lines.size(), distinct.size());
        int width = 10 + 1, height = 10 + 3;
        // along each axis a row of k points holds k - 4 lines; along a diagonal, both sides shrink
        int expected = height * (width - 4) + width * (height - 4) + 2 * (width - 4) * (height - 4);
        assertEquals(expected, lines.size());
        for (var line : lines) {
            Move drawn = new Move(line.origin().x(), line.origin().y(), line.dir(), 0);
            for (int i = 0; i < 5; i++) {
                assertTrue(box.contains(FIVE_D, drawn.linePoint(i)), line + " point " + i);
            }
        }
        assertEquals(11 * 13 - 36, box.emptyPoints(FIVE_D));
    }

    @Test
    void aBoxIsReadInEitherSpellingAndABadOneIsRefusedInWords() {
        assertEquals(new Box(4, 4, 1, 0), Box.parse("4,4,1,0"));
        assertEquals(new Box(5, 3, 1, 1), Box.parse("(5, 3, 1, 1)"));
        var refused = assertThrows(IllegalArgumentException.class, () -> Box.parse("4,4,1"));
        assertTrue(refused.getMessage().contains("top,right,bottom,left"), refused.getMessage());
        var tooFar = assertThrows(IllegalArgumentException.class, () -> Box.parse("40,4,1,0"));
        assertTrue(tooFar.getMessage().contains("not 40"), tooFar.getMessage());
    }
}
