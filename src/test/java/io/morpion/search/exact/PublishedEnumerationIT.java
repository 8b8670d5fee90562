package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import io.morpion.search.SolverStatus;
import io.morpion.search.termination.Termination;
import io.morpion.tiers.SlowTest;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exhaustive search's orbits by depth against the published enumeration (OEIS A204107–A204110), deeper than
 * the fast tier's {@code ExactSearchTest} goes: 4T and 4D to 10 moves (over a hundred million orbits for 4T), 5T
 * and 5D to 14, a few seconds each on two threads.
 */
@SlowTest
class PublishedEnumerationIT {

    @ParameterizedTest
    @CsvSource({"4T, 10", "4D, 10", "5T, 14", "5D, 14"})
    void theOrbitsAfterEachMoveAreThePublishedNumbersOfDistinctGrids(String code, int depth) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        ExactSolver solver = new ExactSolver(new ExactConfig(variant, true, false, 0, 2, depth), 2);
        SolverStatus status = solver.solve(Termination.never(), null);
        assertTrue(status.finished(), code + ": the count to " + depth + " moves finished");
        assertArrayEquals(
                PublishedEnumeration.grids(variant, depth),
                Arrays.copyOf(solver.report().reached(), depth + 1),
                code + ": orbits by depth");
    }
}
