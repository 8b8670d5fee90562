package io.morpion.search.nrpa;

/**
 * NRPA's adaptation towards a sequence: at each of its steps, raise each picked code by alpha and
 * lower every legal code by alpha times its probability, once per pick. All probabilities are
 * taken from the policy before the adaptation: the changes are gathered first and applied at the
 * end, so that every step reads one consistent policy.
 *
 * <p>A code's probability at a step is exp(w)/z, and exp(w) is the same at every step, so the
 * gathering adds up only alpha·picks/z per code and multiplies by exp(w) once at the end.
 */
final class PolicyGradient {

    /** Per code: the sum, over the steps where it is legal, of alpha times the step's picks over its z. */
    private double[] pushDown = new double[0];
    /** Per code: alpha for every step that picks it. */
    private double[] pushUp = new double[0];

    private int[] touched = new int[0];

    void adapt(Policy policy, Sequence sequence, int codeCount, double alpha, double clamp) {
        if (pushDown.length < codeCount) {
            int capacity = Math.max(codeCount, pushDown.length * 2);
            pushDown = new double[capacity];
            pushUp = new double[capacity];
            touched = new int[capacity];
        }
        int touchedCount = 0;
        int[] ids = sequence.codes;
        for (int step = 0; step < sequence.stepCount; step++) {
            int start = sequence.stepStart[step];
            int end = sequence.stepStart[step + 1];
            int firstPick = sequence.pickStart[step];
            int pickEnd = sequence.pickStart[step + 1];
            double z = 0;
            for (int j = start; j < end; j++) {
                z += policy.exp(ids[j]);
            }
            double scale = alpha * (pickEnd - firstPick) / z;
            for (int j = start; j < end; j++) {
                int id = ids[j];
                if (pushDown[id] == 0 && pushUp[id] == 0) {
                    touched[touchedCount++] = id;
                }
                pushDown[id] += scale;
            }
            for (int p = firstPick; p < pickEnd; p++) {
                int id = ids[start + sequence.picks[p]];
                // an overflowing z makes the scale 0, and only the push up marks the code then
                if (pushDown[id] == 0 && pushUp[id] == 0) {
                    touched[touchedCount++] = id;
                }
                pushUp[id] += alpha;
            }
        }
        for (int i = 0; i < touchedCount; i++) {
            int id = touched[i];
            policy.add(id, pushUp[id] - pushDown[id] * policy.exp(id), clamp);
            pushDown[id] = 0;
            pushUp[id] = 0;
        }
    }
}
