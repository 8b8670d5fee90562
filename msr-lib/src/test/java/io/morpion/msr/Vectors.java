package io.morpion.msr;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The conformance vectors under src/test/resources/vectors: the community record corpus. */
final class Vectors {

    private Vectors() {}

    static Path root() {
        try {
            return Path.of(Vectors.class.getResource("/vectors").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every record game of the corpus in JSON form, one per variant folder. */
    static List<Path> corpusJson() {
        try (Stream<Path> files = Files.walk(root())) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(String relative) {
        return read(root().resolve(relative));
    }

    static MsrRecord decode(Path path) {
        return Msr.decode(read(path));
    }
}
