package io.morpion.search.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class TerminationTest {

    private static Termination.Progress at(long nanoTime, long nodes, int best) {
        return new Termination.Progress(nanoTime, nodes, best);
    }

    @Test
    void aTimeLimitBecomesADeadlineWhenItsSolveCallStartsAndKeepsIt() {
        Termination limit = Termination.time(Duration.ofSeconds(2));
        assertThrows(IllegalStateException.class, () -> limit.isTerminated(at(0, 0, 0)));
        Termination started = limit.startedAt(1_000);
        assertFalse(started.isTerminated(at(1_000 + 1_999_999_999L, 0, 0)));
        assertTrue(started.isTerminated(at(1_000 + 2_000_000_000L, 0, 0)));
        // a worker's solve call starts it again: the deadline stays the parent's
        assertTrue(started.startedAt(5_000_000_000L).isTerminated(at(2_000_001_000L, 0, 0)));
    }

    @Test
    void aNodeLimitCountsTheSolversWholeLifeAndSharesItAmongWorkers() {
        Termination nodes = Termination.nodes(10);
        assertEquals(4, nodes.nodesLeft(6));
        assertFalse(nodes.isTerminated(at(0, 9, 0)));
        assertTrue(nodes.isTerminated(at(0, 10, 0)));
        assertEquals(3, nodes.forWorker(3).nodesLeft(0), "rounded down, so three workers never spend more than 10");
        assertTrue(nodes.limitsNodes());
        assertFalse(Termination.target(5).limitsNodes());
    }

    @Test
    void conditionsCombineWithOrAndAnd() {
        AtomicBoolean cancel = new AtomicBoolean();
        Termination any = Termination.target(30).or(Termination.nodes(100)).or(Termination.cancelledWhen(cancel::get));
        assertFalse(any.isTerminated(at(0, 99, 29)));
        assertTrue(any.isTerminated(at(0, 100, 29)));
        assertTrue(any.isTerminated(at(0, 0, 30)));
        cancel.set(true);
        assertTrue(any.isTerminated(at(0, 0, 0)));
        assertEquals(40, any.nodesLeft(60));

        Termination both = Termination.target(30).and(Termination.nodes(100));
        assertFalse(both.isTerminated(at(0, 100, 29)));
        assertFalse(both.isTerminated(at(0, 99, 30)));
        assertTrue(both.isTerminated(at(0, 100, 30)));
        assertEquals(Long.MAX_VALUE, both.nodesLeft(100), "the target alone sets no node limit");
        assertFalse(Termination.never().isTerminated(at(Long.MAX_VALUE, Long.MAX_VALUE, Integer.MAX_VALUE)));
    }

    @Test
    void durationsReadAsClockTimesUpToAYearAndInYearsBeyond() {
        assertEquals("1:05", Durations.format(65.9));
        assertEquals("2:00:05", Durations.format(7205));
        assertEquals("8736:00:00", Durations.format(364 * 86_400));
        assertEquals("1.00 years", Durations.format(365.25 * 86_400));
        assertEquals("3.17e+12 years", Durations.format(1e20));
    }

    @Test
    void aBudgetReadsItsTimeAsTextAndGivesAResumedRunWhatRemains() {
        Budget budget = Budget.of("10m", 5_000L, null);
        assertEquals(600L, budget.timeSeconds());
        Termination resumed =
                budget.termination(Duration.ofMinutes(4).toNanos()).startedAt(0);
        assertFalse(resumed.isTerminated(at(Duration.ofMinutes(6).toNanos() - 1, 0, 0)));
        assertTrue(resumed.isTerminated(at(Duration.ofMinutes(6).toNanos(), 0, 0)));
        assertTrue(resumed.isTerminated(at(0, 5_000, 0)));
        assertEquals(0.5, budget.fractionDone(300_000, 100, 0));
        assertEquals(0.8, budget.fractionDone(0, 4_000, 0));
        assertNull(Budget.none().fractionDone(1, 1, 1));
        assertEquals(100.0, budget.secondsLeft(0, 4_000, 10.0), "the nodes run out before the time");
        assertTrue(Budget.of(" ", null, null).isUnlimited());
    }

    @Test
    void aBudgetRefusesWhatCannotEndARunAndSaysWhy() {
        assertEquals(
                "a node budget must be positive, not -5",
                assertThrows(IllegalArgumentException.class, () -> Budget.of(null, -5L, null))
                        .getMessage());
        assertEquals(
                "a target score must be positive, not 0",
                assertThrows(IllegalArgumentException.class, () -> Budget.of(null, null, 0))
                        .getMessage());
        assertEquals(
                "a time budget must be longer than 0",
                assertThrows(IllegalArgumentException.class, () -> Budget.of("0s", null, null))
                        .getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Budget.of("soon", null, null))
                .getMessage()
                .contains("a time is a number with an optional unit"));
    }
}
