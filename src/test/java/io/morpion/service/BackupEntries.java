package io.morpion.service;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** A backup's zip entries in order, to damage or forge one in a test. */
final class BackupEntries {

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
