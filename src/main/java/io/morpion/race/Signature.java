package io.morpion.race;

import io.morpion.engine.Position;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.Solver;
import io.morpion.search.spec.Algorithms;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One number that changes when the engine or a solver's behaviour does, as Stockfish's bench
 * signature does: every algorithm at its defaults on 5T for seed 1 and a fixed node budget, its
 * best game folded in move by move, and the engine's move-sequence count (perft) to depth 4 of
 * every variant. A change meant to leave behaviour alone keeps the number; one that changes it
 * says the new number in its commit.
 */
public final class Signature {

    /** Nodes each algorithm spends: well past its start, and a few seconds for all of them together. */
    static final long NODES = 20_000;

    /** Perturbation's node is a round, whose repair is a whole NRPA search: ten take about a second. */
    static final Map<String, Long> NODES_BY_ALGORITHM = Map.of("perturbation", 10L);

    static final int PERFT_DEPTH = 4;

    private Signature() {}

    /** The parts, each a line of what was measured, and the number they fold into. */
    public record Result(List<String> parts, long value) {
        /** The number as it is printed: unsigned, in decimal. */
        public String text() {
            return Long.toUnsignedString(value);
        }
    }

    public static Result compute() {
        List<String> parts = new ArrayList<>();
        long hash = FNV_OFFSET;
        for (Algorithm algorithm : Algorithms.ALL) {
            Solver solver = new SolverSpec(algorithm.name(), Variant.FIVE_TOUCHING, 1, 1, Map.of(), null).create();
            long nodes = NODES_BY_ALGORITHM.getOrDefault(algorithm.name(), NODES);
            solver.solve(Termination.nodes(nodes), null);
            MsrRecord best = solver.best().orElseThrow();
            hash = mix(hash, algorithm.name().hashCode());
            hash = mix(hash, best.moveCount());
            for (Move m : best.moves()) {
                hash = mix(hash, ((m.x() * 4099L + m.y()) * 4 + m.dir().ordinal()) * 8 + m.pos());
            }
            parts.add(String.format(
                    Locale.ROOT, "%-13s 5T seed 1, %,7d nodes: best %d", algorithm.name(), nodes, best.moveCount()));
        }
        for (Variant variant : Variant.values()) {
            long leaves = perft(new Position(variant), PERFT_DEPTH);
            hash = mix(hash, leaves);
            parts.add(String.format(Locale.ROOT, "perft %s depth %d: %,d", variant.code(), PERFT_DEPTH, leaves));
        }
        return new Result(parts, hash);
    }

    /** The move sequences of {@code depth} moves from the position, which is left as it was. */
    static long perft(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        int ply = position.ply();
        int[] moves = position.legalMoves();
        long leaves = 0;
        for (int move : moves) {
            position.play(move);
            leaves += perft(position, depth - 1);
            position.undoTo(ply);
        }
        return leaves;
    }

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private static long mix(long hash, long value) {
        long h = hash;
        for (int i = 0; i < 8; i++) {
            h = (h ^ ((value >>> (8 * i)) & 0xff)) * FNV_PRIME;
        }
        return h;
    }
}
