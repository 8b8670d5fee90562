package io.morpion.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrFormatException;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrWriter;
import io.morpion.msr.Variant;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The PNG reader finds the record in any text chunk, and inflates nothing past one record's size. */
class PngRecordReaderTest {

    private static final MsrRecord GAME = CorpusGames.of(Variant.FIVE_TOUCHING).get(0);
    private static final String COMPACT = MsrWriter.toCompact(GAME);

    @Test
    void readsTheRecordOfItsOwnPictures() {
        assertEquals(COMPACT, PngRenderer.extract(PngRenderer.render(GAME)));
    }

    @Test
    void readsTheRecordFromZtxtAndFromCompressedAndPlainItxt() throws IOException {
        byte[] blank = blankPng();
        byte[] utf8 = COMPACT.getBytes(StandardCharsets.UTF_8);
        assertEquals(
                COMPACT,
                PngRenderer.extract(
                        PngChunks.withChunkAfterHeader(blank, "zTXt", PngChunks.ztxt("MSR", PngChunks.zlib(utf8)))));
        assertEquals(
                COMPACT,
                PngRenderer.extract(PngChunks.withChunkAfterHeader(blank, "iTXt", PngChunks.itxt("MSR", true, utf8))));
        String json = Msr.toJson(GAME);
        assertEquals(
                json,
                PngRenderer.extract(PngChunks.withChunkBeforeEnd(
                        blank, "iTXt", PngChunks.itxt("MSR", false, json.getBytes(StandardCharsets.UTF_8)))));
    }

    @Test
    void aRecordChunkThatInflatesPastTheLimitIsRefusedWithoutInflatingIt() {
        byte[] bomb = PngChunks.zlibBomb(256);
        assertTrue(bomb.length < 512 << 10, "the bomb is small: " + bomb.length);
        for (byte[] png : new byte[][] {
            PngChunks.withChunkAfterHeader(blankPng(), "zTXt", PngChunks.ztxt("MSR", bomb)),
            PngChunks.withChunkAfterHeader(blankPng(), "iTXt", itxtCompressedWith("MSR", bomb))
        }) {
            MsrFormatException e = assertThrows(MsrFormatException.class, () -> PngRenderer.extract(png));
            assertTrue(e.getMessage().contains("inflates to more than 1048576 bytes"), e.getMessage());
            assertTrue(e.getMessage().contains("chunk \"MSR\""), e.getMessage());
        }
    }

    @Test
    void compressedChunksWithOtherKeywordsAreNeverInflated() {
        byte[] bomb = PngChunks.zlibBomb(256);
        byte[] png = PngChunks.withChunkAfterHeader(PngRenderer.render(GAME), "zTXt", PngChunks.ztxt("Comment", bomb));
        png = PngChunks.withChunkAfterHeader(png, "iTXt", itxtCompressedWith("Description", bomb));
        // A corrupt stream would fail if it were inflated: the reader must not even look.
        png = PngChunks.withChunkAfterHeader(png, "zTXt", PngChunks.ztxt("Author", new byte[] {1, 2, 3}));
        assertEquals(COMPACT, PngRenderer.extract(png));
    }

    @Test
    void damagedAndTruncatedFilesAreNamedAsSuch() {
        byte[] png = PngRenderer.render(GAME);
        MsrFormatException half =
                assertThrows(MsrFormatException.class, () -> PngRenderer.extract(Arrays.copyOf(png, png.length / 2)));
        assertTrue(half.getMessage().startsWith("the PNG is truncated: its IDAT chunk at byte"), half.getMessage());
        byte[] noEnd = Arrays.copyOf(png, png.length - 12);
        assertTrue(assertThrows(MsrFormatException.class, () -> PngRenderer.extract(noEnd))
                .getMessage()
                .contains("without its IEND chunk"));
        byte[] flipped = png.clone();
        int text = indexOf(flipped, "tEXtMSR");
        flipped[text + 12] ^= 1;
        assertTrue(assertThrows(MsrFormatException.class, () -> PngRenderer.extract(flipped))
                .getMessage()
                .contains("fails its CRC check"));
        byte[] hugeLength = PngChunks.withChunkAfterHeader(blankPng(), "tEXt", new byte[0]);
        hugeLength[33] = (byte) 0x7f;
        assertTrue(assertThrows(MsrFormatException.class, () -> PngRenderer.extract(hugeLength))
                .getMessage()
                .contains("claims 2130706432 bytes"));
        assertTrue(assertThrows(MsrFormatException.class, () -> PngRenderer.extract(blankPng()))
                .getMessage()
                .contains("carries no embedded record"));
    }

    private static byte[] itxtCompressedWith(String keyword, byte[] zlib) {
        byte[] head = PngChunks.itxt(keyword, true, new byte[0]);
        byte[] prefix = Arrays.copyOf(head, keyword.length() + 5);
        byte[] data = Arrays.copyOf(prefix, prefix.length + zlib.length);
        System.arraycopy(zlib, 0, data, prefix.length, zlib.length);
        return data;
    }

    private static int indexOf(byte[] haystack, String needle) {
        byte[] n = needle.getBytes(StandardCharsets.ISO_8859_1);
        outer:
        for (int i = 0; i + n.length <= haystack.length; i++) {
            for (int j = 0; j < n.length; j++) {
                if (haystack[i + j] != n[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError(needle + " not found");
    }

    private static byte[] blankPng() {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB), "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
