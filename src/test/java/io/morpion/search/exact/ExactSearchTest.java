package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.BruteForceRules;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.TrackBoard;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import io.morpion.search.SolverStatus;
import io.morpion.search.termination.Termination;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class ExactSearchTest {

    /**
     * The normal form and the symmetry filter against a brute-force enumeration that shares no code
     * with them: every position after k moves, as a set of lines, from the rules alone; orbits by
     * mapping each position's points through the eight symmetries.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void countsMatchBruteForceEnumeration(Variant variant) {
        int depth = 3;
        List<Set<Set<Move>>> levels = bruteForceLevels(variant, depth);
        ExactReport plain = count(variant, false, depth, 1);
        ExactReport symmetric = count(variant, true, depth, 2);
        for (int k = 0; k <= depth; k++) {
            Set<Set<Move>> level = levels.get(k);
            Set<String> orbits = new HashSet<>();
            level.forEach(position -> orbits.add(BruteForcePositions.orbitKey(variant, position)));
            assertEquals(level.size(), plain.reached()[k], variant + ": positions after " + k + " moves");
            assertEquals(level.size(), symmetric.positions()[k], variant + ": positions (weighted) after " + k);
            assertEquals(orbits.size(), symmetric.reached()[k], variant + ": orbits after " + k + " moves");
        }
    }

    /**
     * Deeper than brute force reaches: one position per orbit, weighted by orbit size, is every position once; and
     * the orbits, depth by depth, are the published numbers of distinct grids (OEIS A204107–A204110), term for term.
     */
    @ParameterizedTest
    @CsvSource({"4T, 6", "4D, 6", "5T, 5", "5D, 5"})
    void symmetryWeightedCountsEqualPlainCountsAndTheOrbitsThePublishedEnumeration(String code, int depth) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        ExactReport plain = count(variant, false, depth, 2);
        ExactReport symmetric = count(variant, true, depth, 2);
        assertArrayEquals(plain.reached(), symmetric.positions());
        assertArrayEquals(
                PublishedEnumeration.grids(variant, depth),
                Arrays.copyOf(symmetric.reached(), depth + 1),
                code + ": orbits by depth");
        assertTrue(symmetric.nodes() * 6 < plain.nodes(), "symmetry should cut the tree about eightfold");
    }

    @Test
    void aStoppedAndResumedSearchVisitsTheSamePositions() {
        assertResumingChangesNothing(new ExactConfig(Variant.FOUR_DISJOINT, true, false, 0, 4, 7));
    }

    /**
     * With the bound, which positions it skips depends on the target, so the target must stay put:
     * below the 35-move record with a floor of 35, which no game beats.
     */
    @Test
    void aStoppedAndResumedBoundedSearchVisitsTheSamePositions() {
        MsrRecord record = optimal4D();
        List<Move> opening = record.moves().subList(0, record.moveCount() - 24);
        assertResumingChangesNothing(new ExactConfig(Variant.FOUR_DISJOINT, false, true, 35, 2, 0, opening, true));
    }

    /** Stops a search five times or more on a node budget and resumes it from its checkpoint. */
    private static void assertResumingChangesNothing(ExactConfig config) {
        ExactSolver whole = new ExactSolver(config, 2);
        whole.solve(Termination.never(), null);
        ExactReport expected = whole.report();

        ResumedInPieces pieces = ResumedInPieces.run(config, expected.nodes() / 5);
        assertTrue(pieces.last().exhausted(), "the resumed pieces should have finished the search");
        assertTrue(pieces.pieces() > 3, "the budget should have stopped the search several times");
        ExactReport resumed = pieces.last().report();
        assertArrayEquals(expected.reached(), resumed.reached());
        assertArrayEquals(expected.positions(), resumed.positions());
        assertEquals(expected.nodes(), resumed.nodes());
        assertEquals(expected.terminals(), resumed.terminals());
    }

    /**
     * The bound never undercuts the true longest continuation, on positions solved outright: the
     * published records with their last moves taken back, searched to the end without the bound;
     * searched with it, they give the same score with fewer nodes. (RemainingBoundTest checks the
     * bound at every position of such subtrees.)
     */
    @ParameterizedTest
    @CsvSource({"4D, 8", "4D, 12", "4T, 8", "4T, 11", "5D, 7", "5T, 6"})
    void theBoundIsAdmissibleOnExhaustivelySolvedPositions(String code, int takenBack) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        for (MsrRecord record : CorpusGames.of(variant)) {
            List<Move> opening = record.moves().subList(0, record.moveCount() - takenBack);
            ExactSolver solver = new ExactSolver(new ExactConfig(variant, false, false, 0, 2, 0, opening, true), 2);
            SolverStatus status = solver.solve(Termination.never(), null);
            assertTrue(solver.provedBestContinuation(status), "drained the continuations of " + record.moveCount());
            int longest = status.bestScore() - opening.size();
            assertTrue(longest >= takenBack, "the record's own ending is one continuation");
            TrackBoard board = new TrackBoard(variant);
            opening.forEach(m -> board.play(board.fromMsr(m)));
            int[] legal = board.legalMoves();
            int bound = new RemainingBound(board).count(legal, 0, legal.length, Integer.MAX_VALUE);
            assertTrue(
                    bound >= longest,
                    variant + " " + record.moveCount() + " less " + takenBack + ": bound " + bound + " < true "
                            + longest);
            assertTrue(MsrValidator.validate(solver.best().orElseThrow()).legal());
            // With the bound on, the same positions are proven with the same best score.
            ExactSolver bounded = new ExactSolver(new ExactConfig(variant, false, true, 0, 2, 0, opening, true), 1);
            assertEquals(
                    status.bestScore(), bounded.solve(Termination.never(), null).bestScore());
            assertTrue(bounded.provedBestContinuation(bounded.status()));
            if (takenBack <= 8) {
                // Every move order, bounded: only a whole group of children can be given up there.
                ExactSolver orders = new ExactSolver(new ExactConfig(variant, false, true, 0, 2, 0, opening, false), 2);
                assertEquals(
                        status.bestScore(),
                        orders.solve(Termination.never(), null).bestScore());
                assertTrue(orders.provedBestContinuation(orders.status()));
            }
            if (takenBack >= 12) {
                assertTrue(
                        bounded.report().prunedByBound() > 0
                                && bounded.report().nodes() < solver.report().nodes(),
                        "the bound cuts: " + bounded.report().nodes() + " nodes of "
                                + solver.report().nodes());
            }
        }
    }

    @Test
    void onlyAnExhaustedTreeProvesItsBestAndFromAnOpeningOnlyTheOpeningsBestContinuation() {
        List<Move> opening =
                CorpusGames.of(Variant.FOUR_DISJOINT).get(1).moves().subList(0, 14);
        ExactConfig config = new ExactConfig(Variant.FOUR_DISJOINT, false, true, 0, 2, 0, opening, true);
        ExactSolver cut = new ExactSolver(config, 1);
        SolverStatus early = cut.solve(Termination.nodes(2_000), null);
        assertFalse(early.finished());
        assertFalse(early.provenOptimal());
        assertFalse(cut.provedBestContinuation(early));
        assertTrue(early.bestScore() > opening.size(), "it still reports the best found");
        SolverStatus end = cut.solve(Termination.never(), null);
        assertTrue(end.finished());
        assertTrue(cut.provedBestContinuation(end));
        assertFalse(end.provenOptimal(), "other openings may go further: the variant's optimum is not proven");
        assertEquals(Optional.empty(), cut.boundedFinding(end), "the proof says it all");
        assertTrue(end.bestScore() >= 35);
    }

    @Test
    void aFloorAboveTheOptimumProvesThatNothingReachesIt() {
        List<Move> opening =
                CorpusGames.of(Variant.FOUR_DISJOINT).get(1).moves().subList(0, 24);
        ExactSolver free =
                new ExactSolver(new ExactConfig(Variant.FOUR_DISJOINT, false, true, 0, 2, 0, opening, true), 1);
        int best = free.solve(Termination.never(), null).bestScore();
        ExactSolver floored =
                new ExactSolver(new ExactConfig(Variant.FOUR_DISJOINT, false, true, best + 1, 2, 0, opening, true), 1);
        SolverStatus status = floored.solve(Termination.never(), null);
        assertTrue(status.finished());
        assertFalse(status.provenOptimal(), "a floor nobody reached proves an upper bound, not an optimum");
        assertFalse(floored.provedBestContinuation(status));
        assertEquals(
                Optional.of("every continuation of the 24-move opening was searched: none makes a game longer than "
                        + (best + 1) + " moves (the floor); best found " + status.bestScore()),
                floored.boundedFinding(status));
    }

    /**
     * The tree-size estimate against trees counted outright: depth-limited trees from the cross, and
     * whole trees below record positions. It must land within four standard errors, and those must
     * be small enough for that to mean something.
     */
    @ParameterizedTest
    @CsvSource({"4D, 5, 0", "4T, 5, 0", "5D, 4, 0", "5T, 4, 0", "4D, 0, 14", "4T, 0, 12"})
    void theTreeEstimateAgreesWithTheCount(String code, int depth, int takenBack) {
        Variant variant = Variant.fromCode(code).orElseThrow();
        MsrRecord record = CorpusGames.of(variant).get(0);
        List<Move> opening = takenBack == 0 ? List.of() : record.moves().subList(0, record.moveCount() - takenBack);
        ExactConfig config = new ExactConfig(variant, true, false, 0, 2, depth, opening, true);
        ExactSolver solver = new ExactSolver(config, 2);
        solver.solve(Termination.never(), null);
        long counted = Arrays.stream(solver.report().reached()).sum();
        TreeEstimate estimate = TreeEstimate.of(config, 20_000, 2, 7, done -> {});
        assertTrue(
                estimate.standardError() < 0.05 * counted,
                code + ": standard error " + estimate.standardError() + " of " + counted);
        assertTrue(
                Math.abs(estimate.total() - counted) <= 4 * estimate.standardError(),
                code + ": estimated " + estimate.total() + " ± " + estimate.standardError() + ", counted " + counted);
        assertEquals(20_000, estimate.probes());
        assertTrue(estimate.deepest() <= (depth > 0 ? depth : solver.status().bestScore()));
    }

    /**
     * With the bound on and a floor, the estimate is of the tree the bounded search visits. The
     * floor is the optimum (the 35-move record), so no better game raises the target mid-search.
     */
    @Test
    void theBoundedTreeEstimateAgreesWithTheBoundedSearch() {
        MsrRecord record = optimal4D();
        List<Move> opening = record.moves().subList(0, record.moveCount() - 19);
        ExactConfig config =
                new ExactConfig(Variant.FOUR_DISJOINT, false, true, record.moveCount(), 2, 0, opening, true);
        ExactSolver solver = new ExactSolver(config, 2);
        solver.solve(Termination.never(), null);
        long visited = Arrays.stream(solver.report().reached()).sum();
        TreeEstimate estimate = TreeEstimate.of(config, 20_000, 2, 7, done -> {});
        assertTrue(
                Math.abs(estimate.total() - visited) <= 4 * estimate.standardError()
                        && estimate.standardError() < 0.1 * visited,
                "estimated " + estimate.total() + " ± " + estimate.standardError() + ", visited " + visited);
    }

    @Test
    void anEstimateNeedsTwoDescents() {
        ExactConfig config = new ExactConfig(Variant.FOUR_DISJOINT, true, false, 0, 0, 3);
        assertThrows(IllegalArgumentException.class, () -> TreeEstimate.of(config, 1, 1, 1, done -> {}));
    }

    @Test
    void theCanonicalOrderOfARecordIsALegalGame() {
        for (Variant variant : Variant.values()) {
            for (MsrRecord record : CorpusGames.of(variant)) {
                TrackBoard board = new TrackBoard(variant);
                int[] moves = record.moves().stream().mapToInt(board::fromMsr).toArray();
                int[] order = Canonical.order(board, moves, moves.length);
                List<Move> replay = new ArrayList<>();
                for (int m : order) {
                    replay.add(board.toMsr(m));
                }
                assertTrue(MsrValidator.validate(MsrRecord.of(variant, replay)).legal(), record.moveCount() + "");
                assertEquals(new HashSet<>(record.moves()), new HashSet<>(replay));
            }
        }
    }

    private static ExactReport count(Variant variant, boolean symmetry, int depth, int threads) {
        ExactSolver solver = new ExactSolver(new ExactConfig(variant, symmetry, false, 0, 2, depth), threads);
        SolverStatus status = solver.solve(Termination.never(), null);
        assertTrue(status.finished());
        assertFalse(status.provenOptimal(), "a depth-limited count proves nothing about the optimum");
        return solver.report();
    }

    private static List<Set<Set<Move>>> bruteForceLevels(Variant variant, int depth) {
        List<Set<Set<Move>>> levels = new ArrayList<>();
        levels.add(Set.of(Set.of()));
        for (int k = 1; k <= depth; k++) {
            Set<Set<Move>> next = new HashSet<>();
            for (Set<Move> position : levels.get(k - 1)) {
                List<Move> game = playableOrder(variant, position);
                for (Move move : BruteForceRules.legalMoves(variant, game)) {
                    Set<Move> child = new HashSet<>(position);
                    child.add(move);
                    next.add(Set.copyOf(child));
                }
            }
            levels.add(next);
        }
        return levels;
    }

    /** Some legal order of a position's moves: repeatedly any move legal next. */
    private static List<Move> playableOrder(Variant variant, Set<Move> position) {
        List<Move> game = new ArrayList<>();
        Set<Move> left = new HashSet<>(position);
        while (!left.isEmpty()) {
            Set<Move> legal = BruteForceRules.legalMoves(variant, game);
            Move next = left.stream().filter(legal::contains).findFirst().orElseThrow();
            game.add(next);
            left.remove(next);
        }
        return game;
    }

    /** The 35-move 4D record: no game is longer, so a floor of 35 never moves. */
    private static MsrRecord optimal4D() {
        return CorpusGames.of(Variant.FOUR_DISJOINT).stream()
                .max(Comparator.comparingInt(MsrRecord::moveCount))
                .orElseThrow();
    }
}
