package io.morpion.service.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;

/**
 * The embedded server's password: 32 random bytes, Base64url (so it needs no quoting in SQL),
 * in a file of mode 0600 beside the data directory, owned by the service's user. The file is
 * written whole under another name and then renamed, so a crash never leaves half a password.
 */
final class PostgresPassword {

    private static final SecureRandom RANDOM = new SecureRandom();

    private PostgresPassword() {}

    static Optional<String> read(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(text);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the database password in " + file + ": " + e.getMessage(), e);
        }
    }

    static String create(Path file) {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String password = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        try {
            Path staging = file.resolveSibling(file.getFileName() + ".new");
            Files.deleteIfExists(staging);
            Files.createFile(
                    staging, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(staging, password + "\n", StandardCharsets.UTF_8);
            Files.move(staging, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return password;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the database password in " + file + ": " + e.getMessage(), e);
        }
    }
}
