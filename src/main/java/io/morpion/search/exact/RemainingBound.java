package io.morpion.search.exact;

import io.morpion.engine.TrackBoard;
import io.morpion.engine.TrackMoves;
import io.morpion.msr.Variant;

/**
 * An admissible upper bound on the moves still to come below a position of the search: the number
 * of empty cells its candidates, and every move they lead to, could ever fill. Below a position
 * the normal form plays only its candidates and lines through points placed later, and each move
 * fills one cell. The search cuts a branch when its depth plus this bound cannot beat the target.
 *
 * <p>The walk keeps, for each cell it reaches, the directions of the lines that might fill it.
 * Every candidate fills its own cell along its own direction. A line with room left by the drawn
 * lines may fill its one remaining cell when each of its other cells is occupied or reached, at
 * least one of them reached, and each reached one could be filled along another direction: two
 * lines in one direction may not share a point in the disjoint variants, and in the touching ones
 * only an end point of both, so there the line's first point may also be one that a line along
 * the same direction might fill as its last point, and the other way round. Without the
 * directions, three points in a row would let the walk run down the row for ever, one overlapping
 * line after another; with them the 4D proof visits 1.7·10⁸ positions instead of 4.7·10¹⁰, and
 * telling a line's ends apart shrinks the estimated 4T proof thirty-fold. docs/exact-search.md
 * proves that every move of the subtree fills a reached cell.
 *
 * <p>Not every reached cell can be filled in one game: new lines along a direction may not
 * overlap, so a stretch of track holds only so many of them, each filling one cell. The bound is
 * the largest number of reached cells that can be given a line at once ({@link StretchMatching}),
 * which cuts an eighth of the positions the 4D proof visits with the cell count alone.
 *
 * <p>Callers ask whether the bound reaches a number, so the walk stops a few cells past it: a
 * set that ends just above can still be cut by the matching, and one that grows on (in the 4-point
 * games the reach rules tile whole lattices of cells) is not worth walking further.
 */
final class RemainingBound {

    private static final int ALL_DIRECTIONS = 0xF;
    /** How far past the number asked for the walk goes; 3 was fastest on the 4D proof (2 to 8 tried). */
    private static final int WALK_SLACK = 3;
    /**
     * Far from the target (26 or more moves still needed) a walk stops at this many cells, and a
     * group of {@link #FAR_SMALL_GROUP} candidates or fewer is not tested at all: such sets seldom
     * come out small enough to cut, and the subtree of a child the test would have cut fills only
     * the cells of a small set, so it is small, and goes at the first position in it that is tested
     * (with 25 moves needed at the latest). On samples of the 4T proof against 62 the search visits
     * 5.7 times the positions and is 2.2 to 2.9 times faster; the 4D proof barely reaches that far
     * (docs/exact-search.md, "How often to test").
     */
    private static final int FAR_WALK_LIMIT = 28;

    private static final int FAR_SMALL_GROUP = 3;
    private static final int CELL_BITS = 12;
    private static final int CELL_MASK = (1 << CELL_BITS) - 1;
    /** Per (directions before, directions after), the directions the cell has just become able to serve. */
    private static final int[] SERVING = new int[256];

    static {
        for (int known = 0; known < 16; known++) {
            for (int grown = 0; grown < 16; grown++) {
                for (int d = 0; d < 4; d++) {
                    int across = ALL_DIRECTIONS & ~(1 << d);
                    if ((known & across) == 0 && (grown & across) != 0) {
                        SERVING[known << 4 | grown] |= 1 << d;
                    }
                }
            }
        }
    }

    private final TrackBoard board;
    private final StretchMatching matching;
    private final int n;
    private final int lineMask;
    private final boolean touching;
    /** Per cell, the directions of the lines that might fill it; 0 while unreached. */
    private final byte[] directions = new byte[TrackBoard.SIDE * TrackBoard.SIDE];
    /**
     * Touching variants, per cell: for each direction d, bit 2d when a line along d might fill it as
     * its first point, bit 2d + 1 as its last.
     */
    private final byte[] ends = new byte[TrackBoard.SIDE * TrackBoard.SIDE];

    private final int[] reached = new int[TrackBoard.SIDE * TrackBoard.SIDE];
    /** The reached cells again, laid out like the board's tracks, to see a line's cells at once. */
    private final long[] reachedLayer = TrackBoard.newLayer();
    /** Per span of 2n − 1 cells (occupied or reached), the starts of the lines in it with at most one cell left. */
    private final int[] nearlyFull;

