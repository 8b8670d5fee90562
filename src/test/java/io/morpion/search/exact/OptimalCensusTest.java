package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import io.morpion.search.SolverStatus;
import io.morpion.search.termination.Termination;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The census of the games longer than a floor: what it keeps, against a brute force and across restarts. */
class OptimalCensusTest {

    /**
     * From the opening of the 35-move 4D record, the census keeps exactly the positions longer than
     * the floor that a brute force reaches, each once, each a legal game of its length.
     */
    @ParameterizedTest
    @CsvSource({"10, 34", "10, 32", "12, 33"})
    void theCensusFromAnOpeningKeepsExactlyThePositionsABruteForceReaches(int takenBack, int floor) {
        MsrRecord record = optimal4D();
        List<Move> opening = record.moves().subList(0, record.moveCount() - takenBack);
        ExactConfig config = new ExactConfig(
                Variant.FOUR_DISJOINT, false, true, floor, 2, 0, opening, true, true, ExactConfig.Part.WHOLE);
        ExactSolver census = new ExactSolver(config, 2);
        assertTrue(census.solve(Termination.never(), null).finished());

        List<MsrRecord> kept = census.kept();
        Set<Set<Move>> keptPositions =
                kept.stream().map(g -> Set.copyOf(g.moves())).collect(Collectors.toSet());
        assertEquals(kept.size(), keptPositions.size(), "no position is kept twice");
        assertEquals(kept.size(), census.keptCount());
        Set<Set<Move>> expected = BruteForcePositions.longerThan(Variant.FOUR_DISJOINT, opening, floor);
        assertFalse(expected.isEmpty(), "the record itself is longer than the floor");
        assertEquals(expected, keptPositions);
        for (MsrRecord game : kept) {
            assertTrue(MsrValidator.validate(game).legal(), game.toString());
            assertEquals(opening, game.moves().subList(0, opening.size()), "every kept game begins with the opening");
        }
    }

    /**
     * From the cross with symmetry on, to a depth limit: the census keeps one position of every
     * orbit at the deepest level, no two symmetric, as many as the published enumeration counts.
     */
    @ParameterizedTest
    @CsvSource({"4D, 4", "4T, 4", "5T, 4"})
    void fromTheCrossTheCensusKeepsOnePositionOfEveryOrbit(String code, int depth) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        ExactConfig config = new ExactConfig(
                variant, true, true, depth - 1, 2, depth, List.of(), true, true, ExactConfig.Part.WHOLE);
        ExactSolver census = new ExactSolver(config, 2);
        census.solve(Termination.never(), null);
        List<MsrRecord> kept = census.kept();
        Set<String> orbits = new HashSet<>();
        for (MsrRecord game : kept) {
            assertEquals(depth, game.moveCount());
            assertTrue(MsrValidator.validate(game).legal(), game.toString());
            assertTrue(
                    orbits.add(BruteForcePositions.orbitKey(variant, Set.copyOf(game.moves()))),
                    "two kept positions are symmetric: " + game);
        }
        assertEquals(PublishedEnumeration.grids(variant, depth)[depth], kept.size(), code + " orbits at " + depth);
    }

    /** A census stopped on node budgets and resumed from its checkpoints keeps the same games, in the same order. */
    @Test
    void aCensusStoppedAndResumedKeepsWhatOneWholeRunKeeps() {
        MsrRecord record = optimal4D();
        List<Move> opening = record.moves().subList(0, record.moveCount() - 14);
        ExactConfig config = new ExactConfig(
                Variant.FOUR_DISJOINT, false, true, 33, 2, 0, opening, true, true, ExactConfig.Part.WHOLE);
        ExactSolver whole = new ExactSolver(config, 2);
        whole.solve(Termination.never(), null);
        List<MsrRecord> expected = whole.kept();
        assertTrue(expected.size() > 1, "a census of more than one game: " + expected.size());

        ResumedInPieces resumed = ResumedInPieces.run(config, whole.report().nodes() / 6);
        ExactSolver piece = resumed.last();
        int pieces = resumed.pieces();
        assertTrue(piece.exhausted(), "the resumed pieces should have finished the census");
        assertTrue(pieces > 2, "the budget should have stopped the census at least twice");
        assertEquals(expected, piece.kept());
    }

    /** Parts of a census keep between them what it keeps whole, each game once, and visit its positions once. */
    @Test
    void aCensusInPartsKeepsWhatTheWholeKeepsAndVisitsEachPositionOnce() {
        MsrRecord record = optimal4D();
        List<Move> opening = record.moves().subList(0, record.moveCount() - 14);
        ExactSolver whole = new ExactSolver(partOf(opening, ExactConfig.Part.WHOLE), 2);
        whole.solve(Termination.never(), null);
        Set<Set<Move>> expected = positions(whole.kept());
        assertTrue(expected.size() > 1, "a census of more than one game");

        Set<Set<Move>> union = new HashSet<>();
        long nodes = 0;
        int kept = 0;
        int items = 0;
        for (int number = 1; number <= 3; number++) {
            ExactSolver part = new ExactSolver(partOf(opening, new ExactConfig.Part(number, 3)), 2);
            SolverStatus status = part.solve(Termination.never(), null);
            assertTrue(status.finished() && part.exhausted(), "part " + number + " drained");
            assertFalse(part.provedBestContinuation(status), "a part alone proves nothing");
            assertTrue(
                    part.boundedFinding(status).orElseThrow().startsWith("searched part " + number + " of 3"),
                    part.boundedFinding(status).toString());
            assertTrue(part.method().endsWith(" part=" + number + "/3"), part.method());
            union.addAll(positions(part.kept()));
            kept += part.keptCount();
            nodes += part.report().nodes();
            items += part.frontierProgress()[1];
        }
        assertEquals(expected, union);
        assertEquals(expected.size(), kept, "no game is kept by two parts");
        assertEquals(whole.report().nodes(), nodes, "the parts visit the tree once between them");
        assertEquals(whole.frontierProgress()[1], items, "every frontier item is one part's");
    }

    private static ExactConfig partOf(List<Move> opening, ExactConfig.Part part) {
        return new ExactConfig(Variant.FOUR_DISJOINT, false, true, 33, 3, 0, opening, true, true, part);
    }

    private static Set<Set<Move>> positions(List<MsrRecord> games) {
        return games.stream().map(g -> Set.copyOf(g.moves())).collect(Collectors.toSet());
    }

    private static MsrRecord optimal4D() {
        return CorpusGames.of(Variant.FOUR_DISJOINT).stream()
                .max(Comparator.comparingInt(MsrRecord::moveCount))
                .orElseThrow();
    }
}
