package io.morpion.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.w3c.dom.NodeList;

/** A PNG says under its board which game it is, in strokes that need no font. */
class CaptionTest {

    private static String title(byte[] png) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("png").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(png))) {
            reader.setInput(in);
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0");
            NodeList entries = root.getElementsByTagName("tEXtEntry");
            for (int i = 0; i < entries.getLength(); i++) {
                IIOMetadataNode entry = (IIOMetadataNode) entries.item(i);
                if (entry.getAttribute("keyword").equals("Title")) {
                    return entry.getAttribute("value");
                }
            }
            return null;
        } finally {
            reader.dispose();
        }
    }

    /** Dark pixels in the rows from {@code top} down: the caption's strokes. */
    private static int darkPixelsBelow(BufferedImage image, int top) {
        int dark = 0;
        for (int y = top; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xff) < 0x80) {
                    dark++;
                }
            }
        }
        return dark;
    }

    @Test
    void rosinsRecordIsCaptionedWithItsVariantLengthAuthorAndDate() throws IOException {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        for (boolean numbers : new boolean[] {false, true}) {
            byte[] png = PngRenderer.render(rosin, numbers);
            assertEquals("5T · 178 MOVES · CHRISTOPHER D. ROSIN · 2011-08", title(png));
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
            int board = BoardPicture.of(rosin, numbers ? 32 : 24).height();
            assertTrue(image.getHeight() > board, "a band under the board");
            assertTrue(darkPixelsBelow(image, board) > 200, "the caption is drawn in the band");
            assertEquals(178, Msr.decode(PngRenderer.extract(png)).moveCount(), "and the record still reads back");
        }
    }

    @Test
    void aPictureAtItsNaturalSizeIsLegibleAndItsCaptionIsOneLine() throws IOException {
        MsrRecord rosin = CorpusGames.game("5T/rosin178.json");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(PngRenderer.render(rosin, false)));
        assertTrue(image.getWidth() >= BoardPicture.LEGIBLE_WIDTH, "width " + image.getWidth());
        BoardPicture picture = BoardPicture.of(rosin, false, 0);
        assertEquals(
                List.of("5T · 178 MOVES · CHRISTOPHER D. ROSIN · 2011-08"),
                Caption.of(rosin, picture.width(), picture.scale()).lines());
    }

    @Test
    void aNarrowBoardPutsTheCaptionOnSeveralLinesThatFitItsWidth() throws IOException {
        MsrRecord game = CorpusGames.game("4D/hyyroporanen35.json");
        int width = BoardPicture.of(game, 24).width();
        Caption caption = Caption.of(game, width, 1);
        assertEquals(List.of("4D · 35 MOVES", "HEIKKI HYYRO & TIMO PORANEN", "2007-10"), caption.lines());
        for (String line : caption.lines()) {
            assertTrue(StrokeFont.width(line, caption.unit()) <= width - 2 * caption.padding(), line);
        }
        MsrRecord anonymous = MsrRecord.of(game.variant(), game.moves().subList(0, 1));
        assertEquals(List.of("4D · 1 MOVE"), Caption.of(anonymous, width, 1).lines());
    }

    @Test
    void namesAreWrittenInCapitalsWithoutAccentsAndWhatHasNoGlyphBecomesOneQuestionMark() {
        assertEquals("REMY DAUBIE", StrokeFont.writable("Rémy Daubié"));
        assertEquals("HEIKKI HYYRO & TIMO PORANEN", StrokeFont.writable("Heikki Hyyrö & Timo Poranen"));
        assertEquals("? (TOKYO)", StrokeFont.writable("東京太郎 (Tokyo)"));
    }
}
