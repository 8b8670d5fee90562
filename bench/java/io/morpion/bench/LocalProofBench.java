package io.morpion.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The local proofs' cluster benchmark's client (bench/local-proofs.sh), over HTTP like any client:
 * {@code sweep URL TOKEN [PID]} queues the same sweeps of Rosin's two records on the cluster behind URL,
 * over a thousand neighbourhoods in all, and waits until each has its verdict, printing the progress every
 * ten seconds and at the end the wall time and the neighbourhoods a second. It then queues them again and
 * times the second round apart: the nodes are warm by then, as a cluster is after its first sweep, where the
 * first round also times each node's compiling of the search code (about 15 processor-seconds a node, which a
 * lone node does on the core its one search leaves idle). With PID, that process (a node of the cluster that
 * does not hold the database) is killed with SIGKILL once 40 % of the first round's verdicts are in, and there
 * is no second round; the client then checks that every verdict reached before the kill is kept as it was, and
 * that each neighbourhood has exactly one verdict, and exits 1 if not.
 */
public final class LocalProofBench {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A sweep of a record: the author and variant that find the record, and what the sweep frees. */
    private record Planned(String variant, int score, String author, String kind, int size) {}

    /**
     * Rosin's 178 and 82: the 178's open windows of 2–4 points and the 82's closures and open 3×3 windows, 1,114
     * neighbourhoods that one node searches in a few minutes (open 5×5 windows of the 178 take 2 s each).
     */
    private static final List<Planned> SWEEPS = List.of(
            new Planned("5T", 178, "Christopher D. Rosin", "open", 2),
            new Planned("5T", 178, "Christopher D. Rosin", "open", 3),
            new Planned("5T", 178, "Christopher D. Rosin", "open", 4),
            new Planned("5D", 82, "Christopher D. Rosin", "closure", 0),
            new Planned("5D", 82, "Christopher D. Rosin", "open", 3));

    private static final String LIMIT = "2s";

    private record Queued(String path, int neighbourhoods) {}

    private LocalProofBench() {}

    public static void main(String[] args) throws Exception {
        if ((args.length != 3 && args.length != 4) || !args[0].equals("sweep")) {
            System.err.println("usage: LocalProofBench sweep URL TOKEN [PID-TO-KILL]");
            System.exit(2);
        }
        long kill = args.length == 4 ? Long.parseLong(args[3]) : -1;
        System.exit(sweep(args[1], args[2], kill) ? 0 : 1);
    }

    private static boolean sweep(String url, String token, long kill) throws IOException, InterruptedException {
        boolean kept = round(url, token, kill, "");
        if (kill > 0 || !kept) {
            return kept;
        }
        System.out.println("the same sweeps again, on the nodes now warm");
        return round(url, token, -1, "warm: ");
    }

    /** One round of the sweeps, its summary line beginning with {@code label}; false if a verdict was lost. */
    private static boolean round(String url, String token, long kill, String label)
            throws IOException, InterruptedException {
        List<Queued> sweeps = new ArrayList<>();
        long start = System.nanoTime();
        for (Planned planned : SWEEPS) {
            sweeps.add(queue(url, token, planned));
        }
        int total = sweeps.stream().mapToInt(Queued::neighbourhoods).sum();
        System.out.printf(
                Locale.ROOT, "queued %d sweeps, %d neighbourhoods, %s each at most%n", sweeps.size(), total, LIMIT);
        Map<String, String> beforeKill = null;
        double lastPrint = 0;
        while (true) {
            // a poll asks only for the counts, which the database tallies; the verdicts are read twice
            int[] counts = counts(url, token, sweeps);
            double seconds = (System.nanoTime() - start) / 1e9;
            int done = counts[0] + counts[1] + counts[2];
            if (kill > 0 && beforeKill == null && done >= total * 0.4) {
                beforeKill = verdicts(url, token, sweeps).verdicts();
                boolean killed = ProcessHandle.of(kill)
                        .map(ProcessHandle::destroyForcibly)
                        .orElse(false);
                System.out.printf(
                        Locale.ROOT,
                        "%6.1f s  %d of %d verdicts in: node %d killed (%s)%n",
                        seconds,
                        beforeKill.size(),
                        total,
                        kill,
                        killed ? "SIGKILL sent" : "not found");
            }
            if (done == total || seconds - lastPrint >= 10) {
                lastPrint = seconds;
                System.out.printf(
                        Locale.ROOT,
                        "%6.1f s  %d of %d: %d proven, %d longer, %d unknown%n",
                        seconds,
                        done,
                        total,
                        counts[0],
                        counts[1],
                        counts[2]);
            }
            if (done == total) {
                Verdicts all = verdicts(url, token, sweeps);
                System.out.printf(
                        Locale.ROOT,
                        "%sfinished in %.1f s: %.2f neighbourhoods a second; their searches took %.1f s in all; nodes %s%n",
                        label,
                        seconds,
                        total / seconds,
                        all.searched(),
                        all.nodes());
                return beforeKill == null || kept(beforeKill, all.verdicts(), total);
            }
            Thread.sleep(done < total * 0.9 ? 3000 : 500);
        }
    }

