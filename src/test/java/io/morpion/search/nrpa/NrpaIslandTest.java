package io.morpion.search.nrpa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An NRPA island hands over its bests and starts its next top-level run from a longer game another island found. */
class NrpaIslandTest {

    @Test
    void anIslandHandsOverItsBestsAndStartsItsNextRunFromTheSharedBest() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).stream()
                .filter(g -> g.moveCount() == 82)
                .findFirst()
                .orElseThrow();
        List<ArchiveExchange.SharedGame> handedOver = new ArrayList<>();
        boolean[] given = {false};
        NrpaSolver island = new SolverSpec(
                        "nrpa", Variant.FIVE_DISJOINT, 4, 1, Map.of("level", "1", "iterations", "300"), null)
                .create()
                .as(NrpaSolver.class)
                .orElseThrow();
        island.tradeThrough(
                added -> {
                    handedOver.addAll(added);
                    if (given[0]) {
                        return List.of();
                    }
                    given[0] = true;
                    return List.of(ArchiveExchange.SharedGame.of(rosin));
                },
                Duration.ZERO);

        island.solve(Termination.nodes(299), null);
        int own = island.best().orElseThrow().moveCount();
        assertTrue(own < 82, "a level-1 run of 300 playouts finds no 82: " + own);
        assertTrue(island.topBestScore() < 82, "the run under way keeps its own best until it ends");
        island.solve(Termination.nodes(301), null);
        assertEquals(82, island.topBestScore(), "the next top-level run starts from the shared 82");
        assertTrue(
                island.best().orElseThrow().moveCount() < 82, "a game taken from the others is not announced as found");

        assertTrue(!handedOver.isEmpty(), "it handed over its best");
        for (ArchiveExchange.SharedGame game : handedOver) {
            assertEquals(game.score(), Msr.requireLegal(game.game()).score());
            assertTrue(game.score() < 82, "it never hands back what it was given");
        }
        int scores = (int) handedOver.stream()
                .mapToInt(ArchiveExchange.SharedGame::score)
                .distinct()
                .count();
        assertEquals(handedOver.size(), scores, "each best once");
    }
}
