package io.morpion.bench;

import io.morpion.RandomGames;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.analysis.Outlook;
import java.time.Duration;
import java.util.Locale;
import java.util.Random;

/**
 * How the look-ahead spends what the exhaustive search leaves, measured side by side (bench/outlook.sh): for each
 * seed, the first MOVES moves of a random game of the variant, looked at for SECONDS with completions A and with
 * completions B (random, nested or dna; random against nested unless given), with the same seed. Prints each pair and the paired difference's mean with its 95 % t
 * interval. Not a test: the figures are the machine's.
 */
public final class OutlookCompletions {

    private OutlookCompletions() {}

    /** Two-sided 95 % Student t quantiles for 1..30 degrees of freedom. */
    private static final double[] T95 = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042
    };

    public static void main(String[] args) {
        Variant variant = Variant.fromCode(args[0]).orElseThrow();
        long firstSeed = Long.parseLong(args[1]);
        int seeds = Integer.parseInt(args[2]);
        Duration budget = Duration.ofMillis(Math.round(Double.parseDouble(args[3]) * 1000));
        int moves = Integer.parseInt(args[4]);
        Outlook.Completions a = completions(args, 5, Outlook.Completions.RANDOM);
        Outlook.Completions b = completions(args, 6, Outlook.Completions.NESTED);
        String aName = a.name().toLowerCase(Locale.ROOT);
        String bName = b.name().toLowerCase(Locale.ROOT);
        double[] differences = new double[seeds];
        System.out.printf(
                Locale.ROOT, "%s, first %d moves of random games, %s a look%n", variant.code(), moves, budget);
        System.out.printf(Locale.ROOT, "seed  %6s  %6s  %s-%s%n", aName, bName, bName, aName);
        for (int i = 0; i < seeds; i++) {
            long seed = firstSeed + i;
            MsrRecord game = RandomGames.finished(variant, new Random(seed));
            MsrRecord position = MsrRecord.of(variant, game.moves().subList(0, Math.min(moves, game.moveCount())));
            int first = Outlook.of(position, budget, seed, a).best().moveCount();
            int second = Outlook.of(position, budget, seed, b).best().moveCount();
            differences[i] = second - first;
            System.out.printf(Locale.ROOT, "%4d  %6d  %6d  %+d%n", seed, first, second, second - first);
        }
        double mean = 0;
        for (double d : differences) {
            mean += d / seeds;
        }
        double variance = 0;
        for (double d : differences) {
            variance += (d - mean) * (d - mean) / (seeds - 1);
        }
        double half = T95[Math.min(seeds - 2, T95.length - 1)] * Math.sqrt(variance / seeds);
        System.out.printf(
                Locale.ROOT,
                "%s - %s: %+.2f ± %.2f moves (95 %% t interval, %d seeds)%n",
                bName,
                aName,
                mean,
                half,
                seeds);
    }

    private static Outlook.Completions completions(String[] args, int index, Outlook.Completions otherwise) {
        return args.length > index ? Outlook.Completions.valueOf(args[index].toUpperCase(Locale.ROOT)) : otherwise;
    }
}
