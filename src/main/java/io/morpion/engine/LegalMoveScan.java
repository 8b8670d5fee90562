package io.morpion.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The legal moves of a position found from scratch, line by line: the slow truth the incremental list is held to. */
final class LegalMoveScan {

    private LegalMoveScan() {}

    static List<Integer> of(Position position) {
        Geometry g = position.geometry();
        List<Integer> found = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        List<Integer> occupiedCells = new ArrayList<>();
        for (int cell : g.crossCells()) {
            occupiedCells.add(cell);
        }
        for (int i = 0; i < position.ply(); i++) {
            occupiedCells.add(EngineMove.cell(position.moveAt(i)));
        }
        for (int cell : occupiedCells) {
            for (int dir = 0; dir < 4; dir++) {
                for (int k = 0; k < g.lineLength(); k++) {
                    int origin = cell - k * g.step(dir);
                    if (!seen.add((long) origin << 2 | dir)) {
                        continue;
                    }
                    int move = lineWithOneGap(position, origin, dir);
                    if (move >= 0 && !position.conflicts(move)) {
                        found.add(move);
                    }
                }
            }
        }
        return found;
    }

    /** The line from origin in dir as a move if exactly one of its points is empty, else −1. */
    private static int lineWithOneGap(Position position, int origin, int dir) {
        int step = position.geometry().step(dir);
        int emptyIndex = -1;
        for (int i = 0; i < position.geometry().lineLength(); i++) {
            if (!position.occupied(origin + i * step)) {
                if (emptyIndex >= 0) {
                    return -1;
                }
                emptyIndex = i;
            }
        }
        return emptyIndex < 0 ? -1 : EngineMove.of(origin + emptyIndex * step, dir, emptyIndex);
    }
}
