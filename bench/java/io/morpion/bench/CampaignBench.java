package io.morpion.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.race.Race;
import io.morpion.race.RaceChart;
import io.morpion.race.Statistics;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The campaign benchmarks' client (bench/campaign.sh), over HTTP like any client:
 * <ul>
 * <li>{@code watch URL TOKEN CAMPAIGN SECONDS EVERY OUT.tsv}: samples a campaign every EVERY seconds
 * for SECONDS, printing and writing a line per sample (seconds, best, archive games, distinct scores,
 * rounds per second, rounds, workers running), then stops the campaign;</li>
 * <li>{@code chart TITLE OUT.svg EVERY LABEL=FILE.tsv ...}: the best against time of each sampled campaign;</li>
 * <li>{@code compare TITLE OUT.svg EVERY TWO.tsv,... ONE.tsv,...}: two-node campaigns against one-node campaigns
 * run beside them with paired seeds, three workers sharing the cores alike: the paired difference at equal
 * core time (the two nodes at half the time) and at equal wall time, and mean best against worker time;</li>
 * <li>{@code pair TITLE OUT.svg EVERY A-LABEL B-LABEL A.tsv,... B.tsv,...}: campaigns of one size, two settings,
 * run side by side with paired seeds, so at equal core time: each pair's best at the half and at the end, the
 * paired difference A - B, and mean best against wall time.</li>
 * </ul>
 */
public final class CampaignBench {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CampaignBench() {}

    public static void main(String[] args) throws Exception {
        if (args.length >= 7 && args[0].equals("watch")) {
            watch(
                    args[1],
                    args[2],
                    Long.parseLong(args[3]),
                    Double.parseDouble(args[4]),
                    Double.parseDouble(args[5]),
                    Path.of(args[6]));
        } else if (args.length == 6 && args[0].equals("compare")) {
            compare(
                    args[1],
                    Path.of(args[2]),
                    Double.parseDouble(args[3]),
                    List.of(args[4].split(",")),
                    List.of(args[5].split(",")));
        } else if (args.length == 8 && args[0].equals("pair")) {
            pair(
                    args[1],
                    Path.of(args[2]),
                    Double.parseDouble(args[3]),
                    List.of(args[4], args[5]),
                    List.of(args[6].split(",")),
                    List.of(args[7].split(",")));
        } else if (args.length >= 5 && args[0].equals("chart")) {
            chart(
                    args[1],
                    Path.of(args[2]),
                    Double.parseDouble(args[3]),
                    List.of(args).subList(4, args.length));
        } else {
            System.err.println("usage: CampaignBench watch URL TOKEN CAMPAIGN SECONDS EVERY OUT.tsv"
                    + " | chart TITLE OUT.svg EVERY LABEL=FILE.tsv..."
                    + " | compare TITLE OUT.svg EVERY TWO.tsv,... ONE.tsv,..."
                    + " | pair TITLE OUT.svg EVERY A-LABEL B-LABEL A.tsv,... B.tsv,...");
            System.exit(2);
        }
    }

    private static void watch(String url, String token, long id, double seconds, double every, Path out)
            throws IOException, InterruptedException {
        List<String> lines = new ArrayList<>(List.of("seconds\tbest\tarchive\tscores\trounds_per_s\trounds\trunning"));
        System.out.println(lines.get(0));
        long start = System.nanoTime();
        for (int sample = 1; sample * every <= seconds; sample++) {
            long due = start + (long) (sample * every * 1e9);
            Thread.sleep(Math.max(0, (due - System.nanoTime()) / 1_000_000));
            JsonNode c = JSON.readTree(BenchHttp.send(
                    HttpRequest.newBuilder(URI.create(url + "/api/campaigns/" + id))
                            .GET(),
                    token));
            String line = String.format(
                    Locale.ROOT,
                    "%.0f\t%d\t%d\t%d\t%.1f\t%d\t%d",
                    sample * every,
                    c.path("bestScore").asInt(),
                    c.path("archiveGames").asInt(),
                    c.path("archiveCensus").size(),
                    c.path("nodesPerSecond").asDouble(),
                    c.path("nodes").asLong(),
                    c.path("workersRunning").asInt());
            lines.add(line);
            System.out.println(line);
            Files.write(out, lines);
        }
        BenchHttp.send(
                HttpRequest.newBuilder(URI.create(url + "/api/campaigns/" + id + "/stop"))
                        .POST(HttpRequest.BodyPublishers.noBody()),
                token);
    }

    private static void chart(String title, Path out, double every, List<String> series) throws IOException {
        List<int[]> bests = bests(
                series.stream().map(one -> one.substring(one.indexOf('=') + 1)).toList());
        int samples = bests.stream().mapToInt(b -> b.length).min().orElse(0);
        List<Race.Curves> curves = new ArrayList<>();
        for (int k = 0; k < series.size(); k++) {
            String label = series.get(k).substring(0, series.get(k).indexOf('='));
            curves.add(new Race.Curves(
                    new Race.Entrant(label, Map.of()), new int[][] {Arrays.copyOf(bests.get(k), samples)}));
        }
        Files.writeString(out, RaceChart.svg(title, curves, every));
    }

