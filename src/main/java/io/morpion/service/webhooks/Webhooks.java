package io.morpion.service.webhooks;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.AlertMessage;
import io.morpion.api.WebhookSetting;
import io.morpion.service.access.TokenEntity;
import io.morpion.service.access.TokenRevoked;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.db.SqlTime;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.Owner;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkPool;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A token's webhook: set, shown (never its secret) and removed by its holder, and owed an alert in the
 * transaction that records what raised it, so that an alert is neither lost nor sent for a change that
 * rolled back. {@link WebhookSender} delivers what is owed.
 */
@ApplicationScoped
public class Webhooks {

    static final int SECRET_MIN = 16;
    static final int SECRET_MAX = 256;
    /** Finished deliveries kept a token: enough to say how its webhook has done. */
    static final int KEPT = 100;

    /** What a token's holder sets: where alerts go and the key that signs them. */

    /** A token's webhook as its holder sees it, with how its deliveries went. */
    public record View(
            String url,
            OffsetDateTime since,
            int delivered,
            int pending,
            int givenUp,
            OffsetDateTime lastDeliveredAt,
            String lastError) {}

    @Inject
    WebhooksConfig config;

    @ConfigProperty(name = "quarkus.http.port")
    int port;

    @Inject
    ObjectMapper json;

    @Inject
    EntityManager em;

    @Inject
    BackgroundWork work;

    @Inject
    WorkPool pool;

    /** A token's webhook as an admin lists it. */
    public record Listed(long token, String url, OffsetDateTime since, int pending) {}

    @Transactional
    public View set(long tokenId, WebhookSetting setting) {
        if (setting == null) {
            throw new Refused.Invalid(RefusalCode.BODY_NEEDS, "the body needs url and secret", "url, secret");
        }
        WebhookAddresses.check(setting.url(), config.allowPrivate());
        String secret = setting.secret();
        if (secret == null || secret.length() < SECRET_MIN || secret.length() > SECRET_MAX) {
            throw new Refused.Invalid(
                    RefusalCode.WEBHOOK_SECRET,
                    "secret must be " + SECRET_MIN + " to " + SECRET_MAX
                            + " characters: the receiver checks each delivery's signature with it",
                    SECRET_MIN,
                    SECRET_MAX);
        }
        WebhookEntity hook =
                WebhookEntity.<WebhookEntity>findByIdOptional(tokenId).orElseGet(WebhookEntity::new);
        hook.tokenId = tokenId;
        hook.url = setting.url().strip();
        hook.secret = secret;
        hook.createdAt = now();
        hook.persist();
        return view(tokenId).orElseThrow();
    }

    /**
     * The counts and the last outcome come from one statement: under read-committed each statement sees its own
     * snapshot, and a delivery settled between two of them would be counted as given up before its error showed.
     */
    @Transactional
    public Optional<View> view(long tokenId) {
        return WebhookEntity.<WebhookEntity>findByIdOptional(tokenId).map(hook -> {
            Object[] row = (Object[]) em.createNativeQuery("select count(*) filter (where delivered_at is not null),"
                            + " count(*) filter (where given_up_at is not null), (select d.delivered_at from"
                            + " webhook_delivery d where d.token_id = :token and (d.delivered_at is not null or"
                            + " d.last_error is not null) order by d.id desc limit 1), (select d.last_error from"
                            + " webhook_delivery d where d.token_id = :token and (d.delivered_at is not null or"
                            + " d.last_error is not null) order by d.id desc limit 1) from webhook_delivery where"
                            + " token_id = :token")
                    .setParameter("token", tokenId)
                    .getSingleResult();
            OffsetDateTime lastDeliveredAt = SqlTime.of(row[2]);
            return new View(
                    hook.url,
                    hook.createdAt,
                    capped(row[0]),
                    work.unfinished(WorkKind.WEBHOOK, tokenId),
                    capped(row[1]),
                    lastDeliveredAt,
                    lastDeliveredAt != null ? null : (String) row[3]);
        });
    }

