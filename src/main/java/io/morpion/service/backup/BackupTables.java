package io.morpion.service.backup;

import io.morpion.formats.backup.BackupFile;
import io.morpion.service.webhooks.WebhookEntity;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.postgresql.PGConnection;

/**
 * The database as a backup sees it: which tables are ours, its counters and schema version, and
 * how a backup's tables are copied back in (PostgreSQL's COPY, in an order that satisfies every
 * foreign key). Used by the restore and by the upgrade test, which loads an old release's backup
 * into a database migrated only as far as that release.
 */
public final class BackupTables {

    /** Flyway's own history: a backup names its version in the manifest instead. */
    static final String MIGRATIONS = "flyway_schema_history";

    /** A backup on its way in, and the uploads begun; never part of one. */
    static final String UPLOADS = "restore_upload";

    static final String UPLOADS_BEGUN = "restore_upload_begun";

    private BackupTables() {}

    /**
     * What a backup copies of a table: all of it, but a webhook's secret: a backup is a file an admin keeps and moves,
     * and the key that signs a token's alerts is not written into it ({@link WebhookEntity#WITHHELD_SECRET}).
     */
    static String copySource(String table) {
        if (table.equals("token_webhook")) {
            return "(select token_id, url, '" + WebhookEntity.WITHHELD_SECRET
                    + "' as secret, created_at from token_webhook)";
        }
        return quoted(table);
    }

    /** Whether the table is the job scheduler's (Quartz's), whose rows describe the nodes that wrote them. */
    public static boolean scheduler(String table) {
        return table.startsWith("qrtz_");
    }

    /** Our tables, in name order: everything in the schema but Flyway's history and uploads under way. */
    public static List<String> tables(Connection connection) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (PreparedStatement s = connection.prepareStatement("select table_name from information_schema.tables"
                + " where table_schema = current_schema() and table_type = 'BASE TABLE'"
                + " and table_name not in (?, ?, ?) order by table_name")) {
            s.setString(1, MIGRATIONS);
            s.setString(2, UPLOADS);
            s.setString(3, UPLOADS_BEGUN);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    tables.add(r.getString(1));
                }
            }
        }
        return tables;
    }

    /** The latest migration applied (Flyway's version), which names the schema. */
    public static String schemaVersion(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement();
                ResultSet r = s.executeQuery("select version from " + MIGRATIONS + " where success and version"
                        + " is not null order by installed_rank desc limit 1")) {
            if (!r.next()) {
                throw new SQLException("the database has no migration history");
            }
            return r.getString(1);
        }
    }

    /** Where each counter of the schema stands now. */
    static List<BackupFile.Sequence> sequences(Connection connection) throws SQLException {
        List<BackupFile.Sequence> sequences = new ArrayList<>();
        try (Statement s = connection.createStatement();
                ResultSet r = s.executeQuery("select sequencename, last_value from pg_sequences"
                        + " where schemaname = current_schema() order by sequencename")) {
            while (r.next()) {
                String name = r.getString(1);
                long value = r.getLong(2);
                sequences.add(new BackupFile.Sequence(name, r.wasNull() ? null : value));
            }
        }
        return sequences;
    }

    /**
     * Empties the tables that {@code wanted} names and copies the backup's into them, leaving the
     * counters to {@link #setCounters}. Returns the rows copied by table. The caller holds the transaction and has its foreign keys wait to its end, since
     * tables refer to each other both ways.
     */
    public static Map<String, Long> load(
            Connection connection, ZipFile zip, BackupFile.Manifest manifest, Collection<String> wanted)
            throws SQLException, IOException {
        Map<String, Long> copied = new TreeMap<>();
        List<String> quoted = new ArrayList<>();
        wanted.forEach(table -> quoted.add(quoted(table)));
        execute(connection, "truncate " + String.join(", ", quoted));
        for (String table : wanted) {
            BackupFile.Table entry = manifest.tables().stream()
                    .filter(t -> t.name().equals(table))
                    .findFirst()
                    .orElseThrow(() -> new IOException("the backup has no table " + table));
            ZipEntry file = zip.getEntry(entry.entry());
            String columns;
            try (InputStream in = zip.getInputStream(file)) {
                columns = header(in, table);
            }
            long rows;
            try (InputStream in = zip.getInputStream(file)) {
                rows = connection
                        .unwrap(PGConnection.class)
                        .getCopyAPI()
                        .copyIn(
                                "COPY " + quoted(table) + " (" + columns
                                        + ") FROM STDIN WITH (FORMAT csv, HEADER true)",
                                in);
            } catch (SQLException e) {
                if (!brokenRule(e)) {
                    throw e;
                }
                throw new SQLException(
                        "the table " + table + " breaks a rule of this schema: " + reason(e), e.getSQLState(), e);
            }
            if (rows != entry.rows()) {
                throw new SQLException(
                        "the table " + table + " holds " + rows + " rows, and the manifest says " + entry.rows(),
                        "22000");
            }
            copied.put(table, rows);
        }
        return copied;
    }

    /**
     * Sets the counters as the backup left them. PostgreSQL never rolls a counter back, so this comes
     * last, once the rows are in and checked: a restore refused before it leaves the counters where
     * they were, and the service goes on numbering past its own ids.
     */
    public static void setCounters(Connection connection, BackupFile.Manifest manifest) throws SQLException {
        try (PreparedStatement set = connection.prepareStatement("select setval(?::regclass, ?, ?)")) {
            for (BackupFile.Sequence sequence : manifest.sequences()) {
                set.setString(1, quoted(sequence.name()));
                set.setLong(2, sequence.lastValue() == null ? 1 : sequence.lastValue());
                set.setBoolean(3, sequence.lastValue() != null);
                set.execute();
            }
        }
    }

    /** Whether the database refused the rows themselves (a value, a check, a key), not the connection. */
    public static boolean brokenRule(SQLException e) {
        String state = String.valueOf(e.getSQLState());
        return state.startsWith("22") || state.startsWith("23");
    }

    /** The database's own words for a refusal: its first line, without PostgreSQL's "ERROR: ". */
    public static String reason(SQLException e) {
        return String.valueOf(e.getMessage()).lines().findFirst().orElse("").replaceFirst("^ERROR: ", "");
    }

    /** The column list of a table's CSV, from its header line, quoted for COPY. */
    private static String header(InputStream in, String table) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 8192);
        char[] line = new char[8192];
        int length = 0;
        for (int c = reader.read(); c != -1 && c != '\n' && c != '\r'; c = reader.read()) {
            if (length == line.length) {
                throw new IOException("the table " + table + " has a header line longer than " + line.length);
            }
            line[length++] = (char) c;
        }
        List<String> columns = new ArrayList<>();
        for (String column : new String(line, 0, length).split(",", -1)) {
            String name = column.startsWith("\"") && column.endsWith("\"") && column.length() >= 2
                    ? column.substring(1, column.length() - 1).replace("\"\"", "\"")
                    : column;
            if (name.isEmpty()) {
                throw new IOException("the table " + table + " has a header with an empty column name");
            }
            columns.add(quoted(name));
        }
        return String.join(", ", columns);
    }

    /** Runs one statement that answers nothing, on the connection's transaction. */
    static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }
}
