package io.morpion.service.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Where the embedded cluster's files live: in the data directory the user chose, except when the
 * server must run as {@code nobody} (this JVM is root, and PostgreSQL refuses root) and a directory
 * above the data directory is closed to other users, as root's home is (mode 0700). Such a cluster
 * lives in a directory of its own under {@link #SHARED}, named after the data directory, so that the
 * same data directory finds it again on every start; the data directory keeps the lock and the
 * password, which only root reads. Nothing of the user's home is opened up.
 */
record ClusterLocation(Path clusterDir, Optional<Path> closedAbove) {

    static final Path SHARED = Path.of("/var/lib/morpion");

    /** Where the cluster of a data directory lives, for a server run as nobody or as this user. */
    static ClusterLocation of(Path dataDir, boolean asNobody) {
        Optional<Path> closed = asNobody ? closedAncestor(dataDir) : Optional.empty();
        if (closed.isEmpty()) {
            return new ClusterLocation(dataDir, Optional.empty());
        }
        Path own = SHARED.resolve(nameOf(dataDir));
        try {
            // others may pass through (x), not list: nobody reaches its own cluster and nothing else
            for (Path dir : new Path[] {SHARED, own}) {
                Files.createDirectories(dir);
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "running as root, the embedded PostgreSQL runs as user nobody, who cannot "
                            + "reach " + dataDir + " (" + closed.get()
                            + " is closed to other users), and its own place "
                            + own + " cannot be made: " + e.getMessage() + "; choose a data directory elsewhere with "
                            + "morpion.data.dir (MORPION_DATA_DIR)",
                    e);
        }
        return new ClusterLocation(own.resolve(dataDir.getFileName()), closed);
    }

    /** The nearest directory above dir that other users cannot pass through, if any. */
    static Optional<Path> closedAncestor(Path dir) {
        for (Path p = dir.getParent(); p != null; p = p.getParent()) {
            try {
                if (Files.exists(p) && !Files.getPosixFilePermissions(p).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                    return Optional.of(p);
                }
            } catch (IOException e) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** A readable, stable name per data directory: its parent's name and a digest of its whole path. */
    private static String nameOf(Path dataDir) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(dataDir.toString().getBytes(StandardCharsets.UTF_8));
            Path parent = dataDir.getParent();
            String label = parent == null || parent.getFileName() == null
                    ? "root"
                    : parent.getFileName().toString();
            return label.replaceAll("[^A-Za-z0-9._-]", "_") + "-"
                    + HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** What the start-up line adds when the cluster is not in the data directory. */
    String note(Path dataDir) {
        return closedAbove
                .map(c -> " (not in " + dataDir + ": the server runs as user nobody, and " + c
                        + " is closed to other users)")
                .orElse("");
    }
}
