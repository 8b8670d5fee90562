package io.morpion.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The campaign benchmarks' client (bench/campaign.sh), over HTTP like any client:
 * <ul>
 * <li>{@code watch URL TOKEN CAMPAIGN SECONDS EVERY OUT.tsv}: samples a campaign every EVERY seconds
 * for SECONDS, printing and writing a line per sample (seconds, best, archive games, distinct scores,
 * rounds per second, rounds, workers running), then stops the campaign;</li>
 * <li>{@code chart TITLE OUT.svg EVERY LABEL=FILE.tsv ...}: the best against time of each sampled campaign.</li>
 * </ul>
 */
public final class CampaignBench {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

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
        } else if (args.length >= 5 && args[0].equals("chart")) {
            chart(
                    args[1],
                    Path.of(args[2]),
                    Double.parseDouble(args[3]),
                    List.of(args).subList(4, args.length));
        } else {
            System.err.println("usage: CampaignBench watch URL TOKEN CAMPAIGN SECONDS EVERY OUT.tsv"
                    + " | chart TITLE OUT.svg EVERY LABEL=FILE.tsv...");
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
            JsonNode c = JSON.readTree(send(
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
        send(
                HttpRequest.newBuilder(URI.create(url + "/api/campaigns/" + id + "/stop"))
                        .POST(HttpRequest.BodyPublishers.noBody()),
                token);
    }

    private static void chart(String title, Path out, double every, List<String> series) throws IOException {
        List<Race.Curves> curves = new ArrayList<>();
        int samples = Integer.MAX_VALUE;
        List<int[]> bests = new ArrayList<>();
        for (String one : series) {
            List<String> rows = Files.readAllLines(Path.of(one.substring(one.indexOf('=') + 1)));
            int[] best = rows.stream()
                    .skip(1)
                    .mapToInt(r -> Integer.parseInt(r.split("\t")[1]))
                    .toArray();
            bests.add(best);
            samples = Math.min(samples, best.length);
        }
        for (int k = 0; k < series.size(); k++) {
            String label = series.get(k).substring(0, series.get(k).indexOf('='));
            curves.add(new Race.Curves(
                    new Race.Entrant(label, Map.of()), new int[][] {Arrays.copyOf(bests.get(k), samples)}));
        }
        Files.writeString(out, RaceChart.svg(title, curves, every));
    }

    private static String send(HttpRequest.Builder request, String token) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(
                request.header("Authorization", "Bearer " + token).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IOException("the server answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }
}
