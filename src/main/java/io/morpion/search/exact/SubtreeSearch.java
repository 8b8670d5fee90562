package io.morpion.search.exact;

import io.morpion.engine.TrackBoard;
import io.morpion.msr.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * One thread's depth-first search: it reaches every position below a prefix exactly once (once per
 * symmetry orbit with the orbit filter on), without a transposition table.
 *
 * <p>Normal form: a child inherits only the parent's candidates that come after the move just
 * played and are still legal, plus the moves through the new point. So a move that did not
 * need the last move is only played after it when it is larger, and every position is reached
 * by one order only, the smallest (docs/exact-search.md proves it).
 */
final class SubtreeSearch {

    static final int EMPTY = Integer.MAX_VALUE;
    private static final int STOP_CHECK_MASK = (1 << 10) - 1;

    private final TrackBoard board;
    private final OrbitFilter orbits;
    private final RemainingBound bound;
    private final Incumbent incumbent;
    private final int maxDepth;
    private final int depthLimit;
    private final boolean normalForm;
    /** A census keeps every position deeper than this; otherwise {@link Integer#MAX_VALUE}. */
    private final int keepBeyond;

    private int[] list;
    private final int[] path;
    /** Per depth, the cell of the point the move at that depth placed. */
    private final int[] cells;
    /** Scratch for {@link #probe}: the indices of a position's admitted children. */
    private int[] admitted = new int[64];

    private final int[] placedAt = new int[TrackBoard.SIDE * TrackBoard.SIDE];
    /** The legal moves where the search starts: after the configured opening, or on the bare cross. */
    private final int[] rootMoves;
    /** How many opening moves the search starts after; they are path[0..baseDepth). */
    private final int baseDepth;
    /** Per depth, where that depth's candidate list starts in {@link #list}. */
    private final int[] listStarts;

    private SearchTally tally;
    private int knownBest = -1;
    private volatile boolean stopRequested;
    private BooleanSupplier outOfBudget = () -> false;

    SubtreeSearch(ExactConfig config, Incumbent incumbent) {
        this.board = new TrackBoard(config.variant());
        this.maxDepth = config.maxDepth();
        this.depthLimit = config.depthLimit() > 0 ? config.depthLimit() : Integer.MAX_VALUE;
        this.normalForm = config.normalForm();
        this.keepBeyond = config.census() ? config.floor() : Integer.MAX_VALUE;
        // Symmetry pruning holds from the symmetric cross only; an opening is searched without it.
        this.orbits = config.symmetry() && config.start().isEmpty() ? new OrbitFilter(board, maxDepth) : null;
        this.bound = config.bound() ? new RemainingBound(board) : null;
        this.incumbent = incumbent;
        this.list = new int[(maxDepth + 2) * 256];
        this.listStarts = new int[maxDepth + 2];
        this.path = new int[maxDepth + 1];
        this.cells = new int[maxDepth + 1];
        Arrays.fill(placedAt, EMPTY);
        for (int cell : board.crossCells()) {
            placedAt[cell] = 0;
        }
        if (orbits != null) {
            orbits.reset();
        }
        this.baseDepth = config.start().size();
        this.rootMoves = playOpening(config.start());
    }

    /** Plays the opening for good and returns every legal move after it, ascending. */
    private int[] playOpening(List<Move> opening) {
        for (int i = 0; i < opening.size(); i++) {
            int move = board.fromMsr(opening.get(i));
            if (move < 0 || Arrays.binarySearch(board.legalMoves(), move) < 0) {
                throw new IllegalArgumentException(
                        "move " + (i + 1) + " of the starting position (" + opening.get(i) + ") is not legal there");
            }
            int cell = board.play(move);
            path[i] = move;
            placedAt[cell] = i + 1;
        }
        return board.legalMoves();
    }

    /** Checked every thousand nodes: a node budget ends the search as soon as it is spent, not at the next poll. */
    void stopWhen(BooleanSupplier condition) {
        this.outOfBudget = condition;
    }

    /** Asks a running search to return soon; the tally of an unfinished subtree must be thrown away. */
    void requestStop() {
        stopRequested = true;
    }

    boolean stopRequested() {
        return stopRequested;
    }

    boolean outOfBudget() {
        return outOfBudget.getAsBoolean();
    }