    private static void pair(
            String title, Path out, double every, List<String> labels, List<String> aFiles, List<String> bFiles)
            throws IOException {
        List<int[]> a = bests(aFiles);
        List<int[]> b = bests(bFiles);
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("give as many files of " + labels.get(1) + " as of " + labels.get(0));
        }
        int samples = Stream.concat(a.stream(), b.stream())
                .mapToInt(best -> best.length)
                .min()
                .orElse(0);
        int half = samples / 2;
        double[] atHalf = new double[a.size()];
        double[] atEnd = new double[a.size()];
        System.out.printf(
                Locale.ROOT,
                "pair\t%s at %.0f s\t%s at %.0f s\t%s at %.0f s\t%s at %.0f s%n",
                labels.get(0),
                half * every,
                labels.get(1),
                half * every,
                labels.get(0),
                samples * every,
                labels.get(1),
                samples * every);
        for (int p = 0; p < a.size(); p++) {
            int[] x = a.get(p);
            int[] y = b.get(p);
            atHalf[p] = x[half - 1] - y[half - 1];
            atEnd[p] = x[samples - 1] - y[samples - 1];
            System.out.printf(
                    Locale.ROOT,
                    "%d\t%d\t%d\t%d\t%d%n",
                    p + 1,
                    x[half - 1],
                    y[half - 1],
                    x[samples - 1],
                    y[samples - 1]);
        }
        String difference = labels.get(0) + " - " + labels.get(1);
        System.out.println(difference + " at half time: " + Statistics.meanWithInterval(atHalf));
        System.out.println(difference + " at the end: " + Statistics.meanWithInterval(atEnd));
        List<Race.Curves> curves = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            int[][] bySample = (k == 0 ? a : b)
                    .stream().map(best -> Arrays.copyOf(best, samples)).toArray(int[][]::new);
            curves.add(new Race.Curves(new Race.Entrant(labels.get(k), Map.of()), bySample));
        }
        Files.writeString(out, RaceChart.svg(title, curves, every));
    }

    /** The best column of each sampled campaign's file. */
    private static List<int[]> bests(List<String> files) throws IOException {
        List<int[]> bests = new ArrayList<>();
        for (Sampled sampled : sampled(files)) {
            bests.add(sampled.best());
        }
        return bests;
    }

    /** A sampled campaign's file: its best and its nodes (the workers' together) at each sample. */
    private record Sampled(int[] best, long[] nodes) {}

    private static List<Sampled> sampled(List<String> files) throws IOException {
        List<Sampled> sampled = new ArrayList<>();
        for (String file : files) {
            List<String[]> rows = Files.readAllLines(Path.of(file)).stream()
                    .skip(1)
                    .map(r -> r.split("\t"))
                    .toList();
            sampled.add(new Sampled(
                    rows.stream().mapToInt(r -> Integer.parseInt(r[1])).toArray(),
                    rows.stream().mapToLong(r -> Long.parseLong(r[5])).toArray()));
        }
        return sampled;
    }

    /**
     * A two-node campaign's sample at wall time t has spent the worker time a one-node campaign's has at 2t, since
     * all three workers ran side by side on the same cores: both curves are drawn against worker time.
     */
    private static void compare(String title, Path out, double every, List<String> twoFiles, List<String> oneFiles)
            throws IOException {
        List<Sampled> two = sampled(twoFiles);
        List<Sampled> one = sampled(oneFiles);
        if (two.size() != one.size()) {
            throw new IllegalArgumentException("give as many one-node files as two-node files, one pair a seed");
        }
        int samples = Stream.concat(two.stream(), one.stream())
                .mapToInt(b -> b.best().length)
                .min()
                .orElse(0);
        int half = samples / 2;
        int seeds = two.size();
        int[][] twoByWork = new int[seeds][half];
        int[][] oneByWork = new int[seeds][half];
        double[] equalCore = new double[seeds];
        double[] equalWall = new double[seeds];
        double[] equalNodes = new double[seeds];
        System.out.printf(
                Locale.ROOT,
                "seed\ttwo nodes at %.0f s\ttwo nodes at %.0f s\tone node at %.0f s\tone node's nodes\t"
                        + "two nodes at as many nodes%n",
                half * every,
                2 * half * every,
                2 * half * every);
        for (int s = 0; s < seeds; s++) {
            for (int k = 0; k < half; k++) {
                twoByWork[s][k] = two.get(s).best()[k];
                oneByWork[s][k] = one.get(s).best()[2 * k + 1];
            }
            int twoHalf = two.get(s).best()[half - 1];
            int twoWhole = two.get(s).best()[2 * half - 1];
            int oneWhole = one.get(s).best()[2 * half - 1];
            long work = one.get(s).nodes()[2 * half - 1];
            int atWork = twoWhole;
            for (int k = 0; k < 2 * half; k++) {
                if (two.get(s).nodes()[k] >= work) {
                    atWork = two.get(s).best()[k];
                    break;
                }
            }
            equalCore[s] = twoHalf - oneWhole;
            equalWall[s] = twoWhole - oneWhole;
            equalNodes[s] = atWork - oneWhole;
            System.out.printf(
                    Locale.ROOT, "%d\t%d\t%d\t%d\t%,d\t%d%n", s + 1, twoHalf, twoWhole, oneWhole, work, atWork);
        }
        System.out.println("two nodes - one node at equal core time: " + Statistics.meanWithInterval(equalCore));
        System.out.println("two nodes - one node at equal wall time: " + Statistics.meanWithInterval(equalWall));
        // the workers' shares of the cores are equal only roughly: two nodes also trade through one database
        System.out.println("two nodes - one node at equal nodes searched: " + Statistics.meanWithInterval(equalNodes));
        Files.writeString(
                out,
                RaceChart.svg(
                        title,
                        List.of(
                                new Race.Curves(new Race.Entrant("two nodes, one worker each", Map.of()), twoByWork),
                                new Race.Curves(new Race.Entrant("one node, one worker", Map.of()), oneByWork)),
                        2 * every));
    }
}
