package io.morpion.service.access;

import io.morpion.service.db.AdvisoryLocks;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;

/**
 * The first admin token. MORPION_ADMIN_TOKEN (morpion.admin-token), if set, is an admin token from
 * the start. Otherwise, while no admin token exists, one is made and printed once on the console;
 * keep it, since only its hash is stored.
 */
@ApplicationScoped
public class AdminBootstrap {

    /** Who made a token that every service makes for itself, as its {@code created_by} says. */
    public static final String MADE_FIRST = "bootstrap";

    public static final String MADE_FROM_SETTING = "MORPION_ADMIN_TOKEN";

    @Inject
    Tokens tokens;

    @Inject
    EntityManager em;

    /** The shortest admin token a setting may give: an admin's token guards every backup and restore. */
    static final int MIN_CONFIGURED_LENGTH = 32;

    @Inject
    ConfiguredToken configured;

    void onStart(@Observes StartupEvent event) {
        if (configured.text().isPresent()) {
            String token = configured.text().get();
            if (token.length() < MIN_CONFIGURED_LENGTH) {
                throw new IllegalStateException(
                        "MORPION_ADMIN_TOKEN must have at least " + MIN_CONFIGURED_LENGTH + " characters, and it has "
                                + token.length() + "; a made token has 47 (mpt_ and 32 random bytes)");
            }
            QuarkusTransaction.requiringNew().run(configured::row);
            return;
        }
        QuarkusTransaction.requiringNew().run(() -> {
            // Two nodes starting together must not both make one.
            AdvisoryLocks.lock(em, "admin-bootstrap");
            if (!tokens.anyAdmin()) {
                Tokens.Created created = tokens.create("first admin", Roles.ADMIN, null, null, MADE_FIRST);
                System.out.println("Morpion: no admin token existed, so one was made. It is shown only now; keep it:");
                System.out.println("Morpion: admin token " + created.token());
            }
        });
    }
}
