package io.morpion.search.checkpoint;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

/**
 * Writes solver state for a checkpoint: primitives and arrays, each array prefixed by its length.
 * The bytes are deflated as they come, so a state of hundreds of MB is never held whole; a state
 * longer than a checkpoint may hold ({@link Checkpoint#MAX_STATE_BYTES}) is refused as it is written.
 */
public final class StateWriter {

    private final Deflater deflater = new Deflater(Deflater.BEST_SPEED);
    /** The deflated bytes, after four bytes that {@link #toCheckpoint} fills with the inflated length. */
    private final Sink deflated = new Sink();

    private final DataOutputStream out;

    public StateWriter() {
        deflated.write(new byte[4], 0, 4);
        out = new DataOutputStream(
                new BufferedOutputStream(new DeflaterOutputStream(deflated, deflater, 1 << 16), 1 << 16));
    }

    /** Fails once the state is longer than a checkpoint may hold, rather than writing on. */
    private StateWriter checked() {
        if (out.size() > Checkpoint.MAX_STATE_BYTES) {
            throw new CheckpointException("the search's state is more than a checkpoint holds ("
                    + Checkpoint.MAX_STATE_BYTES + " bytes); give it a smaller pool, archive or beam");
        }
        return this;
    }

    public StateWriter writeInt(int value) {
        try {
            out.writeInt(value);
            return checked();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public StateWriter writeLong(long value) {
        try {
            out.writeLong(value);
            return checked();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public StateWriter writeDouble(double value) {
        return writeLong(Double.doubleToRawLongBits(value));
    }

    public StateWriter writeBoolean(boolean value) {
        return writeInt(value ? 1 : 0);
    }

    public StateWriter writeInts(int[] values, int length) {
        writeInt(length);
        for (int i = 0; i < length; i++) {
            writeInt(values[i]);
        }
        return this;
    }

    public StateWriter writeInts(int[] values) {
        return writeInts(values, values.length);
    }

    public StateWriter writeLongs(long[] values) {
        writeInt(values.length);
        for (long v : values) {
            writeLong(v);
        }
        return this;
    }

    public StateWriter writeDoubles(double[] values, int length) {
        writeInt(length);
        for (int i = 0; i < length; i++) {
            writeDouble(values[i]);
        }
        return this;
    }

    public StateWriter writeBytes(byte[] values) {
        writeInt(values.length);
        try {
            out.write(values);
            return checked();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The checkpoint of what was written, its state deflated; the writer is done after this. */
    public Checkpoint toCheckpoint(String algorithm, String configuration) {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deflater.end();
        }
        return new Checkpoint(algorithm, configuration, deflated.withLength(out.size()), true);
    }

    /** The deflated bytes as they come, with room at the front for the inflated length. */
    private static final class Sink extends ByteArrayOutputStream {
        Sink() {
            super(1 << 12);
        }

        byte[] withLength(int length) {
            buf[0] = (byte) (length >>> 24);
            buf[1] = (byte) (length >>> 16);
            buf[2] = (byte) (length >>> 8);
            buf[3] = (byte) length;
            return toByteArray();
        }
    }
}
