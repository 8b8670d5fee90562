package io.morpion.msr;

/**
 * The first rule a game breaks (§7): which move, why, and at which point.
 *
 * @param variant              the variant whose rules were applied
 * @param moveIndex            0-based index of the offending move in the move list
 * @param move                 the offending move
 * @param reason               which rule of §7 it breaks
 * @param point                the point at fault: the new point when it is already occupied, the
 *                             missing line point, or the new point otherwise
 * @param conflictingMoveIndex for {@link Reason#TOUCH_CONFLICT}, the 0-based index of the earlier
 *                             move whose line it conflicts with; for {@link Reason#OCCUPIED}, the
 *                             move that placed the point, or -1 when it belongs to the initial
 *                             cross; -1 otherwise
 * @param sharedPoints         for {@link Reason#TOUCH_CONFLICT}, how many points the two lines
 *                             share; 0 otherwise
 */
public record IllegalMove(
        Variant variant,
        int moveIndex,
        Move move,
        Reason reason,
        Point point,
        int conflictingMoveIndex,
        int sharedPoints) {

    /** The rules of §7, one per way a move can be illegal. */
    public enum Reason {
        /** pos lies outside 0..n−1. */
        BAD_POS,
        /** The new point is already on the board. */
        OCCUPIED,
        /** Some other point of the line is not on the board yet. */
        MISSING_POINT,
        /** The line overlaps an earlier collinear line by more than the variant allows (§7.1). */
        TOUCH_CONFLICT
    }

    /** The move's number as people count: the first move is move 1. */
    public int moveNumber() {
        return moveIndex + 1;
    }

    public String message() {
        String where = "move " + moveNumber() + ", the point (" + move.x() + "," + move.y() + ") on a "
                + LINE_WORDS[move.dir().ordinal()] + " line" + (reason == Reason.BAD_POS ? "" : ordinal(move.pos()))
                + ": ";
        return where
                + switch (reason) {
                    case BAD_POS ->
                        "pos " + move.pos() + " is outside 0.." + (variant.lineLength() - 1) + " (a " + variant
                                + " line has " + variant.lineLength() + " points)";
                    case OCCUPIED ->
                        "the point " + point + " is already occupied"
                                + (conflictingMoveIndex < 0
                                        ? " (it is part of the initial cross)"
                                        : " (move " + (conflictingMoveIndex + 1) + " placed it)");
                    case MISSING_POINT -> "the line point " + point + " is not occupied yet";
                    case TOUCH_CONFLICT ->
                        "its line shares " + sharedPoints
                                + (sharedPoints == 1 ? " point" : " points") + " with the line of move "
                                + (conflictingMoveIndex + 1) + ", and " + variant + " allows at most "
                                + variant.maxOverlap();
                };
    }

    /** The directions as people say them, in {@link Direction}'s order; y grows downwards, so DP rises. */
    private static final String[] LINE_WORDS = {"horizontal", "vertical", "rising diagonal", "falling diagonal"};

    /** ", its 3rd point": where the new point lies on its line, counted from the line's origin. */
    private static String ordinal(int pos) {
        int n = pos + 1;
        String suffix = n % 100 >= 11 && n % 100 <= 13
                ? "th"
                : switch (n % 10) {
                    case 1 -> "st";
                    case 2 -> "nd";
                    case 3 -> "rd";
                    default -> "th";
                };
        return ", its " + n + suffix + " point";
    }
}
