package io.morpion.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Live streams against a running service (bench/streams.sh): first one stream per run, then many,
 * and in each phase the database's transactions a second (from pg_stat_database) and the latency of
 * listing records meanwhile, so that the cost of a watcher can be read off.
 *
 * <p>Usage: StreamLoad URL JDBC-URL DB-PASSWORD SECONDS STREAMS RUN-ID...
 */
public final class StreamLoad {

    private StreamLoad() {}

    public static void main(String[] args) throws Exception {
        String base = args[0];
        String jdbc = args[1];
        String password = args[2];
        long seconds = Long.parseLong(args[3]);
        int many = Integer.parseInt(args[4]);
        long[] runs =
                Arrays.stream(args, 5, args.length).mapToLong(Long::parseLong).toArray();
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10))
                .build();
        try (Connection db = DriverManager.getConnection(jdbc, "morpion", password)) {
            phase("no stream", client, db, base, seconds, List.of());
            List<CompletableFuture<?>> one = open(client, base, runs, runs.length);
            phase(runs.length + " streams (one a run)", client, db, base, seconds, one);
            one.forEach(stream -> stream.cancel(true));
            List<CompletableFuture<?>> all = open(client, base, runs, many);
            phase(many + " streams", client, db, base, seconds, all);
            all.forEach(stream -> stream.cancel(true));
        }
        System.exit(0);
    }

    private static final AtomicLong BYTES = new AtomicLong();
    private static final AtomicLong REFUSED = new AtomicLong();

    /** Opens streams over the runs in turn; each is read (and its bytes counted) in the background. */
    private static List<CompletableFuture<?>> open(HttpClient client, String base, long[] runs, int count)
            throws InterruptedException {
        List<CompletableFuture<?>> streams = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            HttpRequest request = HttpRequest.newBuilder(
                            URI.create(base + "/api/runs/" + runs[i % runs.length] + "/events"))
                    .header("Accept", "text/event-stream")
                    .GET()
                    .build();
            streams.add(client.sendAsync(
                            request,
                            HttpResponse.BodyHandlers.ofByteArrayConsumer(
                                    chunk -> chunk.ifPresent(bytes -> BYTES.addAndGet(bytes.length))))
                    .thenAccept(response -> {
                        if (response.statusCode() != 200) {
                            REFUSED.incrementAndGet();
                        }
                    }));
            if (i % 50 == 49) {
                Thread.sleep(100);
            }
        }
        Thread.sleep(3_000);
        return streams;
    }

    private static void phase(
            String name,
            HttpClient client,
            Connection db,
            String base,
            long seconds,
            List<CompletableFuture<?>> streams)
            throws Exception {
        long bytesBefore = BYTES.get();
        long transactionsBefore = transactions(db);
        long start = System.nanoTime();
        List<Long> latencies = new ArrayList<>();
        HttpRequest list = HttpRequest.newBuilder(URI.create(base + "/api/records?size=20"))
                .GET()
                .build();
        while (System.nanoTime() - start < seconds * 1_000_000_000L) {
            long sent = System.nanoTime();
            HttpResponse<Void> response = client.send(list, HttpResponse.BodyHandlers.discarding());
            if (response.statusCode() == 200) {
                latencies.add(System.nanoTime() - sent);
            }
            Thread.sleep(50);
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        double perSecond = (transactions(db) - transactionsBefore) / elapsed;
        long open = streams.stream().filter(s -> !s.isDone()).count();
        latencies.sort(null);
        System.out.printf(
                Locale.ROOT,
                "%-24s open %5d (refused %d)  database %7.1f transactions/s  GET /api/records "
                        + "p50 %6.1f ms  p99 %6.1f ms (%d requests)  events %,d bytes/s%n",
                name,
                open,
                REFUSED.get(),
                perSecond,
                percentile(latencies, 0.50),
                percentile(latencies, 0.99),
                latencies.size(),
                (long) ((BYTES.get() - bytesBefore) / elapsed));
    }

    private static double percentile(List<Long> sorted, double p) {
        return sorted.isEmpty() ? Double.NaN : sorted.get(Math.min(sorted.size() - 1, (int) (p * sorted.size()))) / 1e6;
    }

    private static long transactions(Connection db) throws SQLException {
        try (ResultSet rows = db.createStatement()
                .executeQuery("select xact_commit + xact_rollback from pg_stat_database where datname = 'morpion'")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
