package io.morpion.render;

import java.awt.Graphics2D;
import java.awt.geom.Line2D;

/**
 * Numbers drawn as seven-segment digits with plain strokes, so PNG move numbers need no font:
 * headless servers often have none installed.
 */
final class SegmentDigits {

    /**
     * Segments a..g per digit, as bits 0..6 (a top, b upper right, c lower right, d bottom, e lower left, f upper left,
     * g middle).
     */
    private static final int[] SEGMENTS = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};

    private SegmentDigits() {}

    /**
     * Draws a number centred on (cx, cy), each digit at most w wide and h tall, narrower (and as
     * much shorter) when the whole number would be wider than {@code maxWidth}. Digits stand apart
     * by at least two and a half strokes, so that their strokes never touch ("140" must not read "H0").
     */
    static void draw(
            Graphics2D g, int number, double cx, double cy, double w, double h, double maxWidth, double stroke) {
        String digits = Integer.toString(number);
        int n = digits.length();
        double gap = Math.max(0.35 * w, 2.5 * stroke);
        double fit = Math.min(w, (maxWidth - (n - 1) * gap) / n);
        h *= fit / w;
        w = fit;
        double total = n * w + (n - 1) * gap;
        double x = cx - total / 2;
        double top = cy - h / 2;
        for (char c : digits.toCharArray()) {
            if (c == '1') {
                // centred in its place, not on the right as on a display: "10" would read "|0"
                g.draw(new Line2D.Double(x + w / 2, top, x + w / 2, top + h));
            } else {
                segments(g, SEGMENTS[c - '0'], x, top, w, h);
            }
            x += w + gap;
        }
    }

    private static void segments(Graphics2D g, int bits, double x, double y, double w, double h) {
        double mid = y + h / 2;
        double bottom = y + h;
        double right = x + w;
        if ((bits & 0x01) != 0) g.draw(new Line2D.Double(x, y, right, y));
        if ((bits & 0x02) != 0) g.draw(new Line2D.Double(right, y, right, mid));
        if ((bits & 0x04) != 0) g.draw(new Line2D.Double(right, mid, right, bottom));
        if ((bits & 0x08) != 0) g.draw(new Line2D.Double(x, bottom, right, bottom));
        if ((bits & 0x10) != 0) g.draw(new Line2D.Double(x, mid, x, bottom));
        if ((bits & 0x20) != 0) g.draw(new Line2D.Double(x, y, x, mid));
        if ((bits & 0x40) != 0) g.draw(new Line2D.Double(x, mid, right, mid));
    }
}
