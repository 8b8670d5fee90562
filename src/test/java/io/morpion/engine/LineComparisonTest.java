package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.corpus.PackagedCorpus;
import io.morpion.corpus.PublishedIndex;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Two games laid over each other: the symmetry that brings them together and the lines that differ. */
class LineComparisonTest {

    private static MsrRecord rosin178() {
        return CorpusGames.game("5T/rosin178.json");
    }

    private static MsrRecord turned(int symmetry, MsrRecord game) {
        return MsrRecord.of(
                game.variant(),
                game.moves().stream()
                        .map(m -> Symmetry.apply(symmetry, m, game.variant()))
                        .toList());
    }

    /** The lines of a game as sets of points: what "the same line" means, stated apart from the class. */
    private static Set<Set<List<Integer>>> lines(MsrRecord game) {
        Set<Set<List<Integer>>> lines = new HashSet<>();
        for (Move m : game.moves()) {
            Set<List<Integer>> points = new HashSet<>();
            for (int i = 0; i < game.variant().lineLength(); i++) {
                points.add(List.of(m.linePoint(i).x(), m.linePoint(i).y()));
            }
            lines.add(points);
        }
        return lines;
    }

    private static int sharedLines(MsrRecord a, MsrRecord b) {
        Set<Set<List<Integer>>> common = lines(a);
        common.retainAll(lines(b));
        return common.size();
    }

    @Test
    void aMirrorImageDrawnInAnotherOrderDiffersInNoLine() {
        MsrRecord rosin = rosin178();
        for (int t = 1; t < Symmetry.COUNT; t++) {
            List<Move> shuffled = new ArrayList<>(turned(t, rosin).moves());
            Collections.shuffle(shuffled, new Random(t));
            LineComparison c = LineComparison.of(rosin, MsrRecord.of(rosin.variant(), shuffled));
            assertTrue(c.sameDots(), "transform " + t);
            assertEquals(178, c.shared());
            assertEquals(List.of(), c.onlyHere());
            assertEquals(List.of(), c.onlyThere());
        }
    }

    @Test
    void aRedrawingOfTheRecordSharesItsDotsAndListsTheLinesEachDrawsAlone() {
        MsrRecord rosin = rosin178();
        PublishedIndex.Row row = PackagedCorpus.publishedIndex().stream()
                .filter(r -> "rosin178".equals(r.sameDotsAs()))
                .findFirst()
                .orElseThrow();
        MsrRecord redrawn = turned(5, PackagedCorpus.published(row).record());
        LineComparison c = LineComparison.of(rosin, redrawn);
        assertTrue(c.sameDots());
        MsrRecord brought = turned(c.symmetry(), redrawn);
        assertEquals(sharedLines(rosin, brought), c.shared());
        assertTrue(c.shared() < 178, "a redrawing differs somewhere: " + c.shared());
        assertEquals(178 - c.shared(), c.onlyHere().size());
        assertEquals(178 - c.shared(), c.onlyThere().size());
        Set<Set<List<Integer>>> theirs = lines(brought);
        for (int i : c.onlyHere()) {
            assertFalse(
                    theirs.contains(lines(MsrRecord.of(
                                    rosin.variant(), List.of(rosin.moves().get(i))))
                            .iterator()
                            .next()),
                    "move " + (i + 1) + " is drawn by the other game too");
        }
        Set<Set<List<Integer>>> ours = lines(rosin);
        for (Move m : c.onlyThere()) {
            assertFalse(
                    ours.contains(lines(MsrRecord.of(rosin.variant(), List.of(m)))
                            .iterator()
                            .next()),
                    "" + m);
        }
    }

    @Test
    void gamesOfOtherDotsAreBroughtTogetherWhereTheyShareTheMostLines() {
        Random random = new Random(3);
        for (Variant variant : Variant.values()) {
            MsrRecord a = RandomGames.finished(variant, random);
            MsrRecord b = RandomGames.finished(variant, random);
            LineComparison c = LineComparison.of(a, b);
            int most = IntStream.range(0, Symmetry.COUNT)
                    .map(t -> sharedLines(a, turned(t, b)))
                    .max()
                    .orElseThrow();
            assertEquals(most, c.shared(), variant.code());
            assertEquals(a.moveCount() - most, c.onlyHere().size());
            assertEquals(b.moveCount() - most, c.onlyThere().size());
        }
    }

    @Test
    void aGameAgainstItsOpeningListsItsLaterMovesAsItsOwn() {
        MsrRecord rosin = rosin178();
        MsrRecord opening = MsrRecord.of(rosin.variant(), rosin.moves().subList(0, 100));
        LineComparison c = LineComparison.of(rosin, opening);
        assertFalse(c.sameDots());
        assertEquals(0, c.symmetry());
        assertEquals(100, c.shared());
        assertEquals(IntStream.range(100, 178).boxed().toList(), c.onlyHere());
        assertEquals(List.of(), c.onlyThere());
    }
}
