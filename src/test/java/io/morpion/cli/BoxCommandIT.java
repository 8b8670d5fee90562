package io.morpion.cli;

import static io.morpion.cli.CliInProcessTest.morpion;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.Symmetry;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.search.box.Box;
import io.morpion.tiers.SlowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code morpion box} finding a game: in the slow tier, since CP-SAT with the box's full linear relaxation takes
 * several seconds to its first game even in the smallest box.
 */
@SlowTest
class BoxCommandIT {

    @TempDir
    Path work;

    @Test
    void aGameOfAtLeastNFoundIsWrittenLegalSymmetricAndInsideItsBox() throws Exception {
        Path file = work.resolve("found.json");
        CliInProcessTest.Run run = morpion(
                "box", "5D", "0,0,0,0", "--symmetric", "--at-least", "20", "--threads", "1", "-o", file.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("found: a game of "), run.out());
        MsrRecord game = Msr.decode(Files.readString(file));
        assertTrue(Msr.validate(game).legal());
        assertTrue(game.moveCount() >= 20, "moves: " + game.moveCount());
        assertEquals(new Box(0, 0, 0, 0), Box.ofGame(Variant.FIVE_DISJOINT, game.moves()));
        Set<Point> points = new HashSet<>();
        game.moves().forEach(m -> points.add(m.point()));
        for (Point p : points) {
            assertTrue(points.contains(Symmetry.apply(3, p, Variant.FIVE_DISJOINT)), "the half turn of " + p);
        }
    }
}
