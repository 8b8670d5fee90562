package io.morpion.search.nrpa;

import io.morpion.search.CheckpointException;
import io.morpion.search.StateReader;
import io.morpion.search.StateWriter;
import java.util.Arrays;

/**
 * An NRPA policy: a weight per move code, 0 for codes never adapted. An open-addressing table
 * (linear probing, int keys) that also caches exp(weight), since sampling and adaptation read
 * exp(weight) far more often than weights change.
 */
final class Policy {

    private static final int EMPTY = -1;

    private int[] keys;
    private double[] weights;
    private double[] exps;
    private int size;
    private int mask;
    private int shift;
    /** Changes whenever slots may have moved, so cached slot numbers can tell they are stale. */
    private long layout;

    Policy() {
        this(1024);
    }

    private Policy(int capacity) {
        keys = new int[capacity];
        Arrays.fill(keys, EMPTY);
        weights = new double[capacity];
        exps = new double[capacity];
        mask = capacity - 1;
        shift = 32 - Integer.numberOfTrailingZeros(capacity);
    }

    /** Fibonacci hashing: the top bits of the product depend on every bit of the code. */
    private int home(int code) {
        return (code * 0x9E3779B1) >>> shift & mask;
    }

    Policy copy() {
        Policy copy = new Policy(keys.length);
        copy.copyFrom(this);
        return copy;
    }


    void copyFrom(Policy other) {
        if (keys.length != other.keys.length) {
            keys = other.keys.clone();
            weights = other.weights.clone();
            exps = other.exps.clone();
        } else {
            System.arraycopy(other.keys, 0, keys, 0, keys.length);
            System.arraycopy(other.weights, 0, weights, 0, keys.length);
            System.arraycopy(other.exps, 0, exps, 0, keys.length);
        }
        size = other.size;
        mask = other.mask;
        shift = other.shift;
        layout++;
    }

    int size() {
        return size;
    }

    /** exp(weight) of a code: 1 for a code never adapted. */
    double expWeight(int code) {
        int slot = find(code);
        return slot < 0 ? 1.0 : exps[slot];
    }

    double weight(int code) {
        int slot = find(code);
        return slot < 0 ? 0.0 : weights[slot];
    }

    /** The slot of a code, adding it with weight 0 if absent; slots stay valid until the next insertion grows the table. */
    int slotOf(int code) {
        int slot = home(code);
        while (true) {
            int key = keys[slot];
            if (key == code) {
                return slot;
            }
            if (key == EMPTY) {
                if ((size + 1) * 2 > keys.length) {
                    grow();
                    return slotOf(code);
                }
                keys[slot] = code;
                weights[slot] = 0;
                exps[slot] = 1;
                size++;
                return slot;
            }
            slot = (slot + 1) & mask;
        }
    }

    int capacity() {
        return keys.length;
    }

    long layout() {
        return layout;
    }

    double expAt(int slot) {
        return exps[slot];
    }

    /** Adds delta to a slot's weight, clamped to [-clamp, clamp] when clamp is positive. */
    void addAt(int slot, double delta, double clamp) {
        double w = weights[slot] + delta;
        if (clamp > 0) {
            w = Math.max(-clamp, Math.min(clamp, w));
        }
        weights[slot] = w;
        exps[slot] = Math.exp(w);
    }

    private int find(int code) {
        int slot = home(code);
        while (true) {
            int key = keys[slot];
            if (key == code) {
                return slot;
            }
            if (key == EMPTY) {
                return -1;
            }
            slot = (slot + 1) & mask;
        }
    }

    private void grow() {
        int[] oldKeys = keys;
        double[] oldWeights = weights;
        double[] oldExps = exps;
        keys = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        weights = new double[keys.length];
        exps = new double[keys.length];
        mask = keys.length - 1;
        shift = 32 - Integer.numberOfTrailingZeros(keys.length);
        layout++;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                int slot = slotOf(oldKeys[i]);
                weights[slot] = oldWeights[i];
                exps[slot] = oldExps[i];
            }
        }
    }

    void write(StateWriter out) {
        out.writeInt(keys.length);
        out.writeInts(keys);
        out.writeDoubles(weights, weights.length);
        out.writeDoubles(exps, exps.length);
        out.writeInt(size);
    }

    static Policy read(StateReader in) {
        int capacity = in.readInt();
        if (capacity <= 0 || Integer.bitCount(capacity) != 1) {
            throw new CheckpointException("a policy table has capacity " + capacity);
        }
        Policy policy = new Policy(capacity);
        policy.keys = in.readInts();
        policy.weights = in.readDoubles();
        policy.exps = in.readDoubles();
        policy.size = in.readInt();
        if (policy.keys.length != capacity || policy.weights.length != capacity || policy.exps.length != capacity) {
            throw new CheckpointException("a policy table is inconsistent");
        }
        return policy;
    }
}
