package io.morpion.search.dna;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.DotKey;
import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import io.morpion.search.Rng;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The DNA encoding's properties, on random games of every variant and on the record games. */
class DnaTest {

    private static int[] randomGame(Variant variant, Rng rng) {
        Position position = new Position(variant);
        while (!position.terminal()) {
            position.play(position.legalMove(rng.nextInt(position.legalCount())));
        }
        return position.moves();
    }

    private static int[] playOut(Dna dna, Variant variant) {
        Position position = new Position(variant);
        dna.playOut(position);
        return position.moves();
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theEncodingOfAnyLegalGameDecodesBackToItself(Variant variant) {
        Rng rng = new Rng(variant.ordinal() * 31L + 7);
        Dna dna = new Dna(Geometry.of(variant), new Rng(3));
        for (int game = 0; game < 200; game++) {
            int[] moves = randomGame(variant, rng);
            dna.encode(moves, moves.length, rng.nextLong());
            assertArrayEquals(moves, playOut(dna, variant), "game " + game);
        }
    }

    /** The greedy playout compares ranks; they must order every line as the priorities do, after any mutation. */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void ranksOrderTheLinesAsTheirPrioritiesDo(Variant variant) {
        Rng rng = new Rng(variant.ordinal() * 17L + 5);
        Dna dna = new Dna(Geometry.of(variant), new Rng(9));
        for (int game = 0; game < 50; game++) {
            int[] moves = randomGame(variant, rng);
            dna.encode(moves, moves.length, rng.nextLong());
            for (int j = 0; j < 20; j++) {
                dna.set(moves[rng.nextInt(moves.length)], -1 - j);
                dna.swap(moves[rng.nextInt(moves.length)], Dna.randomSlot(rng), moves.length);
            }
            int[] lines = randomGame(variant, rng);
            for (int a : lines) {
                for (int b : moves) {
                    assertEquals(
                            Integer.signum(Integer.compare(dna.priority(a), dna.priority(b))),
                            Integer.signum(Integer.compare(dna.rank(a), dna.rank(b))),
                            "game " + game);
                }
            }
        }
    }

    @Test
    void theRecordGamesDecodeBackToThemselves() throws IOException {
        Dna dna = new Dna(Geometry.of(Variant.FIVE_TOUCHING), new Rng(3));
        MsrRecord rosin = Msr.decode(Files.readString(Path.of("records/5T/rosin178.json")));
        int[] moves = Position.of(rosin).moves();
        dna.encode(moves, moves.length, 12345L);
        assertArrayEquals(moves, playOut(dna, Variant.FIVE_TOUCHING));
    }

    /**
     * A child played from the restart step that {@link Dna#swap} and blacklisting promise, on the
     * parent's prefix, is the same game as the child played from the start.
     */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void aChildRestartedAtItsDivergenceBoundEqualsItsFullReplay(Variant variant) {
        Rng rng = new Rng(variant.ordinal() + 99L);
        Dna dna = new Dna(Geometry.of(variant), new Rng(5));
        int changed = 0;
        for (int child = 0; child < 500; child++) {
            int[] parent = randomGame(variant, rng);
            long turn = rng.nextLong();
            dna.encode(parent, parent.length, turn);
            int restart = parent.length;
            if (child % 3 == 0) {
                for (int j = 0; j < 3; j++) {
                    int k = rng.nextInt(parent.length);
                    dna.set(parent[k], -1 - j);
                    restart = Math.min(restart, k);
                }
            } else {
                for (int s = 0; s < 2 + rng.nextInt(9); s++) {
                    restart = Math.min(
                            restart, dna.swap(parent[rng.nextInt(parent.length)], Dna.randomSlot(rng), parent.length));
                }
            }
            int[] full = playOut(dna, variant);
            Position position = new Position(variant);
            for (int k = 0; k < restart; k++) {
                position.play(parent[k]);
            }
            dna.playOut(position);
            assertArrayEquals(full, position.moves(), "child " + child + " restarted at " + restart);
            if (!Arrays.equals(full, parent)) {
                changed++;
            }
        }
        assertTrue(changed > 100, "mutations change games: " + changed + " of 500");
    }

    @Test
    void theTableDotKeyIdentifiesAGameWithItsMirrorImagesAndWithRedrawingsOfItsDots() throws IOException {
        Variant variant = Variant.FIVE_TOUCHING;
        Geometry g = Geometry.of(variant);
        DotKey.Table keys = new DotKey.Table(g);
        MsrRecord rosin = Msr.decode(Files.readString(Path.of("records/5T/rosin178.json")));
        // Tishchenko's 178 that draws Rosin's dots with other lines (the community corpus's index says so)
        MsrRecord redrawn = Msr.decode(new String(
                DnaTest.class
                        .getResourceAsStream("/games/tishchenko178-redraws-rosin178.json")
                        .readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8));
        int[] moves = Position.of(rosin).moves();
        long key = keys.of(moves, moves.length);
        for (int t = 1; t < Symmetry.COUNT; t++) {
            List<Move> image = new ArrayList<>();
            for (Move move : rosin.moves()) {
                image.add(Symmetry.apply(t, move, variant));
            }
            MsrRecord mirrored = MsrRecord.of(variant, image);
            MsrValidator.requireLegal(mirrored);
            int[] imageMoves = Position.of(mirrored).moves();
            assertEquals(key, keys.of(imageMoves, imageMoves.length), "image " + t);
        }
        int[] other = Position.of(redrawn).moves();
        int[] sortedMoves = moves.clone();
        int[] sortedOther = other.clone();
        Arrays.sort(sortedMoves);
        Arrays.sort(sortedOther);
        assertNotEquals(Arrays.toString(sortedMoves), Arrays.toString(sortedOther), "other lines");
        assertEquals(DotKey.of(moves, moves.length, g), DotKey.of(other, other.length, g));
        assertEquals(key, keys.of(other, other.length), "the same dots drawn with other lines");
        // a game one move shorter has other dots
        assertNotEquals(key, keys.of(moves, moves.length - 1));
    }
}
