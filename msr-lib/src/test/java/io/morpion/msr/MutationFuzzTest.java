package io.morpion.msr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Seeded random mutations of the corpus games. A second, deliberately naive reading of §7 (lines
 * as point sets, conflicts as shared-point counts) decides which mutants are legal, and the
 * validator must agree on every one. Text-level damage must only ever raise {@link MsrException}.
 */
class MutationFuzzTest {

    private static final List<MsrRecord> CORPUS =
            Vectors.corpusJson().stream().map(Vectors::decode).toList();

    @Test
    void mutatedGamesAreJudgedExactlyAsTheNaiveRulesJudgeThem() {
        Random random = new Random(20261121L);
        int illegal = 0;
        for (int round = 0; round < 3_000; round++) {
            MsrRecord game = CORPUS.get(random.nextInt(CORPUS.size()));
            List<Move> moves = mutate(new ArrayList<>(game.moves()), random);
            MsrRecord mutant = MsrRecord.of(game.variant(), moves);
            int expectedFirstBad = NaiveRules.firstIllegalMove(game.variant(), moves);
            Verdict verdict = Msr.validate(mutant);
            if (expectedFirstBad < 0) {
                assertTrue(
                        verdict.legal(),
                        () -> "round rejected a legal mutant: "
                                + verdict.violation().message());
            } else {
                illegal++;
                assertTrue(!verdict.legal(), "accepted an illegal mutant, first bad move " + (expectedFirstBad + 1));
                assertEquals(
                        expectedFirstBad,
                        verdict.violation().moveIndex(),
                        verdict.violation().message());
            }
        }
        assertTrue(illegal > 1_000, "the mutations should mostly break games, broke " + illegal);
    }

    @Test
    void legalMutantsReportTheSameMoveCountAsTheNaiveRules() {
        Random random = new Random(7L);
        for (int round = 0; round < 60; round++) {
            MsrRecord game = CORPUS.get(random.nextInt(CORPUS.size()));
            int cut = random.nextInt(game.moveCount() + 1);
            List<Move> prefix = game.moves().subList(0, cut);
            assertEquals(
                    NaiveRules.countLegalMoves(game.variant(), prefix),
                    Msr.requireLegal(MsrRecord.of(game.variant(), prefix)).availableMoves(),
                    game.description() + " @" + cut);
        }
    }

    @Test
    void damagedTextOnlyEverRaisesTheLibrarysOwnException() {
        Random random = new Random(99L);
        for (int round = 0; round < 3_000; round++) {
            MsrRecord game = CORPUS.get(random.nextInt(CORPUS.size()));
            String text = random.nextBoolean() ? Msr.encode(game) : MsrWriter.toCompactJson(game);
            String damaged = damage(text, random);
            try {
                MsrRecord decoded = Msr.decode(damaged);
                Msr.validate(decoded);
                Msr.encode(decoded);
            } catch (MsrException expected) {
                assertTrue(
                        expected.getMessage() != null && !expected.getMessage().isBlank());
            } catch (RuntimeException | StackOverflowError e) {
                fail(
                        "decoding damaged text threw " + e + " for: "
                                + damaged.substring(0, Math.min(200, damaged.length())),
                        e);
            }
        }
    }

    @Test
    void damagedPentasolOnlyEverRaisesTheLibrarysOwnException() {
        Random random = new Random(5L);
        List<MsrRecord> fives =
                CORPUS.stream().filter(r -> r.variant().lineLength() == 5).toList();
        for (int round = 0; round < 2_000; round++) {
            MsrRecord game = fives.get(random.nextInt(fives.size()));
            String damaged = damage(Pentasol.write(game), random);
            try {
                Msr.validate(Pentasol.read(damaged, game.variant()));
            } catch (MsrException expected) {
                assertTrue(
                        expected.getMessage() != null && !expected.getMessage().isBlank());
            } catch (RuntimeException e) {
                fail("reading damaged Pentasol threw " + e, e);
            }
        }
    }

    private static List<Move> mutate(List<Move> moves, Random random) {
        int i = random.nextInt(moves.size());
        Move m = moves.get(i);
        switch (random.nextInt(6)) {
            case 0 -> {
                int j = random.nextInt(moves.size());
                moves.set(i, moves.get(j));
                moves.set(j, m);
            }
            case 1 -> moves.remove(i);
            case 2 ->
                moves.set(i, new Move(m.x() + random.nextInt(3) - 1, m.y() + random.nextInt(3) - 1, m.dir(), m.pos()));
            case 3 -> moves.set(i, new Move(m.x(), m.y(), m.dir(), random.nextInt(7) - 1));
            case 4 -> moves.set(i, new Move(m.x(), m.y(), Direction.values()[random.nextInt(4)], m.pos()));
            default -> moves.add(i, moves.get(random.nextInt(moves.size())));
        }
        return moves;
    }

