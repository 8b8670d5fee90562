package io.morpion.tiers;

import io.quarkus.test.junit.QuarkusTest;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test of the service in this JVM, over HTTP and a real PostgreSQL: Quarkus's test with the
 * "service" tier's tag, so that the tag comes with it and cannot be forgotten. The test resource
 * (which database) stays on the class.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@QuarkusTest
@Tag(Tiers.SERVICE)
public @interface ServiceTest {}
