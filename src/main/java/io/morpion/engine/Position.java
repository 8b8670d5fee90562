package io.morpion.engine;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A game position on a mailbox grid, with play and undo and an incrementally maintained list of
 * legal moves.
 *
 * <p>Each cell is one byte: bit 0 says the point is occupied, bit 1+d that a line of direction d
 * marks it. A line marks its first {@link Geometry#markSpan()} cells, so a candidate line breaks
 * the touch rule exactly when one of its own mark cells is already marked in its direction.
 *
 * <p>The legal moves of every ply are kept on a stack. Playing a move derives the child's list
 * from the parent's: it drops the moves whose point was just taken or whose line now conflicts,
 * then adds the lines through the new point that just became playable. Nothing else can change,
 * since points and lines are only ever added going forward. Undo pops the list.
 *
 * <p>An optional {@link MoveWeigher} attaches a weight to each move as it enters the list, so a
 * sampling playout pays for a policy lookup once per move, not once per ply.
 */
public final class Position {

    private static final byte OCCUPIED = 1;

    private final Geometry g;
    private final int n;
    private final int markSpan;
    private final byte[] cells;
    private final int[] played;
    private final int[] listStart;
    private int[] list = new int[1024];
    private double[] weights;
    private MoveWeigher weigher;
    private int ply;

    public Position(Variant variant) {
        this(Geometry.of(variant), true);
    }

    /** A start position; without the root list only for {@link Geometry} to scan for that list. */
    Position(Geometry g, boolean withRootList) {
        this.g = g;
        this.n = g.lineLength();
        this.markSpan = g.markSpan();
        this.cells = new byte[g.cellCount()];
        this.played = new int[g.maxPlies()];
        this.listStart = new int[g.maxPlies() + 2];
        for (int cell : g.crossCells()) {
            cells[cell] = OCCUPIED;
        }
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
        return (cells[cell] & OCCUPIED) != 0;
    }

    // ---- the legal move list of the current ply ----

    public int legalCount() {
        return listStart[ply + 1] - listStart[ply];
    }

    public int legalMove(int i) {
        return list[listStart[ply] + i];
    }

    /** The weight the weigher gave the i-th legal move when it entered the list. */
    public double legalWeight(int i) {
        return weights[listStart[ply] + i];
    }

    public int[] legalMoves() {
        return Arrays.copyOfRange(list, listStart[ply], listStart[ply + 1]);
    }

    public boolean terminal() {
        return legalCount() == 0;
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
     * Sets the weigher and reweighs the current list; the lists of earlier plies keep their
     * weights. Pass null to stop weighing.
     */
    public void setWeigher(MoveWeigher weigher) {
        this.weigher = weigher;
        if (weigher != null) {
            if (weights == null || weights.length < list.length) {
                weights = new double[list.length];
            }
            for (int i = listStart[ply]; i < listStart[ply + 1]; i++) {
                weights[i] = weigher.weigh(list[i]);
            }
        }
    }

    // ---- play and undo ----

    /** Plays a move from the current legal list. */
    public void play(int move) {
        if (ply == played.length) {
            throw new GridOverflowException("a " + g.variant() + " game cannot exceed " + g.maxPlies()
                    + " moves, yet move " + (ply + 1) + " was played: the engine's rules are broken");
        }
        int cell = EngineMove.cell(move);
        int dir = EngineMove.direction(move);
        int step = g.step(dir);
        int origin = cell - EngineMove.pos(move) * step;
        byte mark = (byte) (2 << dir);
        cells[cell] |= OCCUPIED;
        for (int i = 0, c = origin; i < markSpan; i++, c += step) {
            cells[c] |= mark;
        }
        played[ply] = move;
        int parentStart = listStart[ply];
        int parentEnd = listStart[ply + 1];
        ensureCapacity(parentEnd + (parentEnd - parentStart) + 8 * n);
        int end = parentEnd;
        for (int i = parentStart; i < parentEnd; i++) {
            int m = list[i];
            if (EngineMove.cell(m) == cell || (EngineMove.direction(m) == dir && conflicts(m))) {
                continue;
            }
            if (weigher != null) {
                weights[end] = weights[i];
            }
            list[end++] = m;
        }
        end = addLinesThrough(cell, end);
        ply++;
        listStart[ply + 1] = end;
    }

    public void undo() {
        ply--;
        int move = played[ply];
        int cell = EngineMove.cell(move);
        int dir = EngineMove.direction(move);
        int step = g.step(dir);
        int origin = cell - EngineMove.pos(move) * step;
        byte keep = (byte) ~(2 << dir);
        cells[cell] &= ~OCCUPIED;
        for (int i = 0, c = origin; i < markSpan; i++, c += step) {
            cells[c] &= keep;
        }
    }

    /** Undoes every move back to the given ply. */
    public void undoTo(int targetPly) {
        while (ply > targetPly) {
            undo();
        }
    }

    private boolean conflicts(int move) {
        int dir = EngineMove.direction(move);
        int step = g.step(dir);
        int mark = 2 << dir;
        for (int i = 0, c = EngineMove.origin(move, g); i < markSpan; i++, c += step) {
            if ((cells[c] & mark) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Appends, from index end, the playable lines that pass through the just-occupied cell. */
    private int addLinesThrough(int cell, int end) {
        int reach = n - 1;
        for (int dir = 0; dir < 4; dir++) {
            int step = g.step(dir);
            // empties: bit k set when the cell k - reach steps from the new point is empty
            int empties = 0;
            for (int k = 0, c = cell - reach * step; k <= 2 * reach; k++, c += step) {
                if ((cells[c] & OCCUPIED) == 0) {
                    empties |= 1 << k;
                }
            }
            int window = (1 << n) - 1;
            for (int first = 0; first <= reach; first++) {
                int inWindow = (empties >>> first) & window;
                if (Integer.bitCount(inWindow) != 1) {
                    continue;
                }
                int pos = Integer.numberOfTrailingZeros(inWindow);
                int origin = cell + (first - reach) * step;
                int move = EngineMove.of(origin + pos * step, dir, pos);
                if (!conflicts(move)) {
                    if (weigher != null) {
                        weights[end] = weigher.weigh(move);
                    }
                    list[end++] = move;
                }
            }
        }
        return end;
    }

    /**
     * Every legal move, found afresh by scanning each line through each occupied point. Slow; it
     * seeds the root list and serves tests as the full regeneration to compare the incremental
     * list with.
     */
    public List<Integer> allLegalMovesByScan() {
        List<Integer> found = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        int[] occupiedCells = Arrays.copyOf(g.crossCells(), g.crossCells().length + ply);
        for (int i = 0; i < ply; i++) {
            occupiedCells[g.crossCells().length + i] = EngineMove.cell(played[i]);
        }
        for (int cell : occupiedCells) {
            for (int dir = 0; dir < 4; dir++) {
                int step = g.step(dir);
                for (int k = 0; k < n; k++) {
                    int origin = cell - k * step;
                    if (!seen.add((long) origin << 2 | dir)) {
                        continue;
                    }
                    int emptyIndex = -1;
                    int empties = 0;
                    for (int i = 0; i < n; i++) {
                        if ((cells[origin + i * step] & OCCUPIED) == 0) {
                            empties++;
                            emptyIndex = i;
                        }
                    }
                    if (empties == 1) {
                        int move = EngineMove.of(origin + emptyIndex * step, dir, emptyIndex);
                        if (!conflicts(move)) {
                            found.add(move);
                        }
                    }
                }
            }
        }
        return found;
    }

    private void ensureCapacity(int size) {
        if (size > list.length) {
            int capacity = Math.max(size, list.length * 2);
            list = Arrays.copyOf(list, capacity);
            if (weights != null) {
                weights = Arrays.copyOf(weights, capacity);
            }
        }
    }
}
