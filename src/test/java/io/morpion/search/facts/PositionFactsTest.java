package io.morpion.search.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.Position;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PositionFactsTest {

    private static final MsrRecord ROSIN = CorpusGames.game("5T/rosin178.json");

    private static MsrRecord first(MsrRecord game, int moves) {
        return MsrRecord.of(game.variant(), game.moves().subList(0, moves));
    }

    private static MsrRecord turned(MsrRecord game, int transform) {
        return MsrRecord.of(
                game.variant(),
                game.moves().stream()
                        .map(m -> Symmetry.apply(transform, m, game.variant()))
                        .toList());
    }

    private static boolean legal(MsrRecord game) {
        return new Position(game.variant()).playAll(game.moves(), new int[game.moveCount()]) < 0;
    }

    @Test
    void aPrefixOfAKnownGameTurnedByEverySymmetryIsReachedByThatGameAndTheWitnessBeginsWithItsMoves() {
        PositionFacts facts = new PositionFacts();
        facts.addGame(ROSIN, "Rosin's 178", 5L);
        for (int t = 0; t < Symmetry.COUNT; t++) {
            MsrRecord position = first(turned(ROSIN, t), 100);
            PositionFacts.Known known = facts.known(position);
            assertEquals(178, known.lower(), "transform " + t);
            PositionFacts.Witness witness = known.atLeast().orElseThrow();
            assertEquals(5L, witness.recordId());
            assertEquals(position.moves(), witness.game().moves().subList(0, 100), "transform " + t);
            assertTrue(legal(witness.game()), "transform " + t);
        }
    }

    @Test
    void aPositionThatLeavesEveryKnownGameHasNoWitnessAndItsOwnLengthAsLowerBound() {
        PositionFacts facts = new PositionFacts();
        facts.addGame(ROSIN, "Rosin's 178", 5L);
        MsrRecord elsewhere = RandomGames.finished(Variant.FIVE_TOUCHING, new Random(7));
        MsrRecord position = first(elsewhere, elsewhere.moveCount());
        PositionFacts.Known known = facts.known(position);
        assertTrue(known.atLeast().isEmpty(), "a random game is not within Rosin's");
        assertEquals(elsewhere.moveCount(), known.lower());
    }

    @Test
    void theLongestGameThroughThePositionIsTheWitness() {
        PositionFacts facts = new PositionFacts();
        MsrRecord shorter = first(ROSIN, 120);
        facts.addGame(shorter, "the first 120 moves", 1L);
        facts.addGame(ROSIN, "Rosin's 178", 5L);
        assertEquals(5L, facts.known(first(ROSIN, 50)).atLeast().orElseThrow().recordId());
        MsrRecord other = RandomGames.finished(Variant.FIVE_TOUCHING, new Random(11));
        facts.addGame(other, "a random game", 9L);
        assertEquals(
                5L,
                facts.known(MsrRecord.of(Variant.FIVE_TOUCHING, List.of()))
                        .atLeast()
                        .orElseThrow()
                        .recordId());
        assertEquals(
                9L,
                facts.known(first(other, other.moveCount()))
                        .atLeast()
                        .orElseThrow()
                        .recordId());
    }

    @Test
    void aBoundHoldsForEveryPositionThatContainsItsLinesUnderAnySymmetryAndForNoOther() {
        PositionFacts facts = new PositionFacts();
        facts.addGame(ROSIN, "Rosin's 178", 5L);
        facts.addBound(first(ROSIN, 95), 178, "no longer game shares its first 95 moves");
        facts.addBound(MsrRecord.of(Variant.FIVE_TOUCHING, List.of()), 485, "the published upper bound");

        PositionFacts.Known later = facts.known(first(turned(ROSIN, 6), 100));
        assertEquals(178, later.atMost().orElseThrow().atMost());
        assertTrue(later.proven());

        PositionFacts.Known earlier = facts.known(first(ROSIN, 90));
        assertEquals(485, earlier.atMost().orElseThrow().atMost());
        assertFalse(earlier.proven());
    }

    @Test
    void theEmptyCrossOfAVariantWithAProvenOptimumIsProven() {
        PositionFacts facts = new PositionFacts();
        MsrRecord optimum = CorpusGames.game("4D/hyyroporanen35.json");
        facts.addGame(optimum, "Hyyrö and Poranen's 35", 2L);
        facts.addBound(MsrRecord.of(Variant.FOUR_DISJOINT, List.of()), 35, "proven optimum");
        PositionFacts.Known empty = facts.known(MsrRecord.of(Variant.FOUR_DISJOINT, List.of()));
        assertEquals(35, empty.lower());
        assertTrue(empty.proven());
        assertTrue(
                facts.known(MsrRecord.of(Variant.FIVE_DISJOINT, List.<Move>of()))
                        .atLeast()
                        .isEmpty(),
                "facts of one variant say nothing of another");
    }

    @Test
    void everyTransformHasAnInverseThatBringsEachLineBack() {
        for (int t = 0; t < Symmetry.COUNT; t++) {
            int back = PositionFacts.inverse(t, Variant.FIVE_TOUCHING);
            for (Move move : ROSIN.moves()) {
                Move m = Symmetry.apply(t, move, Variant.FIVE_TOUCHING);
                assertEquals(LineSet.key(move), LineSet.key(Symmetry.apply(back, m, Variant.FIVE_TOUCHING)));
            }
        }
    }
}
