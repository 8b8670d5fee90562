package io.morpion.cli;

import io.morpion.api.RestoreRequest;
import io.morpion.api.ServerViews;
import io.morpion.formats.backup.BackupFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "restore",
        mixinStandardHelpOptions = true,
        description = {
            "Restores a backup made by 'morpion admin backup' into the server, in place of everything it holds: "
                    + "records, runs with their checkpoints and improvements, campaigns and access tokens.",
            "Meant for a fresh server, which holds only the packaged corpus; a server with data of its own is "
                    + "refused unless --force. FILE is checked before anything is sent, and the server checks it "
                    + "again and replaces its tables in one transaction, so a failed restore changes nothing.",
            "Searches that were queued or running resume from their checkpoints. The backup's access tokens "
                    + "replace the server's; the token you restore with stays valid. More: docs/operations.md."
        })
class RestoreCommand extends ServerCommand {

    /** The longest a server may take to write a backup into its database before the CLI gives up. */
    private static final Duration RESTORE_TIMEOUT = Duration.ofHours(1);

    @Parameters(paramLabel = "FILE", description = "the backup to restore (a zip from 'morpion admin backup')")
    Path file;

    @Option(names = "--force", description = "replace what the server holds beyond the packaged corpus")
    boolean force;

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new UsageError(file + " is not a file");
        }
        try {
            BackupFile.verify(file);
        } catch (BackupFile.DamagedBackupException e) {
            throw new IllegalArgumentException(file + " cannot be restored: " + e.getMessage());
        }
        long size = Files.size(file);
        ServerViews.RestoreUpload upload = ServerClient.ok(server.post("/api/admin/restores", Map.of(), new byte[0]))
                .as(ServerViews.RestoreUpload.class);
        int parts;
        try {
            if (size > upload.maxBytes()) {
                throw new IllegalArgumentException(String.format(
                        Locale.ROOT,
                        "%s has %,d bytes; the server takes backups of up to %,d (morpion.backup.restore-max-size)",
                        file,
                        size,
                        upload.maxBytes()));
            }
            parts = send(upload, size);
        } catch (IOException | RuntimeException e) {
            // an upload left behind would count against the few a server takes at once for a day
            try {
                server.delete("/api/admin/restores/" + upload.id());
            } catch (RuntimeException unreachable) {
                e.addSuppressed(unreachable);
            }
            throw e;
        }
        RestoreRequest request = new RestoreRequest(parts, sha256(), force);
        ServerViews.Restored restored = ServerClient.ok(
                        server.postJson("/api/admin/restores/" + upload.id(), request, RESTORE_TIMEOUT))
                .as(ServerViews.Restored.class);
        out().printf(
                        Locale.ROOT,
                        "restored %s, the backup of schema %s taken %s by server %s: %s%n",
                        file,
                        restored.schemaVersion(),
                        restored.createdAt(),
                        restored.server(),
                        restored.rows().entrySet().stream()
                                .filter(e -> e.getValue() > 0)
                                .map(e -> e.getKey() + " " + e.getValue())
                                .collect(Collectors.joining(", ")));
        out().printf(
                        Locale.ROOT,
                        "%d search%s resume%s from %s checkpoints; the access tokens are the backup's%s%n",
                        restored.resuming(),
                        restored.resuming() == 1 ? "" : "es",
                        restored.resuming() == 1 ? "s" : "",
                        restored.resuming() == 1 ? "its" : "their",
                        restored.callerKept() ? ", and the token you restored with stays valid" : "");
        return 0;
    }

    /** Sends the file in parts of the server's size, with a progress line; returns how many. */
    private int send(ServerViews.RestoreUpload upload, long size) throws IOException {
        LiveLine progress = LiveLine.on(err());
        int parts = (int) Math.max(1, (size + upload.partBytes() - 1) / upload.partBytes());
        try (InputStream in = Files.newInputStream(file)) {
            for (int part = 0; part < parts; part++) {
                byte[] data = in.readNBytes((int) upload.partBytes());
                ServerClient.ok(server.put("/api/admin/restores/" + upload.id() + "/parts/" + part, data));
                progress.show(String.format(
                        Locale.ROOT,
                        "sending %s: part %d of %d (%d %%)",
                        file.getFileName(),
                        part + 1,
                        parts,
                        (part + 1) * 100 / parts));
            }
        } finally {
            progress.end();
        }
        return parts;
    }

    private String sha256() throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of()
                    .formatHex(((DigestInputStream) in).getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }
}
