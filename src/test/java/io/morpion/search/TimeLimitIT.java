package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import io.morpion.tiers.SlowTest;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A search bounded by wall-clock time alone: in the slow tier, since the fast tier bounds work, never time. */
@SlowTest
class TimeLimitIT {

    @Test
    void timeLimitEndsAnUnboundedRun() {
        Solver solver = new SolverSpec(
                        "annealing",
                        Variant.FIVE_TOUCHING,
                        3,
                        2,
                        Map.of("t0", "8", "t-frozen", "8", "r", "1000000000"),
                        null)
                .create();
        SolverStatus status = solver.solve(Termination.time(Duration.ofMillis(300)), null);
        assertTrue(status.nodes() > 0);
        assertFalse(status.finished());
    }
}
