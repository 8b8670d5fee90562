package io.morpion.service.records;

import io.morpion.msr.Msr;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The whole corpus as one zip: every record that is not retracted as pretty MSR JSON, under its
 * variant's folder, and index.csv with each file's name, variant, score, author, origin, source and
 * family (the id of the family's first game: the record game, when the dots are a record game's).
 * Built once for each state of the corpus, which its tag names, and kept until the corpus changes.
 */
@ApplicationScoped
public class CorpusArchive {

    /** A built archive and the tag that names the corpus it holds. */
    public record Built(String etag, byte[] zip) {}

    private volatile Built last;

    /** The tag of the corpus as stored now: it changes with any record added or retracted. */
    public String currentTag() {
        return "\"corpus-" + sha256(RecordEntity.changeMark()).substring(0, 20) + "\"";
    }

    public Built build(String etag) {
        Built cached = last;
        if (cached != null && cached.etag().equals(etag)) {
            return cached;
        }
        List<RecordEntity> records = RecordEntity.liveByVariantBestFirst();
        Map<Long, Long> familyHeads = familyHeads(records);
        StringBuilder index = new StringBuilder("name,variant,score,author,origin,source,family\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            for (RecordEntity r : records) {
                String name = r.variant + "/" + r.variant + "-" + r.score + "-" + r.id + ".json";
                zip.putNextEntry(new ZipEntry(name));
                zip.write(Msr.toJson(Msr.decode(r.msr)).getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
                index.append(String.join(
                                ",",
                                csv(name),
                                r.variant,
                                Integer.toString(r.score),
                                csv(r.author),
                                r.origin,
                                csv(r.source),
                                r.dotsKey == null ? "" : Long.toString(familyHeads.get(r.dotsKey))))
                        .append('\n');
            }
            zip.putNextEntry(new ZipEntry("index.csv"));
            zip.write(index.toString().getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Built built = new Built(etag, bytes.toByteArray());
        last = built;
        return built;
    }

    /** Each dots key's first game, as a family lists them: a record game, then a published one, then the rest by id. */
    private static Map<Long, Long> familyHeads(List<RecordEntity> records) {
        Map<Long, RecordEntity> heads = new HashMap<>();
        for (RecordEntity r : records) {
            if (r.dotsKey != null) {
                heads.merge(r.dotsKey, r, (a, b) -> RecordFamilies.FIRST_FIRST.compare(a, b) <= 0 ? a : b);
            }
        }
        Map<Long, Long> ids = new HashMap<>();
        heads.forEach((key, r) -> ids.put(key, r.id));
        return ids;
    }

    /** A CSV field, quoted when it holds a comma, a quote or a line break. */
    private static String csv(String text) {
        if (text == null) {
            return "";
        }
        return text.matches("(?s).*[,\"\\r\\n].*") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
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
