package io.morpion.service.access;

import io.morpion.service.db.AdvisoryLocks;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The admin token an operator chose (MORPION_ADMIN_TOKEN). Chosen text may be guessable, so its
 * row keeps a salted PBKDF2 hash, and a backup that leaks gives an attacker a slow guess per try
 * rather than a fast one. A presented token is compared with the setting itself, in constant time;
 * the slow hash is only worked out to find the setting's row, once per start or restore.
 */
@ApplicationScoped
public class ConfiguredToken {

    private static final String FUNCTION = "pbkdf2-sha256";
    /** OWASP's figure for PBKDF2 with HMAC-SHA256: about a fifth of a second here, once per start. */
    private static final int ITERATIONS = 310_000;

    private static final SecureRandom RANDOM = new SecureRandom();

    @ConfigProperty(name = "morpion.admin-token")
    Optional<String> configured;

    @Inject
    EntityManager em;

    @Inject
    Tokens tokens;

    /** The row found last, known by its id and hash, so that a restore that replaced it is noticed. */
    private record Found(long id, String hash) {}

    private volatile Found found;

    /** The configured token's text, if one is set. */
    public Optional<String> text() {
        return configured.map(String::strip).filter(t -> !t.isEmpty());
    }

    /** Whether the token presented is the configured one. */
    boolean isPresented(String token) {
        return text().map(t -> MessageDigest.isEqual(bytes(t), bytes(token))).orElse(false);
    }

    /**
     * The configured token's row, in the caller's transaction: the one found before if a restore has
     * not replaced it, else the one whose salted hash matches, else a new one. A row from before
     * hashes were salted gets its salted hash now.
     */
    TokenEntity row() {
        String token = text().orElseThrow();
        Found last = found;
        if (last != null) {
            TokenEntity entity = TokenEntity.findById(last.id());
            if (entity != null && last.hash().equals(entity.tokenHash)) {
                return entity;
            }
        }
        AdvisoryLocks.lock(em, "configured-admin-token");
        // by its salt rather than by who made it: an operator may have chosen a made token's text
        TokenEntity entity = TokenEntity.<TokenEntity>list("tokenSalt is not null").stream()
                .filter(t -> t.tokenHash.equals(derive(token, t.tokenSalt)))
                .findFirst()
                .orElseGet(() -> salted(token));
        found = new Found(entity.id, entity.tokenHash);
        return entity;
    }

    private TokenEntity salted(String token) {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        String salt = FUNCTION + "$" + ITERATIONS + "$" + Base64.getEncoder().encodeToString(bytes);
        String hash = derive(token, salt);
        TokenEntity entity = TokenEntity.byHash(Tokens.hash(token))
                .orElseGet(() -> tokens.store("bootstrap admin", Roles.ADMIN, hash, AdminBootstrap.MADE_FROM_SETTING));
        entity.tokenSalt = salt;
        entity.tokenHash = hash;
        return entity;
    }

    /** The hash of the token under "function$iterations$salt"; an unknown function matches nothing. */
    static String derive(String token, String saltSpec) {
        String[] parts = saltSpec.split("\\$");
        if (parts.length != 3 || !FUNCTION.equals(parts[0])) {
            return "";
        }
        try {
            PBEKeySpec spec = new PBEKeySpec(
                    token.toCharArray(), Base64.getDecoder().decode(parts[2]), Integer.parseInt(parts[1]), 256);
            byte[] hash = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(spec)
                    .getEncoded();
            return HexFormat.of().formatHex(hash);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return "";
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
