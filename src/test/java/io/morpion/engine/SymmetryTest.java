package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SymmetryTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyTransformMapsTheCrossOntoItself(Variant variant) {
        Set<Point> cross = new HashSet<>(InitialCross.points(variant));
        for (int t = 0; t < Symmetry.COUNT; t++) {
            Set<Point> image = new HashSet<>();
            for (Point p : cross) {
                image.add(Symmetry.apply(t, p, variant));
            }
            assertEquals(cross, image, variant + " transform " + t);
        }
    }

    @Test
    void theEightTransformsAreDistinct() {
        Point probe = new Point(1, 3);
        Set<Point> images = new HashSet<>();
        for (int t = 0; t < Symmetry.COUNT; t++) {
            images.add(Symmetry.apply(t, probe, Variant.FIVE_TOUCHING));
        }
        assertEquals(8, images.size());
        assertEquals(new Point(8, 3), Symmetry.apply(1, probe, Variant.FIVE_TOUCHING), "x ↦ 9 − x about 4.5");
        assertEquals(new Point(5, 3), Symmetry.apply(1, probe, Variant.FOUR_TOUCHING), "x ↦ 6 − x about 3");
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void imagesOfRecordGamesAreLegalGamesOfTheSameLength(Variant variant) {
        for (MsrRecord record : CorpusGames.of(variant)) {
            for (int t = 0; t < Symmetry.COUNT; t++) {
                int transform = t;
                List<Move> image = record.moves().stream()
                        .map(m -> Symmetry.apply(transform, m, variant))
                        .toList();
                MsrRecord transformed = MsrRecord.of(variant, image);
                assertEquals(record.moveCount(), Msr.requireLegal(transformed).score());
                assertTrue(Msr.requireLegal(transformed).terminal());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void canonicalCodeIsSharedByAllImagesOfAMove(Variant variant) {
        Position position = new Position(variant);
        Geometry g = position.geometry();
        for (int move : position.legalMoves()) {
            int canonical = Symmetry.canonical(move, g);
            for (int t = 0; t < Symmetry.COUNT; t++) {
                assertEquals(canonical, Symmetry.canonical(Symmetry.apply(t, move, g), g));
            }
        }
        Set<Integer> classes = new HashSet<>();
        for (int move : position.legalMoves()) {
            classes.add(Symmetry.canonical(move, g));
        }
        assertTrue(classes.size() < position.legalCount(), "the symmetric first moves share codes");
    }
}
