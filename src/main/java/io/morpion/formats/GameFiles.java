package io.morpion.formats;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrFormatException;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Pentasol;
import io.morpion.msr.Variant;
import io.morpion.render.PngRenderer;
import io.morpion.render.SvgRenderer;
import java.nio.charset.StandardCharsets;

/**
 * Reads a game from whatever a user hands over, and writes it in any format: the one place that
 * knows MSR (compact or JSON), Pentasol and pictures with an embedded record. The service's
 * submissions and downloads and the command line both use it.
 */
public final class GameFiles {

    private GameFiles() {}

    /**
     * Recognises the content: a PNG by its signature, an SVG by its opening tag, MSR by "MS1:" or
     * "{", Pentasol by its "(x,y)" reference line, which needs the variant.
     */
    public static MsrRecord read(byte[] content, Variant pentasolVariant) {
        if (content == null || content.length == 0) {
            throw new MsrFormatException("the file is empty; expected an MSR record, a Pentasol game, or a PNG or "
                    + "SVG with an embedded record");
        }
        if (PngRenderer.isPng(content)) {
            return Msr.decode(PngRenderer.extract(content));
        }
        String text = new String(content, StandardCharsets.UTF_8).strip();
        if (text.startsWith("MS1:") || text.startsWith("{")) {
            return Msr.decode(text);
        }
        if (text.startsWith("<")) {
            return Msr.decode(SvgRenderer.extract(text));
        }
        if (text.startsWith("(") || text.startsWith("#")) {
            Variant variant = pentasolVariant != null
                    ? pentasolVariant
                    : Pentasol.headerVariant(text)
                            .orElseThrow(() -> new MsrFormatException(
                                    "a Pentasol game needs its variant (5T or 5D), which the format does "
                                            + "not store and this file's first comment does not name; give "
                                            + "it (Pentasol variant)"));
            return Pentasol.read(text, variant);
        }
        throw new MsrFormatException("this is neither an MSR record (MS1: or JSON), a Pentasol game, nor a PNG or "
                + "SVG with an embedded record");
    }

    /** The game in a format; pictures number the moves when asked. */
    public static byte[] write(MsrRecord game, GameFormat format, boolean moveNumbers) {
        return write(game, format, moveNumbers, 0);
    }

    /** The game in a format; pictures number the moves when asked, at most {@code width} pixels wide (0: natural). */
    public static byte[] write(MsrRecord game, GameFormat format, boolean moveNumbers, int width) {
        return switch (format) {
            case MSR -> (Msr.encode(game) + "\n").getBytes(StandardCharsets.UTF_8);
            case JSON -> Msr.toJson(game).getBytes(StandardCharsets.UTF_8);
            case PENTASOL -> Pentasol.write(game).getBytes(StandardCharsets.UTF_8);
            case SVG -> SvgRenderer.render(game, moveNumbers, width).getBytes(StandardCharsets.UTF_8);
            case PNG -> PngRenderer.render(game, moveNumbers, width);
        };
    }
}