    private static String damage(String text, Random random) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        switch (random.nextInt(4)) {
            case 0 -> {
                return new String(bytes, 0, random.nextInt(bytes.length), StandardCharsets.UTF_8);
            }
            case 1 -> {
                for (int k = 0; k < 1 + random.nextInt(4); k++) {
                    bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
                }
                return new String(bytes, StandardCharsets.UTF_8);
            }
            case 2 -> {
                int at = random.nextInt(text.length());
                return text.substring(0, at) + "\"[{:,}]-9e99".charAt(random.nextInt(12)) + text.substring(at);
            }
            default -> {
                int at = 4 + random.nextInt(Math.max(1, text.length() - 4));
                return text.substring(0, Math.min(at, text.length()))
                        + text.substring(Math.min(at + 1 + random.nextInt(8), text.length()));
            }
        }
    }

    /** §7 read literally: a line is the set of its points; two parallel lines conflict when they share too many. */
    static final class NaiveRules {
        private NaiveRules() {}

        static int firstIllegalMove(Variant variant, List<Move> moves) {
            int n = variant.lineLength();
            Set<Point> board = new HashSet<>(InitialCross.points(variant));
            List<Set<Point>> lines = new ArrayList<>();
            List<Direction> lineDirections = new ArrayList<>();
            for (int k = 0; k < moves.size(); k++) {
                Move m = moves.get(k);
                if (m.pos() < 0 || m.pos() >= n || board.contains(m.point())) {
                    return k;
                }
                Set<Point> line = linePoints(
                        m.x() - m.pos() * m.dir().dx(),
                        m.y() - m.pos() * m.dir().dy(),
                        m.dir(),
                        n);
                for (Point p : line) {
                    if (!p.equals(m.point()) && !board.contains(p)) {
                        return k;
                    }
                }
                if (conflicts(line, m.dir(), lines, lineDirections, variant)) {
                    return k;
                }
                board.add(m.point());
                lines.add(line);
                lineDirections.add(m.dir());
            }
            return -1;
        }

        static int countLegalMoves(Variant variant, List<Move> moves) {
            int n = variant.lineLength();
            Set<Point> board = new HashSet<>(InitialCross.points(variant));
            List<Set<Point>> lines = new ArrayList<>();
            List<Direction> lineDirections = new ArrayList<>();
            for (Move m : moves) {
                board.add(m.point());
                lines.add(linePoints(
                        m.x() - m.pos() * m.dir().dx(),
                        m.y() - m.pos() * m.dir().dy(),
                        m.dir(),
                        n));
                lineDirections.add(m.dir());
            }
            int minX = board.stream().mapToInt(Point::x).min().orElseThrow() - n;
            int maxX = board.stream().mapToInt(Point::x).max().orElseThrow() + n;
            int minY = board.stream().mapToInt(Point::y).min().orElseThrow() - n;
            int maxY = board.stream().mapToInt(Point::y).max().orElseThrow() + n;
            int count = 0;
            for (int x = minX; x <= maxX; x++) {
                for (int y = minY; y <= maxY; y++) {
                    for (Direction d : Direction.values()) {
                        Set<Point> line = linePoints(x, y, d, n);
                        long missing =
                                line.stream().filter(p -> !board.contains(p)).count();
                        if (missing == 1 && !conflicts(line, d, lines, lineDirections, variant)) {
                            count++;
                        }
                    }
                }
            }
            return count;
        }

        private static Set<Point> linePoints(int x, int y, Direction d, int n) {
            Set<Point> line = new HashSet<>();
            for (int i = 0; i < n; i++) {
                line.add(new Point(x + i * d.dx(), y + i * d.dy()));
            }
            return line;
        }

        private static boolean conflicts(
                Set<Point> line, Direction d, List<Set<Point>> lines, List<Direction> dirs, Variant variant) {
            for (int j = 0; j < lines.size(); j++) {
                if (dirs.get(j) != d) {
                    continue;
                }
                long shared = lines.get(j).stream().filter(line::contains).count();
                if (shared > variant.maxOverlap()) {
                    return true;
                }
            }
            return false;
        }
    }
}
