package io.morpion.engine;

/**
 * Which moves of a list stay legal once a line has been drawn: the filter every {@code play} runs
 * over its parent's list, the engine's hottest loop.
 *
 * <p>A move dies when it needs the point just taken, or when it runs along the new line's track
 * close enough to break the touch rule. The second test is pure geometry: a parallel line conflicts
 * with the new one exactly when its origin lies k steps from the new origin, |k| ≤ markSpan − 1.
 * Both tests are written without data-dependent branches (the keep decision moves the write cursor
 * instead of skipping the write), because on varied games the processor cannot predict which moves
 * share the new line's direction, and a mispredicted branch per list entry was most of a move's
 * cost. The step multiple is found by a multiply with a reciprocal instead of a division.
 *
 * <p>The survivors keep their order, so every solver sees the same list it always saw.
 */
final class Survivors {

    private final Geometry g;
    /** markSpan − 1: how many steps apart two parallel origins on one track can lie and still conflict. */
    private final int span;

    private final long[] reciprocals = new long[4];

    Survivors(Geometry g) {
        this.g = g;
        this.span = g.markSpan() - 1;
        for (int d = 0; d < 4; d++) {
            // ceil(2^32 / |step|): (u · r) >>> 32 is u / |step| rounded down for every u this class asks about
            reciprocals[d] = ((1L << 32) + Math.abs(g.step(d)) - 1) / Math.abs(g.step(d));
        }
    }

    /**
     * Copies the moves of {@code list[from, to)} that stay legal after the line of direction
     * {@code dir} from {@code origin} took {@code cell}, in their order, to {@code list} from
     * {@code into} on ({@code into} may equal {@code from}: the filter then works in place). With
     * {@code keys} and {@code weights} not null, the annotations travel with their moves. Returns the
     * new end.
     */
    int keep(int[] list, int from, int to, int into, int cell, int dir, int origin, int[] keys, double[] weights) {
        int step = g.step(dir);
        int absStep = Math.abs(step);
        long reciprocal = reciprocals[dir];
        int twoSpan = 2 * span;
        // a parallel origin k steps away, shifted so that conflicting ones give u = (k + span)·|step| ≥ 0
        int bias = span * step - origin;
        int sign = step < 0 ? -1 : 1;
        int end = into;
        if (keys == null) {
            for (int i = from; i < to; i++) {
                int m = list[i];
                list[end] = m;
                end += survives(m, cell, dir, step, bias, sign, absStep, reciprocal, twoSpan) ? 1 : 0;
            }
            return end;
        }
        for (int i = from; i < to; i++) {
            int m = list[i];
            list[end] = m;
            keys[end] = keys[i];
            weights[end] = weights[i];
            end += survives(m, cell, dir, step, bias, sign, absStep, reciprocal, twoSpan) ? 1 : 0;
        }
        return end;
    }

    private static boolean survives(
            int m, int cell, int dir, int step, int bias, int sign, int absStep, long reciprocal, int twoSpan) {
        int moveCell = EngineMove.cell(m);
        long u = ((moveCell - EngineMove.pos(m) * step + bias) * sign) & 0xFFFFFFFFL;
        long k = (u * reciprocal) >>> 32;
        boolean conflicts = (EngineMove.direction(m) == dir) & (k <= twoSpan) & (k * absStep == u);
        return (moveCell != cell) & !conflicts;
    }
}
