package io.morpion.service.proofs;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Local proofs on this service: {@code morpion.local-proofs.*}. */
@ConfigMapping(prefix = "morpion.local-proofs")
public interface LocalProofsConfig {

    /** How long one neighbourhood is searched when the request names no limit. */
    @WithDefault("10s")
    Duration defaultLimit();

    /** The longest limit a request may ask for one neighbourhood. */
    @WithDefault("1h")
    Duration maxLimit();

    /**
     * How many lanes (jobs) work one sweep: at most this many job threads of the cluster's nodes search its
     * neighbourhoods at once.
     */
    @WithDefault("8")
    int lanes();

    /**
     * How long a lane works before it goes back to the end of the queue, so that runs queued meanwhile start
     * within about this long and the neighbourhood's limit.
     */
    @WithDefault("10s")
    Duration slice();

    /** The most neighbourhoods one sweep may hold (a closure sweep of a 178 has 178). */
    @WithDefault("2000")
    int maxNeighbourhoods();
}
