package io.morpion.service.access;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** An access token as the access_token table (db/migration/V4__access.sql) keeps it: by its hash only. */
@Entity
@Table(name = "access_token")
public class TokenEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String name;
    public String role;
    @Column(name = "token_hash")
    public String tokenHash;
    @Column(name = "created_by")
    public String createdBy;
    @Column(name = "created_at")
    public OffsetDateTime createdAt;
    @Column(name = "expires_at")
    public OffsetDateTime expiresAt;
    @Column(name = "revoked_at")
    public OffsetDateTime revokedAt;
    @Column(name = "last_used_at")
    public OffsetDateTime lastUsedAt;

    boolean isValidAt(OffsetDateTime now) {
        return revokedAt == null && (expiresAt == null || expiresAt.isAfter(now));
    }
}
