package io.morpion.service.webhooks;

import io.morpion.service.webhooks.WebhookAddresses.Destination;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One webhook POST, to the address its check resolved: the connection goes to that address while the request
 * (its Host header, and for https the name the certificate must carry) keeps the webhook's name, so a name that
 * resolves elsewhere after the check reaches nothing. No redirect is followed, and a connection is never reused.
 * An attempt is bounded as a whole: connecting, the answer's headers and the little of its body that is read
 * ({@value #MOST} bytes, then the connection is closed) all within its timeout.
 */
final class WebhookPost implements AutoCloseable {

    /** The most of an answer's body read: a 2xx says all there is to know, another status's first bytes say why. */
    static final int MOST = 2048;

    private static final int CONNECT_MILLIS = 5000;

    private final HttpClient client;

    WebhookPost(Vertx vertx) {
        this.client = vertx.createHttpClient(new HttpClientOptions()
                .setConnectTimeout(CONNECT_MILLIS)
                .setKeepAlive(false)
                // the certificate is checked against the webhook's name, which the request keeps (and, when it is
                // a domain name, sends as SNI) even though the connection goes to the checked address
                .setVerifyHost(true));
    }

    /** Posts the body; null when the receiver took it (a 2xx), else why not, in words for the webhook's holder. */
    String post(Destination to, MultiMap headers, String body, Duration timeout) {
        RequestOptions options = new RequestOptions()
                .setMethod(HttpMethod.POST)
                .setAbsoluteURI(to.uri().toString())
                .setServer(
                        SocketAddress.inetSocketAddress(to.port(), to.address().getHostAddress()))
                .setFollowRedirects(false)
                .setHeaders(headers);
        AtomicInteger status = new AtomicInteger();
        AtomicReference<HttpClientRequest> sent = new AtomicReference<>();
        CompletableFuture<String> answer = new CompletableFuture<>();
        client.request(options)
                .compose(request -> {
                    sent.set(request);
                    return request.send(Buffer.buffer(body, StandardCharsets.UTF_8.name()));
                })
                .onSuccess(response -> {
                    status.set(response.statusCode());
                    read(response, sent.get(), answer);
                })
                .onFailure(answer::completeExceptionally);
        try {
            String read = answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return status.get() / 100 == 2 ? null : refusedBy(status.get(), read);
        } catch (TimeoutException e) {
            close(sent.get());
            return status.get() == 0
                    ? "no answer within " + timeout.toSeconds() + " s"
                    : refusedBy(status.get(), null) + " and its body did not end within " + timeout.toSeconds() + " s";
        } catch (ExecutionException e) {
            close(sent.get());
            String why = e.getCause().getMessage();
            return "no answer: " + (why == null || why.isBlank() ? "the connection failed" : why);
        } catch (InterruptedException e) {
            close(sent.get());
            Thread.currentThread().interrupt();
            return "the node stopped while sending";
        }
    }

    /** The first bytes of the answer's body as text (none for a 2xx), then the connection closed. */
    private static void read(HttpClientResponse response, HttpClientRequest request, CompletableFuture<String> text) {
        int most = response.statusCode() / 100 == 2 ? 0 : MOST;
        Buffer read = Buffer.buffer();
        Runnable enough = () -> {
            text.complete(read.toString(StandardCharsets.UTF_8));
            close(request);
        };
        // what was read before the connection broke (or was closed here) still says why the receiver refused
        response.exceptionHandler(failure -> enough.run());
        if (most == 0) {
            enough.run();
            return;
        }
        response.handler(chunk -> {
            read.appendBuffer(chunk, 0, Math.min(chunk.length(), most - read.length()));
            if (read.length() >= most) {
                enough.run();
            }
        });
        response.endHandler(end -> enough.run());
    }

    private static void close(HttpClientRequest request) {
        if (request != null) {
            request.connection().close();
        }
    }

    private static String refusedBy(int status, String body) {
        // the receiver's own words, as plain text on one line
        String text =
                body == null ? "" : body.replaceAll("[\\p{Cntrl}\\p{Cf}]+", " ").strip();
        String said = text.isEmpty() ? "" : ": " + (text.length() > 200 ? text.substring(0, 200) + "…" : text);
        return "the receiver answered " + status + said;
    }

    @Override
    public void close() {
        client.close();
    }
}
