package io.morpion.service.webhooks;

import io.morpion.service.common.Refused;
import io.morpion.service.db.PeriodicPass;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
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
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jboss.logging.Logger;

/**
 * Delivers what webhooks are owed, every second on a thread of its own: a JSON POST signed with the
 * token's secret ({@value #SIGNATURE}: sha256= and the HMAC-SHA256 of the body in hex), no redirect
 * followed. A delivery that fails (no answer, or not 2xx) is tried again after {@code first-retry},
 * then twice as long each time, and given up after {@code attempts}. Nodes share the work: each claims
 * the deliveries it sends, and a claim lapses if its node dies.
 */
@ApplicationScoped
public class WebhookSender extends PeriodicPass {

    private static final Logger LOG = Logger.getLogger(WebhookSender.class);
    static final String SIGNATURE = "X-Morpion-Signature";
    private static final int BATCH = 10;
    /** An answer's body is not read: only its status counts. */
    private static final int ERROR_TEXT = 500;

    @Inject
    WebhooksConfig config;

    @Inject
    EntityManager em;

    private final HttpClient http = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    WebhookSender() {
        super("webhook-sender", "could not send webhooks");
    }

    @Override
    protected boolean passesOnRestore() {
        return false;
    }

    @Override
    protected Duration every() {
        return Duration.ofSeconds(1);
    }

    private record Claimed(long id, long tokenId, String body, int attempts) {}

    @Override
    protected void pass() {
        for (Claimed delivery : QuarkusTransaction.requiringNew().call(this::claim)) {
            WebhookEntity hook =
                    QuarkusTransaction.requiringNew().call(() -> WebhookEntity.findById(delivery.tokenId()));
            String failure = hook == null ? "the webhook was removed" : send(hook, delivery);
            QuarkusTransaction.requiringNew().run(() -> settle(delivery, failure, hook == null));
        }
    }

    /** The deliveries due, claimed for as long as an attempt can take so that no other node sends them meanwhile. */
    @SuppressWarnings("unchecked")
    private List<Claimed> claim() {
        List<Object[]> rows = em.createNativeQuery(
                        "update webhook_delivery set next_attempt_at = now() + make_interval("
                                + "secs => :lease) where id in (select id from webhook_delivery where delivered_at is null and "
                                + "given_up_at is null and next_attempt_at <= now() order by id limit :batch for update skip "
                                + "locked) returning id, token_id, body, attempts")
                // the whole batch is sent before the claim lapses, however slow each receiver is
                .setParameter("lease", BATCH * (config.timeout().toSeconds() + 5))
                .setParameter("batch", BATCH)
                .getResultList();
        return rows.stream()
                .map(r -> new Claimed(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        (String) r[2],
                        ((Number) r[3]).intValue()))
                .sorted((a, b) -> Long.compare(a.id(), b.id()))
                .toList();
    }

    /** One attempt: null when the receiver took it, else why not. */
    private String send(WebhookEntity hook, Claimed delivery) {
        try {
            URI to = WebhookAddresses.check(hook.url, config.allowPrivate());
            HttpRequest request = HttpRequest.newBuilder(to)
                    .timeout(config.timeout())
                    .header("Content-Type", "application/json")
                    .header("User-Agent", "Morpion webhook")
                    .header("X-Morpion-Delivery", Long.toString(delivery.id()))
                    .header(SIGNATURE, signature(hook.secret, delivery.body()))
                    .POST(HttpRequest.BodyPublishers.ofString(delivery.body(), StandardCharsets.UTF_8))
                    .build();
            int status =
                    http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            return status / 100 == 2 ? null : "the receiver answered " + status;
        } catch (Refused e) {
            return e.getMessage();
        } catch (IOException e) {
            return "no answer: " + (e.getMessage() == null ? "the connection failed" : e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "the node stopped while sending";
        }
    }

    private void settle(Claimed claimed, String failure, boolean removed) {
        DeliveryEntity delivery = DeliveryEntity.findById(claimed.id());
        if (delivery == null) {
            return;
        }
        delivery.attempts = claimed.attempts() + 1;
        if (failure == null) {
            delivery.deliveredAt = Webhooks.now();
            delivery.lastError = null;
            return;
        }
        delivery.lastError = failure.length() > ERROR_TEXT ? failure.substring(0, ERROR_TEXT) : failure;
        if (removed || delivery.attempts >= config.attempts()) {
            delivery.givenUpAt = Webhooks.now();
            LOG.infof("webhook delivery %d given up after %d attempts: %s", delivery.id, delivery.attempts, failure);
        } else {
            delivery.nextAttemptAt =
                    Webhooks.now().plus(config.firstRetry().multipliedBy(1L << Math.min(delivery.attempts - 1, 20)));
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
