package io.morpion.service.proofs;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Local proofs on this service: {@code morpion.local-proofs.*}. How many sweeps a token may have under way, and
 * how many neighbourhoods a node searches at once, are background work's ({@code morpion.work.*}).
 */
@ConfigMapping(prefix = "morpion.local-proofs")
public interface LocalProofsConfig {

    /** How long one neighbourhood is searched when the request names no limit. */
    @WithDefault("10s")
    Duration defaultLimit();

    /** The longest limit a request may ask for one neighbourhood. */
    @WithDefault("1h")
    Duration maxLimit();

    /** The most neighbourhoods one sweep may hold (a closure sweep of a 178 has 178). */
    @WithDefault("2000")
    int maxNeighbourhoods();
}
