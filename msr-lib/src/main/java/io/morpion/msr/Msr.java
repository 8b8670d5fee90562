package io.morpion.msr;

import java.io.InputStream;

/**
 * The entry point of msr-lib: decode, validate and encode MSR 0.1 records with the default
 * safety limits. Use {@link MsrReader} directly for other limits, and {@link Pentasol} for the
 * community text format.
 *
 * <pre>{@code
 * MsrRecord record = Msr.decode(text);        // MS1: or JSON
 * GameFacts facts = Msr.requireLegal(record);  // or Msr.validate(record) for a verdict
 * String compact = Msr.encode(record);
 * }</pre>
 */
public final class Msr {

    private static final MsrReader READER = new MsrReader(MsrLimits.DEFAULT);

    private Msr() {}

    /** Decodes the MS1 compact form or JSON, after trimming whitespace. */
    public static MsrRecord decode(String text) {
        return READER.decode(text);
    }

    /** Decodes UTF-8 text from a stream, reading at most the default text limit. */
    public static MsrRecord decode(InputStream in) {
        return READER.decode(in);
    }

    /** The compact {@code MS1:} form. */
    public static String encode(MsrRecord record) {
        return MsrWriter.toCompact(record);
    }

    /** Pretty JSON with one move per line. */
    public static String toJson(MsrRecord record) {
        return MsrWriter.toPrettyJson(record);
    }

    /** Replays the game: the facts of a legal game, or its first illegal move. */
    public static Verdict validate(MsrRecord record) {
        return MsrValidator.validate(record);
    }

    /** The facts of a legal game, or an {@link IllegalMoveException} naming the first illegal move. */
    public static GameFacts requireLegal(MsrRecord record) {
        return MsrValidator.requireLegal(record);
    }
}
