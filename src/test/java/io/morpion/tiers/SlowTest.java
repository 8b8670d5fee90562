package io.morpion.tiers;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test of real processes (the packaged service, the CLI, a cluster, a kill) or of a whole proof:
 * the "slow" tier, run by failsafe after the package phase.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(Tiers.SLOW)
public @interface SlowTest {}
