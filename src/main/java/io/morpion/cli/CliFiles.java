package io.morpion.cli;

import io.morpion.formats.GameFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.Locale;

/** Where the commands put what they make: stdout, or a file replaced whole so it is never half-written. */
final class CliFiles {

    private static final SecureRandom RANDOM = new SecureRandom();

    private CliFiles() {}

    /** The format named by --to, or a one-line error listing the choices. */
    static GameFormat format(String to, Path output) {
        GameFormat format = GameFormat.named(to)
                .orElseThrow(() -> new UsageError("--to must be msr, json, pentasol, svg or png, not \"" + to + "\""));
        if (format.binary() && output == null) {
            throw new UsageError("png is binary; give a file with -o");
        }
        return format;
    }

    /** Writes to the file, or to standard output when there is none (only text goes there: see {@link #format}). */
    static void write(Path output, byte[] content, PrintWriter standardOutput) throws IOException {
        if (output == null) {
            standardOutput.print(new String(content, StandardCharsets.UTF_8));
            standardOutput.flush();
        } else {
            write(output, content);
        }
    }

    /** Writes the file whole or not at all: a reader never sees half of it. */
    static void write(Path output, byte[] content) throws IOException {
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

    /** The file, or when it exists the first of NAME-2.EXT, NAME-3.EXT, … that does not: what a user made stays. */
    static Path unused(Path wanted) {
        String name = wanted.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        Path file = wanted;
        for (int n = 2; Files.exists(file); n++) {
            file = wanted.resolveSibling(stem + "-" + n + extension);
        }
        return file;
    }

    /** A file's size as people read it: 804 bytes, 12.5 kB, 13.0 MB. */
    static String size(long bytes) {
        if (bytes < 1000) {
            return bytes + " bytes";
        }
        return bytes < 1_000_000
                ? String.format(Locale.ROOT, "%.1f kB", bytes / 1e3)
                : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }

    /** A game's file as the corpus names it, from its records/ folder (5T/rosin178.json); as given when outside one. */
    static String recordsName(Path file) {
        Path game = file.toAbsolutePath().normalize();
        for (Path folder = game.getParent(); folder != null; folder = folder.getParent()) {
            if (folder.getFileName() != null && folder.getFileName().toString().equals("records")) {
                return folder.relativize(game).toString().replace('\\', '/');
            }
        }
        return file.toString().replace('\\', '/');
    }

    /** Appends one line to a file of shipped facts (records/*.jsonl), creating it if need be. */
    static void appendLine(Path file, String line) {
        try {
            Files.writeString(
                    file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + file + ": " + e.getMessage(), e);
        }
    }
}
