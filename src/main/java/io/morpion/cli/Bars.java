package io.morpion.cli;

/** The command line's small charts: values drawn as block characters, scaled between two bounds. */
final class Bars {

    private static final String BLOCKS = "▁▂▃▄▅▆▇█";

    private Bars() {}

    /** The block for a value between {@code low} (the lowest block) and {@code high} (the highest); all high when equal. */
    static char of(int value, int low, int high) {
        int top = BLOCKS.length() - 1;
        return BLOCKS.charAt(high == low ? top : (value - low) * top / (high - low));
    }
}
