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
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jboss.logging.Logger;

/**
 * Delivers what webhooks are owed, as background work: a JSON POST signed with the token's secret
 * ({@value #SIGNATURE}: sha256= and the HMAC-SHA256 of the body in hex), to the address its check resolved and
 * bounded as {@link WebhookPost} says. A few senders per
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

    @Inject
    Vertx vertx;

    private WebhookPost post;

    @PostConstruct
    void start() {
        post = new WebhookPost(vertx);
    }

    @PreDestroy
    void stop() {
        post.close();
    }

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
        WebhookAddresses.Destination to;
        try {
            to = WebhookAddresses.check(attempt.url(), config.allowPrivate());
        } catch (Refused e) {
            return e.getMessage();
        }
        MultiMap headers = MultiMap.caseInsensitiveMultiMap()
                .add("Content-Type", "application/json")
                .add("User-Agent", "Morpion webhook")
                .add("X-Morpion-Delivery", Long.toString(delivery.id))
                .add(SIGNATURE, signature(attempt.secret(), delivery.body));
        return post.post(to, headers, delivery.body, timeout);
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
