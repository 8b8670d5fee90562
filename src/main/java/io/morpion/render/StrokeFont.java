package io.morpion.render;

import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Capital letters, digits and a little punctuation drawn as strokes, so that a PNG can carry a
 * caption on a server with no font at all (like {@link SegmentDigits} for move numbers). Each glyph
 * is polylines on a grid 4 units wide and 6 tall; a character advances 6 units.
 */
final class StrokeFont {

    static final double ADVANCE = 6;
    static final double HEIGHT = 6;

    /** Each glyph's polylines, each polyline its points as x0, y0, x1, y1…, y downwards. */
    private static final Map<Character, double[][]> GLYPHS = new HashMap<>();

    static {
        String[] table = {
            "0", "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|4,1 0,5",
            "1", "1,1 2,0 2,6|1,6 3,6",
            "2", "0,1 1,0 3,0 4,1 4,2 0,6 4,6",
            "3", "0,0 4,0 2,2 3,2 4,3 4,5 3,6 1,6 0,5",
            "4", "3,6 3,0 0,4 4,4",
            "5", "4,0 0,0 0,2 3,2 4,3 4,5 3,6 0,6",
            "6", "3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3",
            "7", "0,0 4,0 1,6",
            "8", "1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3|1,3 0,2 0,1 1,0",
            "9", "4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6",
            "A", "0,6 0,2 2,0 4,2 4,6|0,4 4,4",
            "B", "0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3",
            "C", "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
            "D", "0,0 0,6 2,6 4,4 4,2 2,0 0,0",
            "E", "4,0 0,0 0,6 4,6|0,3 3,3",
            "F", "4,0 0,0 0,6|0,3 3,3",
            "G", "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3",
            "H", "0,0 0,6|4,0 4,6|0,3 4,3",
            "I", "1,0 3,0|2,0 2,6|1,6 3,6",
            "J", "4,0 4,5 3,6 1,6 0,5",
            "K", "0,0 0,6|4,0 0,4|1,3 4,6",
            "L", "0,0 0,6 4,6",
            "M", "0,6 0,0 2,3 4,0 4,6",
            "N", "0,6 0,0 4,6 4,0",
            "O", "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0",
            "P", "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
            "Q", "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2,4 4,6",
            "R", "0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6",
            "S", "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
            "T", "0,0 4,0|2,0 2,6",
            "U", "0,0 0,5 1,6 3,6 4,5 4,0",
            "V", "0,0 2,6 4,0",
            "W", "0,0 1,6 2,3 3,6 4,0",
            "X", "0,0 4,6|4,0 0,6",
            "Y", "0,0 2,3 4,0|2,3 2,6",
            "Z", "0,0 4,0 0,6 4,6",
            ".", "2,5.4 2,6",
            ",", "2,5 1.4,7",
            "-", "1,3 3,3",
            ":", "2,1.4 2,2|2,4.4 2,5",
            "·", "2,2.7 2,3.3",
            "'", "2,0 2,1.5",
            "\"", "1,0 1,1.5|3,0 3,1.5",
            "(", "3,0 2,1 2,5 3,6",
            ")", "1,0 2,1 2,5 1,6",
            "/", "4,0 0,6",
            "&", "4,6 1,2 1,1 2,0 3,1 0,4 0,5 1,6 2,6 4,4",
            "#", "1,1 1,5|3,1 3,5|0,2 4,2|0,4 4,4",
            "+", "2,1 2,5|0,3 4,3",
            "=", "0,2 4,2|0,4 4,4",
            "!", "2,0 2,4|2,5.4 2,6",
            "?", "0,1 1,0 3,0 4,1 4,2 2,3 2,4|2,5.4 2,6",
            " ", "",
        };
        // the table: polylines separated by "|", points by spaces, each point "x,y"
        for (int i = 0; i < table.length; i += 2) {
            GLYPHS.put(
                    table[i].charAt(0),
                    Arrays.stream(table[i + 1].split("\\|"))
                            .filter(line -> !line.isEmpty())
                            .map(line -> Arrays.stream(line.split("[ ,]"))
                                    .mapToDouble(Double::parseDouble)
                                    .toArray())
                            .toArray(double[][]::new));
        }
    }

    private StrokeFont() {}

    /**
     * The text as this font can write it: capitals, accents dropped (Rémy → REMY), and each run of
     * characters it has no glyph for as one "?".
     */
    static String writable(String text) {
        String plain = Normalizer.normalize(text, Normalizer.Form.NFD)
                .replaceAll("\\p{M}+", "")
                .toUpperCase(Locale.ROOT);
        StringBuilder out = new StringBuilder();
        for (char c : plain.toCharArray()) {
            boolean known = GLYPHS.containsKey(c);
            if (known) {
                out.append(c);
            } else if (out.length() == 0 || out.charAt(out.length() - 1) != '?') {
                out.append('?');
            }
        }
        return out.toString();
    }

    /** How wide a writable text is, in pixels at this many pixels per unit. */
    static double width(String text, double unit) {
        return text.isEmpty() ? 0 : (text.length() * ADVANCE - 2) * unit;
    }

    /** Strokes a writable text with its top-left corner at (x, y), {@code unit} pixels per grid unit. */
    static void draw(Graphics2D g, String text, double x, double y, double unit) {
        Path2D.Double path = new Path2D.Double();
        for (int i = 0; i < text.length(); i++) {
            double left = x + i * ADVANCE * unit;
            for (double[] line : GLYPHS.getOrDefault(text.charAt(i), GLYPHS.get('?'))) {
                path.moveTo(left + line[0] * unit, y + line[1] * unit);
                for (int p = 2; p < line.length; p += 2) {
                    path.lineTo(left + line[p] * unit, y + line[p + 1] * unit);
                }
            }
        }
        g.draw(path);
    }
}
