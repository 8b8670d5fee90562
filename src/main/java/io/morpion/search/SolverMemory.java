package io.morpion.search;

/**
 * What a solver's thread may hold, as each algorithm states it from its settings
 * ({@link Algorithm#memoryPerThread}): a base every thread has, and the games its pools, archives and
 * beams keep, each counted at {@link #GAME_MOVES} moves, once in memory and once in the checkpoint
 * being written. The bounds are upper bounds, not typical figures: a DNA run at its defaults holds a
 * few hundred pool games and a full archive.
 */
public final class SolverMemory {

    /** Moves counted for every kept game: more than the longest known game of any variant (178, 5T). */
    public static final int GAME_MOVES = 200;
    /**
     * A kept game in memory: its moves as ints, the array's header, and about 130 bytes of entry,
     * key and index around it.
     */
    public static final long GAME_BYTES = 16 + 4L * GAME_MOVES + 130;
    /** A kept game in a checkpoint's state before it is deflated (deflating takes about 4× off). */
    public static final long GAME_STATE_BYTES = 4 + 4L * GAME_MOVES + 12;
    /**
     * What every solver thread holds whatever its settings: positions, move lists, tables and
     * buffers. Measured: every algorithm at its defaults ran 10 s of 5T in a 48 MB heap, command
     * line included.
     */
    public static final long BASE = 32L << 20;

    private SolverMemory() {}

    /** Bytes as whole megabytes, rounded up: what the service and the CLI say a run or a thread may hold. */
    public static long megabytes(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }

    /** The base and this many kept games, in memory and in a checkpoint. */
    public static long withGames(long games) {
        return BASE + games * (GAME_BYTES + GAME_STATE_BYTES);
    }
}
