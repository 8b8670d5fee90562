package io.morpion.search.dna;

import io.morpion.engine.EngineMove;
import io.morpion.engine.Geometry;
import io.morpion.engine.GreedyPlayout;
import io.morpion.engine.Position;
import io.morpion.search.Rng;
import java.util.Arrays;

/**
 * A game's DNA: a priority for every line. Playing it means playing, at each step, the legal move
 * whose line has the highest priority, until none is left. A game is encoded by giving its k-th
 * move's line the priority {@link #TOP} − k and every other line a lower one, so that its DNA plays
 * it back exactly: at each step the first of its moves not yet played is legal and outranks every
 * other legal line, and once all are played the game is over.
 *
 * <p>Lines are numbered by their origin in a 64 × 64 square around the cross and their direction:
 * 16,384 slots, 64 KB per array, so that a lookup in the hot loop stays in cache. The priorities of
 * lines nobody set come from a fixed random permutation of the slots, turned by a rotation that
 * differs from game to game, so that the moves a game leaves open are ranked afresh for each. Only
 * the lines set since the last {@link #encode} are written, and a generation stamp tells them from
 * stale ones, so that a new encoding costs a game's length, not the whole array. A line outside the
 * square (no known game has one) keeps its own small list.
 */
final class Dna implements GreedyPlayout.Priorities {

    static final int SIDE = 64;
    static final int SLOTS = SIDE * SIDE * 4;
    private static final int MASK = SLOTS - 1;
    /** The priority of a game's first move; its k-th has TOP − k. */
    static final int TOP = 1 << 30;
    /** Priorities above this belong to a game's own moves. */
    static final int PLAYED = TOP - 4096;
    /** How many ranks of {@link #rank} lie below every unset line's, for blacklisted lines. */
    private static final int BLACKLISTED = 8192;

    private final Geometry g;
    private final int shift;
    private final int sideMask;
    private final int low;
    private final int[] steps = new int[4];
    private final int[] base;
    private final int[] value = new int[SLOTS];
    private final int[] stamp = new int[SLOTS];
    private int generation;
    private int rotation;
    private int[] outsideLines = new int[4];
    private int[] outsideValues = new int[4];
    private int outsideCount;
    private final GreedyPlayout greedy = new GreedyPlayout();

    /** A DNA whose unset lines are ranked by a permutation drawn from {@code rng}. */
    Dna(Geometry g, Rng rng) {
        this.g = g;
        this.shift = Integer.numberOfTrailingZeros(g.side());
        this.sideMask = g.side() - 1;
        int centre = g.variant().crossExtent() / 2;
        this.low = (g.cell(centre, centre) & sideMask) - SIDE / 2;
        for (int d = 0; d < 4; d++) {
            steps[d] = g.step(d);
        }
        this.base = new int[SLOTS];
        for (int i = 0; i < SLOTS; i++) {
            base[i] = i;
        }
        for (int i = SLOTS - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = base[i];
            base[i] = base[j];
            base[j] = t;
        }
    }

    /** A move's slot, or −1 when its line starts outside the square. */
    int slot(int move) {
        int dir = EngineMove.direction(move);
        int origin = EngineMove.cell(move) - EngineMove.pos(move) * steps[dir];
        int x = (origin & sideMask) - low;
        int y = (origin >>> shift) - low;
        if (((x | y) & ~(SIDE - 1)) != 0) {
            return -1;
        }
        return (y << 6 | x) << 2 | dir;
    }

    /** Lines whose origin lies in this square around the cross are the ones a swap promotes. */
    static final int SWAP_SIDE = 46;

    private static final int SWAP_LOW = (SIDE - SWAP_SIDE) / 2;

    /**
     * A random slot for a swap: a line of the 46 × 46 square around the cross, the line universe of
     * the published pool search (its whole grid), where every known game lies. The rest of the
     * 64 × 64 square only makes room for games that stray; a swap there would promote nothing.
     */
    static int randomSlot(Rng rng) {
        int x = SWAP_LOW + rng.nextInt(SWAP_SIDE);
        int y = SWAP_LOW + rng.nextInt(SWAP_SIDE);
        return (y << 6 | x) << 2 | rng.nextInt(4);
    }

