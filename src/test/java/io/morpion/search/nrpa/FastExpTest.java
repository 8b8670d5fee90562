package io.morpion.search.nrpa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FastExpTest {

    @Test
    void agreesWithTheLibraryToAFewUlpsOverTheWholeRange() {
        SplittableRandom random = new SplittableRandom(3);
        double worst = 0;
        for (int i = 0; i < 1_000_000; i++) {
            double x = i % 2 == 0 ? random.nextDouble(-700, 700) : random.nextGaussian() * 10;
            double error = Math.abs(FastExp.exp(x) / StrictMath.exp(x) - 1);
            worst = Math.max(worst, error);
        }
        assertTrue(worst < 2e-15, "relative error " + worst);
    }

    @Test
    void theEndsAndTheSpecialValuesAreTheLibrarys() {
        for (double x : new double[] {
            0,
            -0.0,
            1,
            -1,
            699.9,
            -699.9,
            700,
            -700,
            710,
            -746,
            1e300,
            -1e300,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY
        }) {
            assertEquals(StrictMath.exp(x), FastExp.exp(x), Math.ulp(StrictMath.exp(x)) * 4, "x = " + x);
        }
        assertTrue(Double.isNaN(FastExp.exp(Double.NaN)));
        assertEquals(1.0, FastExp.exp(0), 0.0);
    }
}
