package io.morpion.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Issue 81's flood (docs/benchmarks.md, "Background work under a flood"): twelve searcher tokens flood one node
 * for a while with sweeps, potential curves and webhook tests to receivers that stall or answer slowly, while a
 * thirteenth queues a run and a webhook test, anonymous clients read Rosin's 178's page, and an anonymous client
 * looks ahead. Prints the run's wait to compute, the test delivery's delay, the page's size and latencies, and
 * the look-aheads' answer times. Not a test: the figures are the machine's.
 *
 * <p>Usage: BackgroundFlood BASE-URL ADMIN-TOKEN [SECONDS] [FLOODERS]; FLOODERS 0 measures the same readers, run and
 * test on a quiet node, the figures to hold the flood's against.
 */
public final class BackgroundFlood {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final String SECRET = "a-secret-of-the-receivers-own";

    private final String base;
    private final String admin;
    private final Map<String, AtomicInteger> answers = new ConcurrentHashMap<>();

    private BackgroundFlood(String base, String admin) {
        this.base = base;
        this.admin = admin;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: BackgroundFlood BASE-URL ADMIN-TOKEN [SECONDS] [FLOODERS]");
            System.exit(2);
        }
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 120;
        int flooders = args.length > 3 ? Integer.parseInt(args[3]) : 12;
        new BackgroundFlood(args[0].replaceAll("/$", ""), args[1]).run(Duration.ofSeconds(seconds), flooders);
    }

    private record Answer(int status, String body, long nanos) {}

    private Answer call(String method, String path, String token, String json) {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        request.method(
                method,
                json == null
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        long start = System.nanoTime();
        try {
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body(), System.nanoTime() - start);
        } catch (IOException e) {
            return new Answer(0, e.toString(), System.nanoTime() - start);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(0, "interrupted", System.nanoTime() - start);
        }
    }

    private void count(String what, Answer answer) {
        answers.computeIfAbsent(what + " " + answer.status(), k -> new AtomicInteger())
                .incrementAndGet();
    }

    private JsonNode json(Answer answer) throws IOException {
        if (answer.status() / 100 != 2) {
            throw new IOException("the server answered " + answer.status() + ": " + answer.body());
        }
        return JSON.readTree(answer.body());
    }

    private record Token(long id, String secret) {}

    private Token token(String name) throws IOException {
        JsonNode made =
                json(call("POST", "/api/admin/tokens", admin, "{\"name\":\"" + name + "\",\"role\":\"searcher\"}"));
        return new Token(made.path("id").asLong(), made.path("token").asText());
    }

    private void run(Duration length, int flooderCount) throws Exception {
        long rosin = json(call("GET", "/api/records?variant=5T&minScore=178&size=1", null, null))
                .path("items")
                .get(0)
                .path("id")
                .asLong();
        List<Long> curveRecords = new ArrayList<>();
        for (JsonNode item : json(call("GET", "/api/records?variant=5T&size=100", null, null))
                .path("items")) {
            curveRecords.add(item.path("id").asLong());
        }
        List<AutoCloseable> receivers = new ArrayList<>();
        List<Token> flooders = new ArrayList<>();
        for (int t = 0; t < flooderCount; t++) {
            Token token = token("flooder " + t);
            flooders.add(token);
            String url;
            if (t % 2 == 0) {
                Stalled stalled = new Stalled();
                receivers.add(stalled);
                url = stalled.url();
            } else {
                HttpServer slow = slowReceiver(Duration.ofSeconds(9), 500);
                receivers.add(() -> slow.stop(0));
                url = "http://127.0.0.1:" + slow.getAddress().getPort() + "/hook";
            }
            json(call(
                    "PUT", "/api/webhook", token.secret(), "{\"url\":\"" + url + "\",\"secret\":\"" + SECRET + "\"}"));
        }
        long end = System.nanoTime() + length.toNanos();
        ExecutorService pool = Executors.newCachedThreadPool();
        CountDownLatch done = new CountDownLatch(flooderCount + 4 + 1);
        for (Token token : flooders) {
            pool.submit(() -> {
                int k = 0;
                while (System.nanoTime() < end) {
                    count(
                            "sweep",
                            call(
                                    "POST",
                                    "/api/records/" + rosin + "/local-proofs",
                                    token.secret(),
                                    "{\"kind\":\"last\",\"size\":120,\"limit\":\"1h\"}"));
                    long record = curveRecords.get((int) ((token.id() * 7 + k++) % curveRecords.size()));
                    count("curve", call("POST", "/api/records/" + record + "/potential", token.secret(), null));
                    count("webhook test", call("POST", "/api/webhook/test", token.secret(), null));
                    pause(Duration.ofSeconds(2));
                }
                done.countDown();
                return null;
            });
        }
        List<Long> pageNanos = Collections.synchronizedList(new ArrayList<>());
        AtomicLong pageBytes = new AtomicLong();
        for (int c = 0; c < 4; c++) {
            pool.submit(() -> {
                while (System.nanoTime() < end) {
                    Answer page = call("GET", "/api/records/" + rosin, null, null);
                    count("record page", page);
                    pageNanos.add(page.nanos());
                    pageBytes.accumulateAndGet(page.body().getBytes(StandardCharsets.UTF_8).length, Math::max);
                    pause(Duration.ofMillis(50));
                }
                done.countDown();
                return null;
            });
        }
        List<String> looks = new CopyOnWriteArrayList<>();
        pool.submit(() -> {
            String empty = "{\"version\":\"0.1\",\"variant\":\"5T\",\"moves\":[]}";
            while (System.nanoTime() < end) {
                Answer look = call("POST", "/api/games/outlook?seconds=2", null, empty);
                count("look ahead", look);
                looks.add(String.format(Locale.ROOT, "%d in %.1f s", look.status(), look.nanos() / 1e9));
                pause(Duration.ofSeconds(10));
            }
            done.countDown();
            return null;
        });
        // the flood under way: then the thirteenth token's run and test
        pause(Duration.ofSeconds(20));
        Token thirteenth = token("the run's owner");
        HttpServer quick = slowReceiver(Duration.ZERO, 204);
        receivers.add(() -> quick.stop(0));
        AtomicLong deliveredAt = new AtomicLong();
        quick.createContext("/arrived", exchange -> {
            deliveredAt.compareAndSet(0, System.nanoTime());
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        json(call(
                "PUT",
                "/api/webhook",
                thirteenth.secret(),
                "{\"url\":\"http://127.0.0.1:" + quick.getAddress().getPort() + "/arrived\",\"secret\":\"" + SECRET
                        + "\"}"));
        long queued = System.nanoTime();
        long run = json(call(
                        "POST",
                        "/api/runs",
                        thirteenth.secret(),
                        "{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":2},\"seed\":1}"))
                .path("id")
                .asLong();
        long testAsked = System.nanoTime();
        json(call("POST", "/api/webhook/test", thirteenth.secret(), null));
        double runWait = -1;
        while (System.nanoTime() - queued < Duration.ofMinutes(5).toNanos()) {
            JsonNode view = json(call("GET", "/api/runs/" + run, null, null));
            if (view.path("nodes").asLong() > 0) {
                runWait = (System.nanoTime() - queued) / 1e9;
                break;
            }
            pause(Duration.ofMillis(200));
        }
        while (deliveredAt.get() == 0
                && System.nanoTime() - testAsked < Duration.ofMinutes(5).toNanos()) {
            pause(Duration.ofMillis(100));
        }
        double delivery = deliveredAt.get() == 0 ? -1 : (deliveredAt.get() - testAsked) / 1e9;
        done.await();
        call("POST", "/api/runs/" + run + "/cancel", thirteenth.secret(), null);
        for (Token token : flooders) {
            call("POST", "/api/work/cancel?token=" + token.id(), admin, null);
        }
        pool.shutdownNow();
        for (AutoCloseable receiver : receivers) {
            receiver.close();
        }
        List<Long> sorted = new ArrayList<>(pageNanos);
        Collections.sort(sorted);
        System.out.printf(
                Locale.ROOT,
                "flood of %d s by %d tokens; the run computed %.1f s after it was queued; the test delivery arrived"
                        + " %.1f s after it was asked for%n",
                length.toSeconds(),
                flooderCount,
                runWait,
                delivery);
        System.out.printf(
                Locale.ROOT,
                "record page: %d reads, largest %d bytes, p50 %.1f ms, p99 %.1f ms, slowest %.1f ms%n",
                sorted.size(),
                pageBytes.get(),
                percentile(sorted, 0.50),
                percentile(sorted, 0.99),
                sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1) / 1e6);
        System.out.println("look-aheads (2 s budget): " + looks);
        System.out.println("answers: " + new TreeMap<>(answers));
    }

    private static double percentile(List<Long> sorted, double p) {
        return sorted.isEmpty() ? 0 : sorted.get(Math.min(sorted.size() - 1, (int) (sorted.size() * p))) / 1e6;
    }

    private static void pause(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static HttpServer slowReceiver(Duration delay, int status) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/hook", exchange -> {
            pause(delay);
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
        return server;
    }

    /** Answers 200 with a 1,000-byte body it never sends, holding every connection open. */
    private static final class Stalled implements AutoCloseable {
        private final ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        private final List<Socket> held = new CopyOnWriteArrayList<>();

        Stalled() throws IOException {
            Thread acceptor = new Thread(() -> {
                while (!server.isClosed()) {
                    try {
                        Socket socket = server.accept();
                        held.add(socket);
                        Thread stall = new Thread(() -> stall(socket));
                        stall.setDaemon(true);
                        stall.start();
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
        }

        String url() {
            return "http://127.0.0.1:" + server.getLocalPort() + "/hook";
        }

        private static void stall(Socket socket) {
            try {
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                // the head ends at the first empty line; the body is not read, and the answer not waited for
                for (int b = in.read(), newlines = 0; b != -1 && newlines < 2; b = in.read()) {
                    newlines = b == '\n' ? newlines + 1 : b == '\r' ? newlines : 0;
                }
                out.write("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                // nothing more, until the sender closes its end
                in.transferTo(OutputStream.nullOutputStream());
            } catch (IOException e) {
                // the sender closed its end
            }
        }

        @Override
        public void close() throws IOException {
            server.close();
            for (Socket socket : held) {
                socket.close();
            }
        }
    }
}
