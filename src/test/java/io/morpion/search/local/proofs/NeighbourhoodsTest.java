package io.morpion.search.local.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.engine.MoveDependencies;
import io.morpion.engine.Position;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A neighbourhood keeps a legal position (msr-lib's validator), and a closure frees exactly the moves that
 * need the freed one, as a brute-force walk over the lines finds them, whatever the order the game lists them in.
 */
public class NeighbourhoodsTest {

    public static MsrRecord randomGame(Variant variant, SplittableRandom random) {
        Position position = new Position(variant);
        while (!position.terminal()) {
            position.play(position.legalMove(random.nextInt(position.legalCount())));
        }
        return position.toRecord();
    }

    @Test
    void everyClosureFreesExactlyWhatNeedsItsMoveAndKeepsALegalPosition() {
        SplittableRandom random = new SplittableRandom(20261128L);
        for (Variant variant : Variant.values()) {
            List<MsrRecord> games = new ArrayList<>(CorpusGames.of(variant).subList(0, 1));
            for (int i = 0; i < 8; i++) {
                games.add(randomGame(variant, random));
            }
            for (MsrRecord game : games) {
                List<Neighbourhood> closures = new Neighbourhoods(game).closures();
                assertEquals(game.moveCount(), closures.size());
                for (int i = 0; i < closures.size(); i++) {
                    Neighbourhood closure = closures.get(i);
                    Set<Move> freed = bruteForceClosure(game, i);
                    assertEquals(game.moveCount() - freed.size(), closure.kept().moveCount(), closure.name());
                    assertEquals(freed.size(), closure.freed());
                    Set<Move> kept = new HashSet<>(closure.kept().moves());
                    for (Move m : game.moves()) {
                        assertEquals(!freed.contains(m), kept.contains(m), closure.name() + ": " + m);
                    }
                    Msr.requireLegal(closure.kept());
                }
            }
        }
    }

    /** The DNA search's closure mutation walks the game once; it must free what the brute-force walk frees. */
    @Test
    void theOnePassClosureOfTheMutationFreesWhatTheBruteForceWalkFrees() {
        SplittableRandom random = new SplittableRandom(58);
        for (Variant variant : Variant.values()) {
            for (int g = 0; g < 6; g++) {
                MsrRecord game = randomGame(variant, random);
                Position position = new Position(variant);
                int[] moves = new int[game.moveCount()];
                assertEquals(-1, position.playAll(game.moves(), moves));
                boolean[] placed = new boolean[position.geometry().cellCount()];
                int[] closure = new int[moves.length];
                for (int k = 0; k < moves.length; k++) {
                    int count =
                            MoveDependencies.closureOf(moves, moves.length, k, position.geometry(), placed, closure);
                    Set<Move> walked = new HashSet<>();
                    for (int i = 0; i < count; i++) {
                        walked.add(game.moves().get(closure[i]));
                    }
                    assertEquals(bruteForceClosure(game, k), walked, variant + " move " + (k + 1));
                }
                for (boolean cell : placed) {
                    assertTrue(!cell, "the scratch is left all false");
                }
            }
        }
    }

    /** The moves that need move i: a move needs the one that made a point of its line, found to a fixed point. */
    private static Set<Move> bruteForceClosure(MsrRecord game, int i) {
        Map<Point, Move> madeBy = new HashMap<>();
        game.moves().forEach(m -> madeBy.put(m.point(), m));
        Set<Move> freed = new HashSet<>(Set.of(game.moves().get(i)));
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Move m : game.moves()) {
                for (int k = 0; k < game.variant().lineLength() && !freed.contains(m); k++) {
                    Move maker = madeBy.get(m.linePoint(k));
                    if (maker != null && maker != m && freed.contains(maker)) {
                        grew = freed.add(m);
                    }
                }
            }
        }
        return freed;
    }

    @Test
    void theLastMovesKeepTheOpeningAndAWindowFreesEveryLineThroughIt() {
        MsrRecord game = randomGame(Variant.FIVE_TOUCHING, new SplittableRandom(7));
        Neighbourhoods neighbourhoods = new Neighbourhoods(game);
        Neighbourhood last = neighbourhoods.lastMoves(30);
        assertEquals(game.moves().subList(0, game.moveCount() - 30), last.kept().moves());
        assertEquals(30, last.freed());
        assertEquals(game.moveCount(), neighbourhoods.lastMoves(10_000).freed());
        List<Neighbourhood> squares = neighbourhoods.squares(3);
        assertTrue(squares.size() > 10, "squares: " + squares.size());
        for (Neighbourhood square : squares) {
            Msr.requireLegal(square.kept());
            assertTrue(square.freed() > 0, square.name());
        }
        Set<List<Move>> distinct = new HashSet<>();
        squares.forEach(w -> distinct.add(w.kept().moves()));
        assertEquals(squares.size(), distinct.size(), "squares that free the same moves are one");
        assertThrows(IllegalArgumentException.class, () -> neighbourhoods.squares(0));
    }

    @Test
    void anIllegalGameIsRefusedByItsMove() {
        MsrRecord game = randomGame(Variant.FOUR_DISJOINT, new SplittableRandom(3));
        List<Move> moves = new ArrayList<>(game.moves());
        moves.add(moves.get(0));
        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class, () -> new Neighbourhoods(MsrRecord.of(Variant.FOUR_DISJOINT, moves)));
        assertEquals("move " + moves.size() + " of the game is illegal", refused.getMessage());
    }
}