    /**
     * Visits the prefix's position and everything below it. The prefix must be a path the same
     * search would take (as {@link #collectFrontier} produces). Returns false if stopped first.
     */
    boolean searchBelow(int[] prefix, SearchTally into) {
        this.tally = into;
        int end = replay(prefix);
        int depth = baseDepth + prefix.length;
        boolean done = search(depth, listStarts[depth], end);
        unwind(prefix.length);
        return done;
    }

    /**
     * Visits every position above {@code splitDepth} and hands each admitted position at that depth
     * to {@code frontier} instead of searching it. Counts the visited ones into {@code into}.
     */
    void collectFrontier(int splitDepth, SearchTally into, Consumer<int[]> frontier) {
        this.tally = into;
        System.arraycopy(rootMoves, 0, list, 0, rootMoves.length);
        collect(baseDepth, 0, rootMoves.length, baseDepth + splitDepth, frontier);
    }

    private void collect(int depth, int from, int to, int splitDepth, Consumer<int[]> frontier) {
        if (depth == splitDepth) {
            frontier.accept(Arrays.copyOfRange(path, baseDepth, depth));
            return;
        }
        visit(depth, from == to);
        for (int i = from; i < to; i++) {
            int move = list[i];
            if (!admit(move, depth, from, to)) {
                continue;
            }
            // No bound here: the frontier must not depend on the incumbent, so that a resumed run
            // finds the same items in the same order.
            int end = play(move, depth, normalForm ? i + 1 : from, to);
            collect(depth + 1, to, end, splitDepth, frontier);
            leave(move, depth);
        }
    }

    /**
     * One random descent through the tree this search would visit (Knuth 1975): from each position
     * it goes to an admitted child drawn at random, and adds to {@code weights[d]} the inverse of the
     * chance of the path down to depth d. Averaged over descents, {@code weights[d]} is an unbiased
     * estimate of the positions the search visits at depth d. With the bound on, the children it
     * gives up against the floor are left out, as the search would. Returns the depth the descent
     * ended at.
     */
    int probe(SplittableRandom random, double[] weights) {
        System.arraycopy(rootMoves, 0, list, 0, rootMoves.length);
        int from = 0;
        int to = rootMoves.length;
        int depth = baseDepth;
        double weight = 1;
        weights[depth] += weight;
        int power = depthLimit == Integer.MAX_VALUE ? 4 : 2;
        while (depth < depthLimit) {
            if (admitted.length < to - from) {
                admitted = new int[to - from];
            }
            int children = 0;
            int hopeless = hopelessFrom(depth, from, to);
            for (int i = from; i < hopeless; i++) {
                if (orbits == null || orbits.admit(list[i], depth, path, list, from, to, placedAt)) {
                    admitted[children++] = i;
                }
            }
            if (children == 0) {
                break;
            }
            // Importance sampling: a child that inherits a longer tail tends to head a larger
            // subtree, so it is drawn more often, and its weight divided by its chance to keep the
            // estimate unbiased. Child c (in list order) gets a chance proportional to
            // (children − c)^power: the fourth power suits the whole tree, whose first children
            // head the deepest subtrees by far; to a depth limit subtrees are more alike and the
            // square does better (both picked on trees counted outright, docs/exact-search.md).
            double totalShare = 0;
            for (int c = 0; c < children; c++) {
                totalShare += share(children - c, power);
            }
            double draw = random.nextDouble() * totalShare;
            int c = 0;
            while (c < children - 1 && (draw -= share(children - c, power)) >= 0) {
                c++;
            }
            int chosen = admitted[c];
            double chance = share(children - c, power) / totalShare;
            if (orbits != null) {
                // admit() leaves the state of the child it judged last: judge the chosen one again.
                orbits.admit(list[chosen], depth, path, list, from, to, placedAt);
            }
            int end = play(list[chosen], depth, normalForm ? chosen + 1 : from, to);
            weight /= chance;
            depth++;
            weights[depth] += weight;
            from = to;
            to = end;
        }
        unwind(depth - baseDepth);
        return depth;
    }

    /** How many moves from the cross the search starts at: those of its opening. */
    int startDepth() {
        return baseDepth;
    }

    /** The first {@code length} moves of the last {@link #probe}'s descent after the opening (it went at least that deep). */
    void lastDescent(int length, int[] into) {
        System.arraycopy(path, baseDepth, into, 0, length);
    }

    private static double share(int rankFromEnd, int power) {
        double square = (double) rankFromEnd * rankFromEnd;
        return power == 4 ? square * square : square;
    }

