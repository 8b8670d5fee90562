package io.morpion.service.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.api.RecordAlert;
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
class RecordAlertsTest {

    private static final String FOUND = "a game the search found";

    /** The alert a best raises against the packaged corpus's known result. */
    private static java.util.Optional<RecordAlert> alertFor(String variant, int score, String best, String warm) {
        return RecordAlerts.forBest(
                Variant.fromCode(variant).flatMap(io.morpion.corpus.KnownResult::of), score, best, warm);
    }

    @Test
    void aFiveDisjointEightyThreeBeatsRosinsWorldRecord() {
        RecordAlert alert = alertFor("5D", 83, FOUND, null).orElseThrow();
        assertEquals(new RecordAlert(83, 82, "world record", true, alert.standing()), alert);
        assertTrue(
                alert.standing().startsWith("83: BEATS the world record (82, ")
                        && alert.standing().endsWith(") by 1"),
                alert.standing());
    }

    @Test
    void aFiveDisjointEightyTwoTiesItAndAnEightyOneRaisesNothing() {
        RecordAlert tie = alertFor("5D", 82, FOUND, null).orElseThrow();
        assertEquals(false, tie.beats());
        assertEquals("world record", tie.kind());
        assertTrue(tie.standing().startsWith("82 = world record (ties "), tie.standing());
        assertTrue(alertFor("5D", 81, FOUND, null).isEmpty());
    }

    @Test
    void theFiveTouchingRecordIsBeatenOnlyAbove178() {
        assertTrue(alertFor("5T", 179, FOUND, null).orElseThrow().beats());
        assertEquals(false, alertFor("5T", 178, FOUND, null).orElseThrow().beats());
        assertTrue(alertFor("5T", 177, FOUND, null).isEmpty());
    }

    @Test
    void theFourDisjointOptimumIsReachedNotBeaten() {
        RecordAlert optimum = alertFor("4D", 35, FOUND, null).orElseThrow();
        assertEquals(new RecordAlert(35, 35, "proven optimum", false, "35 = proven optimum"), optimum);
    }

    @Test
    void theGameAWarmStartWasGivenRaisesNone() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        String given = Msr.encode(rosin);
        assertTrue(alertFor("5D", 82, given, given).isEmpty(), "the run has to find it");
        assertTrue(alertFor("5D", 82, FOUND, given).isPresent(), "another 82 it found raises one");
    }
}
