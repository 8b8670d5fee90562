package io.morpion.cli;

import io.morpion.formats.GameFiles;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a game file of any format for the commands, with one-line errors. */
final class GameInput {

    /** Game files are small; anything larger is not one. */
    static final int MAX_BYTES = 8 << 20;

    private GameInput() {
    }

    static MsrRecord read(Path file, String variant) {
        return GameFiles.read(bytes(file), variant(variant));
    }

    static Variant variant(String code) {
        return code == null ? null : UsageError.checking(() -> Variant.parse(code, "--variant"));
    }

    /** The file's bytes; a file larger than any game file is refused after reading just past the limit. */
    static byte[] content(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] content = in.readNBytes(MAX_BYTES + 1);
            if (content.length > MAX_BYTES) {
                throw new IOException("larger than " + (MAX_BYTES >> 20) + " MB; not a game file");
            }
            return content;
        }
    }

    private static byte[] bytes(Path file) {
        try {
            return content(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }
}
