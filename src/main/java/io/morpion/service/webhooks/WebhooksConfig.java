package io.morpion.service.webhooks;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** Webhooks, the alerts a token's runs send where its holder says: {@code morpion.webhooks.*}. */
@ConfigMapping(prefix = "morpion.webhooks")
public interface WebhooksConfig {

    /**
     * Whether a webhook may point at a loopback, private, link-local or otherwise internal address. Off: a
     * webhook makes this server send requests where a caller says, and inside its network that is an attack.
     */
    @WithDefault("false")
    boolean allowPrivate();

    /** Attempts at one delivery before it is given up. */
    @WithDefault("8")
    int attempts();

    /** The wait before the first retry; each later one waits twice as long as the one before. */
    @WithDefault("10s")
    Duration firstRetry();

    /** How long one attempt may take, connecting, the answer's headers and what is read of its body together. */
    @WithDefault("10s")
    Duration timeout();

    /** How long a test delivery may take: its sender waits at the terminal or on the page. */
    @WithDefault("5s")
    Duration testTimeout();

    /**
     * The address people reach this server at, such as {@code https://morpion.example.org}: an alert's link to its
     * run's page starts with it, so that a chat or a mail can open it. Unset: {@code http://localhost} at the
     * server's port.
     */
    Optional<String> site();
}
