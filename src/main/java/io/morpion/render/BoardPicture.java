package io.morpion.render;

import io.morpion.msr.BoundingBox;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrWriter;
import io.morpion.msr.Point;
import java.util.List;

/**
 * The geometry of a board picture, shared by the SVG and PNG renderers: a margin of one cell
 * around the game's bounding box, one cell per lattice point.
 */
record BoardPicture(MsrRecord game, BoundingBox box, int cell, int margin) {

    /** The cell of the pictures at their natural size; larger ones scale every part with it. */
    static final int NATURAL_CELL = 24;
    /** Numbered pictures are drawn larger, so that three digits fit in a move's dot. */
    static final int NUMBERED_CELL = 40;

    static final int MIN_CELL = 8;

    /** The least width of a picture asked for at its natural size: a 5T record's caption on one line, legible. */
    static final int LEGIBLE_WIDTH = 1000;

    static BoardPicture of(MsrRecord game, int cell) {
        return new BoardPicture(game, MsrWriter.pointsBoundingBox(game), cell, cell);
    }

    /**
     * The picture of a game at its natural cell, or, given a width in pixels (0 for none), with the
     * largest cell that keeps it within that width (at least {@link #MIN_CELL}).
     */
    static BoardPicture of(MsrRecord game, boolean numbered, int width) {
        if (width < 0 || width > PngRenderer.MAX_WIDTH) {
            throw new IllegalArgumentException(
                    "size must be a width in pixels up to " + PngRenderer.MAX_WIDTH + ", not " + width);
        }
        BoundingBox box = MsrWriter.pointsBoundingBox(game);
        // a picture asked for at no width is drawn large enough to read: at least LEGIBLE_WIDTH wide unnumbered,
        // and a numbered one as much larger as its cells are
        double legible = Math.max(1, LEGIBLE_WIDTH / (double) ((box.width() + 1) * NATURAL_CELL));
        int natural = (int) Math.ceil((numbered ? NUMBERED_CELL : NATURAL_CELL) * legible);
        int cell = width == 0 ? natural : Math.max(MIN_CELL, width / (box.width() + 1));
        return new BoardPicture(game, box, cell, cell);
    }

    /** How many times the natural picture's parts this picture's are. */
    double scale() {
        return cell / (double) NATURAL_CELL;
    }

    int width() {
        return 2 * margin + (box.width() - 1) * cell;
    }

    int height() {
        return 2 * margin + (box.height() - 1) * cell;
    }

    int px(int x) {
        return margin + (x - box.minX()) * cell;
    }

    int py(int y) {
        return margin + (y - box.minY()) * cell;
    }

    List<Point> cross() {
        return InitialCross.points(game.variant());
    }

    List<Move> moves() {
        return game.moves();
    }

    Point lineEnd(Move move) {
        return move.linePoint(game.variant().lineLength() - 1);
    }
}
