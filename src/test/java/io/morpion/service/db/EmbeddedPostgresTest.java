package io.morpion.service.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.TempDirs;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.Tiers;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The embedded server is private to the service, and one service at a time holds its directory. In the service
 * tier, beside the tests that start the service on it: it starts PostgreSQL servers, which the fast tier does not.
 */
@Tag(Tiers.SERVICE)
class EmbeddedPostgresTest {

    private final Path work = TempDirs.create("morpion-pg-private-");

    @AfterEach
    void cleanUp() {
        TempDirs.delete(work);
    }

    @Test
    void noOtherLocalUserCanLogInWhateverUserDatabaseOrPasswordItTries() throws Exception {
        try (EmbeddedPostgres pg = EmbeddedPostgres.start(work.resolve("postgres"), freePort())) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(pg.passwordFile())));
            try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), EmbeddedPostgres.USER, pg.password())) {
                assertTrue(c.isValid(5), "the service itself logs in with its password");
            }
            List<String> lines = probeAsAnotherUser(pg);
            assertTrue(lines.size() > 100, String.join("\n", lines));
            assertTrue(lines.stream().noneMatch(l -> l.startsWith("CONNECTED")), String.join("\n", lines));
            assertTrue(
                    lines.stream()
                            .anyMatch(l -> l.contains("password authentication failed")
                                    || l.contains("no password was provided")),
                    "the service's role needs its password");
            assertTrue(
                    lines.stream().anyMatch(l -> l.contains("rejects connection")),
                    "other roles are rejected outright");
            if (isRoot()) {
                assertTrue(lines.get(0).startsWith("password-file denied"), lines.get(0));
            }
        }
    }

    @Test
    void aDirectoryThatTrustedEveryLocalUserIsClosedOnItsNextStartWithItsDataKept() throws Exception {
        Path data = work.resolve("postgres");
        int port = freePort();
        try (EmbeddedPostgres pg = EmbeddedPostgres.start(data, port);
                Connection c = DriverManager.getConnection(pg.jdbcUrl(), EmbeddedPostgres.USER, pg.password())) {
            c.createStatement().execute("create table kept (v text); insert into kept values ('still here')");
        }
        // What earlier versions left: initdb -A trust, and no password anywhere.
        Path hba = data.resolve("pg_hba.conf");
        Files.writeString(hba, "local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n");
        Files.delete(work.resolve("postgres.password"));
        try (EmbeddedPostgres pg = EmbeddedPostgres.start(data, port)) {
            assertTrue(Files.readString(hba).startsWith("# Written by Morpion"), Files.readString(hba));
            assertTrue(Files.exists(pg.passwordFile()));
            try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), EmbeddedPostgres.USER, pg.password());
                    ResultSet rs = c.createStatement().executeQuery("select v from kept")) {
                assertTrue(rs.next());
                assertEquals("still here", rs.getString(1));
            }
            SQLException refused = assertThrows(SQLException.class, () -> DriverManager.getConnection(
                            pg.jdbcUrl(), EmbeddedPostgres.USER, "the-old-nothing")
                    .close());
            assertTrue(refused.getMessage().contains("password authentication failed"), refused.getMessage());
        }
    }

    /** Root's home is mode 0700: the README's start command must work from a clone there, as root too. */
    @Test
    void aDataDirectoryBelowAClosedDirectoryWorksAndKeepsItsDataAcrossStarts() throws Exception {
        Path home = work.resolve("home");
        Files.createDirectories(home);
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx------"));
        Path data = home.resolve("morpion-data").resolve("postgres");
        int port = freePort();
        Path cluster;
        try (EmbeddedPostgres pg = EmbeddedPostgres.start(data, port);
                Connection c = DriverManager.getConnection(pg.jdbcUrl(), EmbeddedPostgres.USER, pg.password())) {
            c.createStatement().execute("create table kept (v text); insert into kept values ('across starts')");
            cluster = pg.dataDir();
            assertEquals(data.resolveSibling("postgres.password"), pg.passwordFile(), "root keeps the password");
            if (isRoot()) {
                assertTrue(cluster.startsWith(ClusterLocation.SHARED), cluster.toString());
                assertTrue(pg.placeNote().contains(home + " is closed to other users"), pg.placeNote());
                assertEquals(
                        "rwx------",
                        PosixFilePermissions.toString(Files.getPosixFilePermissions(home)),
                        "the home stays closed");
            } else {
                assertEquals(data, cluster);
                assertEquals("", pg.placeNote());
            }
        }
        try {
            try (EmbeddedPostgres pg = EmbeddedPostgres.start(data, port);
                    Connection c = DriverManager.getConnection(pg.jdbcUrl(), EmbeddedPostgres.USER, pg.password());
                    ResultSet rs = c.createStatement().executeQuery("select v from kept")) {
                assertEquals(cluster, pg.dataDir(), "the same data directory finds its cluster again");
                assertTrue(rs.next());
                assertEquals("across starts", rs.getString(1));
            }
        } finally {
            if (!cluster.startsWith(work)) {
                TempDirs.delete(cluster.getParent());
            }
        }
    }

    @Test
    void aSecondServiceOnTheSameDirectoryIsRefusedAndTheFirstKeepsItsServer() throws Exception {
        Path data = work.resolve("postgres");
        try (EmbeddedPostgres first = EmbeddedPostgres.start(data, freePort())) {
            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> EmbeddedPostgres.start(data, freePort()));
            assertTrue(
                    e.getMessage()
                            .startsWith("another Morpion service (pid "
                                    + ProcessHandle.current().pid()),
                    e.getMessage());
            try (Connection c = DriverManager.getConnection(first.jdbcUrl(), EmbeddedPostgres.USER, first.password())) {
                assertTrue(c.isValid(5), "the first service's server is untouched");
            }
        }
        try (EmbeddedPostgres again = EmbeddedPostgres.start(data, freePort())) {
            assertFalse(again.password().isEmpty(), "once the first has stopped, the directory is free again");
        }
    }

    /**
     * Runs {@code DatabaseLoginProbe} in a JVM of its own: as uid 1 when this one is root (the
     * server then runs as nobody), else as this user, who still does not know the password.
     */
    private List<String> probeAsAnotherUser(EmbeddedPostgres pg) throws Exception {
        Path probeDir = Files.createTempDirectory(work, "probe-");
        Files.setPosixFilePermissions(probeDir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path driver = probeDir.resolve("postgresql.jar");
        Files.copy(
                Path.of(org.postgresql.Driver.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI()),
                driver);
        Path source = probeDir.resolve("DatabaseLoginProbe.java");
        try (InputStream in = getClass().getResourceAsStream("/probes/DatabaseLoginProbe.java")) {
            Files.copy(in, source, StandardCopyOption.REPLACE_EXISTING);
        }
        for (Path p : List.of(driver, source)) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));
        }
        List<String> command = new ArrayList<>();
        if (isRoot()) {
            command.addAll(List.of("setpriv", "--reuid=1", "--regid=1", "--clear-groups", "--"));
        }
        command.addAll(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:-UsePerfData",
                "-cp",
                driver.toString(),
                source.toString(),
                Integer.toString(pg.port()),
                pg.passwordFile().toString()));
        Process process = new ProcessBuilder(command)
                .directory(probeDir.toFile())
                .redirectErrorStream(true)
                .start();
        byte[] output = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the probe finished");
        String text = new String(output, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), text);
        return text.lines().toList();
    }

    private static boolean isRoot() {
        return new com.sun.security.auth.module.UnixSystem().getUid() == 0;
    }

    private static int freePort() throws IOException {
        return EmbeddedPostgresTestResource.freePort();
    }
}