    private static int capped(Object count) {
        return (int) Math.min(Integer.MAX_VALUE, ((Number) count).longValue());
    }

    /** Removes the webhook; what it was still owed is dropped with it. */
    @Transactional
    public boolean remove(long tokenId) {
        work.cancelOwner(tokenId, WorkKind.WEBHOOK);
        DeliveryEntity.delete("tokenId = ?1 and deliveredAt is null and givenUpAt is null", tokenId);
        return WebhookEntity.deleteById(tokenId);
    }

    /** Every token's webhook, for an admin, by token. */
    @Transactional
    public List<Listed> all() {
        return WebhookEntity.<WebhookEntity>listAll(Sort.ascending("tokenId")).stream()
                .map(hook -> new Listed(
                        hook.tokenId, hook.url, hook.createdAt, work.unfinished(WorkKind.WEBHOOK, hook.tokenId)))
                .toList();
    }

    /** Owes the token's webhook a test delivery; empty when the token has no webhook. */
    @Transactional
    public Optional<View> sendTest(long tokenId) {
        if (WebhookEntity.findById(tokenId) == null) {
            return Optional.empty();
        }
        persist(tokenId, testBody(now(), link("/#/runs/0")), true);
        return view(tokenId);
    }

    /**
     * Owes the token's webhook this alert, in the caller's transaction; a token without a webhook, or
     * revoked since, is sent nothing. Of what was delivered or given up, the newest {@value #KEPT} a
     * token are kept.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void owe(Long tokenId, Object alert) {
        if (tokenId == null || WebhookEntity.findById(tokenId) == null) {
            return;
        }
        TokenEntity token = TokenEntity.findById(tokenId);
        if (token == null || token.revokedAt != null) {
            return;
        }
        em.createNativeQuery("delete from webhook_delivery where token_id = :token and (delivered_at is not null or"
                        + " given_up_at is not null) and id not in (select id from webhook_delivery where token_id ="
                        + " :token order by id desc limit :kept)")
                .setParameter("token", tokenId)
                .setParameter("kept", KEPT)
                .executeUpdate();
        persist(tokenId, alert, false);
    }

    private void persist(long tokenId, Object alert, boolean test) {
        DeliveryEntity delivery = new DeliveryEntity();
        delivery.tokenId = tokenId;
        try {
            delivery.body = json.writeValueAsString(alert);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an alert is plain data", e);
        }
        delivery.createdAt = now();
        delivery.nextAttemptAt = delivery.createdAt;
        delivery.test = test;
        delivery.persist();
        TokenEntity token = TokenEntity.findById(tokenId);
        work.enqueue(
                WorkKind.WEBHOOK,
                Owner.ofToken(tokenId, token == null ? "token " + tokenId : token.name),
                delivery.id,
                null);
        pool.wake();
    }

    /**
     * A test's body: its event, when, and a sample of the alert a run sends (the fields a receiver reads), so that a
     * receiver can be written against the test alone.
     */
    private static Map<String, Object> testBody(OffsetDateTime at, String page) {
        return Map.of("event", "test", "at", at.toString(), "sample", AlertMessage.sample(page));
    }

    /**
     * A page of this server as an address a receiver can open: under {@code morpion.webhooks.site}, else at
     * {@code http://localhost} on the server's port.
     */
    public String link(String path) {
        String site =
                config.site().map(address -> address.replaceAll("/+$", "")).orElse("http://localhost:" + port);
        return site + path;
    }

    /** A revoked token is owed nothing more: its webhook is removed and what it was owed given up. */
    void onRevoked(@Observes TokenRevoked revoked) {
        long tokenId = revoked.tokenId();
        work.cancelOwner(tokenId, WorkKind.WEBHOOK);
        DeliveryEntity.update(
                "givenUpAt = ?1, lastError = ?2 where tokenId = ?3 and deliveredAt is null and givenUpAt is null",
                now(),
                "the token was revoked",
                tokenId);
        WebhookEntity.deleteById(tokenId);
    }

    static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
