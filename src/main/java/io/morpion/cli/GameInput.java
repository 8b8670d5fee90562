package io.morpion.cli;

import io.morpion.formats.GameFiles;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;

/** Reads a game file of any format for the commands, with one-line errors. */
final class GameInput {

    /** Game files are small; anything larger is not one. */
    static final int MAX_BYTES = 8 << 20;

    private GameInput() {}

    static MsrRecord read(Path file, Variant variant) {
        return GameFiles.read(bytes(file), variant);
    }

    /** --variant's type: 5T, 5D, 4T or 4D in any case, or picocli's usage error in the variant's words. */
    static Variant variant(String code) {
        return Variant.fromCode(code)
                .orElseThrow(() -> new picocli.CommandLine.TypeConversionException(
                        "\"" + code + "\" is not a variant; choose " + Variant.codesInWords()));
    }

    /** --variant's values, for help texts (${COMPLETION-CANDIDATES}) and shell completion. */
    static final class Variants implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Variant.values()).map(Variant::code).iterator();
        }
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
