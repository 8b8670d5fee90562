package io.morpion.msr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class InitialCrossTest {

    @Test
    void fiveCrossHasThirtySixPointsInsideZeroToNine() {
        List<Point> points = InitialCross.points(Variant.FIVE_TOUCHING);
        assertEquals(36, points.size());
        assertEquals(9, Variant.FIVE_DISJOINT.crossExtent());
        assertTrue(points.stream().allMatch(p -> p.x() >= 0 && p.y() >= 0 && p.x() <= 9 && p.y() <= 9));
        // the top cap and the corner points of the arms, read off the classic picture
        assertTrue(points.containsAll(List.of(
                new Point(3, 0), new Point(6, 0), new Point(0, 3), new Point(3, 3), new Point(9, 6), new Point(6, 9))));
        assertTrue(!points.contains(new Point(4, 4)) && !points.contains(new Point(0, 0)));
    }

    @Test
    void fourCrossHasTwentyFourPointsInsideZeroToSix() {
        List<Point> points = InitialCross.points(Variant.FOUR_DISJOINT);
        assertEquals(24, points.size());
        assertEquals(6, Variant.FOUR_TOUCHING.crossExtent());
        assertTrue(points.containsAll(List.of(new Point(2, 0), new Point(4, 0), new Point(2, 2), new Point(6, 4))));
        assertTrue(!points.contains(new Point(3, 3)) && !points.contains(new Point(1, 1)));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void crossIsSymmetricUnderAllEightReflectionsAndRotations(Variant variant) {
        int w = variant.crossExtent();
        Set<Point> cross = new HashSet<>(InitialCross.points(variant));
        for (int t = 0; t < 8; t++) {
            Set<Point> image = new HashSet<>();
            for (Point p : cross) {
                int x = p.x();
                int y = p.y();
                int tx = (t & 1) == 0 ? x : w - x;
                int ty = (t & 2) == 0 ? y : w - y;
                image.add((t & 4) == 0 ? new Point(tx, ty) : new Point(ty, tx));
            }
            assertEquals(cross, image, "transform " + t);
        }
    }
}
