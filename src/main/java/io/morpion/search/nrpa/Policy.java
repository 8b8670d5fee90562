package io.morpion.search.nrpa;

import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.Arrays;

/**
 * An NRPA policy: a weight per code id ({@link CodeIndex}), 0 for ids never adapted, with
 * exp(weight) cached beside it, since sampling and adaptation read exp(weight) far more often than
 * weights change.
 *
 * <p>A policy remembers which ids it changed since it last handed itself to its child level, so
 * the level-1 policy, restarted from its parent thousands of times per run, can be brought back
 * in line by rewriting only those ids instead of copying the whole table.
 */
final class Policy {

    private double[] weights = new double[1024];
    private double[] exps = new double[1024];
    /** Ids below size hold real values; the rest read as weight 0. */
    private int size;

    private int[] dirty = new int[256];
    private int dirtyCount;
    private boolean[] isDirty = new boolean[1024];
    private boolean allDirty = true;
    private boolean synced;

    double exp(int id) {
        return id < size ? exps[id] : 1.0;
    }

    double weight(int id) {
        return id < size ? weights[id] : 0.0;
    }

    /** Adds delta to a weight, clamped to [-clamp, clamp] when clamp is positive. */
    void add(int id, double delta, double clamp) {
        double w = weight(id) + delta;
        if (clamp > 0) {
            w = Math.max(-clamp, Math.min(clamp, w));
        }
        set(id, w, FastExp.exp(w));
    }

    private void set(int id, double weight, double exp) {
        if (id >= size) {
            ensureLength(id + 1);
            Arrays.fill(weights, size, id + 1, 0.0);
            Arrays.fill(exps, size, id + 1, 1.0);
            size = id + 1;
        }
        weights[id] = weight;
        exps[id] = exp;
        if (!isDirty[id]) {
            isDirty[id] = true;
            if (dirtyCount == dirty.length) {
                dirty = Arrays.copyOf(dirty, dirtyCount * 2);
            }
            dirty[dirtyCount++] = id;
        }
    }

    private void ensureLength(int length) {
        if (length > weights.length) {
            int capacity = Math.max(length, weights.length * 2);
            weights = Arrays.copyOf(weights, capacity);
            exps = Arrays.copyOf(exps, capacity);
            isDirty = Arrays.copyOf(isDirty, capacity);
        }
    }

    /** Becomes an exact copy of another policy. */
    void copyFrom(Policy other) {
        ensureLength(other.size);
        System.arraycopy(other.weights, 0, weights, 0, other.size);
        System.arraycopy(other.exps, 0, exps, 0, other.size);
        size = other.size;
        clearDirty();
        allDirty = true;
    }

    /**
     * Becomes equal to its parent again, rewriting only the ids either side changed since the
     * last sync; falls back to a full copy when the parent itself was replaced meanwhile.
     */
    void syncFrom(Policy parent) {
        if (!synced || parent.allDirty) {
            copyFrom(parent);
        } else {
            for (int i = 0; i < dirtyCount; i++) {
                int id = dirty[i];
                weights[id] = parent.weight(id);
                exps[id] = parent.exp(id);
            }
            for (int i = 0; i < parent.dirtyCount; i++) {
                int id = parent.dirty[i];
                ensureLength(id + 1);
                if (id >= size) {
                    Arrays.fill(weights, size, id + 1, 0.0);
                    Arrays.fill(exps, size, id + 1, 1.0);
                    size = id + 1;
                }
                weights[id] = parent.weight(id);
                exps[id] = parent.exp(id);
            }
            clearDirty();
        }
        parent.clearDirty();
        parent.allDirty = false;
        synced = true;
    }

    private void clearDirty() {
        for (int i = 0; i < dirtyCount; i++) {
            isDirty[dirty[i]] = false;
        }
        dirtyCount = 0;
    }

    void write(StateWriter out) {
        out.writeDoubles(weights, size);
        out.writeDoubles(exps, size);
    }

    /** A restored policy; its first sync with a child is a full copy. */
    static Policy read(StateReader in) {
        Policy policy = new Policy();
        double[] weights = in.readDoubles();
        double[] exps = in.readDoubles();
        if (weights.length != exps.length) {
            throw new CheckpointException("a policy in the checkpoint is inconsistent");
        }
        policy.ensureLength(weights.length);
        System.arraycopy(weights, 0, policy.weights, 0, weights.length);
        System.arraycopy(exps, 0, policy.exps, 0, exps.length);
        policy.size = weights.length;
        return policy;
    }
}
