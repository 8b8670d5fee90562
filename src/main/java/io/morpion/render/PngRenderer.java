package io.morpion.render;

import io.morpion.msr.Move;
import io.morpion.msr.MsrFormatException;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrWriter;
import io.morpion.msr.Point;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * Draws a game as PNG with Java2D, the same picture as {@link SvgRenderer} with a caption under it
 * saying which game it is, and stores the compact record in a tEXt chunk with keyword "MSR" (and the
 * caption as "Title"). Move numbers and the caption are stroked, not typeset, so no font is needed.
 */
public final class PngRenderer {

    public static final String KEYWORD = "MSR";
    /** The widest picture drawn, in pixels. */
    public static final int MAX_WIDTH = 4000;

    private static final String FORMAT = "javax_imageio_png_1.0";
    private static final int MAX_PNG_BYTES = 8 << 20;

    static {
        System.setProperty("java.awt.headless", "true");
    }

    private PngRenderer() {}

    public static byte[] render(MsrRecord game) {
        return render(game, false, 0);
    }

    public static byte[] render(MsrRecord game, boolean moveNumbers) {
        return render(game, moveNumbers, 0);
    }

    /**
     * The picture, at most {@code width} pixels wide (0: its natural size, at least 1,000 pixels wide, larger when
     * the moves are numbered), every part scaled alike.
     */
    public static byte[] render(MsrRecord game, boolean moveNumbers, int width) {
        BoardPicture pic = BoardPicture.of(game, moveNumbers, width);
        double u = pic.scale();
        Caption caption = Caption.of(game, pic.width(), u);
        BufferedImage image =
                new BufferedImage(pic.width(), pic.height() + caption.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(new Color(Palette.PAPER));
            g.fillRect(0, 0, pic.width(), pic.height());
            g.setColor(new Color(Palette.GRID));
            for (int y = pic.box().minY(); y <= pic.box().maxY(); y++) {
                for (int x = pic.box().minX(); x <= pic.box().maxX(); x++) {
                    dot(g, pic.px(x), pic.py(y), 1.5 * u);
                }
            }
            g.setColor(new Color(Palette.LINE));
            g.setStroke(new BasicStroke((float) (2 * u), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            for (Move move : pic.moves()) {
                Point a = move.origin();
                Point b = pic.lineEnd(move);
                g.draw(new Line2D.Double(pic.px(a.x()), pic.py(a.y()), pic.px(b.x()), pic.py(b.y())));
            }
            g.setColor(new Color(Palette.CROSS));
            for (Point p : pic.cross()) {
                dot(g, pic.px(p.x()), pic.py(p.y()), 5 * u);
            }
            double r = moveDotRadius(pic, moveNumbers);
            g.setColor(new Color(Palette.MOVE));
            for (Move move : pic.moves()) {
                dot(g, pic.px(move.x()), pic.py(move.y()), r);
            }
            if (moveNumbers) {
                g.setColor(new Color(Palette.NUMBER));
                double stroke = digitStroke(pic);
                g.setStroke(new BasicStroke((float) stroke, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                for (int i = 0; i < game.moveCount(); i++) {
                    Move move = game.moves().get(i);
                    SegmentDigits.draw(
                            g,
                            i + 1,
                            pic.px(move.x()),
                            pic.py(move.y()),
                            0.18 * pic.cell(),
                            0.36 * pic.cell(),
                            1.45 * r,
                            stroke);
                }
            }
            caption.draw(g, pic.height(), pic.width());
        } finally {
            g.dispose();
        }
        return write(image, MsrWriter.toCompact(game), caption.text());
    }

    static double moveDotRadius(BoardPicture pic, boolean moveNumbers) {
        return moveNumbers ? 0.42 * pic.cell() : 5 * pic.scale();
    }

    static double digitStroke(BoardPicture pic) {
        return Math.max(1.2, 0.045 * pic.cell());
    }

    private static IIOMetadataNode textEntry(String keyword, String value) {
        IIOMetadataNode entry = new IIOMetadataNode("tEXtEntry");
        entry.setAttribute("keyword", keyword);
        entry.setAttribute("value", value);
        return entry;
    }

    private static void dot(Graphics2D g, int x, int y, double r) {
        g.fill(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
    }

    private static byte[] write(BufferedImage image, String compact, String title) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try (ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            ImageWriteParam param = writer.getDefaultWriteParam();
            IIOMetadata metadata =
                    writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(image), param);
            IIOMetadataNode text = new IIOMetadataNode("tEXt");
            text.appendChild(textEntry(KEYWORD, compact));
            // PNG's own keyword for a picture's title, which image viewers show
            text.appendChild(textEntry("Title", title));
            IIOMetadataNode root = new IIOMetadataNode(FORMAT);
            root.appendChild(text);
            metadata.mergeTree(FORMAT, root);
            writer.setOutput(out);
            writer.write(null, new IIOImage(image, null, metadata), param);
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode the PNG", e);
        } finally {
            writer.dispose();
        }
    }

    /**
     * The record in a PNG's "MSR" text chunk (tEXt, zTXt or iTXt); reads the chunks only, never
     * the pixels, and inflates nothing past the size of one record.
     */
    public static String extract(byte[] png) {
        if (png.length > MAX_PNG_BYTES) {
            throw new MsrFormatException("the PNG is larger than " + MAX_PNG_BYTES + " bytes");
        }
        if (!isPng(png)) {
            throw new MsrFormatException("the file is not a PNG: it does not start with the PNG signature");
        }
        return PngRecordReader.recordText(png);
    }

    /** Whether bytes start with the PNG signature. */
    public static boolean isPng(byte[] bytes) {
        byte[] signature = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
        if (bytes.length < signature.length) {
            return false;
        }
        for (int i = 0; i < signature.length; i++) {
            if (bytes[i] != signature[i]) {
                return false;
            }
        }
        return true;
    }
}
