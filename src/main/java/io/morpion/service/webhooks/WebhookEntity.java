package io.morpion.service.webhooks;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** A token's webhook (table token_webhook): where its alerts go, and the key that signs them. */
@Entity
@Table(name = "token_webhook")
public class WebhookEntity extends PanacheEntityBase {

    @Id
    public Long tokenId;

    public String url;
    public String secret;
    public OffsetDateTime createdAt;
}
