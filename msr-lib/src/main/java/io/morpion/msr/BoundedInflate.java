package io.morpion.msr;

import java.io.ByteArrayOutputStream;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Inflates untrusted DEFLATE data up to a bound and no further: a payload of a few kilobytes can
 * claim gigabytes, so the output is counted as it is produced and the work stops at the bound,
 * before the memory is spent. Every compressed payload a record can arrive in goes through here.
 */
public final class BoundedInflate {

    private BoundedInflate() {}

    /**
     * @param compressed the DEFLATE data
     * @param zlibWrapped whether it has a zlib header and checksum (PNG) or is raw DEFLATE (MS1)
     * @param maxBytes    the most it may inflate to
     * @param what        the payload in the caller's words, for the error messages ("the MS1 payload")
     */
    public static byte[] inflate(byte[] compressed, boolean zlibWrapped, int maxBytes, String what) {
        Inflater inflater = new Inflater(!zlibWrapped);
        try {
            inflater.setInput(compressed);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int produced = inflater.inflate(buffer);
                if (produced == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new MsrFormatException(what + " is truncated: its DEFLATE stream ends early");
                }
                if (out.size() + produced > maxBytes) {
                    throw new MsrFormatException(
                            what + " inflates to more than " + maxBytes + " bytes, the limit for one record");
                }
                out.write(buffer, 0, produced);
            }
            if (inflater.getRemaining() > 0) {
                throw new MsrFormatException(
                        what + " has " + inflater.getRemaining() + " stray bytes after its DEFLATE stream");
            }
            return out.toByteArray();
        } catch (DataFormatException e) {
            throw new MsrFormatException(
                    what + " is not valid " + (zlibWrapped ? "zlib" : "DEFLATE") + " data: " + e.getMessage(), e);
        } finally {
            inflater.end();
        }
    }
}
