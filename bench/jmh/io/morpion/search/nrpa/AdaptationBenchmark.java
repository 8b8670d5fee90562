package io.morpion.search.nrpa;

import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.msr.Variant;
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
 * NRPA's inner costs on a trained level-1 policy and its best sequence: one adaptation (after a
 * copy of the policy, timed alone too) and one weighted draw from a policy-weighted legal list.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AdaptationBenchmark {

    @Param({"FIVE_TOUCHING", "FIVE_DISJOINT"})
    Variant variant;

    private CodeIndex codes;
    private final Policy trained = new Policy();
    private final Policy policy = new Policy();
    private final Sequence best = new Sequence();
    private final PolicyGradient gradient = new PolicyGradient();
    private Position position;
    private Rng rng;

    @Setup
    public void setUp() {
        position = new Position(variant);
        codes = new CodeIndex(Geometry.of(variant), NrpaConfig.Codes.LINE);
        position.setAnnotator(new PolicyAnnotator(codes, trained));
        rng = new Rng(5);
        Sequence playout = new Sequence();
        for (int round = 0; round < 2_000; round++) {
            playout.playOut(position, rng);
            playout.keep(position, 0, NrpaConfig.Adaptation.MOVES);
            if (playout.length >= best.length) {
                best.copyFrom(playout);
            }
            gradient.adapt(trained, best, codes.size(), 1.0, 0);
        }
        for (int i = 0; i < 20; i++) {
            position.play(position.legalMove(0));
        }
        position.reweigh();
    }

    @Benchmark
    public Policy adapt() {
        policy.copyFrom(trained);
        gradient.adapt(policy, best, codes.size(), 1.0, 0);
        return policy;
    }

    /** The policy copy alone, to subtract from the adaptation. */
    @Benchmark
    public Policy copyPolicy() {
        policy.copyFrom(trained);
        return policy;
    }

    @Benchmark
    public int weightedDraw() {
        return WeightedChoice.draw(position, rng);
    }
}
