package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.GameFacts;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The engine against msr-lib's validator and a brute-force enumeration, over seeded random games. */
class PositionDifferentialTest {

    private static final int GAMES = 1_000;
    private static final int GAMES_CHECKED_BY_BRUTE_FORCE = 60;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void randomGamesAreLegalToTheOracleAndTheIncrementalListMatchesAFullRescan(Variant variant) {
        Random random = new Random(1234 + variant.ordinal());
        Position position = new Position(variant);
        for (int game = 0; game < GAMES; game++) {
            position.undoTo(0);
            while (!position.terminal()) {
                assertEquals(
                        sorted(position.allLegalMovesByScan().stream()
                                .mapToInt(Integer::intValue)
                                .toArray()),
                        sorted(position.legalMoves()),
                        "ply " + position.ply());
                position.play(position.legalMove(random.nextInt(position.legalCount())));
            }
            assertEquals(List.of(), position.allLegalMovesByScan());
            Verdict verdict = Msr.validate(position.toRecord());
            assertTrue(verdict.legal(), () -> verdict.violation().message());
            assertEquals(0, verdict.facts().availableMoves(), "the oracle agrees the game is over");
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void legalMoveSetEqualsBruteForceEnumerationAtEveryStep(Variant variant) {
        Random random = new Random(99 + variant.ordinal());
        Position position = new Position(variant);
        for (int game = 0; game < GAMES_CHECKED_BY_BRUTE_FORCE; game++) {
            position.undoTo(0);
            while (true) {
                Set<Move> engine = Arrays.stream(position.legalMoves())
                        .mapToObj(m -> EngineMove.toMsr(m, position.geometry()))
                        .collect(Collectors.toSet());
                assertEquals(BruteForceRules.legalMoves(variant, position.msrMoves()), engine, "ply " + position.ply());
                GameFacts facts = Msr.requireLegal(position.toRecord());
                assertEquals(facts.availableMoves(), position.legalCount());
                if (position.terminal()) {
                    break;
                }
                position.play(position.legalMove(random.nextInt(position.legalCount())));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void undoRestoresTheBoardAndTheListExactly(Variant variant) {
        Random random = new Random(7 + variant.ordinal());
        Position position = new Position(variant);
        for (int game = 0; game < 200; game++) {
            position.undoTo(0);
            int depth = 0;
            int target = 1 + random.nextInt(40);
            while (!position.terminal() && depth++ < target) {
                position.play(position.legalMove(random.nextInt(position.legalCount())));
            }
            int[] before = position.legalMoves();
            int ply = position.ply();
            while (!position.terminal()) {
                position.play(position.legalMove(random.nextInt(position.legalCount())));
            }
            position.undoTo(ply);
            assertEquals(sorted(before), sorted(position.legalMoves()));
            assertEquals(
                    sorted(before),
                    sorted(position.allLegalMovesByScan().stream()
                            .mapToInt(Integer::intValue)
                            .toArray()));
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void recordsReplayIntoTerminalPositions(Variant variant) {
        for (MsrRecord record : CorpusGames.of(variant)) {
            Position position = Position.of(record);
            assertEquals(record.moveCount(), position.ply());
            assertTrue(position.terminal(), record.description());
            assertEquals(record.moves(), position.msrMoves());
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aMoveOutsideTheReachableGridIsSimplyNotLegal(Variant variant) {
        Position position = new Position(variant);
        assertEquals(-1, position.find(new Move(1_000_000, 3, io.morpion.msr.Direction.H, 0)));
        assertEquals(-1, position.find(new Move(-600, -600, io.morpion.msr.Direction.DN, 2)));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void gridHoldsEveryLegalGameAndOverflowIsAClearError(Variant variant) {
        Geometry g = Geometry.of(variant);
        int w = variant.crossExtent();
        int far = g.maxPlies() + variant.lineLength();
        // the corners of the reachable area, plus a whole line beyond, are real cells of the grid
        for (int[] corner : new int[][] {{-far, -far}, {w + far, w + far}, {-far, w + far}, {w + far, -far}}) {
            int cell = g.cell(corner[0], corner[1]);
            assertTrue(cell >= 0 && cell < g.cellCount());
            assertEquals(corner[0], g.x(cell));
            assertEquals(corner[1], g.y(cell));
        }
        assertTrue(g.maxPlies() >= (variant.lineLength() == 5 ? 485 : 62));
        Position position = new Position(variant);
        int bogus = position.legalMove(0);
        // playing the same legal move again and again breaks the rules; the grid stops it cleanly
        GridOverflowException e = assertThrows(GridOverflowException.class, () -> {
            for (int i = 0; i <= g.maxPlies(); i++) {
                position.play(bogus);
            }
        });
        assertTrue(e.getMessage().contains("cannot exceed " + g.maxPlies() + " moves"), e.getMessage());
    }

    private static List<Integer> sorted(int[] moves) {
        return Arrays.stream(moves).sorted().boxed().toList();
    }
}
