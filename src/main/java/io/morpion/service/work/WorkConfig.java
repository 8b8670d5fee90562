package io.morpion.service.work;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Background work on this node and each token's share of it: {@code morpion.work.*} (docs/operations.md). */
@ConfigMapping(prefix = "morpion.work")
public interface WorkConfig {

    /** Sweeps of local proofs one token may have unfinished; one more is refused (429) until one ends. */
    @WithDefault("3")
    int sweepsPerToken();

    /** Potential curves one token may have waiting or computing. */
    @WithDefault("5")
    int curvesPerToken();

    /** Deliveries to one token's webhook sent at once across the cluster, so that a slow receiver delays only its own. */
    @WithDefault("1")
    int deliveriesPerToken();

    /** Threads of this node that send webhook deliveries. */
    @WithDefault("4")
    int senders();

    /**
     * Threads of this node that compute each kind of background work that computes (curves; neighbourhoods). Each
     * starts only on a core of the node's CPU gate that no search wants, and hands it back within about a second of
     * a search asking, so together they never take more than the gate's free cores.
     */
    @WithDefault("2")
    int computers();

    /** How long a node holds an item without saying it is still at it; a dead node's items lapse after this. */
    @WithDefault("60s")
    Duration lease();

    /** How long an idle worker waits before it looks for work again. */
    @WithDefault("500ms")
    Duration idle();

    /** How long finished work stays listed. */
    @WithDefault("7d")
    Duration kept();
}
