package io.morpion.engine;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A game position with play and undo and an incrementally maintained list of legal moves. Its
 * points and lines live on {@link Boards}: a hot board around the cross while the game stays on it.
 *
 * <p>The legal moves of every ply are kept on a stack. Playing a move derives the child's list
 * from the parent's: it drops the moves whose point was just taken or whose line now conflicts,
 * then adds the lines through the new point that just became playable, so a list holds its moves
 * in the order they became legal. Undo pops the list. A {@link GreedyPlayout} plays without lists.
 *
 * <p>An optional {@link MoveAnnotator} attaches a key and a weight to each move as it enters the
 * list, so a sampling playout pays for a policy lookup once per move, not once per ply.
 */
public final class Position {

    private final Geometry g;
    private final int n;
    /** The hot boards every known game fits on, and the whole grid for a game that leaves them. */
    private final HotBoards hot;

    private LineBoards whole;
    private Boards boards;
    /** The ply whose move left the hot board, or -1 while the game is on it. */
    private int escalatedAt = -1;

    private final int[] played;
    private final int[] listStart;
    private int[] list = new int[1024];
    private int[] keys;
    private double[] weights;
    /** Total weight of each ply's list, kept as the lists are built so sampling needs one pass. */
    private final double[] weightSums;

    /** The ply a {@link GreedyPlayout} began at: the plies above it have no lists. */
    private int listlessAbove = Integer.MAX_VALUE;

    private MoveAnnotator annotator;
    private double weightSum;
    private int ply;

    public Position(Variant variant) {
        this(Geometry.of(variant), true, HotBoards.SIDE);
    }

    /**
     * A start position whose hot board leaves only {@code hotMargin} cells beside the cross, for tests of the way out.
     */
    Position(Variant variant, int hotMargin) {
        this(Geometry.of(variant), true, hotMargin);
    }

    /** A start position; without the root list only for {@link Geometry} to scan for that list. */
    Position(Geometry g, boolean withRootList, int hotMargin) {
        this.g = g;
        this.n = g.lineLength();
        this.hot = new HotBoards(g, hotMargin);
        this.boards = hot;
        this.played = new int[g.maxPlies()];
        this.listStart = new int[g.maxPlies() + 2];
        this.weightSums = new double[g.maxPlies() + 1];
        for (int cell : g.crossCells()) {
            boards.occupy(cell);
        }
        hot.keepAsStart();
        if (withRootList) {
            int[] root = g.rootMoves();
            System.arraycopy(root, 0, list, 0, root.length);
            listStart[1] = root.length;
        }
    }

    /** Replays a legal record; throws {@link io.morpion.msr.IllegalMoveException} for an illegal one. */
    public static Position of(MsrRecord record) {
        MsrValidator.requireLegal(record);
        Position position = new Position(record.variant());
        for (Move move : record.moves()) {
            position.play(position.find(move));
        }
        return position;
    }

    public Geometry geometry() {
        return g;
    }

    public Variant variant() {
        return g.variant();
    }

    /** Moves played so far: the score. */
    public int ply() {
        return ply;
    }

    public int moveAt(int index) {
        return played[index];
    }

    public int[] moves() {
        return Arrays.copyOf(played, ply);
    }

    /** Copies the moves played so far into a buffer at least ply() long. */
    public void copyMoves(int[] into) {
        System.arraycopy(played, 0, into, 0, ply);
    }

    public List<Move> msrMoves() {
        List<Move> moves = new ArrayList<>(ply);
        for (int i = 0; i < ply; i++) {
            moves.add(EngineMove.toMsr(played[i], g));
        }
        return moves;
    }

    public MsrRecord toRecord() {
        return MsrRecord.of(g.variant(), msrMoves());
    }

    public boolean occupied(int cell) {
        return boards.occupied(cell);
    }

    // ---- the legal move list of the current ply ----

    public int legalCount() {
        return listStart[ply + 1] - listStart[ply];
    }

    public int legalMove(int i) {
        return list[listStart[ply] + i];
    }