    /** Plays a prefix from the start position, rebuilding the candidate lists; returns the end of the last. */
    private int replay(int[] prefix) {
        System.arraycopy(rootMoves, 0, list, 0, rootMoves.length);
        listStarts[baseDepth] = 0;
        int from = 0;
        int to = rootMoves.length;
        for (int i = 0; i < prefix.length; i++) {
            int move = prefix[i];
            int d = baseDepth + i;
            int index = Arrays.binarySearch(list, from, to, move);
            if (index < 0 || (orbits != null && !orbits.admit(move, d, path, list, from, to, placedAt))) {
                throw new IllegalArgumentException("the frontier holds a position this search would not reach");
            }
            int end = play(move, d, normalForm ? index + 1 : from, to);
            from = to;
            to = end;
        }
        return to;
    }

    private void unwind(int length) {
        for (int d = baseDepth + length - 1; d >= baseDepth; d--) {
            leave(path[d], d);
        }
    }

    private boolean search(int depth, int from, int to) {
        visit(depth, from == to);
        if ((tally.nodes & STOP_CHECK_MASK) == 0 && (stopRequested || outOfBudget.getAsBoolean())) {
            stopRequested = true;
            return false;
        }
        if (depth == depthLimit) {
            return true;
        }
        int hopeless = hopelessFrom(depth, from, to);
        tally.prunedByBound += to - hopeless;
        for (int i = from; i < hopeless; i++) {
            int move = list[i];
            if (!admit(move, depth, from, to)) {
                continue;
            }
            int end = play(move, depth, normalForm ? i + 1 : from, to);
            boolean finished = search(depth + 1, to, end);
            leave(move, depth);
            if (!finished) {
                return false;
            }
        }
        return true;
    }

    /**
     * The bound, applied to a position's children as a group: the index from which on they cannot
     * beat the target (all of them when the position itself cannot). Without the normal form every
     * child inherits every candidate, so only the whole group can go, when the position's own set
     * is too small.
     */
    private int hopelessFrom(int depth, int from, int to) {
        if (bound == null) {
            return to;
        }
        int target = incumbent.target();
        if (normalForm) {
            return bound.hopelessFrom(list, from, to, depth, target);
        }
        return bound.count(list, from, to, target + 1 - depth) <= target - depth ? from : to;
    }

    private void visit(int depth, boolean terminal) {
        tally.visit(depth, orbits == null ? 8 : orbits.stabiliserSize(depth), terminal);
        if (depth > keepBeyond) {
            List<Move> game = new ArrayList<>(depth);
            for (int i = 0; i < depth; i++) {
                game.add(board.toMsr(path[i]));
            }
            tally.kept.add(List.copyOf(game));
        }
        if (depth > knownBest) {
            // The shared score only grows, so a stale copy merely costs one more look.
            knownBest = incumbent.score();
            if (depth > knownBest) {
                incumbent.offer(board, path, depth);
                knownBest = incumbent.score();
            }
        }
    }

    private boolean admit(int move, int depth, int from, int to) {
        if (orbits != null && !orbits.admit(move, depth, path, list, from, to, placedAt)) {
            tally.prunedBySymmetry++;
            return false;
        }
        return true;
    }

    private int play(int move, int depth, int inheritFrom, int parentEnd) {
        int cell = board.play(move);
        path[depth] = move;
        cells[depth] = cell;
        placedAt[cell] = depth + 1;
        listStarts[depth + 1] = parentEnd;
        // The inherited tail and the new moves are each sorted: merge them.
        int fresh = parentEnd + (parentEnd - inheritFrom) + 1;
        if (fresh + 4 * board.lineLength() >= list.length) {
            list = Arrays.copyOf(list, list.length * 2);
        }
        int freshEnd = board.movesThrough(cell, list, fresh);
        int out = parentEnd;
        int a = inheritFrom;
        int b = fresh;
        while (a < parentEnd || b < freshEnd) {
            if (b >= freshEnd || (a < parentEnd && list[a] < list[b])) {
                int inherited = list[a++];
                if (board.stillLegal(inherited)) {
                    list[out++] = inherited;
                }
            } else {
                list[out++] = list[b++];
            }
        }
        return out;
    }

    private void leave(int move, int depth) {
        int cell = cells[depth];
        board.undo(move, cell);
        placedAt[cell] = EMPTY;
    }
}
