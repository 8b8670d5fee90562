package io.morpion.service.backup;

import io.agroal.api.AgroalDataSource;
import io.morpion.formats.backup.BackupFile;
import io.morpion.service.access.AdminBootstrap;
import io.morpion.service.access.Caller;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.db.AdvisoryLocks;
import io.morpion.service.db.DatabaseRestored;
import io.morpion.service.records.CorpusSeeder;
import io.morpion.service.records.RecordEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipFile;
import org.jboss.logging.Logger;

/**
 * Brings a backup into this service in place of what it holds: every table of ours, in one
 * transaction, so that a restore that fails on the way leaves the service as it was. Quartz's
 * tables stay this service's own, since theirs name the nodes that wrote them; the runs and
 * campaigns that were under way get jobs here at once, and go on from their checkpoints as they
 * do after a crash.
 */
@ApplicationScoped
public class RestoreService {

    private static final Logger LOG = Logger.getLogger(RestoreService.class);

    @Inject
    AgroalDataSource database;

    @Inject
    RestoreUploads uploads;

    @Inject
    Event<DatabaseRestored> restored;

    @Inject
    CorpusSeeder seeder;

    @Inject
    BackupConfig config;

    @Inject
    StagedRows staged;

    /** PostgreSQL's SQLSTATE for a lock not granted within lock_timeout. */
    private static final String LOCK_NOT_AVAILABLE = "55P03";

    /** PostgreSQL's SQLSTATE for a transaction it aborted to break a deadlock. */
    private static final String DEADLOCK_DETECTED = "40P01";

    private static final int DEADLOCK_TRIES = 3;

    /** A restore that PostgreSQL aborted to break a deadlock: nothing was changed, and it may be tried again. */
    private static final class Deadlocked extends RuntimeException {
        Deadlocked() {
            super("deadlocked", null, false, false);
        }
    }

    private Refused.Conflict busy() {
        long seconds = config.restoreLockTimeout().toSeconds();
        return new Refused.Conflict(
                RefusalCode.RESTORE_BUSY,
                "a backup is being read, or a request holds the tables a restore replaces, and it did not"
                        + " end within " + seconds + " s; try the restore again when it is done",
                seconds);
    }

    /** The longest a restore waits for a first start to finish storing its packaged corpus. */
    private static final Duration SEEDING = Duration.ofMinutes(5);

    /**
     * What a restore brought in.
     *
     * @param rows         the rows restored, by table
     * @param resuming     the runs queued or under way, which resume here
     * @param callerKept   whether the caller's own token was added to the backup's tokens
     */
    public record Restored(
            String schemaVersion,
            String createdAt,
            String server,
            Map<String, Long> rows,
            long resuming,
            boolean callerKept) {}

