package io.morpion.service.backup;

import io.agroal.api.AgroalDataSource;
import io.morpion.formats.backup.BackupFile;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.runs.RunsConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.zip.ZipFile;

/**
 * A backup's rows checked before the restore replaces anything: copied into temporary tables of
 * the same names as ours (which PostgreSQL looks up before our own), checked there by
 * {@link RestoredRows}, and dropped. No lock of the real tables is held meanwhile beyond what any
 * reader takes, so searches and token checks go on while thousands of records are replayed; the
 * restore then copies the same file in, within its own short lock.
 */
@ApplicationScoped
class StagedRows {

    @Inject
    AgroalDataSource database;

    @Inject
    RunsConfig runs;

    /** PostgreSQL's class of errors in a statement's names: a column the backup names that the table lacks. */
    private static final String UNDEFINED_NAME = "42";

    /** Refuses the backup with its first bad row named, or returns with nothing changed. */
    void check(Path file, BackupFile.Manifest manifest) {
        try (Connection c = database.getConnection();
                ZipFile zip = new ZipFile(file.toFile())) {
            c.setAutoCommit(false);
            try {
                List<String> tables = tablesToReplace(c, manifest);
                String schema = quotedSchema(c);
                for (String table : tables) {
                    BackupTables.execute(
                            c,
                            "create temporary table " + BackupTables.quoted(table) + " (like " + schema + "."
                                    + BackupTables.quoted(table)
                                    + " including defaults including constraints) on commit drop");
                }
                BackupTables.load(c, zip, manifest, tables);
                RestoredRows.check(c, manifest, runs.maxThreads());
            } finally {
                c.rollback();
            }
        } catch (SQLException e) {
            // the backup names what this schema lacks, or holds what it forbids: the backup is at fault
            if (BackupTables.brokenRule(e) || String.valueOf(e.getSQLState()).startsWith(UNDEFINED_NAME)) {
                throw damaged(BackupTables.reason(e));
            }
            throw new IllegalStateException("the backup's rows could not be checked", e);
        } catch (IOException e) {
            throw damaged("the backup's tables cannot be read: " + e.getMessage());
        }
    }

    private static Refused.Invalid damaged(String reason) {
        return new Refused.Invalid(RefusalCode.BACKUP_DAMAGED, reason, reason);
    }

    /**
     * Our tables that a restore replaces, Quartz's left out, once the backup is known to be of this
     * schema and to hold exactly those tables.
     */
    static List<String> tablesToReplace(Connection c, BackupFile.Manifest manifest) throws SQLException {
        String schema = BackupTables.schemaVersion(c);
        if (!schema.equals(manifest.schemaVersion())) {
            throw new Refused.Conflict(
                    RefusalCode.BACKUP_SCHEMA,
                    "the backup is of schema " + manifest.schemaVersion() + " and this service's is " + schema
                            + ": restore it into the release that made it (" + manifest.server()
                            + "), then start this release on that service's data to upgrade it",
                    manifest.schemaVersion(),
                    schema);
        }
        List<String> tables = BackupTables.tables(c).stream()
                .filter(t -> !BackupTables.scheduler(t))
                .toList();
        List<String> theirs = manifest.tables().stream()
                .map(BackupFile.Table::name)
                .filter(t -> !BackupTables.scheduler(t))
                .toList();
        if (!new HashSet<>(tables).equals(new HashSet<>(theirs))) {
            String detail = "the backup holds the tables " + theirs + ", and schema " + schema + " has " + tables
                    + ": it was not written by a Morpion server of its schema";
            throw new Refused.Invalid(RefusalCode.BACKUP_DAMAGED, detail, detail);
        }
        return tables;
    }

    private static String quotedSchema(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                var r = s.executeQuery("select current_schema()")) {
            r.next();
            return BackupTables.quoted(r.getString(1));
        }
    }
}
