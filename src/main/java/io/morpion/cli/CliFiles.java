package io.morpion.cli;

import io.morpion.formats.GameFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;

/** Where the commands put what they make: stdout, or a file replaced whole so it is never half-written. */
final class CliFiles {

    private static final SecureRandom RANDOM = new SecureRandom();

    private CliFiles() {
    }

    /** The format named by --to, or a one-line error listing the choices. */
    static GameFormat format(String to, Path output) {
        GameFormat format = GameFormat.named(to).orElseThrow(() -> new IllegalArgumentException(
                "--to must be msr, json, pentasol, svg or png, not \"" + to + "\""));
        if (format.binary() && output == null) {
            throw new IllegalArgumentException("png is binary; give a file with -o");
        }
        return format;
    }

    /** Writes to the file, or to stdout when there is none. */
    static void write(Path output, byte[] content) throws IOException {
        if (output == null) {
            System.out.write(content);
            System.out.flush();
            return;
        }
        Path dir = output.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        // createFile, unlike createTempFile (always 0600), leaves the mode to the user's umask, as any new file
        Path temp = dir.resolve(".morpion-" + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
        Files.createFile(temp);
        try {
            Files.write(temp, content);
            Files.move(temp, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