    /**
     * Restores the upload whose {@code parts} parts have the SHA-256 {@code sha256}. Refused if the
     * backup is damaged, of another schema, or if this service holds data of its own beyond the
     * packaged corpus and {@code force} is not set. The upload is forgotten either way.
     */
    public Restored restore(UUID upload, int parts, String sha256, boolean force, Caller caller) {
        if (!seeder.awaitStored(SEEDING)) {
            throw new Refused.Conflict(
                    RefusalCode.RESTORE_SEEDING,
                    "this service is still storing its packaged corpus, as a first start does; try again in a"
                            + " few minutes");
        }
        Path file = uploads.assemble(upload, parts, sha256);
        try {
            return restore(file, force, caller);
        } finally {
            uploads.discard(upload);
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                LOG.warnf("the restore's temporary file %s could not be deleted: %s", file, e.getMessage());
            }
        }
    }

    private Restored restore(Path file, boolean force, Caller caller) {
        try {
            BackupFile.Manifest manifest;
            try {
                manifest = BackupFile.verify(file);
            } catch (BackupFile.DamagedBackupException e) {
                throw new Refused.Invalid(RefusalCode.BACKUP_DAMAGED, e.getMessage(), e.getMessage());
            }
            // checked before the restore takes its locks, so that requests do not wait on the check
            staged.check(file, manifest);
            Restored done = null;
            // a search writing while the tables are replaced can deadlock with the restore; PostgreSQL
            // then aborts one of the two, and a restore that lost is tried again from the start
            for (int attempt = 1; done == null; attempt++) {
                try {
                    done = replaceAll(file, manifest, force, caller);
                } catch (Deadlocked e) {
                    if (attempt == DEADLOCK_TRIES) {
                        throw busy();
                    }
                    LOG.infof(
                            "the restore met a search's write in a deadlock; trying again (%d of %d)",
                            attempt + 1, DEADLOCK_TRIES);
                }
            }
            LOG.infof(
                    "restored the backup of schema %s taken %s by %s: %s; %d runs resume",
                    done.schemaVersion(), done.createdAt(), caller.label(), done.rows(), done.resuming());
            restored.fire(new DatabaseRestored(done.schemaVersion()));
            return done;
        } catch (IOException e) {
            throw new IllegalStateException("the backup could not be read back for its restore", e);
        }
    }

    private Restored replaceAll(Path file, BackupFile.Manifest manifest, boolean force, Caller caller)
            throws IOException {
        try (Connection c = database.getConnection();
                ZipFile zip = new ZipFile(file.toFile())) {
            c.setAutoCommit(false);
            try {
                BackupTables.execute(c, AdvisoryLocks.restoreSql());
                BackupTables.execute(
                        c,
                        "set local lock_timeout = "
                                + config.restoreLockTimeout().toMillis());
                BackupTables.execute(c, "set constraints all deferred");
                List<String> tables = StagedRows.tablesToReplace(c, manifest);
                String holds = force ? "" : ownData(c);
                if (!holds.isEmpty()) {
                    throw new Refused.Conflict(
                            RefusalCode.RESTORE_NOT_EMPTY,
                            "this service holds data of its own beyond the packaged corpus (" + holds
                                    + "), which a restore would replace; restore into a fresh service, or"
                                    + " force the restore to replace it",
                            holds);
                }
                List<Object> callerToken = tokenRow(c, caller.tokenId());
                long version = single(c, "select version from record_change");
                // the same rows StagedRows checked, from the same file
                Map<String, Long> rows = BackupTables.load(c, zip, manifest, tables);
                BackupTables.setCounters(c, manifest);
                // no execution holds a restored run: one still searching here or on another node loses
                // its lease, stops at its next write without writing, and the run resumes from the
                // backup's checkpoint, rather than its finds from memory landing in the restored rows
                BackupTables.execute(c, "update search_run set lease = null, node = null where lease is not null");
                // listings are cached under this counter: it must move past every value it had here
                BackupTables.execute(c, "update record_change set version = version + " + (version + 1));
                boolean callerKept = keepToken(c, callerToken);
                long resuming = single(c, "select count(*) from search_run where status in ('QUEUED', 'RUNNING')");
                c.commit();
                return new Restored(
                        manifest.schemaVersion(), manifest.createdAt(), manifest.server(), rows, resuming, callerKept);
            } catch (SQLException | IOException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            if (LOCK_NOT_AVAILABLE.equals(e.getSQLState())) {
                throw busy();
            }
            if (DEADLOCK_DETECTED.equals(e.getSQLState())) {
                throw new Deadlocked();
            }
            if (BackupTables.brokenRule(e)) {
                // data or integrity: the backup's rows, not the database, are at fault
                String reason = BackupTables.reason(e);
                throw new Refused.Invalid(RefusalCode.BACKUP_DAMAGED, reason, reason);
            }
            throw new IllegalStateException("the backup could not be written to the database", e);
        }
    }

    /** What this service holds beyond the packaged corpus and its own first admin token, in words. */
    private static String ownData(Connection c) throws SQLException {
        List<String> held = new ArrayList<>();
        count(c, "select count(*) from search_run", "run", held);
        count(c, "select count(*) from campaign", "campaign", held);
        count(c, "select count(*) from record r where not " + RecordEntity.PACKAGED, "record", held);
        count(
                c,
                "select count(*) from access_token where created_by not in ('" + AdminBootstrap.MADE_FIRST + "', '"
                        + AdminBootstrap.MADE_FROM_SETTING + "')",
                "access token",
                held);
        return String.join(", ", held);
    }

    private static void count(Connection c, String sql, String noun, List<String> held) throws SQLException {
        long n = single(c, sql);
        if (n > 0) {
            held.add(n + " " + noun + (n == 1 ? "" : "s"));
        }
    }

    private static final String TOKEN_COLUMNS =
            "name, role, token_hash, token_salt, created_by, created_at, expires_at";

    /** The caller's token as it stands here, to add to the backup's, so that the caller stays admin. */
    private static List<Object> tokenRow(Connection c, Long tokenId) throws SQLException {
        List<Object> row = new ArrayList<>();
        if (tokenId == null) {
            return row;
        }
        try (PreparedStatement s = c.prepareStatement(
                "select " + TOKEN_COLUMNS + " from access_token where id = ? and revoked_at is null")) {
            s.setLong(1, tokenId);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    for (int i = 1; i <= TOKEN_COLUMNS.split(",").length; i++) {
                        row.add(r.getObject(i));
                    }
                }
            }
        }
        return row;
    }

    private static boolean keepToken(Connection c, List<Object> row) throws SQLException {
        if (row.isEmpty()) {
            return false;
        }
        try (PreparedStatement s = c.prepareStatement("insert into access_token (" + TOKEN_COLUMNS + ")"
                + " select ?, ?, ?, ?, ?, ?, ? where not exists (select 1 from access_token where token_hash = ?)")) {
            for (int i = 0; i < row.size(); i++) {
                s.setObject(i + 1, row.get(i));
            }
            s.setObject(row.size() + 1, row.get(2));
            return s.executeUpdate() == 1;
        }
    }

    private static long single(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }
}
