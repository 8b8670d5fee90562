package io.morpion.search;

import io.morpion.engine.EngineMove;
import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import io.morpion.search.termination.Termination;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The run loop, termination, best-game bookkeeping and the common part of the checkpoint that
 * every single-threaded solver shares. A subclass does its work in {@link #step(long)} and
 * offers each complete game to {@link #offer(int[], int)}.
 */
public abstract class SolverBase implements Solver {

    protected final Variant variant;
    protected final Geometry geometry;
    /** The termination of the solve call in progress, null between calls. */
    private Termination running;

    protected final Rng rng;
    private long nodes;
    private long elapsedNanos;
    private int[] best = new int[0];
    private SolverListener listener = SolverListener.NONE;

    protected SolverBase(Variant variant, long seed) {
        this.variant = variant;
        this.geometry = Geometry.of(variant);
        this.rng = new Rng(seed);
    }

    /**
     * Does a bounded amount of work (one playout, one beam level, a batch of annealing moves) and
     * counts it with {@link #countNodes}, never more than {@code nodeAllowance} nodes.
     */
    protected abstract void step(long nodeAllowance);

    /**
     * Whether the solver's own schedule has ended; a finished solver returns from solve at once. A climber that goes on
     * until its budget ends has no schedule of its own, hence false by default.
     */
    protected boolean finished() {
        return false;
    }

    protected abstract void writeState(StateWriter out);

    protected abstract void readState(StateReader in);

    @Override
    public final SolverStatus solve(Termination termination, SolverListener listener) {
        this.listener = listener == null ? SolverListener.NONE : listener;
        long start = System.nanoTime();
        Termination until = termination.startedAt(start);
        running = until;
        long elapsedBefore = elapsedNanos;
        long lastProgress = start;
        long now = start;
        CpuGate gate = CpuGate.node();
        try (CpuGate.Turn turn = gate.enter()) {
            while (!finished() && !until.isTerminated(new Termination.Progress(now, nodes, best.length))) {
                long allowance = until.nodesLeft(nodes);
                if (allowance <= 0) {
                    break;
                }
                step(allowance);
                now = System.nanoTime();
                elapsedNanos = elapsedBefore + (now - start);
                if (now - lastProgress >= PROGRESS_INTERVAL_NANOS) {
                    lastProgress = now;
                    this.listener.onProgress(this, status());
                }
                gate.pause();
            }
        }
        running = null;
        elapsedNanos = elapsedBefore + (System.nanoTime() - start);
        SolverStatus status = status();
        this.listener.onProgress(this, status);
        return status;
    }

    @Override
    public SolverStatus status() {
        return new SolverStatus(best.length, nodes, elapsedNanos, finished());
    }

    @Override
    public Optional<MsrRecord> best() {
        return best.length == 0 ? Optional.empty() : Optional.of(toRecord(best, best.length));
    }

    /**
     * Whether the solve call in progress should stop now: for a step long enough to give up
     * half-way (it must then leave no trace, so that the next call plays it again).
     */
    protected final boolean terminationReached() {
        Termination until = running;
        return until != null && until.isTerminated(new Termination.Progress(System.nanoTime(), nodes, best.length));
    }

    protected final void countNodes(long count) {
        nodes += count;
    }

    protected final long nodes() {
        return nodes;
    }

    protected final int bestScore() {
        return best.length;
    }

    /** Offers a finished game; a longer one than the best so far becomes the best and is announced. */
    protected final void offer(int[] moves, int length) {
        if (length > best.length) {
            best = Arrays.copyOf(moves, length);
            listener.onImprovement(new Improvement(toRecord(best, best.length), nodes, elapsedNanos));
        }
    }

    /** Sets the best game without announcing it, as a warm start does with the game it starts from. */
    protected final void seedBest(int[] moves) {
        best = moves.clone();
    }

    /** A warm-start game as engine moves, replayed on the position (which is left at the start). */
    protected final int[] warmMoves(MsrRecord game, Position position) {
        int[] moves = new int[game.moveCount()];
        try {
            int illegal = position.playAll(game.moves(), moves);
            if (illegal >= 0) {
                throw new IllegalArgumentException("the warm-start game is illegal at move " + (illegal + 1));
            }
            return moves;
        } finally {
            position.undoTo(0);
        }
    }

    /**
     * A game another search shared, as engine moves; null when it is of another variant or does not
     * replay (the shared archive takes only replayed games, but its rows are not this solver's).
     */
    protected final int[] sharedMoves(ArchiveExchange.SharedGame shared, Position position) {
        if (shared.game().variant() != variant) {
            return null;
        }
        try {
            return warmMoves(shared.game(), position);
        } catch (IllegalArgumentException illegal) {
            return null;
        }
    }

    protected final MsrRecord toRecord(int[] moves, int length) {
        List<Move> msr = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            msr.add(EngineMove.toMsr(moves[i], geometry));
        }
        return MsrRecord.of(variant, msr);
    }

    @Override
    public final Checkpoint checkpoint() {
        StateWriter out = new StateWriter();
        out.writeBytes(rng.saveState());
        out.writeLong(nodes);
        out.writeLong(elapsedNanos);
        out.writeInts(best);
        writeState(out);
        return out.toCheckpoint(algorithm(), method());
    }

    @Override
    public final void restore(Checkpoint checkpoint) {
        checkpoint.requireAlgorithm(algorithm());
        StateReader in = StateReader.of(checkpoint);
        try {
            rng.restoreState(in.readBytes());
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CheckpointException("the checkpoint's random generator state is damaged", e);
        }
        nodes = in.readLong();
        elapsedNanos = in.readLong();
        best = in.readInts();
        readState(in);
        in.requireEnd();
    }
}
