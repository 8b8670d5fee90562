package io.morpion.engine;

import io.morpion.ProjectPaths;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The record games of records/: a variant's, or one by its path. */
public final class CorpusGames {

    private CorpusGames() {}

    public static List<MsrRecord> of(Variant variant) {
        Path folder = ProjectPaths.root().resolve("records").resolve(variant.code());
        try (Stream<Path> files = Files.list(folder)) {
            // the record games only: a census's optimal games lie in a folder of their own (records/4D/optimal/)
            return files.filter(Files::isRegularFile)
                    .sorted()
                    .map(CorpusGames::read)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One game of records/, by its path there ("5T/rosin178.json"). */
    public static MsrRecord game(String path) {
        return read(ProjectPaths.root().resolve("records").resolve(path));
    }

    private static MsrRecord read(Path file) {
        try {
            return Msr.decode(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
