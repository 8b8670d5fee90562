package io.morpion.msr;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The JSON Schema of the MSR 0.1 JSON form, shipped as a class-path resource. */
public final class MsrSchema {

    /** Class-path location of the schema, for validators that load resources themselves. */
    public static final String RESOURCE = "/io/morpion/msr/msr-0.1.schema.json";

    private MsrSchema() {}

    public static String text() {
        try (InputStream in = MsrSchema.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("msr-lib is packaged without " + RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
