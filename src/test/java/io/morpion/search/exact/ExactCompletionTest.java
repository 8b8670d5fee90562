package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The exhaustive completion a heuristic asks from its own thread: what it finds, proves and stops at. */
class ExactCompletionTest {

    private static final MsrRecord OPTIMUM = CorpusGames.game("4D/hyyroporanen35.json");

    @Test
    void itFindsALongerContinuationOfAWoundBackGameAndTheValidatorPassesIt() {
        var opening = OPTIMUM.moves().subList(0, 27);
        ExactCompletion.Result result = ExactCompletion.longest(Variant.FOUR_DISJOINT, opening, 34, 10_000_000);
        MsrRecord found = MsrRecord.of(Variant.FOUR_DISJOINT, result.longer().orElseThrow());
        assertEquals(35, Msr.requireLegal(found).score(), "4D's optimum, 35, continues this opening");
        assertEquals(opening, found.moves().subList(0, 27), "the game keeps the opening");
        assertTrue(result.finished(), "a small subtree is searched to its end");
        assertTrue(result.positions() > 1, "positions: " + result.positions());
    }

    @Test
    void nothingLongerThanTheOptimumIsFoundAndTheSearchSaysItFinished() {
        var opening = OPTIMUM.moves().subList(0, 27);
        ExactCompletion.Result result = ExactCompletion.longest(Variant.FOUR_DISJOINT, opening, 35, 10_000_000);
        assertTrue(result.longer().isEmpty(), "no 4D game is longer than 35");
        assertTrue(result.finished());
    }

    @Test
    void aSmallBudgetStopsTheSearchUnfinished() {
        ExactCompletion.Result result = ExactCompletion.longest(Variant.FIVE_TOUCHING, List.of(), 0, 5_000);
        assertFalse(result.finished(), "the whole 5T tree does not fit in 5,000 positions");
        assertTrue(
                result.positions() < 10_000, "the budget is checked every thousand positions: " + result.positions());
    }
}