    /** The weight the annotator gave the i-th legal move when it entered the list. */
    public double legalWeight(int i) {
        return weights[listStart[ply] + i];
    }

    /** The key the annotator gave the i-th legal move. */
    public int legalKey(int i) {
        return keys[listStart[ply] + i];
    }

    /** The sum of the current list's weights. */
    public double legalWeightSum() {
        return weightSums[ply];
    }

    /**
     * The keys of the list of an earlier ply of the current line of play, copied into target from
     * offset on; the stack keeps every ply's list until it is undone.
     */
    public int copyKeysOfPly(int atPly, int[] target, int offset) {
        int start = listStart[atPly];
        int count = listStart[atPly + 1] - start;
        System.arraycopy(keys, start, target, offset, count);
        return count;
    }

    public int[] legalMoves() {
        return Arrays.copyOfRange(list, listStart[ply], listStart[ply + 1]);
    }

    public boolean terminal() {
        return legalCount() == 0;
    }

    /** Plays MSR moves from here, as engine moves into {@code into}; the index of the first not legal, or -1. */
    public int playAll(List<Move> moves, int[] into) {
        for (int i = 0; i < moves.size(); i++) {
            into[i] = find(moves.get(i));
            if (into[i] < 0) {
                return i;
            }
            play(into[i]);
        }
        return -1;
    }

    /** The engine move matching an MSR move in the current list, or -1 when it is not legal here. */
    public int find(Move move) {
        if (!g.reachable(move.x(), move.y()) || move.pos() < 0 || move.pos() >= n) {
            return -1;
        }
        int wanted = EngineMove.fromMsr(move, g);
        for (int i = listStart[ply]; i < listStart[ply + 1]; i++) {
            if (list[i] == wanted) {
                return wanted;
            }
        }
        return -1;
    }

    /**
     * Sets the annotator and annotates the current list; the lists of earlier plies keep their
     * annotations. Pass null to stop annotating.
     */
    public void setAnnotator(MoveAnnotator annotator) {
        this.annotator = annotator;
        if (annotator != null) {
            if (weights == null || weights.length < list.length) {
                weights = new double[list.length];
                keys = new int[list.length];
            }
            for (int i = listStart[ply]; i < listStart[ply + 1]; i++) {
                keys[i] = annotator.key(list[i]);
            }
            reweigh();
        }
    }

    /** Weighs the current list again, after the annotator's weights changed; keys stay. */
    public void reweigh() {
        double sum = 0;
        for (int i = listStart[ply]; i < listStart[ply + 1]; i++) {
            weights[i] = annotator.weight(keys[i]);
            sum += weights[i];
        }
        weightSums[ply] = sum;
    }

    // ---- play and undo ----

    /** Plays a move from the current legal list. */
    public void play(int move) {
        if (ply > listlessAbove) {
            throw listless();
        }
        int cell = EngineMove.cell(move);
        int dir = EngineMove.direction(move);
        int origin = drawOnBoards(move, cell);
        played[ply] = move;
        int parentStart = listStart[ply];
        int parentEnd = listStart[ply + 1];
        ensureCapacity(parentEnd + (parentEnd - parentStart) + 8 * n);
        int end = parentEnd;
        double keptWeight = 0;
        int step = g.step(dir);
        int near = boards.nearReach(dir);
        for (int i = parentStart; i < parentEnd; i++) {
            int m = list[i];
            if (!boards.staysPlayable(m, cell, dir, origin, step, near)) {
                continue;
            }
            if (annotator != null) {
                keys[end] = keys[i];
                weights[end] = weights[i];
                keptWeight += weights[i];
            }
            list[end++] = m;
        }
        weightSum = keptWeight;
        end = addLinesThrough(cell, end);
        ply++;
        listStart[ply + 1] = end;
        weightSums[ply] = weightSum;
    }

