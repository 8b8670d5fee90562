package io.morpion.service.db;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The PostgreSQL programs run on one data directory, as the user the server runs as: this JVM's
 * own, or {@code nobody} (through util-linux {@code setpriv}) when the JVM is root.
 */
final class PostgresCommands {

    private final Path binDir;
    private final Path dataDir;
    /** The uid the server runs as, or -1 for this JVM's own user. */
    private final int serverUid;

    PostgresCommands(Path distribution, Path dataDir, int serverUid) {
        this.binDir = distribution.resolve("bin");
        this.dataDir = dataDir;
        this.serverUid = serverUid;
    }

    /** Makes a new cluster whose one role has the password (read from a file only the server's user can read). */
    void initdb(String user, String password) {
        Path secretDir = null;
        try {
            secretDir = Files.createTempDirectory(
                    "morpion-initdb-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            Path pwfile = secretDir.resolve("pwfile");
            writeOwnedByServer(pwfile, password + "\n");
            if (serverUid >= 0) {
                Files.setAttribute(secretDir, "unix:uid", serverUid);
            }
            run(
                    Duration.ofMinutes(2),
                    null,
                    command(
                            "initdb",
                            "-D",
                            dataDir.toString(),
                            "-U",
                            user,
                            "-A",
                            "scram-sha-256",
                            "--pwfile=" + pwfile,
                            "-E",
                            "UTF8",
                            "--locale=C"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the new database's password: " + e.getMessage(), e);
        } finally {
            if (secretDir != null) {
                try {
                    Files.deleteIfExists(secretDir.resolve("pwfile"));
                    Files.deleteIfExists(secretDir);
                } catch (IOException e) {
                    // a temporary directory only its owner can enter
                }
            }
        }
    }

    /** Runs SQL in single-user mode: no server, no connection, no authentication; the server must be stopped. */
    void singleUser(String sql) {
        run(Duration.ofMinutes(2), sql, command("postgres", "--single", "-D", dataDir.toString(), "postgres"));
    }

    void pgCtl(Duration timeout, String action, String... args) {
        run(timeout, null, pgCtlCommand(action, args));
    }

    boolean pgCtlSucceeds(String action) {
        return exitCode(Duration.ofSeconds(30), null, pgCtlCommand(action)) == 0;
    }

    /** Writes a file only the server's user may read or write. */
    void writeOwnedByServer(Path file, String content) {
        try {
            Files.deleteIfExists(file);
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(file, content, StandardCharsets.UTF_8);
            if (serverUid >= 0) {
                Files.setAttribute(file, "unix:uid", serverUid);
                Files.setAttribute(file, "unix:gid", serverUid);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private List<String> pgCtlCommand(String action, String... args) {
        List<String> parts = new ArrayList<>(List.of(action, "-D", dataDir.toString()));
        parts.addAll(List.of(args));
        return command("pg_ctl", parts.toArray(String[]::new));
    }

    private List<String> command(String program, String... args) {
        List<String> command = new ArrayList<>();
        if (serverUid >= 0) {
            command.addAll(List.of("setpriv", "--reuid=" + serverUid, "--regid=" + serverUid, "--clear-groups", "--"));
        }
        command.add(binDir.resolve(program).toString());
        command.addAll(List.of(args));
        return command;
    }

    private static void run(Duration timeout, String input, List<String> command) {
        int code = exitCode(timeout, input, command);
        if (code != 0) {
            throw new IllegalStateException(
                    "PostgreSQL command failed (exit " + code + "): " + String.join(" ", command));
        }
    }

    private static int exitCode(Duration timeout, String input, List<String> command) {
        try {
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            try (OutputStream stdin = process.getOutputStream()) {
                if (input != null) {
                    stdin.write(input.getBytes(StandardCharsets.UTF_8));
                }
            }
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
}
