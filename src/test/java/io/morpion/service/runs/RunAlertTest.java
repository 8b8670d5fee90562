package io.morpion.service.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import org.junit.jupiter.api.Test;

/**
 * The alarm a search's best raises against its variant's known result. An 83 in 5D, or a 179 in
 * 5T, would be a new world record: no such game is known, so the alarm's rule is checked here on
 * the scores, and end to end on a tie (RunEventsTest).
 */
class RunAlertTest {

    private static final String FOUND = "a game the search found";

    @Test
    void aFiveDisjointEightyThreeBeatsRosinsWorldRecord() {
        RunAlert alert = RunAlert.forBest("5D", 83, FOUND, null).orElseThrow();
        assertEquals(new RunAlert(83, 82, "world record", true, alert.standing()), alert);
        assertTrue(
                alert.standing().startsWith("83: BEATS the world record (82, ")
                        && alert.standing().endsWith(") by 1"),
                alert.standing());
    }

    @Test
    void aFiveDisjointEightyTwoTiesItAndAnEightyOneRaisesNothing() {
        RunAlert tie = RunAlert.forBest("5D", 82, FOUND, null).orElseThrow();
        assertEquals(false, tie.beats());
        assertEquals("world record", tie.kind());
        assertTrue(tie.standing().startsWith("82 = world record (ties "), tie.standing());
        assertTrue(RunAlert.forBest("5D", 81, FOUND, null).isEmpty());
    }

    @Test
    void theFiveTouchingRecordIsBeatenOnlyAbove178() {
        assertTrue(RunAlert.forBest("5T", 179, FOUND, null).orElseThrow().beats());
        assertEquals(
                false, RunAlert.forBest("5T", 178, FOUND, null).orElseThrow().beats());
        assertTrue(RunAlert.forBest("5T", 177, FOUND, null).isEmpty());
    }

    @Test
    void theFourDisjointOptimumIsReachedNotBeaten() {
        RunAlert optimum = RunAlert.forBest("4D", 35, FOUND, null).orElseThrow();
        assertEquals(new RunAlert(35, 35, "proven optimum", false, "35 = proven optimum"), optimum);
    }

    @Test
    void theGameAWarmStartWasGivenRaisesNone() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        String given = Msr.encode(rosin);
        assertTrue(RunAlert.forBest("5D", 82, given, given).isEmpty(), "the run has to find it");
        assertTrue(RunAlert.forBest("5D", 82, FOUND, given).isPresent(), "another 82 it found raises one");
    }
}
