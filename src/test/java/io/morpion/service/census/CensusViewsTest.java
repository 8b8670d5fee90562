package io.morpion.service.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.morpion.api.CensusView;
import io.morpion.service.work.BackgroundWork;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a census's view says of its parts and of the time left, from its rows alone. */
class CensusViewsTest {

    private static OptimalCensusEntity census(int parts) {
        OptimalCensusEntity census = new OptimalCensusEntity();
        census.id = 7L;
        census.variant = "4T";
        census.optimum = 62;
        census.parts = parts;
        census.method = "exhaustive census";
        census.requestedBy = "admin";
        census.createdAt = OffsetDateTime.now();
        return census;
    }

    private static OptimalCensusPartEntity part(long id, int number, long positions, Long left, double seconds) {
        OptimalCensusPartEntity part = new OptimalCensusPartEntity();
        part.id = id;
        part.censusId = 7L;
        part.number = number;
        part.positions = positions;
        part.positionsLeft = left;
        part.seconds = seconds;
        return part;
    }

    private static BackgroundWork.ItemView item(long subject, String state, String node) {
        return new BackgroundWork.ItemView(
                100 + subject,
                "census",
                "admin",
                null,
                subject,
                7L,
                state,
                null,
                null,
                null,
                null,
                node,
                0,
                0,
                0,
                null);
    }

    @Test
    void aPartNotYetStartedCountsAsTheMeanSizeOfThoseThatSaidHowLargeTheyAre() {
        OptimalCensusPartEntity done = part(1, 1, 300, null, 3);
        done.finishedAt = OffsetDateTime.now();
        done.keptCount = 2;
        OptimalCensusPartEntity running = part(2, 2, 100, 200L, 1);
        OptimalCensusPartEntity waiting = part(3, 3, 0, null, 0);
        CensusView view = CensusViews.of(
                census(3),
                List.of(done, running, waiting),
                Map.of(2L, item(2, "running", "node-b"), 3L, item(3, "queued", null)),
                null);
        assertEquals(
                List.of("done", "running", "waiting"),
                view.partList().stream().map(CensusView.Part::state).toList());
        assertEquals("node-b", view.partList().get(1).node());
        assertEquals(1, view.partsDone());
        assertEquals(1, view.partsRunning());
        assertEquals(1, view.partsWaiting());
        assertEquals(400, view.positions());
        assertEquals(2, view.kept(), "the finished parts' games so far");
        // sizes known: 300 (done) and 100 + 200 (running): the waiting part counts as 300
        assertEquals(200 + 300, view.positionsLeft());
        // 400 positions in 4 s of search: 100 a second for each of the one running part
        assertEquals(5, view.etaSeconds());
        assertEquals("running", view.status());
    }

    @Test
    void withNoPartSizedYetTheTimeLeftIsUnknownAndAFinishedCensusHasNone() {
        CensusView fresh =
                CensusViews.of(census(2), List.of(part(1, 1, 0, null, 0), part(2, 2, 0, null, 0)), Map.of(), null);
        assertNull(fresh.positionsLeft());
        assertNull(fresh.etaSeconds());
        assertEquals(2, fresh.partsWaiting());

        OptimalCensusEntity finished = census(1);
        finished.finishedAt = OffsetDateTime.now();
        finished.gameCount = 4;
        OptimalCensusPartEntity only = part(1, 1, 500, 0L, 5);
        only.finishedAt = finished.finishedAt;
        CensusView over = CensusViews.of(finished, List.of(only), Map.of(), "/api/censuses/7/games.jsonl");
        assertEquals("finished", over.status());
        assertEquals(0L, over.etaSeconds());
        assertEquals(4, over.kept());
        assertEquals("/api/censuses/7/games.jsonl", over.download());
    }

    @Test
    void aCancelledCensusShowsItsUnfinishedPartsCancelledAndNoTimeLeft() {
        OptimalCensusEntity cancelled = census(2);
        cancelled.cancelledAt = OffsetDateTime.now();
        CensusView view =
                CensusViews.of(cancelled, List.of(part(1, 1, 100, 50L, 1), part(2, 2, 0, null, 0)), Map.of(), null);
        assertEquals("cancelled", view.status());
        assertEquals(
                List.of("cancelled", "cancelled"),
                view.partList().stream().map(CensusView.Part::state).toList());
        assertNull(view.etaSeconds());
    }
}
