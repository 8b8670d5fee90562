package io.morpion.bench;

import io.morpion.engine.Position;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The corpus zip's soak (issue 54; bench/zip-soak.sh), a benchmark kept with the test sources:
 * {@code readers} clients download /records/corpus.zip over and over while {@code submissions}
 * finished games arrive, each with texts at the most a game may carry (16,000 characters), and two
 * searches run. Every submission empties the zip's cache, as in the attack that ran the service out
 * of memory. Prints the answers by status, the zips built, and the most heap the service used.
 *
 * <p>Usage: ZipSoak BASE-URL ADMIN-TOKEN [READERS] [SUBMISSIONS]
 */
final class ZipSoak {

    private ZipSoak() {}

    public static void main(String[] args) throws Exception {
        String base = args[0];
        String admin = args[1];
        int readers = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        int submissions = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        for (int i = 0; i < 2; i++) {
            send(
                    http,
                    HttpRequest.newBuilder(URI.create(base + "/api/runs"))
                            .header("Authorization", "Bearer " + admin)
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    "{\"variant\":\"5T\",\"algorithm\":\"dna\",\"budget\":{\"time\":\"30m\"}}"))
                            .build());
        }
        Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
        AtomicBoolean done = new AtomicBoolean();
        AtomicLong zipBytes = new AtomicLong();
        AtomicLong heapMax = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(readers + 2);
        for (int r = 0; r < readers; r++) {
            pool.submit(() -> {
                while (!done.get()) {
                    HttpResponse<byte[]> zip = send(
                            http,
                            HttpRequest.newBuilder(URI.create(base + "/records/corpus.zip"))
                                    .timeout(Duration.ofMinutes(2))
                                    .build());
                    statuses.computeIfAbsent(zip.statusCode(), s -> new AtomicInteger())
                            .incrementAndGet();
                    zipBytes.set(zip.body().length);
                }
                return null;
            });
        }
        pool.submit(() -> {
            while (!done.get()) {
                String metrics = new String(send(
                                http,
                                HttpRequest.newBuilder(URI.create(base + "/q/metrics"))
                                        .build())
                        .body());
                long heap = metrics.lines()
                        .filter(l -> l.startsWith("jvm_memory_used_bytes{area=\"heap\""))
                        .mapToLong(l -> (long) Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
                        .sum();
                heapMax.accumulateAndGet(heap, Math::max);
                Thread.sleep(200);
            }
            return null;
        });
        SplittableRandom random = new SplittableRandom(54);
        String text = "x".repeat(3_200);
        long start = System.nanoTime();
        for (int i = 0; i < submissions; i++) {
            Position position = new Position(Variant.FIVE_TOUCHING);
            while (!position.terminal()) {
                position.play(position.legalMove(random.nextInt(position.legalCount())));
            }
            String game = Msr.toJson(position.toRecord().toBuilder()
                    .author(text)
                    .source(text)
                    .description(text)
                    .transcribedBy(text)
                    .producer(text)
                    .build());
            HttpResponse<byte[]> answer = send(
                    http,
                    HttpRequest.newBuilder(URI.create(base + "/api/records"))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(game))
                            .build());
            statuses.computeIfAbsent(answer.statusCode(), s -> new AtomicInteger())
                    .incrementAndGet();
        }
        done.set(true);
        pool.shutdown();
        pool.awaitTermination(5, TimeUnit.MINUTES);
        String metrics = new String(send(
                        http,
                        HttpRequest.newBuilder(URI.create(base + "/q/metrics")).build())
                .body());
        System.out.printf(
                "%d readers, %d submissions of 16,000 characters of text in %.1f s%n",
                readers, submissions, (System.nanoTime() - start) / 1e9);
        Map<Integer, Integer> byStatus = new TreeMap<>();
        statuses.forEach((status, n) -> byStatus.put(status, n.get()));
        System.out.println("answers by status: " + byStatus);
        System.out.println("the last zip: " + zipBytes.get() + " bytes");
        System.out.println("zips built: "
                + metrics.lines()
                        .filter(l -> l.startsWith("morpion_corpus_zip_builds_total"))
                        .findFirst()
                        .orElse("none"));
        System.out.printf("most heap used: %.0f MB%n", heapMax.get() / 1048576.0);
        System.exit(byStatus.keySet().stream().anyMatch(s -> s >= 500) ? 1 : 0);
    }

    private static HttpResponse<byte[]> send(HttpClient http, HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (Exception e) {
            throw new IllegalStateException(request.uri() + ": " + e.getMessage(), e);
        }
    }
}
