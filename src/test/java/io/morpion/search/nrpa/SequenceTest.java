package io.morpion.search.nrpa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The steps adaptation takes through a game: one per move, or one per layer of moves legal together. */
class SequenceTest {

    private static int[] gameMoves(String file) throws IOException {
        MsrRecord record = Msr.decode(Files.readString(ProjectPaths.root().resolve("records/" + file)));
        return Position.of(record).moves();
    }

    private static Position annotated(Position position, CodeIndex codes) {
        position.setAnnotator(new PolicyAnnotator(codes, new Policy()));
        return position;
    }

    @ParameterizedTest
    @ValueSource(strings = {"5T/rosin178.json", "5D/rosin82.json", "4T/hyyroporanen62.json"})
    void layersPickEveryMoveOnceAndEachLayerIsEveryMoveOfTheGameLegalThere(String file) throws IOException {
        int[] game = gameMoves(file);
        Position position =
                new Position(Msr.decode(Files.readString(ProjectPaths.root().resolve("records/" + file)))
                        .variant());
        CodeIndex codes = new CodeIndex(position.geometry(), NrpaConfig.Codes.LINE);
        annotated(position, codes);
        Sequence layered = new Sequence();
        assertEquals(-1, layered.record(position, game, game.length, NrpaConfig.Adaptation.LAYERS));
        assertEquals(0, position.ply(), "recording leaves the position where it was");
        assertTrue(
                layered.stepCount < game.length / 2,
                "a " + game.length + "-move game in " + layered.stepCount + " layers");
        assertEquals(game.length, layered.pickStart[layered.stepCount]);

        Set<Integer> inGame = new HashSet<>();
        Arrays.stream(game).forEach(inGame::add);
        Set<Integer> picked = new HashSet<>();
        for (int step = 0; step < layered.stepCount; step++) {
            int start = layered.stepStart[step];
            assertEquals(position.legalCount(), layered.stepStart[step + 1] - start, "step " + step);
            Set<Integer> layer = new LinkedHashSet<>();
            for (int p = layered.pickStart[step]; p < layered.pickStart[step + 1]; p++) {
                layer.add(position.legalMove(layered.picks[p]));
            }
            Set<Integer> legalFromGame = new HashSet<>();
            for (int i = 0; i < position.legalCount(); i++) {
                assertEquals(position.legalKey(i), layered.codes[start + i], "step " + step + ", code " + i);
                if (inGame.contains(position.legalMove(i))) {
                    legalFromGame.add(position.legalMove(i));
                }
            }
            assertEquals(legalFromGame, layer, "step " + step + " picks every move of the game legal there");
            for (int move : layer) {
                assertTrue(picked.add(move), "picked twice: " + move);
                position.play(move);
            }
        }
        assertEquals(inGame, picked);
        assertTrue(position.terminal(), "the layers replay the whole game");

        Sequence byMove = new Sequence();
        position.undoTo(0);
        assertEquals(-1, byMove.record(position, game, game.length, NrpaConfig.Adaptation.MOVES));
        assertEquals(game.length, byMove.stepCount);
        for (int step = 0; step < game.length; step++) {
            assertEquals(step, byMove.pickStart[step]);
            assertEquals(game[step], position.legalMove(byMove.picks[step]));
            position.play(game[step]);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"LAYERS", "MOVES"})
    void aLayerPushesEachPickUpAndEveryLegalCodeDownOncePerPick(String how) throws IOException {
        int[] game = gameMoves("5T/rosin178.json");
        Position position = new Position(Variant.FIVE_TOUCHING);
        CodeIndex codes = new CodeIndex(Geometry.of(position.variant()), NrpaConfig.Codes.LINE);
        annotated(position, codes);
        Set<Integer> root = new HashSet<>();
        Arrays.stream(position.legalMoves()).forEach(root::add);
        int[] firstLayer = Arrays.stream(game).filter(root::contains).toArray();
        assertTrue(firstLayer.length >= 3, "rosin178 opens with " + firstLayer.length + " moves legal at the start");
        Sequence sequence = new Sequence();
        NrpaConfig.Adaptation adaptation = NrpaConfig.Adaptation.valueOf(how);
        assertEquals(-1, sequence.record(position, firstLayer, firstLayer.length, adaptation));
        Policy policy = new Policy();
        new PolicyGradient().adapt(policy, sequence, codes.size(), 1.0, 0);

        if (adaptation == NrpaConfig.Adaptation.LAYERS) {
            // one step: every root move loses m/n (all weights were equal), the m picks gain 1 besides
            assertEquals(1, sequence.stepCount);
            double share = (double) firstLayer.length / root.size();
            for (int move : root) {
                double expected = (Arrays.stream(firstLayer).anyMatch(m -> m == move) ? 1 : 0) - share;
                assertEquals(expected, policy.weight(codes.id(move)), 1e-12, "move " + move);
            }
        } else {
            assertEquals(firstLayer.length, sequence.stepCount);
            assertEquals(
                    1 - 1.0 / root.size(),
                    policy.weight(codes.id(firstLayer[0])),
                    1e-12,
                    "the first move is legal at the first step only");
        }
        // each step moves weight from the legal codes to its picks and creates none
        double total = 0;
        for (int id = 0; id < codes.size(); id++) {
            total += policy.weight(id);
        }
        assertEquals(0, total, 1e-9);
    }

    @Test
    void checkpointsKeepTheMovesAndReadTheLayoutThatAlsoStoredTheSteps() throws IOException {
        int[] game = gameMoves("5D/rosin82.json");
        Position position = new Position(Variant.FIVE_DISJOINT);
        annotated(position, new CodeIndex(position.geometry(), NrpaConfig.Codes.LINE));
        Sequence sequence = new Sequence();
        sequence.record(position, game, game.length, NrpaConfig.Adaptation.LAYERS);
        StateWriter out = new StateWriter();
        sequence.write(out);
        // checkpoints written before adaptation had layers stored each move's pick, the step starts and the codes
        out.writeInts(game)
                .writeInts(new int[] {2, 0, 1})
                .writeInts(new int[] {0, 5, 9, 12})
                .writeInts(new int[12]);
        StateReader in = StateReader.of(out.toCheckpoint("nrpa", "test"));
        assertArrayEquals(game, Sequence.readMoves(in));
        assertArrayEquals(game, Sequence.readMoves(in));
    }
}
