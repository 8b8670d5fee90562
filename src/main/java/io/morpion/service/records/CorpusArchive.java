package io.morpion.service.records;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.morpion.msr.Msr;
import io.morpion.service.db.DataConfig;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.jboss.logging.Logger;

/**
 * The whole corpus as one zip: every record that is not retracted as pretty MSR JSON, under its
 * variant's folder, and index.csv with each file's name, variant, score, author, origin, source and
 * family (the id of the family's first game: the record game, when the dots are a record game's).
 *
 * <p>The zip is a file in the data directory, built once for each state of the corpus (its tag),
 * by one builder at a time however many ask, and streamed from the records a batch at a time: what
 * a build holds in memory does not grow with the corpus, and every reader is served the same file.
 */
@ApplicationScoped
public class CorpusArchive {

    private static final Logger LOG = Logger.getLogger(CorpusArchive.class);
    private static final String PREFIX = "corpus-";
    /** Records read from the database at once while the zip is written. */
    private static final int BATCH = 64;

    /** The archive of one state of the corpus, open for reading: its tag, its size and its bytes. */
    public record Opened(String etag, long size, InputStream bytes) {}

    @Inject
    DataConfig data;

    @Inject
    MeterRegistry registry;

    /** Held while a zip is built or replaced, so that one is built at a time and none is removed while being opened. */
    private final Object buildLock = new Object();

    private volatile Path last;
    /** Where the zips go, chosen at the first download. */
    private volatile Path cacheDir;

    private Counter builds;

    /** The tag of the corpus as stored now: it changes with any record added, retracted, changed or restored. */
    public String currentTag() {
        String mark = QuarkusTransaction.requiringNew().call(RecordEntity::changeMark);
        return "\"" + PREFIX + sha256(mark).substring(0, 20) + "\"";
    }

