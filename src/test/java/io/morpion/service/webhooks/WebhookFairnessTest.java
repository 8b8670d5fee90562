package io.morpion.service.webhooks;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.service.Api;
import io.morpion.service.Api.Token;
import io.morpion.service.Body;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/**
 * Webhook deliveries against receivers that misbehave, on loopback: one that answers and then never ends its body,
 * slow ones that fail, and a token revoked while it is owed deliveries. No receiver may delay another token's.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class WebhookFairnessTest {

    private static final String SECRET = "a-secret-of-the-receivers-own";

    /** The goal for a delivery behind misbehaving receivers. */
    private static final Duration DELIVERED_WITHIN = Duration.ofSeconds(20);

    private static void hook(Token token, String url) {
        Api.as(token.secret())
                .contentType("application/json")
                .body(Body.of("url", url, "secret", SECRET))
                .put("/api/webhook")
                .then()
                .statusCode(200);
    }

    private static void test(Token token) {
        Api.as(token.secret()).post("/api/webhook/test").then().statusCode(202);
    }

    @Test
    void aReceiverThatNeverEndsItsBodyDelaysNoOtherToken() throws Exception {
        try (StalledReceiver stalled = new StalledReceiver();
                WebhookReceiver quick = WebhookReceiver.start(204)) {
            Token holder = Api.newSearcherToken("stalled receiver");
            hook(holder, stalled.url());
            test(holder);
            Awaitility.await("the stalled receiver's first request")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> stalled.requests.get() >= 1);
            Token other = Api.newSearcherToken("quick receiver");
            hook(other, quick.url());
            test(other);
            Awaitility.await("the other token's test, behind the stalled receiver")
                    .atMost(DELIVERED_WITHIN)
                    .until(() -> quick.requests().size() == 1);
            // the stalled receiver's 200 is its answer: delivered, and its connection closed rather than waited on
            Awaitility.await("the stalled delivery settled")
                    .atMost(DELIVERED_WITHIN)
                    .until(() -> Api.as(holder.secret())
                                    .get("/api/webhook")
                                    .jsonPath()
                                    .getInt("delivered")
                            == 1);
            Awaitility.await("the stalled connection closed by the sender")
                    .atMost(DELIVERED_WITHIN)
                    .until(() -> stalled.closedByPeer.get() >= 1);
        }
    }

    @Test
    void slowFailingReceiversOfFiveTokensDoNotHoldASixthTokensTest() throws Exception {
        List<WebhookReceiver> slow = new ArrayList<>();
        List<Token> slowTokens = new ArrayList<>();
        try (WebhookReceiver quick = WebhookReceiver.start(204)) {
            for (int t = 0; t < 5; t++) {
                WebhookReceiver receiver = WebhookReceiver.slow(Duration.ofSeconds(9), 500);
                slow.add(receiver);
                Token token = Api.newSearcherToken("slow receiver " + t);
                slowTokens.add(token);
                hook(token, receiver.url());
                for (int i = 0; i < 5; i++) {
                    test(token);
                }
            }
            Awaitility.await("the slow receivers' first requests")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> slow.stream()
                                    .filter(r -> r.requests().size() + r.inFlight() > 0)
                                    .count()
                            >= 2);
            Token sixth = Api.newSearcherToken("quick receiver behind slow ones");
            hook(sixth, quick.url());
            test(sixth);
            AtomicInteger mostAtOnce = new AtomicInteger();
            Awaitility.await("the sixth token's test")
                    .atMost(DELIVERED_WITHIN)
                    .pollInterval(Duration.ofMillis(200))
                    .until(() -> {
                        // one attempt per token at a time in the cluster, as the layer lists them
                        for (Token token : slowTokens) {
                            mostAtOnce.accumulateAndGet(sending(token), Math::max);
                        }
                        return quick.requests().size() == 1;
                    });
            assertTrue(mostAtOnce.get() <= 1, mostAtOnce.get() + " attempts of one token at once");
        } finally {
            slow.forEach(WebhookReceiver::close);
        }
    }

    private static int sending(Token token) {
        return Api.admin()
                .queryParam("token", token.id())
                .queryParam("kind", "webhook")
                .queryParam("state", "running")
                .get("/api/work")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getInt("total");
    }

    @Test
    void aRevokedTokensDeliveriesAreGivenUpAndItsWebhookRemoved() throws Exception {
        try (WebhookReceiver failing = WebhookReceiver.start(500)) {
            Token token = Api.newSearcherToken("revoked while owed");
            hook(token, failing.url());
            test(token);
            Awaitility.await("the first attempt")
                    .atMost(Duration.ofSeconds(30))
                    .until(() -> failing.requests().size() >= 1);
            Api.admin().delete("/api/admin/tokens/" + token.id()).then().statusCode(200);
            int seen = failing.requests().size();
            Api.admin()
                    .get("/api/webhooks")
                    .then()
                    .statusCode(200)
                    .body("token", not(hasItem(Long.toString(token.id()))));
            Api.admin()
                    .queryParam("token", token.id())
                    .queryParam("kind", "webhook")
                    .get("/api/work")
                    .then()
                    .statusCode(200)
                    .body("items[0].state", equalTo("cancelled"));
            // a retry is due a second after a failure here: none comes for a revoked token
            Awaitility.await("no further attempt")
                    .during(Duration.ofSeconds(4))
                    .atMost(Duration.ofSeconds(6))
                    .until(() -> failing.requests().size() <= seen + 1);
            assertEquals(seen, failing.requests().size(), "an attempt under way when revoked may end; none after");
        }
    }

    @Test
    void anAdminListsAndRemovesAnyTokensWebhookAndATestCarriesASampleAlert() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(204)) {
            Token token = Api.newSearcherToken("listed by the admin");
            hook(token, receiver.url());
            test(token);
            Awaitility.await("the test")
                    .atMost(DELIVERED_WITHIN)
                    .until(() -> receiver.requests().size() == 1);
            JsonPath body = new JsonPath(receiver.requests().get(0).body());
            assertEquals("test", body.getString("event"));
            assertEquals("alert", body.getString("sample.event"), body.prettify());
            assertEquals("5T", body.getString("sample.variant"));
            Api.admin()
                    .get("/api/webhooks")
                    .then()
                    .statusCode(200)
                    .body("find { it.token == '" + token.id() + "' }.url", equalTo(receiver.url()))
                    .body("find { it.token == '" + token.id() + "' }.secret", nullValue());
            Api.as(token.secret()).get("/api/webhooks").then().statusCode(403);
            Api.admin().delete("/api/webhooks/" + token.id()).then().statusCode(204);
            Api.as(token.secret()).get("/api/webhook").then().statusCode(204);
            Api.admin()
                    .delete("/api/webhooks/" + token.id())
                    .then()
                    .statusCode(404)
                    .body("code", equalTo("noWebhook"));
        }
    }

    /** A receiver that answers 200 with a body of 1,000 bytes, then sends none of it and keeps the connection open. */
    private static final class StalledReceiver implements AutoCloseable {
        final ServerSocket server;
        final AtomicInteger requests = new AtomicInteger();
        final AtomicInteger closedByPeer = new AtomicInteger();
        private final List<Socket> held = new ArrayList<>();
        private final Thread acceptor;

        StalledReceiver() throws IOException {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            acceptor = new Thread(this::accept, "stalled-receiver");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        String url() {
            return "http://127.0.0.1:" + server.getLocalPort() + "/hook";
        }

        private void accept() {
            while (!server.isClosed()) {
                try {
                    Socket socket = server.accept();
                    synchronized (held) {
                        held.add(socket);
                    }
                    Thread stall = new Thread(() -> stall(socket), "stalled-connection");
                    stall.setDaemon(true);
                    stall.start();
                } catch (IOException e) {
                    return;
                }
            }
        }

        private void stall(Socket socket) {
            try (InputStream in = socket.getInputStream();
                    OutputStream out = socket.getOutputStream()) {
                int length = 0;
                for (String line = line(in); !line.isEmpty(); line = line(in)) {
                    if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                        length = Integer.parseInt(
                                line.substring("content-length:".length()).strip());
                    }
                }
                in.readNBytes(length);
                requests.incrementAndGet();
                out.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
                out.flush();
                // then nothing, until the sender gives up and closes its end
                while (in.read() != -1) {
                    // whatever comes is not read as a request
                }
                closedByPeer.incrementAndGet();
            } catch (IOException e) {
                closedByPeer.incrementAndGet();
            }
        }

        private static String line(InputStream in) throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) {
                if (b != '\r') {
                    line.append((char) b);
                }
            }
            return line.toString();
        }

        @Override
        public void close() throws IOException {
            server.close();
            synchronized (held) {
                for (Socket socket : held) {
                    socket.close();
                }
            }
        }
    }
}
