package io.morpion.formats.backup;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * A backup of a Morpion server's database as one zip: each table as PostgreSQL wrote it with {@code
 * COPY ... TO STDOUT (FORMAT csv, HEADER true)} under {@code tables/}, all from one snapshot, and
 * {@value #MANIFEST}, which names the schema version they belong to and each table's rows, bytes and
 * SHA-256. A file whose entries do not match its manifest is damaged, and nothing may be restored
 * from it.
 */
public final class BackupFile {

    public static final String FORMAT = "morpion-backup";
    public static final int FORMAT_VERSION = 1;
    public static final String MANIFEST = "manifest.json";
    public static final String TABLES = "tables/";
    /** How many times its size a backup's tables may inflate to: a real one's inflate a few times. */
    static final long MAX_INFLATION = 64;

    private static final ObjectMapper JSON = new ObjectMapper().findAndRegisterModules();

    /** One table as the backup holds it. */
    public record Table(String name, long rows, long bytes, String sha256) {
        public String entry() {
            return TABLES + name + ".csv";
        }
    }

    /**
     * Where one of the database's counters stood, so that a restored database goes on numbering
     * after the backup's ids and never hands one out twice.
     *
     * @param lastValue the last value handed out; null if none was
     */
    public record Sequence(String name, Long lastValue) {}

    /**
     * @param schemaVersion the database migration the tables were written under (Flyway's version)
     * @param createdAt     when the snapshot was taken, ISO-8601
     * @param server        the version of the server that wrote it
     * @param sequences     the counters, read after the snapshot was fixed, so at or past its ids
     */
    public record Manifest(
            String format,
            int formatVersion,
            String schemaVersion,
            String createdAt,
            String server,
            List<Table> tables,
            List<Sequence> sequences) {

        public Manifest {
            tables = List.copyOf(tables);
            sequences = sequences == null ? List.of() : List.copyOf(sequences);
        }

        public long rows(String table) {
            return tables.stream()
                    .filter(t -> t.name().equals(table))
                    .mapToLong(Table::rows)
                    .findFirst()
                    .orElse(0);
        }
    }

    /** Why a file cannot be taken as a backup, in words for the person restoring it. */
    public static final class DamagedBackupException extends Exception {
        public DamagedBackupException(String message) {
            super(message);
        }
    }

    private BackupFile() {}

    public static byte[] manifestBytes(Manifest manifest) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(manifest);
        } catch (IOException e) {
            throw new IllegalStateException("the manifest could not be written as JSON", e);
        }
    }

    /** A stream that passes bytes on and keeps their count and SHA-256, for one table's entry. */
    public static final class Summing extends DigestOutputStream {
        private long bytes;

        public Summing(OutputStream out) {
            super(out, sha256());
        }

        @Override
        public void write(int b) throws IOException {
            super.write(b);
            bytes++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            super.write(b, off, len);
            bytes += len;
        }

        @Override
        public void close() {
            // the zip's entry is closed by its writer, not by the table's copy
        }

        public Table table(String name, long rows) {
            return new Table(
                    name,
                    rows,
                    bytes,
                    HexFormat.of().formatHex(getMessageDigest().digest()));
        }
    }

    /**
     * Reads a backup whole and checks it: a manifest of this format, and every table it names
     * present once with its bytes and checksum, and nothing else. Returns the manifest.
     *
     * <p>The manifest and the sizes the zip declares for its tables are read first, and a table is
     * inflated no further than the bytes the manifest gives it: a zip bomb, or a table that grows
     * past its size, is refused before it costs more than a backup of its size would.
     */
    public static Manifest verify(Path file) throws DamagedBackupException, IOException {
        try (ZipFile zip = new ZipFile(file.toFile())) {
            ZipEntry manifestEntry = zip.getEntry(MANIFEST);
            if (manifestEntry == null) {
                throw new DamagedBackupException("the file has no " + MANIFEST + ": it is not a Morpion backup");
            }
            Manifest manifest;
            try (InputStream in = zip.getInputStream(manifestEntry)) {
                manifest = readManifest(in);
            }
            Map<String, Table> named = new HashMap<>();
            for (Table table : manifest.tables()) {
                if (named.put(table.name(), table) != null) {
                    throw new DamagedBackupException("the manifest names the table " + table.name() + " twice");
                }
            }
            long inflated = manifest.tables().stream().mapToLong(Table::bytes).sum();
            if (inflated > MAX_INFLATION * Files.size(file)) {
                throw new DamagedBackupException("the backup's tables inflate to " + inflated + " bytes, more than "
                        + MAX_INFLATION + " times its " + Files.size(file) + ": refused unread, as a zip bomb");
            }
            Map<String, ZipEntry> tables = new HashMap<>();
            for (ZipEntry entry : Collections.list(zip.entries())) {
                String name = entry.getName();
                if (name.equals(MANIFEST)) {
                    continue;
                }
                if (!name.startsWith(TABLES) || !name.endsWith(".csv")) {
                    throw new DamagedBackupException("the backup holds " + name + ", which no backup of ours has");
                }
                String table = name.substring(TABLES.length(), name.length() - 4);
                if (tables.put(table, entry) != null) {
                    throw new DamagedBackupException("the backup holds the table " + table + " twice");
                }
                Table expected = named.get(table);
                if (expected == null) {
                    throw new DamagedBackupException(
                            "the backup holds the table " + table + ", which its manifest does not name");
                }
                if (entry.getSize() != -1 && entry.getSize() != expected.bytes()) {
                    throw new DamagedBackupException("the table " + table + " declares " + entry.getSize()
                            + " bytes, and the manifest gives it " + expected.bytes() + ": the backup is damaged");
                }
            }
            for (Table table : manifest.tables()) {
                ZipEntry entry = tables.get(table.name());
                if (entry == null) {
                    throw new DamagedBackupException(
                            "the backup lacks the table " + table.name() + " its manifest names");
                }
                Summing sums = new Summing(OutputStream.nullOutputStream());
                try (InputStream in = zip.getInputStream(entry)) {
                    // one byte past the size it should have is enough to know it is not that table
                    long read = in.transferTo(new BoundedOutput(sums, table.bytes() + 1));
                    if (read > table.bytes()) {
                        throw new DamagedBackupException("the table " + table.name() + " inflates past the "
                                + table.bytes() + " bytes its manifest gives it: the backup is damaged");
                    }
                } catch (BoundedOutput.Full full) {
                    throw new DamagedBackupException("the table " + table.name() + " inflates past the " + table.bytes()
                            + " bytes its manifest gives it: the backup is damaged");
                }
                Table found = sums.table(table.name(), 0);
                if (found.bytes() != table.bytes() || !found.sha256().equals(table.sha256())) {
                    throw new DamagedBackupException("the table " + table.name()
                            + " does not match its checksum in the manifest: the backup is damaged");
                }
            }
            return manifest;
        } catch (ZipException | EOFException e) {
            throw new DamagedBackupException("the file is not a whole zip archive (" + e.getMessage() + ")");
        }
    }

    /** Passes bytes on until the limit, and fails with {@link Full} on the first byte past it. */
    private static final class BoundedOutput extends OutputStream {
        static final class Full extends IOException {
            Full() {
                super("past the limit", null);
            }
        }

        private final OutputStream out;
        private long left;

        BoundedOutput(OutputStream out, long limit) {
            this.out = out;
            this.left = limit;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > left) {
                throw new Full();
            }
            left -= len;
            out.write(b, off, len);
        }
    }

    private static Manifest readManifest(InputStream in) throws DamagedBackupException {
        try {
            Manifest manifest = JSON.readValue(in.readNBytes(1 << 20), Manifest.class);
            if (!FORMAT.equals(manifest.format()) || manifest.formatVersion() != FORMAT_VERSION) {
                throw new DamagedBackupException("the manifest is of " + manifest.format() + " version "
                        + manifest.formatVersion() + ", not " + FORMAT + " version " + FORMAT_VERSION);
            }
            return manifest;
        } catch (IOException e) {
            throw new DamagedBackupException("the manifest cannot be read: it is not a Morpion backup's");
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }
}
