package io.morpion.service.webhooks;

import io.morpion.service.access.TokenEntity;
import io.morpion.service.common.Refused;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.WorkConfig;
import io.morpion.service.work.WorkContext;
import io.morpion.service.work.WorkHandler;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkOutcome;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jboss.logging.Logger;

/**
 * Delivers what webhooks are owed, as background work: a JSON POST signed with the token's secret
 * ({@value #SIGNATURE}: sha256= and the HMAC-SHA256 of the body in hex), no redirect followed. An attempt is
 * bounded as a whole: connecting, the answer's headers and the little of its body that is read
 * ({@value BoundedBody#MOST} bytes, then the connection is closed) all within the timeout. A few senders per
 * node, and one attempt per token at a time in the cluster, so that a slow receiver delays its own deliveries
 * only. A delivery that fails is tried again after {@code first-retry}, then twice as long each time, and given
 * up after {@code attempts}; a removed webhook's or a revoked token's is given up at once.
 */
@ApplicationScoped
public class WebhookSender implements WorkHandler {

    private static final Logger LOG = Logger.getLogger(WebhookSender.class);
    static final String SIGNATURE = "X-Morpion-Signature";
    private static final int ERROR_TEXT = 500;

    @Inject
    WebhooksConfig config;

    @Inject
    WorkConfig work;

    private final HttpClient http = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    @Override
    public WorkKind kind() {
        return WorkKind.WEBHOOK;
    }

    @Override
    public int threads() {
        return work.senders();
    }

    @Override
    public int perOwner() {
        return work.deliveriesPerToken();
    }

    /** What one attempt needs: the delivery, and where and how it goes; null fields when gone. */
    private record Attempt(DeliveryEntity delivery, String url, String secret, String refusal) {}

    @Override
    public WorkOutcome work(BackgroundWork.Item item, WorkContext context) {
        Attempt attempt = QuarkusTransaction.requiringNew().call(() -> attempt(item.subject()));
        if (attempt.delivery() == null) {
            return new WorkOutcome.GiveUp("the delivery is gone", () -> {});
        }
        long deliveryId = attempt.delivery().id;
        if (attempt.refusal() != null) {
            return new WorkOutcome.GiveUp(attempt.refusal(), () -> settle(deliveryId, attempt.refusal(), true));
        }
        Duration timeout = attempt.delivery().test ? config.testTimeout() : config.timeout();
        String failure = send(attempt, timeout);
        if (failure == null) {
            return new WorkOutcome.Done(() -> settle(deliveryId, null, false));
        }
        int attempts = item.attempts() + 1;
        if (attempts >= config.attempts()) {
            LOG.infof("webhook delivery %d given up after %d attempts: %s", deliveryId, attempts, failure);
            return new WorkOutcome.GiveUp(failure, () -> settle(deliveryId, failure, true));
        }
        Duration wait = config.firstRetry().multipliedBy(1L << Math.min(attempts - 1, 20));
        return new WorkOutcome.Retry(wait, failure, () -> settle(deliveryId, failure, false));
    }

    private Attempt attempt(long deliveryId) {
        DeliveryEntity delivery = DeliveryEntity.findById(deliveryId);
        if (delivery == null) {
            return new Attempt(null, null, null, null);
        }
        TokenEntity token = TokenEntity.findById(delivery.tokenId);
        if (token == null || token.revokedAt != null) {
            return new Attempt(delivery, null, null, "the token was revoked");
        }
        WebhookEntity hook = WebhookEntity.findById(delivery.tokenId);
        if (hook == null) {
            return new Attempt(delivery, null, null, "the webhook was removed");
        }
        if (WebhookEntity.WITHHELD_SECRET.equals(hook.secret)) {
            return new Attempt(
                    delivery,
                    null,
                    null,
                    "the webhook's secret is not kept in backups, and this server was restored from one: set the"
                            + " webhook again (morpion webhook set)");
        }
        return new Attempt(delivery, hook.url, hook.secret, null);
    }

    /** One attempt within the timeout: null when the receiver took it, else why not. */
    private String send(Attempt attempt, Duration timeout) {
        DeliveryEntity delivery = attempt.delivery();
        AtomicInteger status = new AtomicInteger();
        CompletableFuture<HttpResponse<String>> answer;
        try {
            URI to = WebhookAddresses.check(attempt.url(), config.allowPrivate());
            HttpRequest request = HttpRequest.newBuilder(to)
                    .timeout(timeout)
                    .header("Content-Type", "application/json")
                    .header("User-Agent", "Morpion webhook")
                    .header("X-Morpion-Delivery", Long.toString(delivery.id))
                    .header(SIGNATURE, signature(attempt.secret(), delivery.body))
                    .POST(HttpRequest.BodyPublishers.ofString(delivery.body, StandardCharsets.UTF_8))
                    .build();
            answer = http.sendAsync(request, info -> {
                status.set(info.statusCode());
                // a 2xx says all there is to know; another status's first bytes say why
                return new BoundedBody(info.statusCode() / 100 == 2 ? 0 : BoundedBody.MOST);
            });
        } catch (Refused e) {
            return e.getMessage();
        }
        try {
            HttpResponse<String> response = answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return response.statusCode() / 100 == 2 ? null : refusedBy(response.statusCode(), response.body());
        } catch (TimeoutException e) {
            answer.cancel(true);
            return status.get() == 0
                    ? "no answer within " + timeout.toSeconds() + " s"
                    : refusedBy(status.get(), null) + " and its body did not end within " + timeout.toSeconds() + " s";
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            String why = cause instanceof IOException && cause.getMessage() != null
                    ? cause.getMessage()
                    : "the connection failed";
            return "no answer: " + why;
        } catch (InterruptedException e) {
            answer.cancel(true);
            Thread.currentThread().interrupt();
            return "the node stopped while sending";
        }
    }

    private static String refusedBy(int status, String body) {
        // the receiver's own words, as plain text on one line
        String text =
                body == null ? "" : body.replaceAll("[\\p{Cntrl}\\p{Cf}]+", " ").strip();
        String said = text.isEmpty() ? "" : ": " + (text.length() > 200 ? text.substring(0, 200) + "…" : text);
        return "the receiver answered " + status + said;
    }

    /** Notes the attempt on the delivery, in the transaction that settles its work. */
    private static void settle(long deliveryId, String failure, boolean givenUp) {
        DeliveryEntity delivery = DeliveryEntity.findById(deliveryId);
        if (delivery == null) {
            return;
        }
        delivery.attempts++;
        if (failure == null) {
            delivery.deliveredAt = Webhooks.now();
            delivery.lastError = null;
            return;
        }
        delivery.lastError = failure.length() > ERROR_TEXT ? failure.substring(0, ERROR_TEXT) : failure;
        if (givenUp) {
            delivery.givenUpAt = Webhooks.now();
        }
    }

    /** The signature a receiver recomputes from the body and its secret. */
    static String signature(String secret, String body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return "sha256=" + HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("every JDK has HMAC-SHA256", e);
        }
    }
}
