package io.morpion.msr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The starting figure of MSR §3.1: a D4-symmetric Greek cross inside 0..w, with arms of n−1
 * points. It has 36 points for n = 5 and 24 for n = 4.
 */
public final class InitialCross {

    private InitialCross() {}

    /** The cross points in row-major order (y, then x). */
    public static List<Point> points(Variant variant) {
        int w = variant.crossExtent();
        List<Point> points = new ArrayList<>();
        for (int y = 0; y <= w; y++) {
            for (int x = 0; x <= w; x++) {
                if (contains(variant, x, y)) {
                    points.add(new Point(x, y));
                }
            }
        }
        return Collections.unmodifiableList(points);
    }

    public static boolean contains(Variant variant, int x, int y) {
        int w = variant.crossExtent();
        if (x < 0 || y < 0 || x > w || y > w) {
            return false;
        }
        int arm = variant.lineLength() - 1;
        int a = (w - arm + 1) / 2;
        int b = a + arm - 1;
        boolean cap = ((y == 0 || y == w) && a <= x && x <= b) || ((x == 0 || x == w) && a <= y && y <= b);
        boolean verticalBorder = (x == a || x == b) && (y <= a || y >= b);
        boolean horizontalBorder = (y == a || y == b) && (x <= a || x >= b);
        return cap || verticalBorder || horizontalBorder;
    }
}
