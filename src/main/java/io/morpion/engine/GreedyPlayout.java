package io.morpion.engine;

import java.util.Arrays;

/**
 * Plays a position out greedily: at each step the legal move of highest rank, and among equals the
 * one that became legal first. That is the game a scan of the legal list at every step plays, since
 * the list keeps its moves in the order they became legal; but a scan and the list's upkeep cost the
 * list's length at every step. Here every move that becomes legal goes once into a set of ranks, and
 * a move that lost its legality meanwhile (its point taken, or a parallel line now too close) is
 * dropped when it comes to the top. The set is a bitmap three levels deep, so the top is three
 * leading-zero counts away whatever the game: no branch the processor must guess. Moves of one rank
 * wait in a chain in the order they came. The position keeps no lists for the plies played this way
 * ({@link Position#playListless}). Nothing is allocated once the arrays have grown to a game's size.
 */
public final class GreedyPlayout {

    /** Ranks lie in [0, RANKS). */
    public static final int RANKS = 1 << 15;

    /** A move's rank under a game's encoding: the higher plays first. */
    public interface Priorities {
        int rank(int move);
    }

    private final long[] ranks = new long[RANKS >>> 6];
    /** A bit for each word of {@link #ranks} that is not empty. */
    private final long[] words = new long[RANKS >>> 12];
    /** A bit for each word of {@link #words} that is not empty. */
    private long blocks;

    private final int[] firstArrival = new int[RANKS];
    private int[] byArrival = new int[256];
    private int[] nextArrival = new int[256];
    private int arrivals;
    private int[] newLines = new int[0];

    /** Plays the position out from its current ply, which must hold its legal list. */
    public void playOut(Position position, Priorities priorities) {
        if (blocks != 0) {
            // a playout that did not finish, such as one whose priorities threw
            Arrays.fill(ranks, 0);
            Arrays.fill(words, 0);
            blocks = 0;
        }
        arrivals = 0;
        if (newLines.length < 4 * position.geometry().lineLength()) {
            newLines = new int[4 * position.geometry().lineLength()];
        }
        for (int i = 0, count = position.legalCount(); i < count; i++) {
            add(position.legalMove(i), priorities);
        }
        while (blocks != 0) {
            int move = byArrival[removeTop()];
            if (position.stillPlayable(move)) {
                int found = position.playListless(move, newLines);
                for (int i = 0; i < found; i++) {
                    add(newLines[i], priorities);
                }
            }
        }
    }

    private void add(int move, Priorities priorities) {
        int rank = priorities.rank(move);
        if (rank < 0 || rank >= RANKS) {
            throw new IllegalArgumentException("a greedy playout's ranks lie in [0, " + RANKS + "), not " + rank);
        }
        if (arrivals == byArrival.length) {
            byArrival = Arrays.copyOf(byArrival, arrivals * 2);
            nextArrival = Arrays.copyOf(nextArrival, arrivals * 2);
        }
        int arrival = arrivals++;
        byArrival[arrival] = move;
        nextArrival[arrival] = -1;
        int word = rank >>> 6;
        if ((ranks[word] & 1L << rank) == 0) {
            firstArrival[rank] = arrival;
            ranks[word] |= 1L << rank;
            words[word >>> 6] |= 1L << word;
            blocks |= 1L << (word >>> 6);
        } else {
            int last = firstArrival[rank];
            while (nextArrival[last] >= 0) {
                last = nextArrival[last];
            }
            nextArrival[last] = arrival;
        }
    }

    /** Takes out the first arrival of the highest rank and returns it. */
    private int removeTop() {
        int block = 63 - Long.numberOfLeadingZeros(blocks);
        int word = block << 6 | 63 - Long.numberOfLeadingZeros(words[block]);
        int rank = word << 6 | 63 - Long.numberOfLeadingZeros(ranks[word]);
        int arrival = firstArrival[rank];
        int next = nextArrival[arrival];
        if (next >= 0) {
            firstArrival[rank] = next;
        } else if ((ranks[word] &= ~(1L << rank)) == 0 && (words[block] &= ~(1L << word)) == 0) {
            blocks &= ~(1L << block);
        }
        return arrival;
    }
}
