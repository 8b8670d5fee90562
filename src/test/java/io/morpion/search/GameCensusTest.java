package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.census.GameCensus;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A census tells games apart by their figure (lines up to symmetry) and by their dots. */
class GameCensusTest {

    @Test
    void aMirrorImageIsTheSameFigureAndARedrawingOfTheDotsIsAnotherOnTheSameDots() throws Exception {
        MsrRecord hyyroPoranen = CorpusGames.of(Variant.FOUR_DISJOINT).stream()
                .filter(g -> g.moveCount() == 35)
                .findFirst()
                .orElseThrow();
        MsrRecord mirrored = MsrRecord.of(
                Variant.FOUR_DISJOINT,
                hyyroPoranen.moves().stream()
                        .map(m -> Symmetry.apply(3, m, Variant.FOUR_DISJOINT))
                        .toList());
        // Gillioz's nested Monte-Carlo 35 places Hyyrö and Poranen's dots with other lines
        MsrRecord redrawn = Msr.decode(Files.readString(
                ProjectPaths.root().resolve("records/published/4D/4D-35-gillioz-nmcs4-035_11016.json")));

        GameCensus census = new GameCensus(35);
        assertTrue(census.meet(hyyroPoranen, 1, "test"));
        assertFalse(census.meet(mirrored, 2, "test"), "a mirror image is the same figure");
        assertTrue(census.meet(redrawn, 3, "test"), "other lines: another figure");
        assertEquals(2, census.figures());
        assertEquals(1, census.dotSets(), "on the same dots");
        assertEquals(false, census.finds().get(1).newDots());
        assertFalse(
                census.meet(
                        MsrRecord.of(Variant.FOUR_DISJOINT, hyyroPoranen.moves().subList(0, 34)), 4, "test"),
                "below the census's score");
    }

    @Test
    void aDnaSearchReportsEveryFigureItMeetsAtTheScoreOnceWithItsSeed() {
        Solver solver = new SolverSpec("dna", Variant.FIVE_DISJOINT, 5, 1, Map.of(), null).create();
        GameCensus census = new GameCensus(55);
        solver.as(GameCensus.Taker.class).orElseThrow().reportTo(census, 5);
        solver.solve(Termination.nodes(3_000), null);

        assertTrue(census.figures() > 0, "a 5D search meets games of 55 in 3,000 iterations");
        Set<String> identities = new HashSet<>();
        int newDots = 0;
        for (GameCensus.Find find : census.finds()) {
            assertTrue(find.game().moveCount() >= 55);
            Msr.requireLegal(find.game());
            assertTrue(identities.add(find.identity()), "each figure once");
            assertEquals(5, find.seed());
            assertEquals(solver.method(), find.method());
            newDots += find.newDots() ? 1 : 0;
        }
        assertEquals(census.dotSets(), newDots);
        assertTrue(census.dotSets() <= census.figures());
        assertTrue(
                solver.best().orElseThrow().moveCount()
                        <= census.finds().stream()
                                .mapToInt(f -> f.game().moveCount())
                                .max()
                                .orElseThrow(),
                "the best game is among those reported");
    }

    /** A census that hands its figures on keeps none of their games: it holds their keys only. */
    @Test
    void aCensusThatHandsItsFiguresOnKeepsNoneOfThemButCountsThemAll() {
        java.util.List<GameCensus.Find> handed = new java.util.ArrayList<>();
        GameCensus census = new GameCensus(55, handed::add);
        Solver solver = new SolverSpec("dna", Variant.FIVE_DISJOINT, 6, 1, Map.of(), null).create();
        solver.as(GameCensus.Taker.class).orElseThrow().reportTo(census, 6);
        solver.solve(Termination.nodes(3_000), null);
        assertTrue(census.figures() > 0);
        assertEquals(census.figures(), handed.size(), "each figure handed on once, as met");
        assertTrue(census.finds().isEmpty(), "none kept");
    }
}
