package io.morpion.render;

import io.morpion.msr.BoundingBox;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.MsrFormatException;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrWriter;
import io.morpion.msr.Point;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Draws a game as SVG: grey lattice dots, the cross in black, every line, the new points in blue,
 * optionally numbered. The compact record rides along in {@code <metadata>}, so the picture is
 * itself a save that {@link #extract} reads back.
 */
public final class SvgRenderer {

    private static final Pattern EMBEDDED =
            Pattern.compile("<metadata>\\s*<msr:record[^>]*>\\s*(MS1:[A-Za-z0-9_-]+)\\s*</msr:record>\\s*</metadata>");
    private static final int MAX_SVG_CHARS = 4 << 20;

    private SvgRenderer() {}

    public static String render(MsrRecord game, boolean moveNumbers) {
        return render(game, moveNumbers, 0);
    }

    /** The picture, at most {@code width} pixels wide (0: its natural size), as {@link PngRenderer} draws it. */
    public static String render(MsrRecord game, boolean moveNumbers, int width) {
        BoardPicture pic = BoardPicture.of(game, moveNumbers, width);
        double u = pic.scale();
        StringBuilder svg = new StringBuilder(32_000);
        svg.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">%n",
                pic.width(),
                pic.height(),
                pic.width(),
                pic.height()));
        svg.append("<title>").append(escape(title(game))).append("</title>\n");
        svg.append("<metadata><msr:record xmlns:msr=\"https://morpion-solitaire.io/spec/0.1/\">")
                .append(MsrWriter.toCompact(game))
                .append("</msr:record></metadata>\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"")
                .append(Palette.hex(Palette.PAPER))
                .append("\"/>\n<g fill=\"")
                .append(Palette.hex(Palette.GRID))
                .append("\">");
        for (int y = pic.box().minY(); y <= pic.box().maxY(); y++) {
            for (int x = pic.box().minX(); x <= pic.box().maxX(); x++) {
                svg.append(String.format(
                        Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%s\"/>", pic.px(x), pic.py(y), size(1.5 * u)));
            }
        }
        svg.append("</g>\n<g stroke=\"")
                .append(Palette.hex(Palette.LINE))
                .append("\" stroke-width=\"")
                .append(size(2 * u))
                .append("\" stroke-linecap=\"round\">");
        for (Move move : pic.moves()) {
            Point a = move.origin();
            Point b = pic.lineEnd(move);
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>",
                    pic.px(a.x()),
                    pic.py(a.y()),
                    pic.px(b.x()),
                    pic.py(b.y())));
        }
        svg.append("</g>\n<g fill=\"").append(Palette.hex(Palette.CROSS)).append("\">");
        for (Point p : pic.cross()) {
            svg.append(String.format(
                    Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%s\"/>", pic.px(p.x()), pic.py(p.y()), size(5 * u)));
        }
        svg.append("</g>\n<g fill=\"").append(Palette.hex(Palette.MOVE)).append("\">");
        String r = size(PngRenderer.moveDotRadius(pic, moveNumbers));
        for (Move move : pic.moves()) {
            svg.append(String.format(
                    Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%s\"/>", pic.px(move.x()), pic.py(move.y()), r));
        }
        svg.append("</g>\n");
        if (moveNumbers) {
            svg.append("<g font-family=\"sans-serif\" font-weight=\"700\" font-size=\"")
                    .append(size(0.36 * pic.cell()))
                    .append("\" text-anchor=\"middle\" fill=\"")
                    .append(Palette.hex(Palette.NUMBER))
                    .append("\">");
            String small = size(0.27 * pic.cell());
            for (int i = 0; i < game.moveCount(); i++) {
                Move move = game.moves().get(i);
                boolean three = i + 1 >= 100;
                // three digits in a smaller size, so that they stay inside the dot
                svg.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%d\" y=\"%s\"%s>%d</text>",
                        pic.px(move.x()),
                        size(pic.py(move.y()) + (three ? 0.1 : 0.13) * pic.cell()),
                        three ? " font-size=\"" + small + "\"" : "",
                        i + 1));
            }
            svg.append("</g>\n");
        }
        return svg.append("</svg>\n").toString();
    }

    /**
     * A thumbnail: the game's dots as a silhouette, one square a dot (the cross dark, the moves in their colour),
     * with no grid and no lines, which at a few pixels a cell blur into a pale blob; what a listing shows beside
     * each record, where a figure's shape is what tells games apart.
     */
    public static String thumbnail(MsrRecord game) {
        BoundingBox box = MsrWriter.pointsBoundingBox(game);
        StringBuilder svg = new StringBuilder(8_000);
        svg.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"%d %d %d %d\" shape-rendering=\"crispEdges\">%n",
                (box.minX() - 1) * THUMB_CELL,
                (box.minY() - 1) * THUMB_CELL,
                (box.width() + 1) * THUMB_CELL,
                (box.height() + 1) * THUMB_CELL));
        svg.append("<title>")
                .append(escape(title(game)))
                .append("</title>\n<g fill=\"")
                .append(Palette.hex(Palette.CROSS))
                .append("\">");
        for (Point p : InitialCross.points(game.variant())) {
            svg.append(square(p.x(), p.y()));
        }
        svg.append("</g>\n<g fill=\"").append(Palette.hex(Palette.MOVE)).append("\">");
        for (Move move : game.moves()) {
            svg.append(square(move.x(), move.y()));
        }
        return svg.append("</g>\n</svg>\n").toString();
    }

    /** A thumbnail's cell in its own units, and the square of a dot inside it: a hairline apart. */
    private static final int THUMB_CELL = 20;

    private static final int THUMB_DOT = 18;

    private static String square(int x, int y) {
        return String.format(
                Locale.ROOT,
                "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>",
                x * THUMB_CELL - THUMB_DOT / 2,
                y * THUMB_CELL - THUMB_DOT / 2,
                THUMB_DOT,
                THUMB_DOT);
    }

    /** A length with at most two decimals. */
    private static String size(double value) {
        return String.format(Locale.ROOT, "%.2f", value).replaceAll("\\.?0+$", "");
    }

    /** The record embedded in an SVG this renderer (or the reference program) wrote. */
    public static String extract(String svg) {
        if (svg.length() > MAX_SVG_CHARS) {
            throw new MsrFormatException("the SVG is larger than " + MAX_SVG_CHARS + " characters");
        }
        Matcher m = EMBEDDED.matcher(svg);
        if (!m.find()) {
            throw new MsrFormatException("the SVG carries no embedded record (no <metadata><msr:record>MS1:…)");
        }
        return m.group(1);
    }

    static String title(MsrRecord game) {
        return game.variant() + " · " + game.moveCount() + " moves"
                + (game.author() == null ? "" : " · " + game.author());
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
