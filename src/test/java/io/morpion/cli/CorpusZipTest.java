package io.morpion.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Unpacking the server's corpus zip: its files land in the folder, and a name that leaves it is refused. */
class CorpusZipTest {

    private static byte[] zip(String... namesAndTexts) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i < namesAndTexts.length; i += 2) {
                zip.putNextEntry(new ZipEntry(namesAndTexts[i]));
                zip.write(namesAndTexts[i + 1].getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    @Test
    void theFilesLandInTheFolderUnderTheirVariant(@TempDir Path dir) throws IOException {
        assertEquals(2, CorpusZip.unpack(zip("5T/5T-178-15.json", "{}", "index.csv", "name\n"), dir.resolve("corpus")));
        assertEquals("{}", Files.readString(dir.resolve("corpus/5T/5T-178-15.json")));
        assertEquals("name\n", Files.readString(dir.resolve("corpus/index.csv")));
    }

    @Test
    void aNameThatLeavesTheFolderIsRefusedAndNothingLandsOutsideIt(@TempDir Path dir) throws IOException {
        IOException refused = assertThrows(
                IOException.class, () -> CorpusZip.unpack(zip("../outside.json", "{}"), dir.resolve("corpus")));
        assertTrue(refused.getMessage().contains("outside the folder: ../outside.json"), refused.getMessage());
        assertFalse(Files.exists(dir.resolve("outside.json")));
    }
}
