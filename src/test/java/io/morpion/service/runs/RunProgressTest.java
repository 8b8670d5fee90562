package io.morpion.service.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a run's view claims once an exact search has finished its tree, from the cross or from an opening. */
class RunProgressTest {

    @Test
    void aProofFromTheCrossSettlesTheVariant() {
        RunProgress view = finishedProof(null);
        assertEquals(Boolean.TRUE, view.provenOptimal());
        assertNull(view.provenBestContinuation());
    }

    @Test
    void aProofFromAnOpeningSettlesOnlyItsBestContinuation() {
        RunProgress view = finishedProof("MS1:opening");
        assertNull(view.provenOptimal(), "other openings may go further");
        assertEquals(Boolean.TRUE, view.provenBestContinuation());
    }

    @Test
    void anUnfinishedProofFromAnOpeningIsNotProvenYet() {
        RunEntity run = run("MS1:opening");
        run.status = RunStatus.CANCELLED;
        RunProgress view = RunProgress.of(run, null, Optional.empty());
        assertNull(view.provenOptimal());
        assertEquals(Boolean.FALSE, view.provenBestContinuation());
    }

    @Test
    void aHeuristicSearchClaimsNeither() {
        RunEntity run = run(null);
        run.algorithm = "nrpa";
        RunProgress view = RunProgress.of(run, null, Optional.empty());
        assertNull(view.provenOptimal());
        assertNull(view.provenBestContinuation());
    }

    private static RunProgress finishedProof(String opening) {
        RunEntity run = run(opening);
        run.proofComplete = true;
        return RunProgress.of(run, null, Optional.empty());
    }

    private static RunEntity run(String opening) {
        RunEntity run = new RunEntity();
        run.id = 1L;
        run.variant = "4D";
        run.algorithm = "exact";
        run.warmMsr = opening;
        run.status = RunStatus.COMPLETED;
        run.bestScore = 35;
        return run;
    }
}
