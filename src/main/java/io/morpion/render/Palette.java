package io.morpion.render;

/**
 * The site's light theme, as the web board draws it (frontend/style.css), so that a downloaded
 * picture looks like the page it came from: dark lines on paper, the moves in orange with their
 * numbers in white.
 */
final class Palette {

    static final int PAPER = 0xfbfaf7;
    static final int GRID = 0xd5d1c6;
    /** The ink of the lines, at the web board's 75 % opacity over the paper. */
    static final int LINE = 0x555962;

    static final int CROSS = 0x1d2330;
    static final int MOVE = 0xc2410c;
    static final int NUMBER = 0xffffff;
    static final int CAPTION_PAPER = 0xefece4;
    static final int CAPTION_INK = 0x1d2330;

    private Palette() {}

    static String hex(int rgb) {
        return String.format("#%06x", rgb);
    }
}
