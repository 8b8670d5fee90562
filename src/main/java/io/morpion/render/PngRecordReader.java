package io.morpion.render;

import io.morpion.msr.BoundedInflate;
import io.morpion.msr.MsrFormatException;
import io.morpion.msr.MsrLimits;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * Finds the record a PNG carries by walking its chunks (PNG spec §5, §11.3.4): the pixels are
 * never decoded, and of the text chunks only the one whose keyword is {@value PngRenderer#KEYWORD}
 * is read. A compressed one ({@code zTXt}, or {@code iTXt} with its compression flag) is inflated
 * only up to the size limit of one record, so a chunk that claims gigabytes costs milliseconds.
 * Any other chunk, compressed or not, is skipped unread.
 */
final class PngRecordReader {

    private static final int SIGNATURE_BYTES = 8;
    /** Length, type, CRC. */
    private static final int CHUNK_OVERHEAD = 12;

    private static final int MAX_RECORD_BYTES = MsrLimits.DEFAULT.maxDecompressedBytes();

    private final byte[] png;

    private PngRecordReader(byte[] png) {
        this.png = png;
    }

    /** The record's text (MS1 or JSON) in the PNG. */
    static String recordText(byte[] png) {
        return new PngRecordReader(png).find();
    }

    /**
     * Walks every chunk to IEND, so that a truncated or damaged file is refused as such even when
     * its record chunk (which comes before the pixels) is whole, then reads the record chunk.
     */
    private String find() {
        int at = SIGNATURE_BYTES;
        int recordChunk = -1;
        while (true) {
            if (at + CHUNK_OVERHEAD > png.length) {
                throw new MsrFormatException(
                        "the PNG is truncated: it ends at byte " + png.length + " without its IEND chunk");
            }
            long length = readUnsignedInt(at);
            String type = type(at);
            if (length > png.length - at - CHUNK_OVERHEAD) {
                throw new MsrFormatException("the PNG is truncated: its " + printable(type) + " chunk at byte " + at
                        + " claims " + length + " bytes, but only " + (png.length - at - CHUNK_OVERHEAD) + " follow");
            }
            if (type.equals("IEND")) {
                break;
            }
            if (recordChunk < 0 && isText(type) && hasRecordKeyword(at + 8, (int) length)) {
                recordChunk = at;
            }
            at += CHUNK_OVERHEAD + (int) length;
        }
        if (recordChunk < 0) {
            throw new MsrFormatException(
                    "the PNG carries no embedded record (no text chunk \"" + PngRenderer.KEYWORD + "\")");
        }
        int size = (int) readUnsignedInt(recordChunk);
        String type = type(recordChunk);
        checkCrc(recordChunk, type, size);
        return textOf(type, recordChunk + 8, size);
    }

    private String type(int chunk) {
        return new String(png, chunk + 4, 4, StandardCharsets.ISO_8859_1);
    }

    private static boolean isText(String type) {
        return type.equals("tEXt") || type.equals("zTXt") || type.equals("iTXt");
    }

    /** Every text chunk starts with its keyword and a zero byte. */
    private boolean hasRecordKeyword(int data, int size) {
        byte[] keyword = PngRenderer.KEYWORD.getBytes(StandardCharsets.ISO_8859_1);
        if (size <= keyword.length || png[data + keyword.length] != 0) {
            return false;
        }
        for (int i = 0; i < keyword.length; i++) {
            if (png[data + i] != keyword[i]) {
                return false;
            }
        }
        return true;
    }

    private String textOf(String type, int data, int size) {
        int end = data + size;
        int at = data + PngRenderer.KEYWORD.length() + 1;
        String what = "the PNG's " + type + " chunk \"" + PngRenderer.KEYWORD + "\"";
        switch (type) {
            case "tEXt" -> {
                return new String(png, at, end - at, StandardCharsets.ISO_8859_1);
            }
            case "zTXt" -> {
                requireBytes(at, end, 1, what);
                requireZlib(png[at], what);
                return new String(inflate(at + 1, end, what), StandardCharsets.ISO_8859_1);
            }
            default -> {
                requireBytes(at, end, 2, what);
                boolean compressed = png[at] != 0;
                if (compressed) {
                    requireZlib(png[at + 1], what);
                }
                at = skipZeroTerminated(skipZeroTerminated(at + 2, end, what), end, what);
                byte[] text = compressed ? inflate(at, end, what) : Arrays.copyOfRange(png, at, end);
                return new String(text, StandardCharsets.UTF_8);
            }
        }
    }

    private byte[] inflate(int from, int to, String what) {
        return BoundedInflate.inflate(Arrays.copyOfRange(png, from, to), true, MAX_RECORD_BYTES, what);
    }

    private static void requireBytes(int at, int end, int count, String what) {
        if (end - at < count) {
            throw new MsrFormatException(what + " is cut short: it has no text after its keyword");
        }
    }

    private static void requireZlib(byte method, String what) {
        if (method != 0) {
            throw new MsrFormatException(
                    what + " uses compression method " + (method & 0xff) + "; PNG defines only 0 (zlib)");
        }
    }

    /** Skips a zero-terminated field of an iTXt chunk (its language tag, its translated keyword). */
    private int skipZeroTerminated(int at, int end, String what) {
        for (int i = at; i < end; i++) {
            if (png[i] == 0) {
                return i + 1;
            }
        }
        throw new MsrFormatException(what + " is malformed: a field after its keyword has no terminating zero byte");
    }

    private void checkCrc(int at, String type, int size) {
        CRC32 crc = new CRC32();
        crc.update(png, at + 4, size + 4);
        if (crc.getValue() != readUnsignedInt(at + 8 + size)) {
            throw new MsrFormatException("the PNG is damaged: its " + type + " chunk \"" + PngRenderer.KEYWORD
                    + "\" at byte " + at + " fails its CRC check");
        }
    }

    private long readUnsignedInt(int at) {
        return ((png[at] & 0xffL) << 24)
                | ((png[at + 1] & 0xffL) << 16)
                | ((png[at + 2] & 0xffL) << 8)
                | (png[at + 3] & 0xffL);
    }

    private static String printable(String type) {
        return type.chars().allMatch(c -> Character.isLetter(c)) ? type : "unnamed";
    }
}
