package io.morpion.search.perturbation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.engine.DotKey;
import io.morpion.engine.EngineMove;
import io.morpion.engine.Geometry;
import io.morpion.engine.MoveDependencies;
import io.morpion.engine.Position;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import io.morpion.search.Rng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The destroy operators always leave a legal game, checked by msr-lib's independent validator over
 * random games and the record corpus; and the dot key tells games apart by their dots alone, the
 * same for a game's mirror images and reorderings.
 */
class DestroyPropertyTest {

    @Test
    void reorderingsAndClosureCutsOfAnyGameAreLegalGames() {
        Rng rng = new Rng(20261123L);
        for (Variant variant : Variant.values()) {
            Geometry g = Geometry.of(variant);
            int[] placedBy = new int[g.cellCount()];
            Arrays.fill(placedBy, -1);
            List<int[]> games = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                games.add(randomGame(variant, rng));
            }
            for (MsrRecord record : CorpusGames.of(variant)) {
                games.add(engineMoves(record, g));
            }
            for (int[] game : games) {
                MoveDependencies dependencies = new MoveDependencies(game, game.length, g, placedBy);
                assertTrue(Arrays.stream(placedBy).allMatch(v -> v == -1), "the scratch array is left clean");
                int[] order = dependencies.randomOrder(rng::nextInt);
                assertLegal(variant, g, order, order.length, "a random reordering");
                assertEquals(dots(game, g), dots(order, g), "a reordering draws the same dots");
                assertEquals(DotKey.of(game, game.length, g), DotKey.of(order, order.length, g));
                for (int cut = 0; cut < 5 && game.length > 0; cut++) {
                    boolean[] removed = new boolean[game.length];
                    int marked = 0;
                    for (int k = 0; k <= cut; k++) {
                        marked += dependencies.markWithDependants(rng.nextInt(game.length), removed);
                    }
                    int[] kept = new int[1];
                    int[] sequence = dependencies.keptThenRemoved(removed, kept);
                    assertEquals(game.length - marked, kept[0]);
                    assertLegal(variant, g, sequence, kept[0], "a closure cut");
                    assertLegal(variant, g, sequence, sequence.length, "the cut game with its removed moves after it");
                }
            }
        }
    }

    @Test
    void theDotKeyIsTheSameForAGamesMirrorImagesAndDiffersForAnotherGame() {
        for (Variant variant : Variant.values()) {
            Geometry g = Geometry.of(variant);
            List<MsrRecord> corpus = CorpusGames.of(variant);
            Set<Long> keys = new HashSet<>();
            for (MsrRecord record : corpus) {
                int[] game = engineMoves(record, g);
                long key = DotKey.of(game, game.length, g);
                for (int t = 1; t < Symmetry.COUNT; t++) {
                    int[] image = new int[game.length];
                    for (int i = 0; i < game.length; i++) {
                        image[i] = Symmetry.apply(t, game[i], g);
                    }
                    assertEquals(key, DotKey.of(image, image.length, g), record.moveCount() + " under symmetry " + t);
                }
                keys.add(key);
                int[] shorter = Arrays.copyOf(game, game.length - 1);
                assertNotEquals(key, DotKey.of(shorter, shorter.length, g), "one dot fewer is another game");
            }
            assertTrue(keys.size() >= corpus.size() - 1, variant + ": distinct records have distinct keys");
        }
    }

    private static void assertLegal(Variant variant, Geometry g, int[] moves, int length, String what) {
        List<Move> msr = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            msr.add(EngineMove.toMsr(moves[i], g));
        }
        var result = MsrValidator.validate(MsrRecord.of(variant, msr));
        assertTrue(result.legal(), what + " is illegal: " + result);
    }

    private static Set<Integer> dots(int[] moves, Geometry g) {
        Set<Integer> cells = new HashSet<>();
        for (int move : moves) {
            cells.add(EngineMove.cell(move));
        }
        return cells;
    }

    private static int[] randomGame(Variant variant, Rng rng) {
        Position position = new Position(variant);
        while (!position.terminal()) {
            position.play(position.legalMove(rng.nextInt(position.legalCount())));
        }
        return position.moves();
    }

    private static int[] engineMoves(MsrRecord record, Geometry g) {
        Position position = new Position(record.variant());
        int[] moves = new int[record.moveCount()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = position.find(record.moves().get(i));
            position.play(moves[i]);
        }
        return moves;
    }
}
