package io.morpion.race;

import java.util.Locale;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * A race's stop rule, declared before it starts: the smallest effect that matters, in moves of final score (A − B,
 * paired by seed). After each seed from the eighth on it looks at the paired differences and calls the race:
 * <b>reject</b> when the interval lies below the effect (A is not better by as much as matters), <b>accept</b> when
 * it lies above zero and reaches the effect, <b>continue</b> otherwise. Each look's interval is a two-sided
 * t-interval at 1 − 0.05 / looks, so that over every look the race may take, the chance of a wrong call stays under
 * 5 % (Bonferroni): a race ends when the evidence does, without the optimism of peeking.
 *
 * @param effect the smallest difference in final score worth adopting a change for, in moves
 * @param seeds  the most seeds the race may run, which sets how many looks it may take
 */
public record SequentialStop(double effect, int seeds) {

    /** The fewest seeds a search change is judged on. */
    public static final int MINIMUM_SEEDS = 8;

    public enum Call {
        ACCEPT,
        REJECT,
        CONTINUE
    }

    /** A look at the race: the call, and the mean difference with the interval it was made on. */
    public record Verdict(Call call, int seeds, double mean, double low, double high, double confidence) {

        public String line() {
            if (Double.isNaN(low)) {
                return String.format(
                        Locale.ROOT,
                        "after %d seeds: A - B %+.2f; continue (judged from %d seeds on)",
                        seeds,
                        mean,
                        MINIMUM_SEEDS);
            }
            return String.format(
                    Locale.ROOT,
                    "after %d seeds: A - B %+.2f in [%+.2f, %+.2f] (%.2f %% interval): %s",
                    seeds,
                    mean,
                    low,
                    high,
                    100 * confidence,
                    call.name().toLowerCase(Locale.ROOT));
        }
    }

    public SequentialStop {
        if (!(effect > 0) || Double.isInfinite(effect)) {
            throw new IllegalArgumentException("the smallest effect that matters must be above 0 moves, not " + effect);
        }
        if (seeds < MINIMUM_SEEDS) {
            throw new IllegalArgumentException(
                    "a race with a stop rule runs at least " + MINIMUM_SEEDS + " seeds, not " + seeds);
        }
    }

    /** The looks the race may take: one after each seed from the eighth to the last. */
    int looks() {
        return seeds - MINIMUM_SEEDS + 1;
    }

    /** The call on the paired differences of the seeds run so far. */
    public Verdict judge(double[] differences) {
        int n = differences.length;
        double mean = Statistics.mean(differences);
        if (n < MINIMUM_SEEDS) {
            return new Verdict(Call.CONTINUE, n, mean, Double.NaN, Double.NaN, Double.NaN);
        }
        double confidence = 1 - 0.05 / looks();
        double squares = 0;
        for (double d : differences) {
            squares += (d - mean) * (d - mean);
        }
        double half = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - confidence) / 2)
                * Math.sqrt(squares / (n - 1) / n);
        double low = mean - half;
        double high = mean + half;
        Call call = high < effect ? Call.REJECT : low > 0 ? Call.ACCEPT : Call.CONTINUE;
        return new Verdict(call, n, mean, low, high, confidence);
    }
}
