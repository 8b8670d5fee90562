package io.morpion.search.nrpa;

import java.util.Arrays;

/**
 * NRPA's adaptation step: raise each chosen code by alpha and lower every legal code by alpha
 * times its probability, all probabilities taken from the policy before the step. The changes are
 * gathered first and applied at the end, so that the step reads one consistent policy.
 */
final class PolicyGradient {

    private double[] pending = new double[0];
    private int[] touched = new int[0];

    void adapt(Policy policy, Sequence sequence, int codeCount, double alpha, double clamp) {
        if (pending.length < codeCount) {
            pending = new double[Math.max(codeCount, pending.length * 2)];
            touched = new int[pending.length];
        }
        int touchedCount = 0;
        int[] ids = sequence.codes;
        for (int step = 0; step < sequence.length; step++) {
            int start = sequence.stepStart[step];
            int end = sequence.stepStart[step + 1];
            double z = 0;
            for (int j = start; j < end; j++) {
                z += policy.exp(ids[j]);
            }
            double scale = alpha / z;
            for (int j = start; j < end; j++) {
                int id = ids[j];
                if (pending[id] == 0) {
                    touched = push(touched, touchedCount++, id);
                }
                pending[id] -= scale * policy.exp(id);
            }
            int chosen = ids[start + sequence.chosen[step]];
            if (pending[chosen] == 0) {
                touched = push(touched, touchedCount++, chosen);
            }
            pending[chosen] += alpha;
        }
        for (int i = 0; i < touchedCount; i++) {
            int id = touched[i];
            policy.add(id, pending[id], clamp);
            pending[id] = 0;
        }
    }

    private static int[] push(int[] array, int index, int value) {
        int[] target = index < array.length ? array : Arrays.copyOf(array, array.length * 2);
        target[index] = value;
        return target;
    }
}
