package io.morpion.race;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.morpion.engine.Position;
import io.morpion.msr.Variant;
import org.junit.jupiter.api.Test;

/**
 * The bench signature, pinned: a change that moves it changed what the engine or a solver does.
 * If that was meant, the commit says the new number and this test takes it; if not, the change
 * has a bug.
 */
class SignatureTest {

    /** The number `morpion bench --signature` prints today. */
    private static final String SIGNATURE = "559690447522063542";

    @Test
    void theBenchSignatureIsTheOneThisBuildIsKnownBy() {
        Signature.Result result = Signature.compute();
        assertEquals(SIGNATURE, result.text(), String.join("\n", result.parts()));
    }

    /** Perft counts move sequences: the first move alone is the start's legal moves, and 5T's start has 28. */
    @Test
    void perftOfOneMoveIsTheStartsLegalMoves() {
        for (Variant variant : Variant.values()) {
            Position start = new Position(variant);
            assertEquals(start.legalCount(), Signature.perft(start, 1), variant.code());
            assertEquals(0, start.ply(), "the position is left as it was");
        }
        assertEquals(28, Signature.perft(new Position(Variant.FIVE_TOUCHING), 1));
    }
}
