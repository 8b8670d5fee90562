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

    static BoardPicture of(MsrRecord game, int cell) {
        return new BoardPicture(game, MsrWriter.pointsBoundingBox(game), cell, cell);
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
