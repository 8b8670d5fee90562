package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checkpoint property on one thread: run, checkpoint, restore into a fresh solver and finish
 * gives the identical game, node count and final state as one uninterrupted run with the same seed.
 */
class SolverCheckpointTest {

    static Stream<Arguments> runs() {
        return Stream.of(
                Arguments.of(
                        spec("nrpa", Variant.FIVE_TOUCHING, Map.of("level", "2", "iterations", "10")),
                        350L,
                        new long[] {37, 137, 210}),
                Arguments.of(
                        spec(
                                "nrpa",
                                Variant.FIVE_DISJOINT,
                                Map.of("level", "3", "iterations", "5", "clamp", "3", "codes", "symmetric")),
                        300L,
                        new long[] {1, 124, 125, 126}),
                Arguments.of(
                        spec(
                                "nrpa",
                                Variant.FIVE_TOUCHING,
                                Map.of("level", "2", "iterations", "10", "adapt", "layers")),
                        350L,
                        new long[] {37, 137, 210}),
                Arguments.of(
                        spec("beam", Variant.FOUR_TOUCHING, Map.of("width", "15", "mobility", "0.5")),
                        400L,
                        new long[] {3, 77, 215}),
                Arguments.of(
                        spec(
                                "annealing",
                                Variant.FIVE_DISJOINT,
                                Map.of("t0", "4", "t-frozen", "1", "cooling", "0.8", "r", "2000")),
                        20_000L,
                        new long[] {4095, 4097, 7777, 12_000}),
                Arguments.of(
                        spec("sampling", Variant.FOUR_DISJOINT, Map.of("scheme", "rs1", "samples", "3")),
                        500L,
                        new long[] {1, 123, 400}),
                Arguments.of(
                        spec("sampling", Variant.FIVE_TOUCHING, Map.of("scheme", "rs2", "samples", "5")),
                        700L,
                        new long[] {333, 334}),
                // Small segments, stall and archive so that weight updates, bring-backs and pruning all happen.
                Arguments.of(
                        spec(
                                "perturbation",
                                Variant.FIVE_TOUCHING,
                                Map.of(
                                        "nrpa-iterations",
                                        "5",
                                        "segment",
                                        "7",
                                        "stall",
                                        "25",
                                        "restart",
                                        "60",
                                        "archive",
                                        "15",
                                        "window",
                                        "3",
                                        "destroy-min",
                                        "5")),
                        400L,
                        new long[] {1, 2, 77, 150, 151}),
                Arguments.of(
                        spec(
                                "perturbation",
                                Variant.FIVE_TOUCHING,
                                Map.of(
                                        "repairs",
                                        "endgame,nrpa",
                                        "nrpa-level",
                                        "1",
                                        "nrpa-iterations",
                                        "5",
                                        "endgame-batch",
                                        "8",
                                        "segment",
                                        "5")),
                        300L,
                        new long[] {1, 40, 41, 299}),
                Arguments.of(
                        spec("perturbation", Variant.FOUR_DISJOINT, Map.of("nrpa-iterations", "3")),
                        300L,
                        new long[] {50, 222}),
                Arguments.of(
                        spec(
                                "perturbation",
                                Variant.FIVE_DISJOINT,
                                Map.of("nrpa-level", "2", "nrpa-iterations", "4", "repairs", "nrpa")),
                        120L,
                        new long[] {9, 60}),
                // Maintenance, pruning, idle resets and an end search under way at the stops (the
                // bandit's state is in the checkpoint).
                Arguments.of(
                        spec("dna", Variant.FIVE_TOUCHING, QuickDna.parameters(300, 40, "sweep", "2")),
                        3_000L,
                        new long[] {1, 5, 6, 340, 1_234, 2_345}),
                Arguments.of(
                        spec(
                                "dna",
                                Variant.FOUR_DISJOINT,
                                Map.of("blacklist", "0.5", "end-interval", "200", "maintenance", "70")),
                        2_000L,
                        new long[] {150, 1_999}),
                // A short first sweep of the window, then the usual ones: stops inside it, at its end and later.
                Arguments.of(
                        spec(
                                "dna",
                                Variant.FIVE_TOUCHING,
                                QuickDna.parameters(0, 40, "sweep", "6", "first-sweep", "2")),
                        1_500L,
                        new long[] {150, 200, 201, 900}),
                // Fresh pools begun when the pool stalls: the count and the last new best are in the checkpoint.
                Arguments.of(
                        spec("dna", Variant.FOUR_DISJOINT, Map.of("initial", "5", "restart", "150")),
                        2_000L,
                        new long[] {3, 151, 700, 1_999}),
                // Rounds that rebuild the whole game one level deeper once the archive stalls.
                Arguments.of(
                        spec(
                                "perturbation",
                                Variant.FOUR_DISJOINT,
                                Map.of("nrpa-iterations", "4", "deep-after", "5", "stall", "30")),
                        150L,
                        new long[] {20, 99}),
                // ... with one policy that the deep rounds share: it is in the checkpoint too
                Arguments.of(
                        spec(
                                "perturbation",
                                Variant.FOUR_DISJOINT,
                                Map.of("nrpa-iterations", "4", "deep-after", "5", "deep-memory", "on", "stall", "30")),
                        150L,
                        new long[] {20, 60, 99}));
    }

