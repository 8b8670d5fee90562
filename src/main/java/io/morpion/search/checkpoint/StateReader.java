package io.morpion.search.checkpoint;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.InflaterInputStream;

/** Reads what {@link StateWriter} wrote, refusing lengths that do not fit the state's length. */
public final class StateReader {

    private final DataInputStream in;
    private final int size;

    /** A state held as is. */
    public StateReader(byte[] state) {
        this.in = new DataInputStream(new ByteArrayInputStream(state));
        this.size = state.length;
    }

    private StateReader(InputStream in, int size) {
        this.in = new DataInputStream(in);
        this.size = size;
    }

    /** The reader of a checkpoint's state, inflated as it is read when it was deflated. */
    public static StateReader of(Checkpoint checkpoint) {
        if (!checkpoint.deflated()) {
            return new StateReader(checkpoint.state());
        }
        int size = checkpoint.inflatedLength();
        byte[] state = checkpoint.state();
        InputStream deflated = new ByteArrayInputStream(state, 4, state.length - 4);
        return new StateReader(new BufferedInputStream(new InflaterInputStream(deflated), 1 << 16), size);
    }

    public int readInt() {
        try {
            return in.readInt();
        } catch (IOException e) {
            throw new CheckpointException("the checkpoint state is truncated", e);
        }
    }

    public long readLong() {
        try {
            return in.readLong();
        } catch (IOException e) {
            throw new CheckpointException("the checkpoint state is truncated", e);
        }
    }

    public double readDouble() {
        return Double.longBitsToDouble(readLong());
    }

    public boolean readBoolean() {
        return readInt() != 0;
    }

    public int readLength(int bytesPerItem) {
        int length = readInt();
        if (length < 0 || (long) length * bytesPerItem > size) {
            throw new CheckpointException("the checkpoint state holds an impossible length " + length);
        }
        return length;
    }

    public int[] readInts() {
        int[] values = new int[readLength(4)];
        for (int i = 0; i < values.length; i++) {
            values[i] = readInt();
        }
        return values;
    }

    /** Reads what {@link StateWriter#writeLongs} wrote into {@code into}, which must have its length. */
    public void readLongs(long[] into, String what) {
        if (readInt() != into.length) {
            throw new CheckpointException("the checkpoint's " + what + " has the wrong size");
        }
        for (int i = 0; i < into.length; i++) {
            into[i] = readLong();
        }
    }

    public double[] readDoubles() {
        double[] values = new double[readLength(8)];
        for (int i = 0; i < values.length; i++) {
            values[i] = readDouble();
        }
        return values;
    }

    public byte[] readBytes() {
        try {
            return in.readNBytes(readLength(1));
        } catch (IOException e) {
            throw new CheckpointException("the checkpoint state is truncated", e);
        }
    }

    /** The next {@code length} bytes, which must be the last. */
    byte[] readRest(int length) {
        try {
            byte[] rest = in.readNBytes(length);
            if (rest.length != length) {
                throw new CheckpointException("the checkpoint state is truncated");
            }
            requireEnd();
            return rest;
        } catch (IOException e) {
            throw new CheckpointException("the checkpoint state is truncated", e);
        }
    }

    /** Fails unless every byte was read: a checkpoint with trailing bytes is not what this solver wrote. */
    public void requireEnd() {
        try {
            if (in.read() != -1) {
                throw new CheckpointException("the checkpoint state has unexpected trailing bytes");
            }
        } catch (IOException e) {
            throw new CheckpointException("the checkpoint state cannot be read", e);
        }
    }
}
