package io.morpion.service.records;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Where a game lost its potential, computed in the background: {@code morpion.potential.*}. */
@ConfigMapping(prefix = "morpion.potential")
public interface PotentialConfig {

    /** How long each position of a game is looked at: a 5T record of 178 moves takes three minutes of a core. */
    @WithDefault("1s")
    Duration perPosition();
}
