package io.morpion.search;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Writes solver state for a checkpoint: primitives and arrays, each array prefixed by its length. */
public final class StateWriter {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final DataOutputStream out = new DataOutputStream(bytes);

    public StateWriter writeInt(int value) {
        try {
            out.writeInt(value);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public StateWriter writeLong(long value) {
        try {
            out.writeLong(value);
            return this;
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
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public byte[] toByteArray() {
        return bytes.toByteArray();
    }
}
