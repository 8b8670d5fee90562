package io.morpion.search.nrpa;

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
 * An NRPA playout from the start on a trained level-1 policy: each move drawn with odds in
 * proportion to the policy's weights, as every level's playouts are. The moves counted
 * ({@link MovesPlayed}) give what a move costs: the yardstick of
 * {@code io.morpion.search.dna.GreedyRolloutBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {

    @Param({"FIVE_TOUCHING", "FIVE_DISJOINT"})
    Variant variant;

    /**
     * Adaptations of the policy before measuring: after 2,000 its playouts nearly repeat one game, and
     * the processor learns their branches; after 10 they vary from playout to playout as a greedy
     * DNA rollout's do. A search's playouts lie between the two.
     */
    @Param({"2000", "10"})
    int rounds;

    private final Policy policy = new Policy();
    private final Sequence playout = new Sequence();
    private Position position;
    private Rng rng;

    @Setup
    public void setUp() {
        position = new Position(variant);
        CodeIndex codes = new CodeIndex(Geometry.of(variant), NrpaConfig.Codes.LINE);
        position.setAnnotator(new PolicyAnnotator(codes, policy));
        rng = new Rng(5);
        Sequence best = new Sequence();
        PolicyGradient gradient = new PolicyGradient();
        for (int round = 0; round < rounds; round++) {
            playout.playOut(position, rng);
            playout.keep(position, 0, NrpaConfig.Adaptation.MOVES);
            if (playout.length >= best.length) {
                best.copyFrom(playout);
            }
            gradient.adapt(policy, best, codes.size(), 1.0, 0);
        }
    }

    @Benchmark
    public int playOut(MovesPlayed counter) {
        playout.playOut(position, rng);
        int length = position.ply();
        counter.moves += length;
        position.undoTo(0);
        return length;
    }
}
