package io.morpion.service.backup;

import io.agroal.api.AgroalDataSource;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.quarkus.runtime.configuration.MemorySize;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A backup on its way in, part by part: each part is a request under the body limit, kept in the
 * database (so any node of a cluster may take the next one) until the whole is put together.
 */
@ApplicationScoped
public class RestoreUploads {

    /** The smallest part, whatever the body limit, so that a backup never needs millions of requests. */
    private static final long MIN_PART = 64 * 1024;

    @Inject
    AgroalDataSource database;

    @Inject
    BackupConfig config;

    @ConfigProperty(name = "quarkus.http.limits.max-body-size")
    MemorySize maxBodySize;

    /** What a client needs to send a backup: where, and in parts of what size. */
    public record Upload(UUID id, long partBytes, long maxBytes) {}

    /** A new upload, which its parts must name; uploads abandoned more than a day ago are cleared away first. */
    public Upload begin() {
        dropAbandoned();
        UUID id = UUID.randomUUID();
        int most = config.restoreMaxUploads();
        try (Connection c = database.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement s = c.prepareStatement("select pg_advisory_xact_lock(hashtext('restore-uploads'))");
                    PreparedStatement count = c.prepareStatement("select count(*) from restore_upload_begun");
                    PreparedStatement insert =
                            c.prepareStatement("insert into restore_upload_begun (upload_id) values (?)")) {
                s.execute();
                long underWay;
                try (ResultSet r = count.executeQuery()) {
                    r.next();
                    underWay = r.getLong(1);
                }
                if (underWay >= most && !reclaimOneIdle(c)) {
                    c.rollback();
                    throw new Refused.Conflict(
                            RefusalCode.RESTORE_UPLOADS,
                            underWay + " restore uploads are under way, the most this server takes at once"
                                    + " (morpion.backup.restore-max-uploads): " + named(underWay())
                                    + "; finish one, or abandon one (DELETE /api/admin/restores/ID); one untouched"
                                    + " for an hour gives its place to the next",
                            underWay);
                }
                insert.setObject(1, id);
                insert.executeUpdate();
                c.commit();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("a restore upload could not be begun", e);
        }
        return new Upload(id, partBytes(), config.restoreMaxSize().asLongValue());
    }

    /**
     * An upload under way, as an admin lists it: when it was last touched (begun, or a part received), how long ago
     * in seconds, its parts and their bytes.
     */
    public record UnderWay(UUID id, OffsetDateTime touchedAt, long idleSeconds, int parts, long bytes) {}

    private static final String UNDER_WAY = "select b.upload_id, greatest(b.begun_at, max(u.received_at)) as touched,"
            + " count(u.part), coalesce(sum(octet_length(u.data)), 0) from restore_upload_begun b"
            + " left join restore_upload u on u.upload_id = b.upload_id group by b.upload_id, b.begun_at";

