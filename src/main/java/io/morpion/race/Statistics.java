package io.morpion.race;

import java.util.Locale;
import org.apache.commons.math3.distribution.TDistribution;

/** The summaries the benchmarks print: a mean with its two-sided 95 % Student t-interval. */
public final class Statistics {

    private Statistics() {}

    /** Half the width of the 95 % t-interval of the mean of {@code values}; NaN for fewer than two. */
    static double halfWidth95(double[] values) {
        int n = values.length;
        if (n < 2) {
            return Double.NaN;
        }
        double mean = mean(values);
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double standardError = Math.sqrt(squares / (n - 1) / n);
        return new TDistribution(n - 1).inverseCumulativeProbability(0.975) * standardError;
    }

    static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return values.length == 0 ? Double.NaN : sum / values.length;
    }

    /** "+2.50 ± 3.10", or the mean alone when there are too few values for an interval. */
    public static String meanWithInterval(double[] values) {
        double half = halfWidth95(values);
        return Double.isNaN(half)
                ? String.format(Locale.ROOT, "%+.2f", mean(values))
                : String.format(Locale.ROOT, "%+.2f ± %.2f", mean(values), half);
    }
}
