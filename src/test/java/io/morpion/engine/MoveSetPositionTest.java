package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Random walks of adds and removals, checked at every step against brute force and msr-lib. */
class MoveSetPositionTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void forwardAndBackwardMovesMatchBruteForceThroughoutARandomWalk(Variant variant) {
        Random random = new Random(41 + variant.ordinal());
        MoveSetPosition position = new MoveSetPosition(variant);
        Geometry g = position.geometry();
        for (int step = 0; step < 1_500; step++) {
            List<Move> order = toMsr(position.order(), g);
            MsrRecord game = MsrRecord.of(variant, order);
            assertTrue(Msr.validate(game).legal(), "the kept order is a legal game at step " + step);
            assertEquals(
                    BruteForceRules.legalMoves(variant, order),
                    new HashSet<>(toMsr(position.forwardMoves(), g)),
                    "forward moves at step " + step);
            assertEquals(
                    removable(variant, order),
                    new HashSet<>(toMsr(position.backwardMoves(), g)),
                    "backward moves at step " + step);
            boolean grow = position.backwardCount() == 0 || (position.forwardCount() > 0 && random.nextInt(100) < 60);
            if (grow) {
                position.add(position.forwardMove(random.nextInt(position.forwardCount())));
            } else {
                position.remove(position.backwardMove(random.nextInt(position.backwardCount())));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aMoveOthersDependOnCannotBeRemoved(Variant variant) {
        MoveSetPosition position = new MoveSetPosition(variant);
        Random random = new Random(3);
        while (position.size() < 10 && position.forwardCount() > 0) {
            position.add(position.forwardMove(random.nextInt(position.forwardCount())));
        }
        Set<Integer> removable = Arrays.stream(position.backwardMoves()).boxed().collect(Collectors.toSet());
        for (int move : position.order()) {
            if (!removable.contains(move)) {
                assertThrows(IllegalArgumentException.class, () -> position.remove(move));
            }
        }
    }

    /** Moves whose point lies on no line but their own, computed from the definition. */
    private static Set<Move> removable(Variant variant, List<Move> order) {
        Map<Point, Integer> linesThrough = new HashMap<>();
        for (Move m : order) {
            for (int i = 0; i < variant.lineLength(); i++) {
                linesThrough.merge(m.linePoint(i), 1, Integer::sum);
            }
        }
        Set<Move> result = new HashSet<>();
        for (Move m : order) {
            if (linesThrough.get(m.point()) == 1) {
                result.add(m);
            }
        }
        return result;
    }

    private static List<Move> toMsr(int[] moves, Geometry g) {
        List<Move> result = new ArrayList<>();
        for (int move : moves) {
            result.add(EngineMove.toMsr(move, g));
        }
        return result;
    }
}
