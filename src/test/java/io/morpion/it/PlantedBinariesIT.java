package io.morpion.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.TempDirs;
import io.morpion.tiers.SlowTest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Another local user plants PostgreSQL binaries where the service would look for them: at the
 * shared place older versions used and at this user's own. Their programs only leave a mark; the
 * service must never run them, and must start and serve with binaries it unpacked itself.
 */
@SlowTest
class PlantedBinariesIT {

    private static final int OTHER_UID = 4242;
    private Path work;

    @AfterEach
    void cleanUp() {
        TempDirs.delete(work);
    }

    private static boolean root() throws IOException {
        return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid") == 0;
    }

    private static String sha256(InputStream in) throws Exception {
        DigestInputStream digesting = new DigestInputStream(in, MessageDigest.getInstance("SHA-256"));
        digesting.transferTo(java.io.OutputStream.nullOutputStream());
        return HexFormat.of().formatHex(digesting.getMessageDigest().digest());
    }

    /** Fake initdb, postgres and pg_ctl that mark the directory when run, as a planted tree with a sound manifest. */
    private static void plant(Path dir, Path marks, String archiveDigest) throws Exception {
        Files.createDirectories(dir.resolve("bin"));
        List<String> manifest = new ArrayList<>(List.of("archive " + archiveDigest));
        for (String program : List.of("initdb", "postgres", "pg_ctl")) {
            Path fake = dir.resolve("bin").resolve(program);
            Files.writeString(fake, "#!/bin/sh\ntouch " + marks.resolve(program + "-ran") + "\nexit 1\n");
            Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxrwxrwx"));
            try (InputStream in = Files.newInputStream(fake)) {
                manifest.add(sha256(in) + " bin/" + program);
            }
        }
        Files.write(dir.resolve(".manifest"), manifest, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve(".complete"), "ok");
    }

    /** Hands a tree to another user, or (when the tests cannot, not being root) opens it to every user's writes. */
    private static void giveAway(Path dir) throws Exception {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.toList()) {
                if (root()) {
                    Files.setAttribute(p, "unix:uid", OTHER_UID);
                    Files.setAttribute(p, "unix:gid", OTHER_UID);
                } else {
                    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxrwxrwx"));
                }
            }
        }
    }

    @Test
    void binariesPlantedAtTheOldAndTheNewPlaceAreNeverRunAndTheServiceStartsAndServes() throws Exception {
        work = TempDirs.create("morpion-planted-");
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path marks = Files.createDirectory(work.resolve("marks"));
        Files.setPosixFilePermissions(marks, PosixFilePermissions.fromString("rwxrwxrwx"));
        String digest;
        try (InputStream archive = getClass().getClassLoader().getResourceAsStream("postgres-linux-x86_64.txz")) {
            digest = sha256(archive);
        }
        Path tmp = Files.createDirectory(work.resolve("tmp"));
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.setAttribute(tmp, "unix:mode", 01777);
        Path old = tmp.resolve("morpion-postgres-17");
        plant(old, marks, digest);
        giveAway(old);
        Path home = Files.createDirectory(work.resolve("binaries"));
        Path planted = home.resolve("postgres-17-" + digest.substring(0, 16));
        plant(planted, marks, digest);
        giveAway(planted);

        Map<String, String> env = ServiceProcess.embeddedDatabase(work);
        env.put("JAVA_TOOL_OPTIONS", "-Djava.io.tmpdir=" + tmp + " -Dmorpion.binaries.dir=" + home);
        try (ServiceProcess service = ServiceProcess.start(work, env)) {
            var records = service.get("/api/records?size=1");
            assertEquals(200, records.statusCode(), records.body());
            assertTrue(records.body().contains("\"total\":"), records.body());
            String log = service.logText();
            assertTrue(log.contains("ignored " + old + ":"), log);
            assertTrue(log.contains("ignored " + planted + ":"), log);
        }
        try (Stream<Path> left = Files.list(marks)) {
            assertEquals(List.of(), left.toList(), "no planted program ran");
        }
    }
}
