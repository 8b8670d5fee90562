package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** The checkpoint's byte forms: deflated states, states as is from before, and what either refuses. */
class CheckpointFormatTest {

    private static Checkpoint deflatedOf(int longs) {
        StateWriter out = new StateWriter();
        for (int i = 0; i < longs; i++) {
            out.writeLong(i % 1000);
        }
        return out.toCheckpoint("dna", "test");
    }

    @Test
    void aDeflatedStateReadsBackThroughBytesAndText() {
        Checkpoint written = deflatedOf(100_000);
        assertTrue(written.deflated());
        assertTrue(written.state().length * 4 < 800_000, "deflated: " + written.state().length + " bytes");
        Checkpoint read =
                Checkpoint.fromText(Checkpoint.fromBytes(written.toBytes()).toText());
        assertEquals(written, read);
        StateReader in = StateReader.of(read);
        for (int i = 0; i < 100_000; i++) {
            assertEquals(i % 1000, in.readLong());
        }
        in.requireEnd();
        assertEquals(800_000, read.plainState().length);
    }

    @Test
    void aStateHeldAsIsStillReadsAsCheckpointsBeforeDeflatingWrote() {
        byte[] plain = ByteBuffer.allocate(12).putInt(7).putLong(42).array();
        Checkpoint old = Checkpoint.fromBytes(new Checkpoint("nrpa", "old", plain).toBytes());
        assertTrue(!old.deflated());
        StateReader in = StateReader.of(old);
        assertEquals(7, in.readInt());
        assertEquals(42, in.readLong());
        in.requireEnd();
        assertArrayEquals(plain, old.plainState());
    }

    @Test
    void aDeflatedStateThatDeclaresMoreThanAStateMayHoldIsRefusedBeforeItIsInflated() {
        byte[] state = deflatedOf(10).state().clone();
        ByteBuffer.wrap(state).putInt(Checkpoint.MAX_STATE_BYTES + 1);
        byte[] bytes = new Checkpoint("dna", "test", state, true).toBytes();
        CheckpointException refused = assertThrows(CheckpointException.class, () -> Checkpoint.fromBytes(bytes));
        assertTrue(refused.getMessage().contains("a state has at most"), refused.getMessage());
    }

    @Test
    void aDeflatedStateThatDoesNotInflateIsRefusedAsACheckpointProblem() {
        byte[] state = deflatedOf(1000).state().clone();
        for (int i = 6; i < state.length; i++) {
            state[i] = (byte) (state[i] ^ 0x5a);
        }
        Checkpoint damaged = Checkpoint.fromBytes(new Checkpoint("dna", "test", state, true).toBytes());
        assertThrows(CheckpointException.class, () -> {
            StateReader in = StateReader.of(damaged);
            for (int i = 0; i < 1000; i++) {
                in.readLong();
            }
            in.requireEnd();
        });
    }
}
