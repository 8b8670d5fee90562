package io.morpion.render;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/** Builds PNG files chunk by chunk for tests, hostile ones included. */
public final class PngChunks {

    private PngChunks() {}

    /** The PNG with a chunk added just before its IEND chunk (the last 12 bytes). */
    public static byte[] withChunkBeforeEnd(byte[] png, String type, byte[] data) {
        int iend = png.length - 12;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(png, 0, iend);
        out.writeBytes(chunk(type, data));
        out.write(png, iend, 12);
        return out.toByteArray();
    }

    /** The PNG with a chunk added just after its IHDR chunk (which ends at byte 33), where writers put text. */
    public static byte[] withChunkAfterHeader(byte[] png, String type, byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(png, 0, 33);
        out.writeBytes(chunk(type, data));
        out.write(png, 33, png.length - 33);
        return out.toByteArray();
    }

    public static byte[] chunk(String type, byte[] data) {
        ByteBuffer chunk = ByteBuffer.allocate(12 + data.length);
        chunk.putInt(data.length)
                .put(type.getBytes(StandardCharsets.ISO_8859_1))
                .put(data);
        CRC32 crc = new CRC32();
        crc.update(chunk.array(), 4, 4 + data.length);
        chunk.putInt((int) crc.getValue());
        return chunk.array();
    }

    /** A zTXt chunk's data: keyword, zero, method 0, the zlib stream. */
    public static byte[] ztxt(String keyword, byte[] zlib) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(keyword.getBytes(StandardCharsets.ISO_8859_1));
        out.write(0);
        out.write(0);
        out.writeBytes(zlib);
        return out.toByteArray();
    }

    /** An iTXt chunk's data: keyword, zero, compression flag and method, empty language and translation. */
    public static byte[] itxt(String keyword, boolean compressed, byte[] text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(keyword.getBytes(StandardCharsets.ISO_8859_1));
        out.write(0);
        out.write(compressed ? 1 : 0);
        out.write(0);
        out.write(0);
        out.write(0);
        out.writeBytes(compressed ? zlib(text) : text);
        return out.toByteArray();
    }

    public static byte[] zlib(byte[] data) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            deflater.setInput(data);
            deflater.finish();
            return drain(deflater);
        } finally {
            deflater.end();
        }
    }

    /** A zlib stream of {@code megabytes} MB of spaces: about a thousandth of that in size. */
    public static byte[] zlibBomb(int megabytes) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            byte[] spaces = new byte[1 << 20];
            java.util.Arrays.fill(spaces, (byte) ' ');
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[1 << 16];
            for (int i = 0; i < megabytes; i++) {
                deflater.setInput(spaces);
                while (!deflater.needsInput()) {
                    out.write(buffer, 0, deflater.deflate(buffer));
                }
            }
            deflater.finish();
            out.writeBytes(drain(deflater));
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static byte[] drain(Deflater deflater) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        return out.toByteArray();
    }
}
