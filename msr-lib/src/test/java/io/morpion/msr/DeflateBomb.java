package io.morpion.msr;

import java.io.ByteArrayOutputStream;
import java.util.Base64;
import java.util.zip.Deflater;

/** A hostile MS1 record: a small payload that inflates to many megabytes of blanks. */
public final class DeflateBomb {

    private DeflateBomb() {}

    public static String compact(int megabytes) {
        byte[] chunk = new byte[1 << 20];
        java.util.Arrays.fill(chunk, (byte) ' ');
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        for (int i = 0; i < megabytes; i++) {
            deflater.setInput(chunk);
            while (!deflater.needsInput()) {
                compressed.write(buffer, 0, deflater.deflate(buffer));
            }
        }
        deflater.finish();
        while (!deflater.finished()) {
            compressed.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return "MS1:" + Base64.getUrlEncoder().withoutPadding().encodeToString(compressed.toByteArray());
    }
}
