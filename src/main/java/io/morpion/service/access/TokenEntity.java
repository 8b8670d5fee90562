package io.morpion.service.access;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.Optional;

/** An access token as the access_token table (db/migration/V4__access.sql) keeps it: by its hash only. */
@Entity
@Table(name = "access_token")
public class TokenEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String name;
    public String role;
    public String tokenHash;
    /**
     * For a token whose text was chosen (MORPION_ADMIN_TOKEN): how {@link #tokenHash} was derived,
     * "pbkdf2-sha256$iterations$salt". Null for a made token, hashed with plain SHA-256.
     */
    public String tokenSalt;

    public String createdBy;
    public OffsetDateTime createdAt;
    public OffsetDateTime expiresAt;
    public OffsetDateTime revokedAt;
    public OffsetDateTime lastUsedAt;
    /** Threads its runs and workers may hold in all, as an admin set it; null: the service's limit. */
    public Integer threadBudget;

    boolean isValidAt(OffsetDateTime now) {
        return revokedAt == null && (expiresAt == null || expiresAt.isAfter(now));
    }

    public static Optional<TokenEntity> byHash(String tokenHash) {
        return TokenEntity.<TokenEntity>find("tokenHash", tokenHash).firstResultOptional();
    }

    /** Whether any admin token is still valid (not revoked). */
    public static boolean anyAdmin() {
        return count("role = ?1 and revokedAt is null", Roles.ADMIN) > 0;
    }
}