    private int size;
    /** Cells with the directions whose lines are still to be looked at (a cell comes at most twelve times). */
    private final int[] pending = new int[12 * TrackBoard.SIDE * TrackBoard.SIDE];

    private int pendingEnd;
    /** How many times the walk has reached a new cell or a new direction: a set's version. */
    private int growth;

    private int nextPending;
    private boolean nearEdge;

    RemainingBound(TrackBoard board) {
        this.board = board;
        this.matching = new StretchMatching(board);
        this.n = board.lineLength();
        this.lineMask = (1 << n) - 1;
        this.touching = board.variant().touching();
        this.nearlyFull = new int[1 << (2 * n - 1)];
        for (int span = 0; span < nearlyFull.length; span++) {
            for (int j = 0; j < n; j++) {
                if (Integer.bitCount((span >>> j) & lineMask) >= n - 1) {
                    nearlyFull[span] |= 1 << j;
                }
            }
        }
    }

    /**
     * For the children of the position at {@code depth} with candidates {@code list[from..to)}: an
     * index from which on no child can lead to a game longer than {@code target} (far from the
     * target, not always the first such index: see {@link #FAR_WALK_LIMIT}). Child i's
     * move and the moves below it fill only cells its parent's board reaches from {@code list[i..to)};
     * those sets shrink as i grows, so one walk that adds the candidates from the last one back
     * settles all the children it can.
     */
    int hopelessFrom(int[] list, int from, int to, int depth, int target) {
        int needed = target + 1 - depth;
        if (needed + WALK_SLACK <= FAR_WALK_LIMIT) {
            return hopelessFromEveryGroup(list, from, to, depth, target);
        }
        return to - from <= FAR_SMALL_GROUP ? to : giveUpFrom(list, from, to, needed, FAR_WALK_LIMIT);
    }

    /** The full test, which the search uses near the target: every group, walked as far as the bound allows. */
    int hopelessFromEveryGroup(int[] list, int from, int to, int depth, int target) {
        int needed = target + 1 - depth;
        return giveUpFrom(list, from, to, needed, needed + WALK_SLACK);
    }

    /**
     * The group test with its walk stopped at {@code limit} cells: the children from the index
     * returned on cannot make {@code needed} moves.
     */
    private int giveUpFrom(int[] list, int from, int to, int needed, int limit) {
        int fellShortAt = -1;
        start();
        for (int i = to - 1; i >= from; i--) {
            reach(TrackMoves.newCell(list[i]), TrackMoves.direction(list[i]), TrackMoves.pos(list[i]));
            spreadAll(limit);
            if (size >= limit || nearEdge) {
                clear();
                return i + 1;
            }
            // A candidate whose cell and direction the set holds already leaves the matching as it was.
            if (growth != fellShortAt) {
                if (matching.atLeast(reached, directions, size, reachedLayer, needed)) {
                    clear();
                    return i + 1;
                }
                fellShortAt = growth;
            }
        }
        clear();
        return from;
    }

    /**
     * How many more moves the moves {@code moves[from..to)} (all legal on the board) and those they
     * lead to could make at most, or {@code cap} if that many or more. A cell near the board's
     * edge also answers {@code cap}, the safe answer, rather than let a line leave the board.
     */
    int count(int[] moves, int from, int to, int cap) {
        int limit = (int) Math.min(Integer.MAX_VALUE, (long) cap + WALK_SLACK);
        start();
        for (int i = from; i < to && size < limit && !nearEdge; i++) {
            reach(TrackMoves.newCell(moves[i]), TrackMoves.direction(moves[i]), TrackMoves.pos(moves[i]));
        }
        spreadAll(limit);
        int counted = nearEdge || size >= limit ? cap : matching.largest(reached, directions, size, reachedLayer, cap);
        clear();
        return counted;
    }

    private void start() {
        size = 0;
        pendingEnd = 0;
        nextPending = 0;
        nearEdge = false;
    }

    /** Walks on until nothing more is reached, or {@code cap} cells are, or the edge is near. */
    private void spreadAll(int cap) {
        for (; nextPending < pendingEnd && size < cap && !nearEdge; nextPending++) {
            int cell = pending[nextPending] & CELL_MASK;
            for (int dirs = pending[nextPending] >>> CELL_BITS; dirs != 0; dirs &= dirs - 1) {
                spread(cell, Integer.numberOfTrailingZeros(dirs));
            }
        }
    }

    private void clear() {
        for (int i = 0; i < size; i++) {
            directions[reached[i]] = 0;
            ends[reached[i]] = 0;
            TrackBoard.flip(reachedLayer, reached[i]);
        }
    }

