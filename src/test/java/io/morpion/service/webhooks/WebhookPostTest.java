package io.morpion.service.webhooks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.morpion.service.webhooks.WebhookAddresses.Destination;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One webhook POST against a receiver on loopback, reached under a name that resolves nowhere: the connection goes
 * to the address the check resolved, never to the name looked up again.
 */
class WebhookPostTest {

    private static Vertx vertx;
    private static WebhookPost post;

    /** What one request to the receiver carried. */
    private record Received(String host, String signature, String body) {}

    @BeforeAll
    static void start() {
        vertx = Vertx.vertx();
        post = new WebhookPost(vertx);
    }

    @AfterAll
    static void stop() {
        post.close();
        vertx.close().toCompletionStage().toCompletableFuture().join();
    }

    /** A receiver that answers each request with the status and body given, keeping what came. */
    private static HttpServer receiver(int status, String answer, List<Received> got) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hook", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            got.add(new Received(
                    exchange.getRequestHeaders().getFirst("Host"),
                    exchange.getRequestHeaders().getFirst(WebhookSender.SIGNATURE),
                    body));
            byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
        return server;
    }

    /** The receiver's loopback address under a name in .invalid, which no resolver answers. */
    private static Destination underAName(HttpServer server) {
        URI uri = URI.create("http://hooks.invalid:" + server.getAddress().getPort() + "/hook");
        return new Destination(uri, InetAddress.getLoopbackAddress());
    }

    private static MultiMap headers() {
        return MultiMap.caseInsensitiveMultiMap()
                .add("Content-Type", "application/json")
                .add(WebhookSender.SIGNATURE, "sha256=00");
    }

    @Test
    void aPostGoesToTheCheckedAddressAndKeepsTheWebhooksNameAsItsHost() throws Exception {
        List<Received> got = new CopyOnWriteArrayList<>();
        HttpServer server = receiver(204, "", got);
        try {
            Destination to = underAName(server);
            String failure = post.post(to, headers(), "{\"event\":\"test\"}", Duration.ofSeconds(10));
            assertNull(failure, "the receiver took it");
            assertEquals(1, got.size(), got.toString());
            assertEquals("hooks.invalid:" + to.port(), got.get(0).host(), "the request names the webhook's host");
            assertEquals("{\"event\":\"test\"}", got.get(0).body());
            assertEquals("sha256=00", got.get(0).signature());
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aRefusalSaysTheStatusAndTheReceiversFirstWordsOnOneLine() throws Exception {
        List<Received> got = new CopyOnWriteArrayList<>();
        String answer = "bad\u0000signature\n" + "x".repeat(50_000);
        HttpServer server = receiver(401, answer, got);
        try {
            String failure = post.post(underAName(server), headers(), "{}", Duration.ofSeconds(10));
            assertTrue(failure.startsWith("the receiver answered 401: bad signature x"), failure);
            assertTrue(failure.length() < 260, "only the receiver's first words: " + failure.length());
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aClosedPortIsNoAnswerAndSaysSo() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        Destination to = new Destination(
                URI.create("http://hooks.invalid:" + closed + "/hook"), InetAddress.getLoopbackAddress());
        String failure = post.post(to, headers(), "{}", Duration.ofSeconds(10));
        assertTrue(failure.startsWith("no answer: "), failure);
        assertTrue(!failure.contains("Exception") && !failure.contains("io.netty"), failure);
    }
}