    /** The uploads under way, the longest untouched first. */
    public List<UnderWay> underWay() {
        List<UnderWay> all = new ArrayList<>();
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement(UNDER_WAY + " order by touched, b.upload_id");
                ResultSet r = s.executeQuery()) {
            while (r.next()) {
                OffsetDateTime touched = r.getObject(2, OffsetDateTime.class);
                all.add(new UnderWay(
                        r.getObject(1, UUID.class),
                        touched,
                        Math.max(0, Duration.between(touched, now).toSeconds()),
                        r.getInt(3),
                        r.getLong(4)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the restore uploads could not be read", e);
        }
        return all;
    }

    private static String named(List<UnderWay> uploads) {
        return uploads.stream()
                .map(u -> u.id() + " (" + u.parts() + " part" + (u.parts() == 1 ? "" : "s") + ", untouched for "
                        + u.idleSeconds() / 60 + " min)")
                .collect(Collectors.joining(", "));
    }

    /**
     * Drops the upload untouched longest, when that is an hour or more, in the caller's transaction: a client that
     * died after beginning gives its place to the next after an hour instead of a day. True when one was dropped.
     */
    private static boolean reclaimOneIdle(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("select upload_id from (" + UNDER_WAY + ") t"
                + " where touched < now() - interval '1 hour' order by touched limit 1")) {
            UUID idle;
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    return false;
                }
                idle = r.getObject(1, UUID.class);
            }
            for (String table : List.of("restore_upload", "restore_upload_begun")) {
                try (PreparedStatement drop = c.prepareStatement("delete from " + table + " where upload_id = ?")) {
                    drop.setObject(1, idle);
                    drop.executeUpdate();
                }
            }
            return true;
        }
    }

    /** Forgets the uploads and parts untouched for a day, and returns how many uploads that was. */
    int dropAbandoned() {
        update("delete from restore_upload where received_at < now() - interval '1 day'", null);
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement("delete from restore_upload_begun b"
                        + " where begun_at < now() - interval '1 day' and not exists"
                        + " (select 1 from restore_upload u where u.upload_id = b.upload_id)")) {
            return s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("abandoned restore uploads could not be dropped", e);
        }
    }

    /** Half the body limit, so that a part and its request's framing always fit under it. */
    long partBytes() {
        return Math.max(MIN_PART, maxBodySize.asLongValue() / 2);
    }

    /** Keeps part {@code part} (from 0); a part sent again replaces the first copy. */
    public void part(UUID upload, long part, byte[] data) {
        long maxParts = (config.restoreMaxSize().asLongValue() + partBytes() - 1) / partBytes();
        if (part < 0 || part >= maxParts) {
            throw Refused.range("part", 0, maxParts - 1, part);
        }
        if (data.length == 0 || data.length > partBytes()) {
            throw Refused.range("part's bytes", 1, partBytes(), data.length);
        }
        requireBegun(upload);
        long held = single(
                "select coalesce(sum(length(data)), 0) from restore_upload where upload_id = ? and part <> " + part,
                upload);
        if (held + data.length > config.restoreMaxSize().asLongValue()) {
            throw invalid("upload " + upload + " would hold " + (held + data.length) + " bytes with this part, more"
                    + " than the largest backup a restore takes ("
                    + config.restoreMaxSize().asLongValue() + ")");
        }
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement("insert into restore_upload (upload_id, part, data)"
                        + " values (?, ?, ?) on conflict (upload_id, part)"
                        + " do update set data = excluded.data, received_at = now()")) {
            s.setObject(1, upload);
            s.setInt(2, (int) part);
            s.setBytes(3, data);
            s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("part " + part + " of upload " + upload + " could not be kept", e);
        }
    }

    /**
     * Puts the upload's parts 0..parts-1 together in a temporary file, which the caller deletes,
     * and checks them against the SHA-256 the client computed of the whole.
     */
    public Path assemble(UUID upload, int parts, String sha256) {
        Path file;
        try {
            file = Files.createTempFile("morpion-restore-", ".zip");
        } catch (IOException e) {
            throw new IllegalStateException("no temporary file for a restore", e);
        }
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            int[] counted;
            try (OutputStream out = new DigestOutputStream(Files.newOutputStream(file), digest)) {
                counted = copyParts(upload, out);
            }
            int next = counted[0];
            if (counted[1] == 0) {
                throw new Refused.NotFound(
                        RefusalCode.NOT_FOUND, "no part of upload " + upload + " has arrived", "upload", upload);
            }
            if (next < parts) {
                throw invalid("part " + next + " (counting from 0) of the " + parts
                        + " has not arrived; send it, then ask again");
            }
            String got = HexFormat.of().formatHex(digest.digest());
            if (next != parts || !got.equalsIgnoreCase(sha256 == null ? "" : sha256.strip())) {
                throw invalid("the " + next + " parts that arrived have the SHA-256 " + got + ", not " + sha256
                        + ": a part was lost or changed on the way; send the backup again");
            }
            return file;
        } catch (RuntimeException | IOException | SQLException | NoSuchAlgorithmException e) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // a temporary file left behind is the system's to clear
            }
            if (e instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("upload " + upload + " could not be read back", e);
        }
    }

    /**
     * Writes the upload's parts 0, 1, 2… to {@code out} until one is missing; returns how many it
     * wrote and how many parts the upload has in all.
     */
    private int[] copyParts(UUID upload, OutputStream out) throws SQLException, IOException {
        try (Connection c = database.getConnection()) {
            // a cursor, so that the parts come a few at a time rather than all at once
            c.setAutoCommit(false);
            try {
                return copyParts(c, upload, out);
            } finally {
                c.rollback();
            }
        }
    }

    private static int[] copyParts(Connection c, UUID upload, OutputStream out) throws SQLException, IOException {
        int next = 0;
        int all = 0;
        try (PreparedStatement s =
                c.prepareStatement("select part, data from restore_upload where upload_id = ? order by part")) {
            s.setObject(1, upload);
            s.setFetchSize(2);
            try (ResultSet r = s.executeQuery()) {
                for (; r.next(); all++) {
                    if (r.getInt(1) == next) {
                        out.write(r.getBytes(2));
                        next++;
                    }
                }
            }
        }
        return new int[] {next, all};
    }

    /** Abandons an upload that was begun: its parts are dropped, and it no longer counts against the limit. */
    public void abandon(UUID upload) {
        requireBegun(upload);
        discard(upload);
    }

    /** Forgets an upload and its parts. */
    public void discard(UUID upload) {
        update("delete from restore_upload where upload_id = ?", upload);
        update("delete from restore_upload_begun where upload_id = ?", upload);
    }

    private void requireBegun(UUID upload) {
        if (single("select count(*) from restore_upload_begun where upload_id = ?", upload) == 0) {
            throw new Refused.NotFound(
                    RefusalCode.NOT_FOUND,
                    "no restore upload " + upload + " was begun here, or it was dropped after a day untouched;"
                            + " POST /api/admin/restores to begin one",
                    "restore upload",
                    upload);
        }
        update("update restore_upload_begun set begun_at = now() where upload_id = ?", upload);
    }

    private long single(String sql, UUID upload) {
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, upload);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("restore upload " + upload + " could not be read", e);
        }
    }

    private static Refused.Invalid invalid(String detail) {
        return new Refused.Invalid(RefusalCode.RESTORE_UPLOAD, detail, detail);
    }

    private void update(String sql, UUID upload) {
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            if (upload != null) {
                s.setObject(1, upload);
            }
            s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("the restore uploads could not be changed", e);
        }
    }
}
