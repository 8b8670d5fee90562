package io.morpion.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.engine.Position;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Fills a service's corpus for a load test: random finished games of every variant, submitted until it holds enough.
 */
final class CorpusFill {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Variant[] VARIANTS = Variant.values();

    private CorpusFill() {}

    /**
     * Submits random games over {@code connections} connections until the corpus holds {@code records}; returns its
     * size.
     */
    static long fill(HttpClient client, String base, int records, int connections) throws Exception {
        long missing = records - total(client, base);
        ExecutorService workers = Executors.newFixedThreadPool(connections);
        for (int w = 0; w < connections; w++) {
            long share = Math.max(0, (missing + connections - 1) / connections);
            long seed = w * 0x9E3779B97F4A7C15L + System.nanoTime();
            workers.submit(() -> {
                SplittableRandom random = new SplittableRandom(seed);
                for (long n = 0; n < share; n++) {
                    Position position = new Position(VARIANTS[random.nextInt(VARIANTS.length)]);
                    while (!position.terminal()) {
                        position.play(position.legalMove(random.nextInt(position.legalCount())));
                    }
                    client.send(
                            HttpRequest.newBuilder(URI.create(base + "/api/records"))
                                    .POST(HttpRequest.BodyPublishers.ofString(Msr.encode(position.toRecord())))
                                    .build(),
                            HttpResponse.BodyHandlers.discarding());
                }
                return null;
            });
        }
        workers.shutdown();
        workers.awaitTermination(1, TimeUnit.HOURS);
        return total(client, base);
    }

    private static long total(HttpClient client, String base) throws Exception {
        String body = client.send(
                        HttpRequest.newBuilder(URI.create(base + "/api/records?origin=&size=1"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
        return JSON.readTree(body).get("total").asLong();
    }
}