    private static SolverSpec spec(String algorithm, Variant variant, Map<String, String> params) {
        return new SolverSpec(algorithm, variant, 20261121L, 1, params, null);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runs")
    void interruptedRunsFinishExactlyAsAnUninterruptedRun(SolverSpec spec, long budget, long[] stops) {
        Solver whole = spec.create();
        whole.solve(Termination.nodes(budget), null);
        MsrRecord expected = whole.best().orElseThrow();

        Solver current = spec.create();
        for (long stop : stops) {
            current.solve(Termination.nodes(stop), null);
            assertEquals(stop, current.status().nodes(), "stopped exactly at the node budget");
            Checkpoint saved = Checkpoint.fromText(current.checkpoint().toText());
            current = spec.create();
            current.restore(saved);
        }
        current.solve(Termination.nodes(budget), null);

        assertEquals(expected.moves(), current.best().orElseThrow().moves());
        assertEquals(whole.status().nodes(), current.status().nodes());
        assertEquals(whole.status().finished(), current.status().finished());
        // the full states agree too, apart from the wall-clock time spent
        assertArrayEquals(withoutElapsed(whole.checkpoint()), withoutElapsed(current.checkpoint()));
    }

    /** Says stop at its {@code checks}-th question, wherever in a run that falls. */
    private static Termination stopAtCheck(int checks) {
        int[] asked = {0};
        return progress -> ++asked[0] >= checks;
    }

    @Test
    void aDeepRoundStoppedHalfWayLeavesNoTraceAndIsPlayedAgainFromItsStart() {
        SolverSpec spec = spec(
                "perturbation",
                Variant.FOUR_DISJOINT,
                Map.of("nrpa-iterations", "4", "deep-after", "5", "deep-memory", "on", "stall", "30"));
        long budget = 150;
        Solver whole = spec.create();
        whole.solve(Termination.nodes(budget), null);

        Solver current = spec.create();
        long stoppedAt = -1;
        for (int checks : new int[] {700, 1300, 2100}) {
            current.solve(Termination.nodes(budget).or(stopAtCheck(checks)), null);
            // between rounds the run asks once a round, at most 150 times: a stop at the 700th
            // question comes from inside a deep round, which asks after every playout
            assertTrue(
                    current.status().nodes() < budget && current.status().nodes() > stoppedAt,
                    "stopped inside the run, further on each time: "
                            + current.status().nodes());
            stoppedAt = current.status().nodes();
            Checkpoint saved = Checkpoint.fromText(current.checkpoint().toText());
            current = spec.create();
            current.restore(saved);
        }
        current.solve(Termination.nodes(budget), null);
        assertEquals(
                whole.best().orElseThrow().moves(), current.best().orElseThrow().moves());
        assertArrayEquals(withoutElapsed(whole.checkpoint()), withoutElapsed(current.checkpoint()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runs")
    void checkpointsRefuseDamageAndOtherConfigurations(SolverSpec spec, long budget, long[] stops) {
        Solver solver = spec.create();
        solver.solve(Termination.nodes(stops[0]), null);
        byte[] bytes = solver.checkpoint().toBytes();
        bytes[bytes.length / 2] ^= 0x10;
        CheckpointException damaged = assertThrows(CheckpointException.class, () -> Checkpoint.fromBytes(bytes));
        assertTrue(damaged.getMessage().contains("damaged"), damaged.getMessage());

        String text = solver.checkpoint().toText();
        assertThrows(CheckpointException.class, () -> Checkpoint.fromText(text.substring(0, text.length() - 12)));

        Solver other = new SolverSpec(spec.algorithm(), spec.variant(), spec.seed(), 1, Map.of(), null).create();
        if (!other.checkpoint().configuration().equals(solver.checkpoint().configuration())) {
            CheckpointException mismatch =
                    assertThrows(CheckpointException.class, () -> other.restore(solver.checkpoint()));
            assertTrue(mismatch.getMessage().contains("not from"), mismatch.getMessage());
        }
    }

    @org.junit.jupiter.api.Test
    void workersSharingOneArchiveCheckpointItOnceAndRestoreIt() {
        SolverSpec team = new SolverSpec(
                "perturbation", Variant.FIVE_TOUCHING, 20261123L, 2, Map.of("nrpa-iterations", "5"), null);
        Solver solver = team.create();
        solver.solve(Termination.nodes(400), null);
        Checkpoint saved = Checkpoint.fromText(solver.checkpoint().toText());
        Checkpoint own = Checkpoint.fromBytes(saved.state());
        assertTrue(own.configuration().endsWith(" shared-archive islands=2"), own.configuration());
        Solver restored = team.create();
        restored.restore(saved);
        assertArrayEquals(saved.state(), restored.checkpoint().state(), "the restored workers hold the same state");
        assertEquals(
                solver.best().orElseThrow().moves(),
                restored.best().orElseThrow().moves());
        StateReader workers = StateReader.of(own);
        assertEquals(2, workers.readInt());
        int owner = workers.readBytes().length;
        int other = workers.readBytes().length;
        assertTrue(
                other * 4 < owner,
                "the archive is written once, by the first worker: " + owner + " and " + other + " bytes");
    }

    /**
     * The solver's own state bytes (inside its spec's keyed checkpoint) with the elapsed-time field
     * (bytes 4+rng..) zeroed: the common header is rng, nodes, elapsed.
     */
    private static byte[] withoutElapsed(Checkpoint checkpoint) {
        byte[] state = Checkpoint.fromBytes(checkpoint.state()).plainState().clone();
        int rngLength =
                ((state[0] & 0xff) << 24) | ((state[1] & 0xff) << 16) | ((state[2] & 0xff) << 8) | (state[3] & 0xff);
        int elapsedAt = 4 + rngLength + 8;
        for (int i = 0; i < 8; i++) {
            state[elapsedAt + i] = 0;
        }
        return state;
    }
}
