package io.morpion.service.webhooks;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/** A webhook's receiver on this machine: it answers with the statuses it was given, in turn (the last one after), and keeps what came. */
public final class WebhookReceiver implements AutoCloseable {

    public record Request(String body, String signature, String delivery, int answered) {}

    private final HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final AtomicInteger inFlight = new AtomicInteger();

    private WebhookReceiver(HttpServer server) {
        this.server = server;
    }

    public static WebhookReceiver start(int... statuses) throws IOException {
        return start(Duration.ZERO, statuses);
    }

    /** A receiver that takes {@code delay} before it answers each request, answering several at once. */
    public static WebhookReceiver slow(Duration delay, int... statuses) throws IOException {
        return start(delay, statuses);
    }

    private static WebhookReceiver start(Duration delay, int... statuses) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread thread = new Thread(r, "webhook-receiver");
            thread.setDaemon(true);
            return thread;
        }));
        WebhookReceiver receiver = new WebhookReceiver(server);
        AtomicInteger next = new AtomicInteger();
        server.createContext("/hook", exchange -> {
            receiver.inFlight.incrementAndGet();
            try {
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                receiver.inFlight.decrementAndGet();
            }
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            int status = statuses[Math.min(next.getAndIncrement(), statuses.length - 1)];
            receiver.requests.add(new Request(
                    body,
                    exchange.getRequestHeaders().getFirst(WebhookSender.SIGNATURE),
                    exchange.getRequestHeaders().getFirst("X-Morpion-Delivery"),
                    status));
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
        return receiver;
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/hook";
    }

    public List<Request> requests() {
        return List.copyOf(requests);
    }

    /** Requests being answered now. */
    public int inFlight() {
        return inFlight.get();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
