package io.morpion.search.local.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.proofs.Improvement.Plan;
import io.morpion.search.local.proofs.Improvement.Step;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The improvement of an ordinary game: every distinct closed neighbourhood priced and searched cheapest first, and a
 * longer game that needs a freed mid-game move found before any dear neighbourhood is begun.
 */
class ImprovementTest {

    private static final MsrRecord GAME = Msr.decode(LocalGames.MIDDLE_MATTERS);

    @Test
    void thePlanHoldsEveryDistinctClosedNeighbourhoodOnceCheapestFirst() {
        Plan plan = new Improvement(1, 1, () -> false, silent()).plan(GAME, Long.MAX_VALUE);
        Set<Set<Move>> planned = new HashSet<>();
        for (Step step : plan.steps()) {
            assertTrue(
                    planned.add(new HashSet<>(step.neighbourhood().kept().moves())),
                    step.neighbourhood().name());
        }
        Neighbourhoods neighbourhoods = new Neighbourhoods(GAME);
        List<Neighbourhood> expected = new ArrayList<>(neighbourhoods.closures());
        for (int k = 1; k < GAME.moveCount(); k++) {
            expected.add(neighbourhoods.lastMoves(k));
        }
        for (Neighbourhood n : expected) {
            boolean freesAll = n.freed() == GAME.moveCount();
            assertEquals(!freesAll, planned.contains(new HashSet<>(n.kept().moves())), n.name());
        }
        for (int i = 1; i < plan.steps().size(); i++) {
            assertTrue(
                    plan.steps().get(i - 1).positions() <= plan.steps().get(i).positions(), "cheapest first");
        }
        assertEquals(plan.steps().size(), plan.fitting(), "with no deadline every neighbourhood fits");
        assertTrue(plan.positionsPerSecond() > 0);
        Plan late = new Improvement(1, 1, () -> false, silent()).plan(GAME, System.nanoTime());
        assertEquals(0, late.fitting(), "past the deadline none fits");
    }

    @Test
    void aLongerGameThatNeedsAFreedMidGameMoveIsFoundCheapNeighbourhoodsFirst() {
        List<Step> searched = new ArrayList<>();
        List<Plan> plans = new ArrayList<>();
        boolean[] longer = {false};
        Improvement.Listener listener = new Improvement.Listener() {
            @Override
            public void planned(Plan plan) {
                plans.add(plan);
            }

            @Override
            public void searching(Step step, Duration share) {
                assertTrue(share.compareTo(Improvement.LEAST_SHARE) >= 0, share.toString());
            }

            @Override
            public void searched(Step step, LocalProof.Verdict verdict) {
                searched.add(step);
                longer[0] |= verdict.outcome() == Outcome.LONGER;
            }
        };
        // the work is bounded by stopping at the first longer game; the hour is only a cap
        Improvement.Result result = new Improvement(1, 1, () -> longer[0], listener).improve(GAME, Duration.ofHours(1));
        assertTrue(longer[0], "a longer game was found");
        assertEquals(1, result.longer());
        assertTrue(Msr.requireLegal(result.best()).score() >= 28, "the 28 of the second move's closure, or better");
        assertEquals(1, plans.size(), "stopped before a second plan");
        List<Step> order = plans.get(0).steps().subList(0, searched.size());
        assertEquals(order, searched, "searched in the plan's order");
        Step found = searched.get(searched.size() - 1);
        assertFalse(
                found.neighbourhood().name().startsWith("the last"), "no end of the game alone finds it: a closure");
        assertTrue(searched.size() < plans.get(0).steps().size(), "found before the dearest neighbourhoods");
    }

    private static Improvement.Listener silent() {
        return new Improvement.Listener() {
            @Override
            public void planned(Plan plan) {}

            @Override
            public void searching(Step step, Duration share) {}

            @Override
            public void searched(Step step, LocalProof.Verdict verdict) {}
        };
    }
}
