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

    /**
     * A webhook's secret as a backup holds it and a restore brings it back: the key that signs a token's alerts is
     * not written into a file an admin keeps and moves. The control character keeps it from being any secret a caller
     * can set; a webhook restored with it sends nothing until its holder sets it again.
     */
    public static final String WITHHELD_SECRET = "\u0001withheld from backups";

    @Id
    public Long tokenId;

    public String url;
    public String secret;
    public OffsetDateTime createdAt;
}
