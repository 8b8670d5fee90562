package io.morpion.search.beam;

import io.morpion.engine.Position;
import io.morpion.search.Rng;
import io.morpion.search.SolverBase;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * Beam search: keep the best {@code width} states of each depth, valued by depth plus a weight on
 * their legal moves, expand them all, repeat until no state can move. States reached by the same
 * moves in another order are kept once (an order-free hash of the move set). A node is one
 * expanded state; the search finishes when the beam runs dry.
 */
public final class BeamSolver extends SolverBase {

    /** A state of the beam: its moves, its value, a random tie-breaker and its order-free hash. */
    private record State(int[] moves, double value, long tieBreak, long hash) {}

    private static final Comparator<State> WORST_FIRST =
            Comparator.comparingDouble(State::value).thenComparingLong(State::tieBreak);

    private final BeamConfig config;
    private final Position position;
    private List<State> beam = new ArrayList<>();
    private int next;
    private final PriorityQueue<State> candidates = new PriorityQueue<>(WORST_FIRST);
    private final Set<Long> candidateHashes = new HashSet<>();

    public BeamSolver(BeamConfig config) {
        super(config.variant(), config.seed());
        this.config = config;
        this.position = new Position(config.variant());
        beam.add(new State(new int[0], 0, 0, 0));
    }

    @Override
    public String algorithm() {
        return BeamAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method();
    }

    @Override
    protected boolean finished() {
        return beam.isEmpty();
    }

    @Override
    protected void step(long nodeAllowance) {
        State parent = beam.get(next++);
        replay(parent.moves);
        int depth = parent.moves.length;
        int[] childMoves = new int[depth + 1];
        position.copyMoves(childMoves);
        for (int move : position.legalMoves()) {
            position.play(move);
            childMoves[depth] = move;
            long hash = parent.hash ^ Rng.derive(move, 0);
            if (position.terminal()) {
                offer(childMoves, depth + 1);
            } else if (!candidateHashes.contains(hash)) {
                consider(new State(
                        childMoves.clone(),
                        depth + 1 + config.mobilityWeight() * position.legalCount(),
                        rng.nextLong(),
                        hash));
            }
            position.undo();
        }
        countNodes(1);
        if (next == beam.size()) {
            nextDepth();
        }
    }

    private void consider(State state) {
        if (candidates.size() < config.width()) {
            candidates.add(state);
            candidateHashes.add(state.hash);
        } else if (WORST_FIRST.compare(state, candidates.peek()) > 0) {
            candidateHashes.remove(candidates.poll().hash);
            candidates.add(state);
            candidateHashes.add(state.hash);
        }
    }

    private void nextDepth() {
        List<State> chosen = new ArrayList<>(candidates);
        chosen.sort(WORST_FIRST.reversed());
        candidates.clear();
        candidateHashes.clear();
        beam = chosen;
        next = 0;
        if (!beam.isEmpty()) {
            offer(beam.get(0).moves, beam.get(0).moves.length);
        }
    }

    /** Brings the position to a state's moves, keeping the prefix it shares with the last one. */
    private void replay(int[] moves) {
        int shared = 0;
        while (shared < position.ply() && shared < moves.length && position.moveAt(shared) == moves[shared]) {
            shared++;
        }
        position.undoTo(shared);
        for (int i = shared; i < moves.length; i++) {
            position.play(moves[i]);
        }
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeInt(next);
        writeStates(out, beam);
        writeStates(out, new ArrayList<>(candidates));
    }

    private static void writeStates(StateWriter out, List<State> states) {
        out.writeInt(states.size());
        for (State s : states) {
            out.writeInts(s.moves);
            out.writeDouble(s.value);
            out.writeLong(s.tieBreak);
            out.writeLong(s.hash);
        }
    }

    @Override
    protected void readState(StateReader in) {
        int savedNext = in.readInt();
        List<State> savedBeam = readStates(in);
        List<State> savedCandidates = readStates(in);
        if (savedNext < 0 || savedNext > savedBeam.size() || savedCandidates.size() > config.width()) {
            throw new CheckpointException("the checkpoint's beam is inconsistent");
        }
        next = savedNext;
        beam = savedBeam;
        candidates.clear();
        candidateHashes.clear();
        for (State s : savedCandidates) {
            candidates.add(s);
            candidateHashes.add(s.hash);
        }
        position.undoTo(0);
    }

    private static List<State> readStates(StateReader in) {
        int count = in.readLength(28);
        List<State> states = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            states.add(new State(in.readInts(), in.readDouble(), in.readLong(), in.readLong()));
        }
        return states;
    }
}