    /** Looks at every line along {@code dir} through a cell that has just become able to serve along it. */
    private void spread(int cell, int dir) {
        int present = board.presentAround(dir, cell, reachedLayer);
        int reachedHere = present >>> 16;
        int starts = nearlyFull[present & 0xFFFF | reachedHere];
        if (starts == 0) {
            return;
        }
        // Most lines fail already counting every reached cell as filled; only the rest need to know
        // which reached cells could be filled along another direction.
        int stride = TrackMoves.stride(dir);
        int first = cell - (n - 1) * stride;
        int across = ALL_DIRECTIONS & ~(1 << dir);
        int filled = present & 0xFFFF;
        int marksHere = board.marksAround(dir, cell);
        int lastOfTheirs = 0;
        int firstOfTheirs = 0;
        int endBits = 0b11 << 2 * dir;
        for (int rest = reachedHere; rest != 0; rest &= rest - 1) {
            int k = Integer.numberOfTrailingZeros(rest);
            int c = first + k * stride;
            if ((directions[c] & across) != 0) {
                filled |= 1 << k;
            } else if (touching && (ends[c] & endBits) != 0) {
                int e = ends[c] >>> 2 * dir;
                firstOfTheirs |= (e & 1) << k;
                lastOfTheirs |= (e >>> 1 & 1) << k;
            }
        }
        for (; starts != 0; starts &= starts - 1) {
            int j = Integer.numberOfTrailingZeros(starts);
            // Touching: a cell filled only along this direction may still be this line's first
            // point if its own line ended there, or its last if its own line started there.
            int touchingEnds = lastOfTheirs & 1 << j | firstOfTheirs & 1 << (j + n - 1);
            int line = ((filled | touchingEnds) >>> j) & lineMask;
            int missing = n - Integer.bitCount(line);
            if (missing > 1 || !board.roomIn(marksHere, j)) {
                continue;
            }
            int reachedInLine = (reachedHere >>> j) & lineMask;
            if (missing == 1) {
                int gap = ~line & lineMask;
                // A line all of whose other points are on the board now is a move of this position:
                // a candidate, reached already, or one the normal form has set aside.
                if ((reachedInLine & ~gap) != 0) {
                    int pos = Integer.numberOfTrailingZeros(gap);
                    reach(first + (j + pos) * stride, dir, pos);
                }
            } else if (Integer.bitCount(reachedInLine) > 1) {
                // Every point is there or may be: each reached one may be the line's last.
                for (int rest = reachedInLine; rest != 0; rest &= rest - 1) {
                    int pos = Integer.numberOfTrailingZeros(rest);
                    reach(first + (j + pos) * stride, dir, pos);
                }
            }
        }
    }

    /** Records that a line along {@code dir} might fill the cell, as its point number {@code pos}. */
    private void reach(int cell, int dir, int pos) {
        int known = directions[cell];
        int grown = known | 1 << dir;
        int knownEnds = 0;
        int grownEnds = 0;
        if (touching) {
            knownEnds = ends[cell];
            grownEnds = knownEnds | (pos == 0 ? 1 : pos == n - 1 ? 2 : 0) << 2 * dir;
        }
        if (grown == known && grownEnds == knownEnds) {
            return;
        }
        if (known == 0) {
            if (!board.awayFromEdge(cell)) {
                nearEdge = true;
                return;
            }
            reached[size++] = cell;
            TrackBoard.flip(reachedLayer, cell);
        }
        directions[cell] = (byte) grown;
        ends[cell] = (byte) grownEnds;
        growth++;
        // New lines can only run along a direction the cell has just become able to serve: first
        // reached along dir, it serves the other three; a second direction adds the first one; a
        // third adds nothing. Touching, a new end of a line along dir may serve along dir too.
        int serving = SERVING[known << 4 | grown] | (grownEnds != knownEnds ? 1 << dir : 0);
        if (serving != 0) {
            pending[pendingEnd++] = cell | serving << CELL_BITS;
        }
    }

    /**
     * The published upper bounds on a whole game: 4T 192, 4D 48 and 5T 705 (Demaine, Demaine,
     * Langerman and Langerman 2006, potential arguments), 5D 121 (Kawamura, Okamoto, Tatsu, Uno and
     * Yamato 2013, line-based analysis). They size the search's stacks.
     */
    static int publishedLimit(Variant variant) {
        return switch (variant) {
            case FOUR_TOUCHING -> 192;
            case FOUR_DISJOINT -> 48;
            case FIVE_TOUCHING -> 705;
            case FIVE_DISJOINT -> 121;
        };
    }
}
