package io.morpion.msr;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.Deflater;

/**
 * The compact form of §8: {@code MS1:} + unpadded URL-safe Base64 of the raw DEFLATE (RFC 1951,
 * no zlib header) of the UTF-8 JSON.
 */
public final class CompactEnvelope {

    public static final String PREFIX = "MS1:";

    private CompactEnvelope() {}

    public static boolean isCompact(String text) {
        return text.strip().startsWith(PREFIX);
    }

    public static String wrap(String json) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        try {
            deflater.setInput(json.getBytes(StandardCharsets.UTF_8));
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!deflater.finished()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
            return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
        } finally {
            deflater.end();
        }
    }

    /** Unwraps a compact form to its JSON text, inflating at most {@code maxBytes} bytes. */
    public static String unwrap(String text, int maxBytes) {
        String body = text.strip();
        if (!body.startsWith(PREFIX)) {
            throw new MsrFormatException("a compact record must start with " + PREFIX);
        }
        byte[] compressed;
        try {
            compressed = Base64.getUrlDecoder().decode(body.substring(PREFIX.length()));
        } catch (IllegalArgumentException e) {
            throw new MsrFormatException("the MS1 payload is not URL-safe Base64: " + e.getMessage(), e);
        }
        if (compressed.length == 0) {
            throw new MsrFormatException("the MS1 payload is empty");
        }
        return new String(
                BoundedInflate.inflate(compressed, false, maxBytes, "the MS1 payload"), StandardCharsets.UTF_8);
    }
}
