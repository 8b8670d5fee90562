package io.morpion.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.morpion.msr.InitialCross;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.tiers.Tiers;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine's incremental {@code play} and {@code undo} against a plain reference that recomputes
 * the legal moves from the rules at every step: 10,000 random games a variant, each also wound back
 * to a random ply and played out again, so undo is checked as often as play.
 */
class PlayUndoPropertyTest {

    private static final int GAMES = Tiers.sweep(10_000, 1_000);

    @ParameterizedTest
    @EnumSource(Variant.class)
    void playAndUndoKeepTheLegalMovesThePlainRulesGive(Variant variant) {
        SplittableRandom random = new SplittableRandom(4242 + variant.ordinal());
        Position position = new Position(variant);
        PlainRules plain = new PlainRules(position.geometry());
        for (int game = 0; game < GAMES; game++) {
            position.undoTo(0);
            plain.reset();
            playOut(position, plain, random, game);
            int back = random.nextInt(position.ply() + 1);
            while (position.ply() > back) {
                position.undo();
                plain.undo();
            }
            assertArrayEquals(plain.legalMoves(), sorted(position.legalMoves()), where(game, position));
            playOut(position, plain, random, game);
        }
    }

    private static void playOut(Position position, PlainRules plain, SplittableRandom random, int game) {
        while (true) {
            assertArrayEquals(plain.legalMoves(), sorted(position.legalMoves()), where(game, position));
            if (position.terminal()) {
                return;
            }
            int move = position.legalMove(random.nextInt(position.legalCount()));
            position.play(move);
            plain.play(move);
        }
    }

    private static String where(int game, Position position) {
        return "game " + game + ", ply " + position.ply();
    }

    private static int[] sorted(int[] moves) {
        int[] copy = moves.clone();
        Arrays.sort(copy);
        return copy;
    }

    /**
     * The rules as written, on plain arrays: a line is playable when exactly one of its n points is
     * empty and, against every drawn line of its direction, it shares no segment (T) or no point (D).
     * It keeps no list; every question is answered by a fresh scan of the lines through the points.
     */
    private static final class PlainRules {

        private final Geometry g;
        private final int n;
        /** How many cells of a line its direction's {@link #used} marks: all n (D) or the n − 1 segment starts (T). */
        private final int covered;

        private final int[] cross;
        private final boolean[] occupied;
        /** Per direction, cells a drawn line covers (D) or cells that start a covered segment (T). */
        private final boolean[][] used = new boolean[4][];

        private final int[] visited;
        private final int[] played;
        private int stamp;
        private int ply;

        PlainRules(Geometry g) {
            this.g = g;
            this.n = g.lineLength();
            this.covered = g.variant().forbid() == n - 1 ? n : n - 1;
            this.cross = InitialCross.points(g.variant()).stream()
                    .mapToInt((Point p) -> g.cell(p.x(), p.y()))
                    .toArray();
            this.occupied = new boolean[g.cellCount()];
            for (int d = 0; d < 4; d++) {
                used[d] = new boolean[g.cellCount()];
            }
            this.visited = new int[4 * g.cellCount()];
            this.played = new int[g.maxPlies()];
            reset();
        }

        void reset() {
            while (ply > 0) {
                undo();
            }
            for (int cell : cross) {
                occupied[cell] = true;
            }
        }

        void play(int move) {
            mark(move, true);
            played[ply++] = move;
        }

        void undo() {
            mark(played[--ply], false);
        }

        private void mark(int move, boolean on) {
            int dir = EngineMove.direction(move);
            int step = g.step(dir);
            int origin = EngineMove.origin(move, g);
            occupied[EngineMove.cell(move)] = on;
            for (int i = 0; i < covered; i++) {
                used[dir][origin + i * step] = on;
            }
        }

        int[] legalMoves() {
            stamp++;
            int[] found = new int[64];
            int count = 0;
            int[] points = Arrays.copyOf(cross, cross.length + ply);
            for (int i = 0; i < ply; i++) {
                points[cross.length + i] = EngineMove.cell(played[i]);
            }
            for (int point : points) {
                for (int dir = 0; dir < 4; dir++) {
                    for (int k = 0; k < n; k++) {
                        int origin = point - k * g.step(dir);
                        int line = origin * 4 + dir;
                        if (visited[line] == stamp) {
                            continue;
                        }
                        visited[line] = stamp;
                        int move = playable(origin, dir);
                        if (move >= 0) {
                            found = count == found.length ? Arrays.copyOf(found, 2 * count) : found;
                            found[count++] = move;
                        }
                    }
                }
            }
            int[] moves = Arrays.copyOf(found, count);
            Arrays.sort(moves);
            return moves;
        }

        private int playable(int origin, int dir) {
            int step = g.step(dir);
            int empty = -1;
            for (int i = 0; i < n; i++) {
                if (!occupied[origin + i * step]) {
                    if (empty >= 0) {
                        return -1;
                    }
                    empty = i;
                }
            }
            for (int i = 0; empty >= 0 && i < covered; i++) {
                if (used[dir][origin + i * step]) {
                    return -1;
                }
            }
            return empty < 0 ? -1 : EngineMove.of(origin + empty * step, dir, empty);
        }
    }
}
