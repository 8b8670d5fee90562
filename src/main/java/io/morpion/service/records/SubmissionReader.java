package io.morpion.service.records;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrFormatException;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Pentasol;
import io.morpion.render.PngRenderer;
import io.morpion.render.SvgRenderer;
import java.nio.charset.StandardCharsets;

/**
 * Turns a submitted file into a game, whatever it is: an MSR record (compact or JSON), a Pentasol
 * game (which needs its variant), or a PNG or SVG picture with a record embedded.
 */
final class SubmissionReader {

    private SubmissionReader() {
    }

    static MsrRecord read(byte[] body, String variant) {
        if (body == null || body.length == 0) {
            throw new IllegalArgumentException("the request body is empty; send an MSR record, a Pentasol game, "
                    + "or a PNG or SVG with an embedded record");
        }
        if (PngRenderer.isPng(body)) {
            return Msr.decode(PngRenderer.extract(body));
        }
        String text = new String(body, StandardCharsets.UTF_8).strip();
        if (text.startsWith("MS1:") || text.startsWith("{")) {
            return Msr.decode(text);
        }
        if (text.startsWith("<")) {
            return Msr.decode(SvgRenderer.extract(text));
        }
        if (text.startsWith("(") || text.startsWith("#")) {
            if (variant == null || variant.isBlank()) {
                throw new IllegalArgumentException("a Pentasol game needs its variant: add ?variant=5T or ?variant=5D");
            }
            return Pentasol.read(text, RecordResource.variantOrNull(variant));
        }
        throw new MsrFormatException("the body is neither an MSR record (MS1: or JSON), a Pentasol game, nor a PNG "
                + "or SVG with an embedded record");
    }
}