    /**
     * The archive of the corpus this tag names, opened: the file on disk, or one built now while
     * every other caller waits for it rather than building its own.
     */
    public Opened open(String etag) {
        Path file = fileOf(etag);
        if (file.equals(last)) {
            try {
                return opened(etag, file);
            } catch (NoSuchFileException removed) {
                // removed by a build of a newer corpus in between; the built one is opened under the lock
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        synchronized (buildLock) {
            try {
                if (!Files.isRegularFile(file)) {
                    write(file);
                }
                last = file;
                removeAllBut(file);
                return opened(etag, file);
            } catch (IOException e) {
                throw new UncheckedIOException("the corpus zip could not be written in " + file.getParent(), e);
            }
        }
    }

    private Path fileOf(String etag) {
        return cacheDir().resolve(etag.replace("\"", "") + ".zip");
    }

    /**
     * The data directory's cache, or one in the system's temporary directory when the service may
     * not write there (a container whose working directory is not its user's, say).
     */
    private Path cacheDir() {
        Path chosen = cacheDir;
        if (chosen == null) {
            chosen = writableCacheDir();
            cacheDir = chosen;
        }
        return chosen;
    }

    private Path writableCacheDir() {
        Path cache = data.dir().resolve("cache");
        try {
            Files.createDirectories(cache);
            if (Files.isWritable(cache)) {
                return cache;
            }
        } catch (IOException | SecurityException e) {
            // fall through to the temporary directory
        }
        Path fallback =
                Path.of(System.getProperty("java.io.tmpdir"), "morpion-cache-" + System.getProperty("user.name"));
        LOG.warnf("cannot write the corpus zip into %s; writing it into %s", cache, fallback);
        return fallback;
    }

    private static Opened opened(String etag, Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        return new Opened(etag, Files.size(file), in);
    }

    /** Zips built on this node since it started, for /q/metrics: one per state of the corpus that someone downloaded. */
    private Counter builds() {
        if (builds == null) {
            builds = Counter.builder("morpion.corpus.zip.builds")
                    .description("corpus zips built, one per state of the corpus downloaded")
                    .register(registry);
        }
        return builds;
    }

    private void write(Path file) throws IOException {
        builds().increment();
        Path dir = file.getParent();
        Files.createDirectories(dir);
        Path partial = Files.createTempFile(dir, "building-", ".zip.part");
        Path index = Files.createTempFile(dir, "index-", ".csv.part");
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial));
                    ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8)) {
                writeGames(zip, index);
                zip.putNextEntry(new ZipEntry("index.csv"));
                Files.copy(index, zip);
                zip.closeEntry();
            }
            Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            deleteQuietly(index);
            deleteQuietly(partial);
        }
    }

    /** Every live record as an entry of the zip, a batch at a time, and its line of the index into the index file. */
    private static void writeGames(ZipOutputStream zip, Path index) throws IOException {
        List<Long> ids = QuarkusTransaction.requiringNew().call(RecordEntity::liveIdsByVariantBestFirst);
        Map<Long, Long> heads = QuarkusTransaction.requiringNew().call(RecordEntity::familyHeads);
        try (OutputStream indexOut = new BufferedOutputStream(Files.newOutputStream(index))) {
            indexOut.write("name,variant,score,author,origin,source,family\n".getBytes(StandardCharsets.UTF_8));
            for (int from = 0; from < ids.size(); from += BATCH) {
                for (RecordEntity r : inOrder(ids.subList(from, Math.min(ids.size(), from + BATCH)))) {
                    String name = r.variant + "/" + r.variant + "-" + r.score + "-" + r.id + ".json";
                    zip.putNextEntry(new ZipEntry(name));
                    zip.write(Msr.toJson(Msr.decode(r.msr)).getBytes(StandardCharsets.UTF_8));
                    zip.closeEntry();
                    indexOut.write(indexLine(name, r, heads).getBytes(StandardCharsets.UTF_8));
                }
            }
        }
    }

    /** The batch's records still stored, in the batch's order, read in a transaction of their own. */
    private static List<RecordEntity> inOrder(List<Long> batch) {
        List<RecordEntity> rows = QuarkusTransaction.requiringNew().call(() -> RecordEntity.byIds(batch));
        Map<Long, Integer> position = new HashMap<>();
        for (int i = 0; i < batch.size(); i++) {
            position.put(batch.get(i), i);
        }
        rows.sort(Comparator.comparingInt(r -> position.get(r.id)));
        return rows;
    }

    private static String indexLine(String name, RecordEntity r, Map<Long, Long> heads) {
        Long head = r.dotsKey == null ? null : heads.get(r.dotsKey);
        return String.join(
                        ",",
                        csv(name),
                        r.variant,
                        Integer.toString(r.score),
                        csv(r.author),
                        r.origin,
                        csv(r.source),
                        head == null ? "" : Long.toString(head))
                + "\n";
    }

    /**
     * Removes every other zip, and the parts a build left behind (one killed mid-way, say) once they
     * are an hour old: a younger one may be another node's build, where nodes share the directory.
     */
    private static void removeAllBut(Path keep) {
        Path dir = keep.getParent();
        Instant abandoned = Instant.now().minus(Duration.ofHours(1));
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if (!f.equals(keep) && name.startsWith(PREFIX) && name.endsWith(".zip")
                        || name.endsWith(".part")
                                && Files.getLastModifiedTime(f).toInstant().isBefore(abandoned)) {
                    deleteQuietly(f);
                }
            }
        } catch (IOException e) {
            LOG.warnf("could not clear older corpus zips in %s: %s", dir, e.getMessage());
        }
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.warnf("could not delete %s: %s", file, e.getMessage());
        }
    }

    /**
     * A CSV field, quoted when it holds a comma, a quote or a line break, and led by a quote mark when
     * it starts like a formula (= + - @, a tab or a carriage return), so that a spreadsheet shows it as text.
     */
    static String csv(String text) {
        if (text == null) {
            return "";
        }
        String safe = text.isEmpty() || "=+-@\t\r".indexOf(text.charAt(0)) < 0 ? text : "'" + text;
        return safe.matches("(?s).*[,\"\\r\\n].*") ? "\"" + safe.replace("\"", "\"\"") + "\"" : safe;
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
