package io.morpion.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The board pictures: numbers that stay readable at three digits, and pictures drawn larger on request. */
class PictureTest {

    private static MsrRecord rosin() throws IOException {
        return Msr.decode(Files.readString(ProjectPaths.root().resolve("records/5T/rosin178.json")));
    }

    private static BufferedImage image(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /**
     * Every number of a 178-move game, read back from the pixels: across its dot, the columns that
     * hold white digit strokes form one run per digit, so no two digits of one number touch.
     */
    @Test
    void noTwoDigitsOfAMoveNumberTouchInA178MoveGame() throws IOException {
        MsrRecord game = rosin();
        BufferedImage image = image(PngRenderer.render(game, true));
        BoardPicture pic = BoardPicture.of(game, true, 0);
        double r = PngRenderer.moveDotRadius(pic, true);
        for (int i = 0; i < game.moveCount(); i++) {
            Move move = game.moves().get(i);
            int cx = pic.px(move.x());
            int cy = pic.py(move.y());
            int runs = 0;
            boolean inRun = false;
            for (int x = (int) (cx - 0.75 * r); x <= cx + 0.75 * r; x++) {
                boolean ink = false;
                for (int y = (int) (cy - 0.2 * pic.cell()); y <= cy + 0.2 * pic.cell(); y++) {
                    // white strokes on the orange dot: only they are green
                    ink |= ((image.getRGB(x, y) >> 8) & 0xff) > 150;
                }
                if (ink && !inRun) {
                    runs++;
                }
                inRun = ink;
            }
            assertEquals(Integer.toString(i + 1).length(), runs, "the digits of move " + (i + 1) + " stand apart");
        }
    }

    @Test
    void aPictureAskedLargerScalesEveryPartAndStaysWithinTheWidth() throws IOException {
        MsrRecord game = rosin();
        BufferedImage small = image(PngRenderer.render(game, false, 400));
        BufferedImage large = image(PngRenderer.render(game, false, 1200));
        assertTrue(large.getWidth() <= 1200 && large.getWidth() > 1100, "width " + large.getWidth());
        assertTrue(large.getHeight() > 2.5 * small.getHeight(), "the caption grows with the board too");
        assertTrue(SvgRenderer.render(game, false, 1200).contains("width=\"" + large.getWidth() + "\""));
        IllegalArgumentException tooWide =
                assertThrows(IllegalArgumentException.class, () -> PngRenderer.render(game, false, 9000));
        assertEquals("size must be a width in pixels up to 4000, not 9000", tooWide.getMessage());
    }
}