    /** Proven, longer and unknown over the queued sweeps, from their records' lists of sweeps. */
    private static int[] counts(String url, String token, List<Queued> sweeps)
            throws IOException, InterruptedException {
        int[] counts = new int[3];
        Map<String, JsonNode> lists = new HashMap<>();
        for (Queued sweep : sweeps) {
            String list = sweep.path().substring(0, sweep.path().lastIndexOf('/'));
            JsonNode listed = lists.get(list);
            if (listed == null) {
                // the newest sweeps first: the round's own are on the first page
                listed = JSON.readTree(get(url, token, list + "?size=100")).path("items");
                lists.put(list, listed);
            }
            String id = sweep.path().substring(sweep.path().lastIndexOf('/') + 1);
            for (JsonNode summary : listed) {
                if (summary.path("id").asText().equals(id)) {
                    counts[0] += summary.path("proven").asInt();
                    counts[1] += summary.path("longer").asInt();
                    counts[2] += summary.path("unknown").asInt();
                }
            }
        }
        return counts;
    }

    /** Every verdict reached, by sweep and neighbourhood, with the seconds their searches took and the nodes. */
    private record Verdicts(Map<String, String> verdicts, double searched, Set<String> nodes) {}

    private static Verdicts verdicts(String url, String token, List<Queued> sweeps)
            throws IOException, InterruptedException {
        Map<String, String> verdicts = new HashMap<>();
        Set<String> nodes = new HashSet<>();
        double searched = 0;
        for (Queued sweep : sweeps) {
            for (JsonNode result : JSON.readTree(get(url, token, sweep.path())).path("results")) {
                if (result.hasNonNull("outcome")) {
                    verdicts.put(sweep.path() + "#" + result.path("index").asInt(), verdict(result));
                    searched += result.path("seconds").asDouble();
                    nodes.add(result.path("node").asText());
                }
            }
        }
        return new Verdicts(verdicts, searched, nodes);
    }

    /** Whether every verdict reached before the kill is there, unchanged, and each neighbourhood has one. */
    private static boolean kept(Map<String, String> beforeKill, Map<String, String> after, int total) {
        List<String> changed = beforeKill.entrySet().stream()
                .filter(e -> !e.getValue().equals(after.get(e.getKey())))
                .map(Map.Entry::getKey)
                .toList();
        System.out.printf(
                Locale.ROOT,
                "%d verdicts reached before the kill, %d of them changed or lost; %d verdicts for %d neighbourhoods%n",
                beforeKill.size(),
                changed.size(),
                after.size(),
                total);
        return changed.isEmpty() && after.size() == total;
    }

    private static String verdict(JsonNode result) {
        return result.path("outcome").asText() + " " + result.path("positions").asText() + " "
                + result.path("node").asText();
    }

    private static Queued queue(String url, String token, Planned planned) throws IOException, InterruptedException {
        String query = "/api/records?variant=" + planned.variant() + "&minScore=" + planned.score() + "&maxScore="
                + planned.score() + "&origin=corpus&author="
                + URLEncoder.encode(planned.author(), StandardCharsets.UTF_8);
        JsonNode found = JSON.readTree(get(url, token, query)).path("items");
        if (found.isEmpty()) {
            throw new IOException("no record answers " + query);
        }
        long record = found.get(0).path("id").asLong();
        String body = planned.kind().equals("closure")
                ? "{\"kind\":\"closure\",\"limit\":\"" + LIMIT + "\"}"
                : "{\"kind\":\"" + planned.kind() + "\",\"size\":" + planned.size() + ",\"limit\":\"" + LIMIT + "\"}";
        JsonNode sweep = JSON.readTree(BenchHttp.send(
                HttpRequest.newBuilder(URI.create(url + "/api/records/" + record + "/local-proofs"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body)),
                token));
        return new Queued(
                "/api/records/" + record + "/local-proofs/" + sweep.path("id").asLong(),
                sweep.path("neighbourhoods").asInt());
    }

    private static String get(String url, String token, String path) throws IOException, InterruptedException {
        return BenchHttp.send(HttpRequest.newBuilder(URI.create(url + path)).GET(), token);
    }
}
