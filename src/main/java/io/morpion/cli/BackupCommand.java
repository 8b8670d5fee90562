package io.morpion.cli;

import io.morpion.formats.backup.BackupFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "backup",
        mixinStandardHelpOptions = true,
        description = {
            "Saves a consistent backup of the server's whole database to FILE, taken while searches run: every "
                    + "record, run, checkpoint, improvement, campaign, token hash and the job scheduler's state, from "
                    + "one snapshot (PostgreSQL's COPY).",
            "The file is checked against its manifest before it takes FILE's name, so a FILE that exists afterwards "
                    + "is a whole backup. What it holds and does not hold: docs/operations.md."
        })
class BackupCommand extends ServerCommand {
    @Parameters(paramLabel = "FILE", description = "where to save the backup (a zip)")
    Path file;

    @Option(names = "--force", description = "replace FILE if it exists")
    boolean force;

    @Override
    public Integer call() throws IOException {
        Path target = file.toAbsolutePath();
        if (Files.exists(target) && !force) {
            throw new UsageError(file + " exists; give another name, or --force to replace it");
        }
        Files.createDirectories(target.getParent());
        Path part = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".part");
        try {
            server.download("/api/admin/backup", part);
            BackupFile.Manifest manifest;
            try {
                manifest = BackupFile.verify(part);
            } catch (BackupFile.DamagedBackupException e) {
                throw new IllegalArgumentException("the server's backup arrived damaged: " + e.getMessage());
            }
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            out().printf(
                            Locale.ROOT,
                            "backup of schema %s taken %s saved to %s (%,d bytes): %s%n",
                            manifest.schemaVersion(),
                            manifest.createdAt(),
                            file,
                            Files.size(target),
                            manifest.tables().stream()
                                    .filter(t -> t.rows() > 0)
                                    .map(t -> t.name() + " " + t.rows())
                                    .collect(Collectors.joining(", ")));
            return 0;
        } finally {
            Files.deleteIfExists(part);
        }
    }
}
