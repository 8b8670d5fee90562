package io.morpion.service.backup;

import io.agroal.api.AgroalDataSource;
import io.morpion.formats.backup.BackupFile;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.OutputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;

/**
 * Backups of the whole database, taken while the service runs: every table of ours (records, runs,
 * checkpoints, improvements, campaigns, token hashes and Quartz's state) copied out by PostgreSQL's
 * own COPY, all in one read-only transaction at repeatable read, so that they form one snapshot
 * whatever the searches write meanwhile. Flyway's own history stays out: the manifest names its
 * version instead.
 */
@ApplicationScoped
public class BackupService {

    private static final Logger LOG = Logger.getLogger(BackupService.class);

    @Inject
    AgroalDataSource database;

    @ConfigProperty(name = "quarkus.application.version", defaultValue = "dev")
    String version;

    /** Writes a backup to {@code out} as a zip ({@link BackupFile}); {@code out} stays open. */
    public BackupFile.Manifest write(OutputStream out) throws IOException {
        long start = System.nanoTime();
        try (Connection connection = database.getConnection()) {
            connection.setAutoCommit(false);
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            connection.setReadOnly(true);
            try {
                // the first statement of the transaction fixes the snapshot every table is copied from
                String schema = BackupTables.schemaVersion(connection);
                String createdAt = OffsetDateTime.now(ZoneOffset.UTC).toString();
                List<BackupFile.Table> tables = new ArrayList<>();
                ZipOutputStream zip = new ZipOutputStream(out);
                for (String table : BackupTables.tables(connection)) {
                    zip.putNextEntry(new ZipEntry(BackupFile.TABLES + table + ".csv"));
                    BackupFile.Summing sums = new BackupFile.Summing(zip);
                    long rows = connection
                            .unwrap(PGConnection.class)
                            .getCopyAPI()
                            .copyOut(
                                    "COPY " + BackupTables.copySource(table)
                                            + " TO STDOUT WITH (FORMAT csv, HEADER true)",
                                    sums);
                    zip.closeEntry();
                    tables.add(sums.table(table, rows));
                }
                BackupFile.Manifest manifest = new BackupFile.Manifest(
                        BackupFile.FORMAT,
                        BackupFile.FORMAT_VERSION,
                        schema,
                        createdAt,
                        version,
                        tables,
                        BackupTables.sequences(connection));
                zip.putNextEntry(new ZipEntry(BackupFile.MANIFEST));
                zip.write(BackupFile.manifestBytes(manifest));
                zip.closeEntry();
                zip.finish();
                LOG.infof(
                        "backup of schema %s taken: %d tables, %d records, %d runs (%d ms)",
                        schema,
                        tables.size(),
                        manifest.rows("record"),
                        manifest.rows("search_run"),
                        (System.nanoTime() - start) / 1_000_000);
                return manifest;
            } finally {
                connection.rollback();
            }
        } catch (SQLException e) {
            throw new IOException("the database could not be read for a backup: " + e.getMessage(), e);
        }
    }
}
