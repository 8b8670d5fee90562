package io.morpion.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A load test of a running service over loopback (bench/load-test.sh): connections that each send
 * one request after another for a while, listing, downloading and submitting, then the throughput,
 * latency percentiles and errors of each kind, and a check that every accepted submission was kept.
 *
 * <p>Usage: LoadTest URL CONNECTIONS SECONDS MODE, where MODE is "list" (listing only), "mixed", or
 * "corpus": first it fills the corpus with random finished games until it holds 10,000 records, then
 * it lists pages (plain, and filtered by origin and score), and families of random records.
 */
public final class LoadTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private enum Kind {
        LIST,
        DOWNLOAD,
        SUBMIT_NEW,
        SUBMIT_178,
        LIST_PAGE,
        LIST_FILTERED,
        FAMILY
    }

    private static final List<Kind> MIXED = List.of(Kind.LIST, Kind.DOWNLOAD, Kind.SUBMIT_NEW, Kind.SUBMIT_178);
    private static final List<Kind> CORPUS = List.of(Kind.LIST_PAGE, Kind.LIST_FILTERED, Kind.FAMILY);
    /** The corpus size the "corpus" mode measures at: ten times the packaged corpus and more. */
    private static final int CORPUS_RECORDS = 10_000;

    private record Sample(Kind kind, long nanos, int status, double serverMillis) {}

    /** The request a worker sends for its i-th turn of this kind. */
    private static HttpRequest request(
            Kind kind, long i, String base, List<Long> ids, Queue<String> fresh, String whole) {
        return switch (kind) {
            case LIST ->
                HttpRequest.newBuilder(URI.create(base + "/api/records?sort=-score&size=20"))
                        .build();
            case DOWNLOAD ->
                HttpRequest.newBuilder(URI.create(
                                base + "/records/" + ids.get((int) (i % ids.size())) + (i % 2 == 0 ? ".msr" : ".png")))
                        .build();
            case SUBMIT_NEW -> {
                String game = fresh.poll();
                yield HttpRequest.newBuilder(URI.create(base + "/api/records"))
                        .POST(HttpRequest.BodyPublishers.ofString(game == null ? whole : game))
                        .build();
            }
            case SUBMIT_178 ->
                HttpRequest.newBuilder(URI.create(base + "/api/records"))
                        .POST(HttpRequest.BodyPublishers.ofString(whole))
                        .build();
            case LIST_PAGE ->
                HttpRequest.newBuilder(URI.create(base + "/api/records?origin=&size=20&page=" + (i % 400)))
                        .build();
            case LIST_FILTERED ->
                HttpRequest.newBuilder(URI.create(base + "/api/records?origin=published,submission"
                                + "&variant=5T&minScore=" + (60 + i % 100) + "&size=20&page=" + (i % 5)))
                        .build();
            case FAMILY ->
                HttpRequest.newBuilder(URI.create(base + "/api/records/" + ids.get((int) (i % ids.size())) + "/family"))
                        .build();
        };
    }

    /** One answer, counted as an error (4xx, 5xx) or an acceptance (201) as it is. */
    private static Sample sample(
            Kind kind, long took, HttpResponse<byte[]> response, AtomicLong errors, AtomicLong accepted) {
        if (response.statusCode() >= 400) {
            errors.incrementAndGet();
        }
        if (response.statusCode() == 201) {
            accepted.incrementAndGet();
        }
        double server = response.headers()
                .firstValue("Server-Timing")
                .map(t -> Double.parseDouble(t.replaceAll("^verify;dur=([0-9.]+).*$", "$1")))
                .orElse(-1.0);
        return new Sample(kind, took, response.statusCode(), server);
    }

    public static void main(String[] args) throws Exception {
        String base = args[0];
        int connections = Integer.parseInt(args[1]);
        int seconds = Integer.parseInt(args[2]);
        String mode = args.length > 3 ? args[3] : "list";
        boolean mixed = mode.equals("mixed");
        boolean corpus = mode.equals("corpus");
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .executor(Executors.newFixedThreadPool(4))
                .connectTimeout(Duration.ofSeconds(10))
                .build();

        if (corpus) {
            System.out.println(
                    "corpus filled to " + CorpusFill.fill(client, base, CORPUS_RECORDS, connections) + " records");
        }
        List<Long> ids = new ArrayList<>();
        for (int page = 0; page < (corpus ? 20 : 1); page++) {
            for (JsonNode r : JSON.readTree(get(client, base + "/api/records?origin=&size=100&page=" + page)
                            .body())
                    .get("items")) {
                ids.add(r.get("id").asLong());
            }
        }
        JsonNode best5T = JSON.readTree(
                        get(client, base + "/api/records?variant=5T&size=1").body())
                .get("items")
                .get(0);
        MsrRecord rosin = Msr.decode(JSON.readTree(
                        get(client, base + "/api/records/" + best5T.get("id").asLong())
                                .body())
                .get("msr")
                .asText());
        // Distinct new games: the prefixes of the 178-move game, each a legal game of its own.
        Queue<String> fresh = new ConcurrentLinkedQueue<>();
        for (int n = 1; n < rosin.moveCount(); n++) {
            fresh.add(Msr.encode(MsrRecord.of(rosin.variant(), rosin.moves().subList(0, n))));
        }
        String whole = Msr.encode(rosin);
        long totalBefore = JSON.readTree(
                        get(client, base + "/api/records?size=1").body())
                .get("total")
                .asLong();

        Queue<Sample> samples = new ConcurrentLinkedQueue<>();
        AtomicLong errors = new AtomicLong();
        AtomicLong accepted = new AtomicLong();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        ExecutorService workers = Executors.newFixedThreadPool(connections);
        for (int w = 0; w < connections; w++) {
            int worker = w;
            workers.submit(() -> {
                long i = worker;
                while (System.nanoTime() < end) {
                    Kind kind = mixed
                            ? MIXED.get((int) (i++ % MIXED.size()))
                            : corpus ? CORPUS.get((int) (i++ % CORPUS.size())) : Kind.LIST;
                    HttpRequest request = request(kind, i, base, ids, fresh, whole);
                    long start = System.nanoTime();
                    try {
                        HttpResponse<byte[]> response = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
                        samples.add(sample(kind, System.nanoTime() - start, response, errors, accepted));
                    } catch (Exception e) {
                        errors.incrementAndGet();
                    }
                }
                return null;
            });
        }
        workers.shutdown();
        workers.awaitTermination(seconds + 60L, TimeUnit.SECONDS);

        System.out.printf(
                Locale.ROOT,
                "%d connections, %d s, %s: %d requests, %.0f requests/s, %d errors%n",
                connections,
                seconds,
                mode,
                samples.size(),
                samples.size() / (double) seconds,
                errors.get());
        for (Kind kind : Kind.values()) {
            long[] nanos = samples.stream()
                    .filter(s -> s.kind() == kind)
                    .mapToLong(Sample::nanos)
                    .sorted()
                    .toArray();
            if (nanos.length == 0) {
                continue;
            }
            System.out.printf(
                    Locale.ROOT,
                    "  %-10s %7d  p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms%n",
                    kind.name().toLowerCase(),
                    nanos.length,
                    pct(nanos, 50) / 1e6,
                    pct(nanos, 99) / 1e6,
                    nanos[nanos.length - 1] / 1e6);
        }
        double[] verify = samples.stream()
                .filter(s -> s.kind() == Kind.SUBMIT_178 && s.serverMillis() >= 0)
                .mapToDouble(Sample::serverMillis)
                .sorted()
                .toArray();
        if (verify.length > 0) {
            System.out.printf(
                    Locale.ROOT,
                    "  verifying the 178-move game server-side (Server-Timing): p50 %.2f ms, p99 %.2f ms%n",
                    verify[verify.length / 2],
                    verify[(int) Math.min(verify.length - 1, Math.ceil(verify.length * 0.99) - 1)]);
        }
        long totalAfter = JSON.readTree(
                        get(client, base + "/api/records?size=1").body())
                .get("total")
                .asLong();
        System.out.printf(
                "  accepted submissions %d; records %d -> %d: %s%n",
                accepted.get(),
                totalBefore,
                totalAfter,
                totalAfter - totalBefore == accepted.get() ? "none lost" : "MISMATCH");
        System.exit(totalAfter - totalBefore == accepted.get() && errors.get() == 0 ? 0 : 1);
    }

    private static long pct(long[] sorted, int percent) {
        return sorted[(int) Math.min(sorted.length - 1, Math.ceil(sorted.length * percent / 100.0) - 1)];
    }

    private static HttpResponse<String> get(HttpClient client, String url) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private LoadTest() {}
}
