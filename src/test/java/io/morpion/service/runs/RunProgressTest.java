package io.morpion.service.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.morpion.corpus.KnownResult;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a run's view claims once an exact search has finished its tree, from the cross or from an opening. */
class RunProgressTest {

    private static final MsrRecord OPTIMUM = CorpusGames.game("4D/hyyroporanen35.json");
    private static final String OPENING =
            Msr.encode(MsrRecord.of(Variant.FOUR_DISJOINT, OPTIMUM.moves().subList(0, 10)));

    @Test
    void aWarmRunSaysWhereItStartedAndRanksOnlyAGameThatIsNotItsStart() {
        RunEntity run = run(Msr.encode(OPTIMUM.toBuilder().author("Hyyrö").build()));
        run.algorithm = "nrpa";
        run.warmRecordId = 7L;
        run.bestMsr = run.warmMsr;
        Optional<KnownResult> known = KnownResult.of(Variant.FOUR_DISJOINT);
        RunProgress start = RunProgress.of(run, null, known);
        assertEquals(new RunProgress.Start(7L, 35, "Hyyrö"), start.startedFrom());
        assertEquals(Boolean.FALSE, start.newSinceStart());
        assertEquals("started from record 7 (Hyyrö's 35); nothing new yet", start.standing());

        // another game of the same length, found by the run: a mirror image draws other lines
        run.bestMsr = Msr.encode(MsrRecord.of(
                Variant.FOUR_DISJOINT,
                OPTIMUM.moves().stream()
                        .map(m -> Symmetry.apply(1, m, Variant.FOUR_DISJOINT))
                        .toList()));
        RunProgress found = RunProgress.of(run, null, known);
        assertEquals(Boolean.TRUE, found.newSinceStart());
        assertEquals(known.orElseThrow().standing(35), found.standing());
    }

    @Test
    void aProofFromTheCrossSettlesTheVariant() {
        RunProgress view = finishedProof(null);
        assertEquals(Boolean.TRUE, view.provenOptimal());
        assertNull(view.provenBestContinuation());
    }

    @Test
    void aProofFromAnOpeningSettlesOnlyItsBestContinuation() {
        RunProgress view = finishedProof(OPENING);
        assertNull(view.provenOptimal(), "other openings may go further");
        assertEquals(Boolean.TRUE, view.provenBestContinuation());
    }

    @Test
    void anUnfinishedProofFromAnOpeningIsNotProvenYet() {
        RunEntity run = run(OPENING);
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
