package io.morpion;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Temporary directories for tests that start servers: reachable by user nobody, and removable. */
public final class TempDirs {

    private TempDirs() {}

    /** A fresh directory under /tmp that other users may traverse, as the embedded PostgreSQL needs under root. */
    public static Path create(String prefix) {
        try {
            Path dir = Files.createTempDirectory(prefix);
            dir.toFile().setExecutable(true, false);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void delete(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + root, e);
        }
    }
}