    /**
     * Plays a legal move for a {@link GreedyPlayout}: on the boards, with an empty list (only an undo to the
     * playout's start is allowed after). Writes the lines the new point made playable into {@code newLines}.
     */
    int playListless(int move, int[] newLines) {
        int cell = EngineMove.cell(move);
        drawOnBoards(move, cell);
        listlessAbove = Math.min(listlessAbove, ply);
        played[ply++] = move;
        listStart[ply + 1] = listStart[ply];
        return boards.playableLinesThrough(cell, newLines, 0);
    }

    /** Whether a move that was legal at an earlier ply still is: its point free and no parallel line too close. */
    boolean stillPlayable(int move) {
        return !boards.occupied(EngineMove.cell(move)) && !conflicts(move);
    }

    /** Draws the move, first moving the game onto the whole grid when its point lies off the hot board. */
    private int drawOnBoards(int move, int cell) {
        if (ply == played.length) {
            throw new GridOverflowException("a " + g.variant() + " game cannot exceed " + g.maxPlies()
                    + " moves, yet move " + (ply + 1) + " was played: the engine's rules are broken");
        }
        if (boards == hot && !hot.holds(cell)) {
            escalate();
        }
        return boards.draw(move);
    }

    public void undo() {
        if (ply - 1 > listlessAbove) {
            throw listless();
        }
        undoOne();
    }

    private IllegalStateException listless() {
        return new IllegalStateException(
                "a greedy playout's plies have no legal lists: undo to the ply it began at, " + listlessAbove);
    }

    private void undoOne() {
        ply--;
        if (ply <= listlessAbove) {
            listlessAbove = Integer.MAX_VALUE;
        }
        boards.erase(played[ply]);
        if (ply == escalatedAt) {
            for (int i = ply - 1; i >= 0; i--) {
                whole.erase(played[i]);
            }
            boards = hot;
            escalatedAt = -1;
        }
    }

    /**
     * Moves the game onto the whole grid before a move that would leave the hot board, by replaying the moves
     * played (the boards are only their projection). Undoing that move brings it back to the hot board.
     */
    private void escalate() {
        if (whole == null) {
            whole = new LineBoards(g);
            for (int cell : g.crossCells()) {
                whole.occupy(cell);
            }
        }
        for (int i = 0; i < ply; i++) {
            whole.draw(played[i]);
        }
        boards = whole;
        escalatedAt = ply;
    }

    /** Whether the game has left the hot board for the whole grid. */
    boolean onWholeGrid() {
        return boards != hot;
    }

    /** Undoes every move back to the given ply. */
    public void undoTo(int targetPly) {
        if (targetPly > listlessAbove && targetPly < ply) {
            throw listless();
        }
        if (targetPly == 0 && boards == hot) {
            // a playout's way back: one copy of the hot board's start instead of undoing every move
            hot.backToStart();
            ply = 0;
            listlessAbove = Integer.MAX_VALUE;
            return;
        }
        while (ply > targetPly) {
            undoOne();
        }
    }

    boolean conflicts(int move) {
        return boards.conflicts(EngineMove.origin(move, g), EngineMove.direction(move));
    }

    /** Appends, from index end, the playable lines that pass through the just-occupied cell. */
    private int addLinesThrough(int cell, int end) {
        int added = boards.playableLinesThrough(cell, list, end);
        if (annotator != null) {
            for (int i = end; i < end + added; i++) {
                int key = annotator.key(list[i]);
                double weight = annotator.weight(key);
                keys[i] = key;
                weights[i] = weight;
                weightSum += weight;
            }
        }
        return end + added;
    }

    /** Every legal move found afresh, line by line: slow, for the root list and for tests to check the list with. */
    public List<Integer> allLegalMovesByScan() {
        return LegalMoveScan.of(this);
    }

    private void ensureCapacity(int size) {
        if (size > list.length) {
            int capacity = Math.max(size, list.length * 2);
            list = Arrays.copyOf(list, capacity);
            if (weights != null) {
                weights = Arrays.copyOf(weights, capacity);
                keys = Arrays.copyOf(keys, capacity);
            }
        }
    }
}
