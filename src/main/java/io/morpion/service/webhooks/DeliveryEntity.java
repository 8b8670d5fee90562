package io.morpion.service.webhooks;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** One alert a token's webhook is owed (table webhook_delivery), until it is delivered or given up. */
@Entity
@Table(name = "webhook_delivery")
public class DeliveryEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public long tokenId;
    public String body;
    public int attempts;
    public OffsetDateTime nextAttemptAt;
    public OffsetDateTime deliveredAt;
    public OffsetDateTime givenUpAt;
    public String lastError;
    /** A test the holder asked for, sent with a shorter timeout. */
    public boolean test;

    public OffsetDateTime createdAt;
}
