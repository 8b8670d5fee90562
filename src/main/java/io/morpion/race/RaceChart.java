package io.morpion.race;

import java.util.List;
import java.util.Locale;

/**
 * A race drawn as an SVG: for each entrant, the mean best against time as a line, and the spread of
 * its seeds (lowest to highest best) as a band around it, so that a reader sees at once whether
 * the lines are apart by more than the seeds scatter.
 */
public final class RaceChart {

    private static final String[] COLOURS = {"#c0392b", "#2c6fbb"};
    private static final int WIDTH = 760;
    private static final int HEIGHT = 440;
    private static final int LEFT = 60;
    private static final int RIGHT = 20;
    private static final int TOP = 50;
    private static final int BOTTOM = 90;

    private RaceChart() {}

    public static String svg(String title, List<Race.Curves> curves, double every) {
        int samples = curves.get(0).bests()[0].length;
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (Race.Curves c : curves) {
            for (int[] run : c.bests()) {
                for (int v : run) {
                    low = Math.min(low, v);
                    high = Math.max(high, v);
                }
            }
        }
        low = Math.max(0, (low / 5) * 5 - 5);
        high = (high / 5) * 5 + 5;
        double seconds = samples * every;
        Axes axes = new Axes(seconds, low, high);
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n",
                WIDTH,
                HEIGHT,
                WIDTH,
                HEIGHT));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT));
        svg.append(String.format(
                Locale.ROOT,
                "<text x=\"%d\" y=\"24\" font-size=\"15\" font-weight=\"bold\">%s</text>%n",
                LEFT,
                escape(title)));
        grid(svg, axes, seconds, low, high);
        for (int k = 0; k < curves.size(); k++) {
            band(svg, axes, curves.get(k), every, COLOURS[k % COLOURS.length]);
        }
        for (int k = 0; k < curves.size(); k++) {
            meanLine(svg, axes, curves.get(k), every, COLOURS[k % COLOURS.length]);
            int y = HEIGHT - 38 + 18 * k;
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>%n",
                    LEFT,
                    y - 4,
                    LEFT + 24,
                    y - 4,
                    COLOURS[k % COLOURS.length]));
            int seeds = curves.get(k).bests().length;
            svg.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%d\" y=\"%d\">%s: %s</text>%n",
                    LEFT + 32,
                    y,
                    escape(curves.get(k).entrant().label()),
                    seeds == 1 ? "best" : "mean best of " + seeds + " seeds, band from lowest to highest"));
        }
        return svg.append("</svg>\n").toString();
    }

    /** Maps seconds and scores to the plot area. */
    private record Axes(double seconds, int low, int high) {
        double x(double t) {
            return LEFT + (WIDTH - LEFT - RIGHT) * t / seconds;
        }

        double y(double score) {
            return TOP + (HEIGHT - TOP - BOTTOM) * (high - score) / (double) (high - low);
        }
    }

    private static void grid(StringBuilder svg, Axes axes, double seconds, int low, int high) {
        int scoreStep = high - low > 60 ? 20 : high - low > 30 ? 10 : 5;
        for (int s = low; s <= high; s += scoreStep) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                            + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d</text>%n",
                    LEFT,
                    axes.y(s),
                    WIDTH - RIGHT,
                    axes.y(s),
                    LEFT - 6,
                    axes.y(s) + 4,
                    s));
        }
        double minutes = seconds / 60;
        double step = minutes <= 2 ? 0.5 : minutes <= 10 ? 1 : minutes <= 30 ? 5 : 10;
        for (double m = 0; m <= minutes + 1e-9; m += step) {
            double x = axes.x(m * 60);
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>"
                            + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    x,
                    TOP,
                    x,
                    HEIGHT - BOTTOM,
                    x,
                    HEIGHT - BOTTOM + 16,
                    m == Math.rint(m) ? Long.toString((long) m) : Double.toString(m)));
        }
        svg.append(String.format(
                Locale.ROOT,
                "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">minutes</text>%n",
                (LEFT + WIDTH - RIGHT) / 2,
                HEIGHT - BOTTOM + 32));
        svg.append(String.format(
                Locale.ROOT,
                "<text transform=\"translate(16 %d) rotate(-90)\" text-anchor=\"middle\">best score (moves)</text>%n",
                (TOP + HEIGHT - BOTTOM) / 2));
    }

    private static void band(StringBuilder svg, Axes axes, Race.Curves curves, double every, String colour) {
        int samples = curves.bests()[0].length;
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < samples; i++) {
            points.append(String.format(
                    Locale.ROOT, "%.1f,%.1f ", axes.x((i + 1) * every), axes.y(extreme(curves, i, true))));
        }
        for (int i = samples - 1; i >= 0; i--) {
            points.append(String.format(
                    Locale.ROOT, "%.1f,%.1f ", axes.x((i + 1) * every), axes.y(extreme(curves, i, false))));
        }
        svg.append(String.format(
                Locale.ROOT,
                "<polygon points=\"%s\" fill=\"%s\" fill-opacity=\"0.15\"/>%n",
                points.toString().trim(),
                colour));
    }

    private static void meanLine(StringBuilder svg, Axes axes, Race.Curves curves, double every, String colour) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < curves.bests()[0].length; i++) {
            points.append(String.format(Locale.ROOT, "%.1f,%.1f ", axes.x((i + 1) * every), axes.y(curves.mean(i))));
        }
        svg.append(String.format(
                Locale.ROOT,
                "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"/>%n",
                points.toString().trim(),
                colour));
    }

    private static int extreme(Race.Curves curves, int sample, boolean highest) {
        int value = highest ? 0 : Integer.MAX_VALUE;
        for (int[] run : curves.bests()) {
            value = highest ? Math.max(value, run[sample]) : Math.min(value, run[sample]);
        }
        return value;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