    /**
     * Starts a new DNA: every line ranked by the permutation turned by {@code turn}, then the game's
     * moves on top in their order.
     */
    void encode(int[] moves, int length, long turn) {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        rotation = (int) (turn ^ (turn >>> 32)) & MASK;
        outsideCount = 0;
        for (int k = 0; k < length; k++) {
            set(moves[k], TOP - k);
        }
    }

    /**
     * A move's priority as a rank of {@link GreedyPlayout}, in the same order: a game's moves (at most
     * a game's length below TOP) on top, the permutation's ranks and the outside lines' below them,
     * and the blacklisted ones (at most a game's length below zero) at the bottom.
     */
    @Override
    public int rank(int move) {
        int priority = priority(move);
        return priority > PLAYED ? GreedyPlayout.RANKS - 1 - (TOP - priority) : BLACKLISTED + priority;
    }

    int priority(int move) {
        int s = slot(move);
        return s >= 0 ? slotPriority(s) : outsidePriority(move);
    }

    int slotPriority(int s) {
        return stamp[s] == generation ? value[s] : base[(s + rotation) & MASK];
    }

    void set(int move, int priority) {
        int s = slot(move);
        if (s >= 0) {
            setSlot(s, priority);
        } else {
            setOutside(lineOf(move), priority);
        }
    }

    void setSlot(int s, int priority) {
        stamp[s] = generation;
        value[s] = priority;
    }

    /**
     * Swaps the priorities of a game's move and a line of the square, and returns the first step at
     * which the game played from the new DNA can differ from the old: the earlier of the two lines'
     * places in the game, or the game's length when neither is one of its moves.
     */
    int swap(int move, int otherSlot, int length) {
        int mine = priority(move);
        int theirs = slotPriority(otherSlot);
        set(move, theirs);
        setSlot(otherSlot, mine);
        return Math.min(placeOf(mine, length), placeOf(theirs, length));
    }

    /** Where a line with this priority comes in the encoded game, or {@code length} when it is not one of its moves. */
    private static int placeOf(int priority, int length) {
        return priority > PLAYED ? Math.min(TOP - priority, length) : length;
    }

    /**
     * Plays the position out: at each step the legal move of highest priority. The hot loop of the
     * search ({@link GreedyPlayout}); it allocates nothing once its arrays have grown to a game's size.
     */
    void playOut(Position position) {
        greedy.playOut(position, this);
    }

    /** A move's key: its slot, or for a line outside the square, its line's number below zero. */
    int key(int move) {
        int s = slot(move);
        return s >= 0 ? s : -1 - lineOf(move);
    }

    private int lineOf(int move) {
        int dir = EngineMove.direction(move);
        return (EngineMove.cell(move) - EngineMove.pos(move) * steps[dir]) << 2 | dir;
    }

    private int outsidePriority(int move) {
        return outsideLinePriority(lineOf(move));
    }

    private int outsideLinePriority(int line) {
        for (int i = 0; i < outsideCount; i++) {
            if (outsideLines[i] == line) {
                return outsideValues[i];
            }
        }
        long z = (line + 0x9E3779B97F4A7C15L) * (rotation + 1L);
        z = (z ^ (z >>> 31)) * 0xBF58476D1CE4E5B9L;
        return (int) (z ^ (z >>> 29)) & MASK;
    }

    private void setOutside(int line, int priority) {
        for (int i = 0; i < outsideCount; i++) {
            if (outsideLines[i] == line) {
                outsideValues[i] = priority;
                return;
            }
        }
        if (outsideCount == outsideLines.length) {
            outsideLines = Arrays.copyOf(outsideLines, outsideCount * 2);
            outsideValues = Arrays.copyOf(outsideValues, outsideCount * 2);
        }
        outsideLines[outsideCount] = line;
        outsideValues[outsideCount++] = priority;
    }
}
