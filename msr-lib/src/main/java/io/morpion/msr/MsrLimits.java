package io.morpion.msr;

/**
 * Safety limits for reading untrusted documents. Every limit is far above what a legal game needs
 * (no 5T game can exceed 485 moves, and its pretty JSON is well under 100 KB), so they only ever
 * stop hostile or broken input.
 *
 * @param maxTextChars          longest document text accepted, in characters (JSON, MS1 or Pentasol)
 * @param maxDecompressedBytes  most bytes an MS1 payload may inflate to; stops DEFLATE bombs
 * @param maxNestingDepth       deepest JSON nesting of arrays and objects
 * @param maxStringChars        longest JSON string value
 * @param maxMoves              most moves in one record
 * @param maxCoordinate         largest |x| or |y| of a move
 */
public record MsrLimits(
        int maxTextChars,
        int maxDecompressedBytes,
        int maxNestingDepth,
        int maxStringChars,
        int maxMoves,
        int maxCoordinate) {

    public static final MsrLimits DEFAULT = new MsrLimits(1 << 20, 1 << 20, 16, 64 * 1024, 2_000, 100_000);

    public MsrLimits {
        if (maxTextChars <= 0
                || maxDecompressedBytes <= 0
                || maxNestingDepth < 3
                || maxStringChars <= 0
                || maxMoves < 0
                || maxCoordinate <= 0) {
            throw new IllegalArgumentException("limits must be positive, and the nesting depth at least 3");
        }
    }
}
