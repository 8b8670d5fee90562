package io.morpion.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.race.SequentialStop.Call;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The race's stop rule: accept, reject or continue, with an interval wide enough for every look it may take. */
class SequentialStopTest {

    private static double[] repeated(double value, double spread, int n) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = value + (i % 2 == 0 ? spread : -spread);
        }
        return out;
    }

    @Test
    void aClearGainIsAcceptedAClearNullRejectedAndANoisyOneGoesOn() {
        SequentialStop rule = new SequentialStop(2, 32);
        assertEquals(Call.ACCEPT, rule.judge(repeated(6, 1, 8)).call(), "+6 ± little: A beats B and may by 2");
        assertEquals(Call.REJECT, rule.judge(repeated(0, 1, 8)).call(), "0 ± little: not 2 better");
        assertEquals(Call.CONTINUE, rule.judge(repeated(2, 8, 8)).call(), "+2 ± 8: too noisy to call");
        assertEquals(Call.CONTINUE, rule.judge(repeated(50, 0, 7)).call(), "never before the eighth seed");
        assertTrue(rule.judge(repeated(50, 0, 7)).line().contains("judged from 8 seeds on"));
    }

    @Test
    void eachLookIsWiderTheMoreLooksTheRaceMayTake() {
        double[] same = repeated(3, 4, 10);
        SequentialStop.Verdict few = new SequentialStop(1, 8).judge(same);
        SequentialStop.Verdict many = new SequentialStop(1, 40).judge(same);
        assertEquals(0.95, few.confidence(), 1e-12, "one look: the plain 95 % interval");
        assertTrue(many.high() - many.low() > few.high() - few.low(), "33 looks widen it");
        assertTrue(
                few.line().matches("after 10 seeds: A - B \\+3\\.00 in \\[.*\\] \\(95\\.00 % interval\\): .*"),
                few.line());
    }

    @Test
    void withNoTrueDifferenceTheRuleSeldomAcceptsOverEveryLook() {
        // 2,000 races of 32 seeds with no true difference (noise of sd 6 moves): an accept is a false alarm
        SplittableRandom random = new SplittableRandom(2026);
        SequentialStop rule = new SequentialStop(1, 32);
        int falseAccepts = 0;
        for (int race = 0; race < 2_000; race++) {
            double[] all = new double[32];
            for (int s = 0; s < all.length; s++) {
                all[s] = 6 * gaussian(random);
            }
            for (int n = SequentialStop.MINIMUM_SEEDS; n <= all.length; n++) {
                Call call = rule.judge(java.util.Arrays.copyOf(all, n)).call();
                if (call != Call.CONTINUE) {
                    falseAccepts += call == Call.ACCEPT ? 1 : 0;
                    break;
                }
            }
        }
        assertTrue(falseAccepts < 2_000 * 0.05, "false accepts over every look: " + falseAccepts + " of 2,000");
    }

    @Test
    void aRuleWithoutAnEffectOrWithTooFewSeedsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SequentialStop(0, 16));
        assertThrows(IllegalArgumentException.class, () -> new SequentialStop(2, 7));
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
