package io.morpion.service.backup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** A backup's zip entries in order, to damage or forge one in a test. */
final class BackupEntries {

    private static final ObjectMapper JSON = new ObjectMapper();

    private BackupEntries() {}

    static Map<String, byte[]> read(Path backup) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(backup))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                entries.put(e.getName(), in.readAllBytes());
            }
        }
        return entries;
    }

    /** A copy of the entries with one entry's text changed, the manifest left as it was. */
    static Map<String, byte[]> changed(Map<String, byte[]> original, String entry, UnaryOperator<String> change) {
        Map<String, byte[]> entries = new LinkedHashMap<>(original);
        entries.put(
                entry,
                change.apply(new String(entries.get(entry), StandardCharsets.UTF_8))
                        .getBytes(StandardCharsets.UTF_8));
        return entries;
    }

    /**
     * The backup with one table's text changed and the manifest made to match it (its checksum and
     * length), as anyone who edits a backup can: only the restore's own checks stand in the way.
     */
    static byte[] forged(Path backup, String entry, UnaryOperator<String> change) throws IOException {
        Map<String, byte[]> original = read(backup);
        Map<String, byte[]> entries = changed(original, entry, change);
        byte[] table = entries.get(entry);
        if (Arrays.equals(table, original.get(entry))) {
            throw new AssertionError("the change left " + entry + " as it was");
        }
        ObjectNode manifest = (ObjectNode) JSON.readTree(entries.get("manifest.json"));
        for (JsonNode t : manifest.get("tables")) {
            if (entry.equals("tables/" + t.get("name").asText() + ".csv")) {
                ((ObjectNode) t).put("bytes", table.length);
                ((ObjectNode) t).put("sha256", sha256(table));
            }
        }
        entries.put("manifest.json", JSON.writeValueAsBytes(manifest));
        return zip(entries);
    }

    /** The backup with its manifest changed, which no checksum covers. */
    static byte[] withManifest(Path backup, java.util.function.Consumer<ObjectNode> change) throws IOException {
        Map<String, byte[]> entries = read(backup);
        ObjectNode manifest = (ObjectNode) JSON.readTree(entries.get("manifest.json"));
        change.accept(manifest);
        entries.put("manifest.json", JSON.writeValueAsBytes(manifest));
        return zip(entries);
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] zip(Map<String, byte[]> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
