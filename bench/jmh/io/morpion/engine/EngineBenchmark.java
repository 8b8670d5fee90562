package io.morpion.engine;

import io.morpion.msr.Variant;
import java.util.SplittableRandom;
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
 * The engine's hot operations on the hot board and on the whole grid: a uniformly random
 * playout from the cross and back, and one play with its legal-list update and its undo in the
 * middle of a game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmark {

    @Param({"FIVE_TOUCHING", "FIVE_DISJOINT"})
    Variant variant;

    /** hot: the 64 × 64 window; whole: a window no bigger than the cross, so every game runs on the whole grid. */
    @Param({"hot", "whole"})
    String board;

    private Position position;
    private final SplittableRandom random = new SplittableRandom(1);
    private int midGame;

    @Setup
    public void setUp() {
        position = board.equals("hot") ? new Position(variant) : new Position(variant, 0);
        for (int i = 0; i < 20 && !position.terminal(); i++) {
            position.play(position.legalMove(random.nextInt(position.legalCount())));
        }
        midGame = position.ply();
    }

    /** A uniformly random game from move 20 to its end, and back: play, list update, sampling and undo per move. */
    @Benchmark
    public int randomPlayout() {
        while (!position.terminal()) {
            position.play(position.legalMove(random.nextInt(position.legalCount())));
        }
        int length = position.ply();
        position.undoTo(midGame);
        return length;
    }

    /** One move played and taken back 20 moves into a game. */
    @Benchmark
    public int playAndUndo() {
        position.play(position.legalMove(random.nextInt(position.legalCount())));
        int count = position.legalCount();
        position.undo();
        return count;
    }
}
