package io.morpion.service.access;

import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Access tokens: 32 random bytes from the system's SecureRandom, shown once; the database keeps
 * their SHA-256 only. A random token has all the entropy it needs, so a plain hash (no salt, no
 * stretching) is enough to make a stolen table useless. The one token whose text an operator
 * chose is {@link ConfiguredToken}'s, with a salted, slow hash.
 */
@ApplicationScoped
public class Tokens {

    static final String PREFIX = "mpt_";
    /** The most threads a token's budget may allow. */
    static final int MAX_THREAD_BUDGET = 4096;

    private static final SecureRandom RANDOM = new SecureRandom();

    /** A token just made: the stored row, and the token itself, which is never seen again. */
    public record Created(TokenEntity entity, String token) {}

    @Inject
    EntityManager em;

    @Inject
    ConfiguredToken configured;

    @Inject
    Event<TokenRevoked> revoked;

    @Transactional
    public Created create(String name, String role, Integer days, Integer threads, String createdBy) {
        if (name == null || name.isBlank() || name.length() > 200) {
            throw new Refused.Invalid(
                    RefusalCode.NEEDS_NAME, "a token needs a name of 1..200 characters (who or what it is for)", 200);
        }
        RequestText.requirePlain("name", name, 200);
        if (!Roles.SEARCHER.equals(role) && !Roles.ADMIN.equals(role)) {
            throw Refused.oneOf("role", List.of("searcher", "admin"), role);
        }
        if (days != null && (days < 1 || days > 3650)) {
            throw Refused.range("days", 1, 3650, days);
        }
        requireThreadBudget(threads);
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        TokenEntity stored = store(name.strip(), role, hash(token), createdBy);
        stored.expiresAt = days == null ? null : stored.createdAt.plusDays(days);
        stored.threadBudget = threads;
        return new Created(stored, token);
    }

    /**
     * Sets the threads a token's unfinished runs and campaign workers may ask for in all; null
     * gives it the service's limit again. Runs already queued keep their threads: the budget is
     * checked when a run or worker is made.
     */
    @Transactional
    public TokenEntity setThreadBudget(long id, Integer threads) {
        requireThreadBudget(threads);
        TokenEntity entity = existing(id);
        entity.threadBudget = threads;
        return entity;
    }

    private static void requireThreadBudget(Integer threads) {
        if (threads != null && (threads < 1 || threads > MAX_THREAD_BUDGET)) {
            throw Refused.range("threads", 1, MAX_THREAD_BUDGET, threads);
        }
    }

    private static TokenEntity existing(long id) {
        TokenEntity entity = TokenEntity.findById(id);
        if (entity == null) {
            throw Refused.notFound("token", id);
        }
        return entity;
    }

    @Transactional
    public TokenEntity revoke(long id) {
        TokenEntity entity = existing(id);
        if (entity.revokedAt == null) {
            entity.revokedAt = now();
            revoked.fire(new TokenRevoked(id));
        }
        return entity;
    }

    public List<TokenEntity> list() {
        return TokenEntity.listAll(Sort.ascending("id"));
    }

    /** The valid token with this text, noting its use; empty for unknown, revoked or expired ones. */
    @Transactional
    public Optional<TokenEntity> authenticate(String token) {
        if (token == null || token.length() < 16 || token.length() > 200) {
            return Optional.empty();
        }
        OffsetDateTime now = now();
        Optional<TokenEntity> found = (configured.isPresented(token)
                        ? Optional.of(configured.row())
                        : TokenEntity.byHash(hash(token)))
                .filter(t -> t.isValidAt(now));
        found.ifPresent(t -> {
            if (t.lastUsedAt == null || t.lastUsedAt.isBefore(now.minusMinutes(1))) {
                t.lastUsedAt = now;
            }
        });
        return found;
    }

    public boolean anyAdmin() {
        return TokenEntity.anyAdmin();
    }

    /** A new row for a token with this hash; its salt, expiry and budget are the caller's to set. */
    TokenEntity store(String name, String role, String tokenHash, String createdBy) {
        TokenEntity entity = new TokenEntity();
        entity.name = name;
        entity.role = role;
        entity.tokenHash = tokenHash;
        entity.createdBy = createdBy;
        entity.createdAt = now();
        entity.persist();
        return entity;
    }

    static String hash(String token) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
