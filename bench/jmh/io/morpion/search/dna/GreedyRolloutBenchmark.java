package io.morpion.search.dna;

import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.msr.Variant;
import io.morpion.search.MovesPlayed;
import io.morpion.search.Rng;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The DNA search's hot loop: a pool game's DNA with two to ten swaps, played out greedily from the
 * start. The moves counted ({@link MovesPlayed}) give what a move costs, to set beside
 * {@code io.morpion.search.nrpa.PlayoutBenchmark}'s: issue 37 asks that a greedy move cost no more
 * than a move of an NRPA playout. What a move costs depends on how much one game differs from the
 * next (the processor learns the branches of a game it keeps replaying), so two controls stand
 * beside it: a uniformly random game (the engine's floor for varied games) and the parent replayed.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GreedyRolloutBenchmark {

    @Param({"FIVE_TOUCHING", "FIVE_DISJOINT"})
    Variant variant;

    private Dna dna;
    private Position position;
    private Rng rng;
    private int[] parent;

    @Setup
    public void setUp() {
        rng = new Rng(5);
        dna = new Dna(Geometry.of(variant), rng);
        position = new Position(variant);
        // a parent of pool quality: the best of a few hundred greedy games of random DNAs
        for (int i = 0; i < 300; i++) {
            dna.encode(new int[0], 0, rng.nextLong());
            dna.playOut(position);
            if (parent == null || position.ply() > parent.length) {
                parent = position.moves();
            }
            position.undoTo(0);
        }
    }

    @Benchmark
    public int mutateAndPlayOut(MovesPlayed counter) {
        dna.encode(parent, parent.length, 12345L);
        for (int s = 2 + rng.nextInt(9); s > 0; s--) {
            dna.swap(parent[rng.nextInt(parent.length)], Dna.randomSlot(rng), parent.length);
        }
        dna.playOut(position);
        int length = position.ply();
        counter.moves += length;
        position.undoTo(0);
        return length;
    }

    /** The engine's floor for the same kind of game: a uniformly random game from the start, no annotation. */
    @Benchmark
    public int randomPlayOut(MovesPlayed counter) {
        while (position.legalCount() > 0) {
            position.play(position.legalMove(rng.nextInt(position.legalCount())));
        }
        int length = position.ply();
        counter.moves += length;
        position.undoTo(0);
        return length;
    }

    /** The parent itself replayed, the same game every time: what a move costs when the branches repeat. */
    @Benchmark
    public int replayParent(MovesPlayed counter) {
        dna.encode(parent, parent.length, 12345L);
        dna.playOut(position);
        int length = position.ply();
        counter.moves += length;
        position.undoTo(0);
        return length;
    }
}
