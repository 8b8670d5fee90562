package io.morpion.service.boxes;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Box proofs on this service: {@code morpion.box-proofs.*}. How many parts a node solves at once is background
 * work's ({@code morpion.work.computers}).
 */
@ConfigMapping(prefix = "morpion.box-proofs")
public interface BoxProofConfig {

    /**
     * The most one part may take when the request names no limit: SCIP keeps no checkpoint, so a part a restart
     * interrupts is solved again, and an hour is what the proof campaign plans each part to end within.
     */
    @WithDefault("1h")
    Duration defaultLimit();

    /** The most one part may take, whatever the request says. */
    @WithDefault("24h")
    Duration maxLimit();

    /** How many sides the first parts read when the request says nothing: the whole box, split where it must be. */
    @WithDefault("0")
    int defaultDepth();
}
