package io.morpion.msr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The bridge to Pentasol, the community text format of morpionsolitaire.com (5T and 5D only).
 *
 * <p>The first line is a reference point (X,Y): the cross point at the inner corner where the top
 * arm's left edge meets the left arm's top edge, so the cross spans X−3..X+6 and Y−3..Y+6. Then
 * one move a line, {@code (x,y) D k}: D is {@code -} (H), {@code |} (V), {@code \} (DN, down-right
 * on screen) or {@code /} (DP, up-right on screen), and k is the offset from the new point to the
 * centre of its line, counted along x (along y for {@code |}). Pentasol's y axis grows downward,
 * as MSR's does. Lines starting with # are comments. The format stores no variant, so the reader
 * is told it.
 */
public final class Pentasol {

    private static final Pattern REFERENCE = Pattern.compile("\\(\\s*(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})\\s*\\)");
    private static final Pattern MOVE =
            Pattern.compile("\\(\\s*(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})\\s*\\)\\s*([-|\\\\/])\\s*([+-]?\\d{1,9})");
    private static final Map<Character, Direction> DIRECTIONS =
            Map.of('-', Direction.H, '|', Direction.V, '\\', Direction.DN, '/', Direction.DP);
    /** Where the files of morpionsolitaire.com put the reference point; kept when the game fits. */
    private static final int USUAL_REFERENCE = 28;

    private Pentasol() {}

    public static MsrRecord read(String text, Variant variant) {
        return read(text, variant, MsrLimits.DEFAULT);
    }

    /** Reads a Pentasol game as the given variant; the record carries only the variant and the moves. */
    public static MsrRecord read(String text, Variant variant, MsrLimits limits) {
        requireFiveVariant(variant);
        if (text == null || text.length() > limits.maxTextChars()) {
            throw new MsrFormatException(
                    text == null
                            ? "no Pentasol text was given"
                            : "the Pentasol text has " + text.length() + " characters, more than the limit of "
                                    + limits.maxTextChars());
        }
        int centre = variant.lineLength() / 2;
        Point offset = null;
        List<Move> moves = new ArrayList<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = "Pentasol line " + (i + 1) + " \"" + abbreviate(line) + "\": ";
            if (offset == null) {
                Matcher reference = REFERENCE.matcher(line);
                if (!reference.matches()) {
                    throw new MsrFormatException(where + "the first line must be the reference point, such as (28,28)");
                }
                offset = new Point(Integer.parseInt(reference.group(1)) - 3, Integer.parseInt(reference.group(2)) - 3);
                continue;
            }
            Matcher move = MOVE.matcher(line);
            if (!move.matches()) {
                throw new MsrFormatException(where + "expected a move such as (25,27) | 2, that is (x,y), a direction "
                        + "among - | \\ /, and the offset from the new point to the line's centre");
            }
            if (moves.size() == limits.maxMoves()) {
                throw new MsrFormatException(
                        where + "the game has more than " + limits.maxMoves() + " moves, the limit");
            }
            int centreOffset = Integer.parseInt(move.group(4));
            if (Math.abs(centreOffset) > centre) {
                throw new MsrFormatException(
                        where + "the centre offset " + centreOffset + " is outside -" + centre + "..+" + centre);
            }
            long x = Long.parseLong(move.group(1)) - offset.x();
            long y = Long.parseLong(move.group(2)) - offset.y();
            if (Math.abs(x) > limits.maxCoordinate() || Math.abs(y) > limits.maxCoordinate()) {
                throw new MsrFormatException(where + "the point lies " + Math.max(Math.abs(x), Math.abs(y))
                        + " points from the cross, beyond the limit of " + limits.maxCoordinate());
            }
            moves.add(new Move((int) x, (int) y, DIRECTIONS.get(move.group(3).charAt(0)), centre - centreOffset));
        }
        if (offset == null) {
            throw new MsrFormatException("the Pentasol text has no reference point line, such as (28,28)");
        }
        return MsrRecord.of(variant, moves);
    }

    /**
     * The variant a Pentasol text names in its first comment line, as {@link #write} puts it there
     * ("# 5T, 178 moves"), if it does: files this library wrote read back without being told.
     */
    public static Optional<Variant> headerVariant(String text) {
        Matcher header = HEADER.matcher(text.stripLeading());
        return header.lookingAt() ? Variant.fromCode(header.group(1)) : Optional.empty();
    }

    private static final Pattern HEADER = Pattern.compile("#\\s*(5[TD])\\b");

    /** Writes the game in Pentasol; a comment header names the variant and score, which the format cannot hold. */
    public static String write(MsrRecord record) {
        requireFiveVariant(record.variant());
        BoundingBox box = MsrWriter.pointsBoundingBox(record);
        int refX = Math.max(USUAL_REFERENCE, 3 - box.minX());
        int refY = Math.max(USUAL_REFERENCE, 3 - box.minY());
        int centre = record.variant().lineLength() / 2;
        StringBuilder out = new StringBuilder();
        out.append("# ")
                .append(record.variant())
                .append(", ")
                .append(record.moveCount())
                .append(" moves");
        if (record.author() != null) {
            out.append(", by ").append(record.author().replaceAll("\\R", " "));
        }
        out.append('\n').append('(').append(refX).append(',').append(refY).append(")\n");
        for (Move move : record.moves()) {
            out.append('(')
                    .append(move.x() + refX - 3)
                    .append(',')
                    .append(move.y() + refY - 3)
                    .append(") ")
                    .append(symbol(move.dir()))
                    .append(' ')
                    .append(centre - move.pos())
                    .append('\n');
        }
        return out.toString();
    }

    private static char symbol(Direction direction) {
        return switch (direction) {
            case H -> '-';
            case V -> '|';
            case DN -> '\\';
            case DP -> '/';
        };
    }

    /** Whether a Pentasol file can hold games of this variant: the 5-point ones. */
    public static boolean holds(Variant variant) {
        return variant != null && variant.lineLength() == 5;
    }

    private static void requireFiveVariant(Variant variant) {
        if (!holds(variant)) {
            throw new MsrFormatException("Pentasol holds 5T and 5D games only, not " + variant);
        }
    }

    private static String abbreviate(String line) {
        return line.length() > 40 ? line.substring(0, 40) + "…" : line;
    }
}
