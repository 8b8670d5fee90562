package io.morpion.search.dna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.Improvement;
import io.morpion.search.SolverListener;
import io.morpion.search.termination.Termination;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The default climber kept to the games that begin with a position: every game it offers begins with it. */
class DnaFromPositionTest {

    private static final MsrRecord ROSIN = CorpusGames.game("5T/rosin178.json");

    @Test
    void everyGameTheClimbFindsBeginsWithThePositionAndIsLegal() {
        MsrRecord position = MsrRecord.of(ROSIN.variant(), ROSIN.moves().subList(0, 60));
        List<MsrRecord> found = new ArrayList<>();
        SolverListener listener = new SolverListener() {
            @Override
            public void onImprovement(Improvement improvement) {
                found.add(improvement.game());
            }
        };
        DnaFromPosition.Climb climb = DnaFromPosition.climb(position, Termination.nodes(20_000), 7, listener);
        assertFalse(found.isEmpty());
        for (MsrRecord game : found) {
            assertEquals(position.moves(), game.moves().subList(0, 60), "a game of " + game.moveCount());
            assertEquals(game.moveCount(), Msr.requireLegal(game).score());
        }
        MsrRecord best = climb.best().orElseThrow();
        assertEquals(found.get(found.size() - 1), best);
        assertTrue(best.moveCount() > 100, "20,000 games from move 60 of a 178 reach past 100: " + best.moveCount());
    }

    @Test
    void theSameSeedAndNodesClimbTheSameGame() {
        MsrRecord position = MsrRecord.of(ROSIN.variant(), ROSIN.moves().subList(0, 20));
        MsrRecord first = DnaFromPosition.climb(position, Termination.nodes(5_000), 3, SolverListener.NONE)
                .best()
                .orElseThrow();
        MsrRecord again = DnaFromPosition.climb(position, Termination.nodes(5_000), 3, SolverListener.NONE)
                .best()
                .orElseThrow();
        assertEquals(first, again);
    }

    @Test
    void aFinishedPositionHasNothingToClimb() {
        DnaFromPosition.Climb climb = DnaFromPosition.climb(ROSIN, Termination.nodes(1_000), 1, SolverListener.NONE);
        assertEquals(ROSIN.moveCount(), climb.best().map(MsrRecord::moveCount).orElse(ROSIN.moveCount()));
    }
}
