package io.morpion.search;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.CRC32;

/**
 * A solver's complete state, tagged with the algorithm and the configuration that produced it: a
 * checkpoint key ({@link Algorithm#checkpointKey}) or, in one taken before keys, the method text. Its
 * byte form ends in a CRC-32, so a torn or damaged copy is refused instead of restored; its text
 * form is {@code MCK1:} plus URL-safe Base64 of those bytes.
 */
public record Checkpoint(String algorithm, String configuration, byte[] state) {

    private static final int MAGIC = 0x4D434B31; // "MCK1"
    public static final String TEXT_PREFIX = "MCK1:";
    /** Far above any real state (a level-5 NRPA checkpoint is a few MB). */
    public static final int MAX_BYTES = 256 << 20;

    public byte[] toBytes() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(state.length + 128);
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(MAGIC);
            out.writeUTF(algorithm);
            out.writeUTF(configuration);
            out.writeInt(state.length);
            out.write(state);
            CRC32 crc = new CRC32();
            crc.update(bytes.toByteArray());
            out.writeLong(crc.getValue());
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
            if (in.readInt() != MAGIC) {
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
            return new Checkpoint(algorithm, configuration, state);
        } catch (IOException e) {
            throw new CheckpointException("the checkpoint is truncated", e);
        }
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
                && Arrays.equals(state, c.state);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * algorithm.hashCode() + configuration.hashCode()) + Arrays.hashCode(state);
    }

    @Override
    public String toString() {
        return "Checkpoint[" + algorithm + " / " + configuration + ", " + state.length + " bytes]";
    }
}
