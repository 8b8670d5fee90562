package io.morpion.search.local.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.search.local.proofs.NeighbourhoodsTest;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The reach's walk scans, after its first level, only the points of the lines it took at the last one. It must
 * find what a walk that scans every known point at every level finds: the same lines in the same order (the
 * constraint model's variables follow it), the same depths, and the same answer to whether nothing is left.
 */
class ReachTest {

    private static final int GAMES_PER_VARIANT = 6;

    @Test
    void theWalkOverChangedPointsFindsWhatScanningEveryPointFinds() {
        SplittableRandom random = new SplittableRandom(20261202L);
        int withLevels = 0;
        for (Variant variant : Variant.values()) {
            for (int g = 0; g < GAMES_PER_VARIANT; g++) {
                MsrRecord game = NeighbourhoodsTest.randomGame(variant, random);
                List<Move> moves = game.moves();
                List<Move> position = moves.subList(0, random.nextInt(moves.size() + 1));
                int depth = 1 + random.nextInt(8);
                Reach fast = Reach.of(variant, position, depth);
                assertSame(Reach.scanningEveryPoint(variant, position, null, depth), fast, variant + " game " + g);

                List<Line> allowed = new ArrayList<>(Line.meeting(square(moves, random), variant));
                moves.subList(position.size(), moves.size()).forEach(move -> allowed.add(Line.of(move)));
                Reach among = Reach.among(variant, position, allowed);
                assertSame(
                        Reach.scanningEveryPoint(variant, position, allowed, allowed.size() + 1),
                        among,
                        variant + " game " + g + ", lines among " + allowed.size());
                if (fast.depths().values().stream().anyMatch(d -> d > 1)
                        || among.depths().values().stream().anyMatch(d -> d > 1)) {
                    withLevels++;
                }
            }
        }
        assertTrue(withLevels >= Variant.values().length, "the walks went past their first level: " + withLevels);
    }

    /** A 3×3 to 5×5 square around one of the game's points. */
    private static Square square(List<Move> moves, SplittableRandom random) {
        Point centre = moves.get(random.nextInt(moves.size())).point();
        int width = 3 + random.nextInt(3);
        return new Square(centre.x() - width / 2, centre.y() - width / 2, width);
    }

    private static void assertSame(Reach expected, Reach actual, String what) {
        assertEquals(List.copyOf(expected.lines()), List.copyOf(actual.lines()), what + ": the lines, in order");
        assertEquals(expected.depths(), actual.depths(), what + ": the depths");
        assertEquals(expected.complete(), actual.complete(), what + ": whether nothing is left");
    }
}
