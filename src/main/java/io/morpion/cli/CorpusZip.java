package io.morpion.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** The server's corpus zip, unpacked into a folder: each file whole or not at all, never outside the folder. */
final class CorpusZip {

    /** Far more than any corpus file (a record's JSON is a few kilobytes): a damaged zip cannot fill the disk. */
    private static final int MOST_BYTES_A_FILE = 8 << 20;

    private CorpusZip() {}

    /** Writes every entry below {@code dir}; returns how many files it wrote. */
    static int unpack(byte[] zip, Path dir) throws IOException {
        Path root = dir.toAbsolutePath().normalize();
        int files = 0;
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.isDirectory()) {
                    continue;
                }
                Path target = root.resolve(entry.getName()).normalize();
                if (!target.startsWith(root)) {
                    throw new IOException("the server's zip names a file outside the folder: " + entry.getName());
                }
                CliFiles.write(target, readBounded(in, entry.getName()));
                files++;
            }
        }
        return files;
    }

    private static byte[] readBounded(ZipInputStream in, String name) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
            out.write(buffer, 0, n);
            if (out.size() > MOST_BYTES_A_FILE) {
                throw new IOException("the server's zip holds a file larger than any record: " + name);
            }
        }
        return out.toByteArray();
    }
}
