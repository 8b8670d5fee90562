package io.morpion.render;

import io.morpion.msr.MsrRecord;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;

/**
 * The line under a PNG board that says which game it is: "5T · 178 MOVES · CHRISTOPHER D. ROSIN ·
 * 2011-08". It stays on one line, written smaller, as long as its letters keep at least their natural
 * size; otherwise its parts go on as few lines as the picture's width allows, and a part too long for
 * a line of its own is written smaller.
 */
record Caption(List<String> lines, double unit, int padding) {

    private static final double UNIT = 1.6;
    private static final double LINE_GAP = 5;
    private static final String SEPARATOR = " · ";

    /** The caption of a game for a picture this wide, its letters {@code scale} times their natural size. */
    static Caption of(MsrRecord game, int width, double scale) {
        List<String> parts = new ArrayList<>();
        parts.add(game.variant().code() + SEPARATOR + game.moveCount() + (game.moveCount() == 1 ? " MOVE" : " MOVES"));
        if (game.author() != null && !game.author().isBlank()) {
            parts.add(StrokeFont.writable(game.author().strip()));
        }
        game.dateTag().ifPresent(parts::add);
        int padding = (int) Math.round(10 * scale);
        double room = width - 2.0 * padding;
        // on one line when its letters can stay at least their natural size: a caption reads best unbroken
        String whole = String.join(SEPARATOR, parts);
        double fitting = Math.min(UNIT * scale, room / Math.max(1, StrokeFont.width(whole, 1)));
        if (fitting >= UNIT) {
            return new Caption(List.of(whole), fitting, padding);
        }
        List<String> lines = new ArrayList<>();
        for (String part : parts) {
            int last = lines.size() - 1;
            if (last >= 0 && StrokeFont.width(lines.get(last) + SEPARATOR + part, UNIT * scale) <= room) {
                lines.set(last, lines.get(last) + SEPARATOR + part);
            } else {
                lines.add(part);
            }
        }
        double unit = UNIT * scale;
        for (String line : lines) {
            unit = Math.min(unit, room / Math.max(1, StrokeFont.width(line, 1)));
        }
        return new Caption(List.copyOf(lines), unit, padding);
    }

    /** The band's height in pixels. */
    int height() {
        return (int) Math.ceil(
                2 * padding + lines.size() * StrokeFont.HEIGHT * unit + (lines.size() - 1) * LINE_GAP * unit / UNIT);
    }

    /** Draws the band with its top at {@code top}, across the whole width. */
    void draw(Graphics2D g, int top, int width) {
        g.setColor(new Color(Palette.CAPTION_PAPER));
        g.fillRect(0, top, width, height());
        g.setColor(new Color(Palette.CAPTION_INK));
        g.setStroke(new BasicStroke((float) Math.max(1, unit * 0.8), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        double y = top + padding;
        for (String line : lines) {
            StrokeFont.draw(g, line, padding, y, unit);
            y += StrokeFont.HEIGHT * unit + LINE_GAP * unit / UNIT;
        }
    }

    /** The caption as one line of text, for the PNG's Title chunk. */
    String text() {
        return String.join(SEPARATOR, lines);
    }
}
