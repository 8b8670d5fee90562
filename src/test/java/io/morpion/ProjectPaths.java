package io.morpion;

import java.nio.file.Path;

/** Where the checkout lies, for tests that read its files (records/, msr-lib/). */
public final class ProjectPaths {

    private ProjectPaths() {}

    public static Path root() {
        return Path.of(System.getProperty("morpion.project.dir", "")).toAbsolutePath();
    }
}
