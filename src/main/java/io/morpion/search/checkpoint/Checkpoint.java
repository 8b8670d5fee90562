package io.morpion.search.checkpoint;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.CRC32;
import java.util.zip.CheckedOutputStream;

/**
 * A solver's complete state, tagged with the algorithm and the configuration that produced it: a
 * checkpoint key ({@link io.morpion.search.Algorithm#checkpointKey}) or, in one taken before keys, the method text. Its
 * byte form ends in a CRC-32, so a torn or damaged copy is refused instead of restored; its text
 * form is {@code MCK1:} plus URL-safe Base64 of those bytes.
 *
 * <p>A solver's state is deflated as it is written ({@link StateWriter}): its byte form is then
 * {@code MCK2}, and the whole state is never held in memory at once. A checkpoint that holds other
 * checkpoints' bytes (islands, keys), or one taken before deflating, keeps its state as is
 * ({@code MCK1}). What the reader refuses the writer refuses too, so every checkpoint written reads back.
 *
 * @param deflated whether {@code state} is what {@link StateWriter} deflated (its inflated length
 *     first, then the deflated bytes), or the state as is
 */
public record Checkpoint(String algorithm, String configuration, byte[] state, boolean deflated) {

    private static final int MAGIC = 0x4D434B31; // "MCK1": the state as is
    private static final int MAGIC_DEFLATED = 0x4D434B32; // "MCK2": the state deflated
    public static final String TEXT_PREFIX = "MCK1:";
    /** The most a checkpoint's byte form may take: far above any real one (a level-5 NRPA checkpoint is a few MB). */
    public static final int MAX_BYTES = 256 << 20;
    /** The most a solver's state may take once inflated. */
    public static final int MAX_STATE_BYTES = 512 << 20;

    /** A checkpoint whose state is held as is. */
    public Checkpoint(String algorithm, String configuration, byte[] state) {
        this(algorithm, configuration, state, false);
    }

    public byte[] toBytes() {
        long size = 4 + 2 + 3L * algorithm.length() + 2 + 3L * configuration.length() + 4 + state.length + 8;
        if (size > MAX_BYTES) {
            throw new CheckpointException("the " + algorithm + " search's checkpoint would take " + size
                    + " bytes, more than a checkpoint may (" + MAX_BYTES + ")");
        }
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(state.length + 128);
            CRC32 crc = new CRC32();
            DataOutputStream out = new DataOutputStream(new CheckedOutputStream(bytes, crc));
            out.writeInt(deflated ? MAGIC_DEFLATED : MAGIC);
            out.writeUTF(algorithm);
            out.writeUTF(configuration);
            out.writeInt(state.length);
            out.write(state);
            out.flush();
            new DataOutputStream(bytes).writeLong(crc.getValue());
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Checkpoint fromBytes(byte[] bytes) {
        if (bytes.length < 20 || bytes.length > MAX_BYTES) {
            throw new CheckpointException(
                    "a checkpoint has between 20 bytes and " + MAX_BYTES + ", not " + bytes.length);
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 8);
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            int magic = in.readInt();
            if (magic != MAGIC && magic != MAGIC_DEFLATED) {
                throw new CheckpointException("not a Morpion checkpoint (bad magic number)");
            }
            String algorithm = in.readUTF();
            String configuration = in.readUTF();
            int length = in.readInt();
            if (length < 0 || length > bytes.length) {
                throw new CheckpointException("the checkpoint is truncated");
            }
            byte[] state = in.readNBytes(length);
            if (state.length != length) {
                throw new CheckpointException("the checkpoint is truncated");
            }
            long stored = in.readLong();
            if (stored != crc.getValue()) {
                throw new CheckpointException("the checkpoint is damaged: its checksum does not match");
            }
            Checkpoint checkpoint = new Checkpoint(algorithm, configuration, state, magic == MAGIC_DEFLATED);
            if (checkpoint.deflated()) {
                checkpoint.inflatedLength();
            }
            return checkpoint;
        } catch (IOException e) {
            throw new CheckpointException("the checkpoint is truncated", e);
        }
    }

    /** The state as the solver wrote it: inflated when it was deflated. */
    public byte[] plainState() {
        if (!deflated) {
            return state;
        }
        return StateReader.of(this).readRest(inflatedLength());
    }

    /** The length of the state once inflated, as the deflated state declares it. */
    int inflatedLength() {
        if (state.length < 4) {
            throw new CheckpointException("the checkpoint's deflated state is truncated");
        }
        int length = ByteBuffer.wrap(state, 0, 4).getInt();
        if (length < 0 || length > MAX_STATE_BYTES) {
            throw new CheckpointException(
                    "the checkpoint's state declares " + length + " bytes; a state has at most " + MAX_STATE_BYTES);
        }
        return length;
    }

    public String toText() {
        return TEXT_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(toBytes());
    }

    public static Checkpoint fromText(String text) {
        String body = text.strip();
        if (!body.startsWith(TEXT_PREFIX)) {
            throw new CheckpointException("a checkpoint text starts with " + TEXT_PREFIX);
        }
        try {
            return fromBytes(Base64.getUrlDecoder().decode(body.substring(TEXT_PREFIX.length())));
        } catch (IllegalArgumentException e) {
            throw new CheckpointException("the checkpoint text is not URL-safe Base64", e);
        }
    }

    /** Fails unless this checkpoint came from a solver of the given algorithm. */
    public void requireAlgorithm(String expected) {
        if (!algorithm.equals(expected)) {
            throw new CheckpointException("the checkpoint is from " + algorithm + ", not from " + expected);
        }
    }

    /** Fails unless this checkpoint came from a solver of the given algorithm and configuration. */
    public void requireConfiguration(String expectedAlgorithm, String expectedConfiguration) {
        requireAlgorithm(expectedAlgorithm);
        if (!configuration.equals(expectedConfiguration)) {
            throw new CheckpointException(
                    "the checkpoint is from \"" + configuration + "\", not from \"" + expectedConfiguration + "\"");
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Checkpoint c
                && algorithm.equals(c.algorithm)
                && configuration.equals(c.configuration)
                && deflated == c.deflated
                && Arrays.equals(state, c.state);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * algorithm.hashCode() + configuration.hashCode())
                + Arrays.hashCode(state)
                + (deflated ? 1 : 0);
    }

    @Override
    public String toString() {
        return "Checkpoint[" + algorithm + " / " + configuration + ", " + state.length + " bytes"
                + (deflated ? " deflated]" : "]");
    }
}
