package io.morpion.tiers;

import io.quarkus.test.junit.QuarkusTest;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/** A test of the web UI in a real headless Chromium against the service in this JVM: the "browser" tier. */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@QuarkusTest
@Tag(Tiers.BROWSER)
public @interface BrowserTest {}
