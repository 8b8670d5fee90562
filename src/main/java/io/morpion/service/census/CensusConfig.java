package io.morpion.service.census;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Censuses of optimal games on this service: {@code morpion.census.*}. How many parts a node searches at once is
 * background work's ({@code morpion.work.computers}).
 */
@ConfigMapping(prefix = "morpion.census")
public interface CensusConfig {

    /**
     * The parts a census is cut into when the request names none: enough that every node of a small cluster gets
     * several, few enough that each part's checkpoint is worth its row.
     */
    @WithDefault("16")
    int defaultParts();

    /** The most parts a request may ask for. */
    @WithDefault("1000")
    int maxParts();

    /**
     * How often a part under way stores its checkpoint: a restart, a kill or a yield to a run loses at most this much
     * of its search, and the subtrees it was in.
     */
    @WithDefault("1m")
    Duration checkpointInterval();
}
