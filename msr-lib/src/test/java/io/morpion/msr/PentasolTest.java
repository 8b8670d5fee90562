package io.morpion.msr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class PentasolTest {

    static Stream<Path> fiveCorpus() {
        return Vectors.corpusJson().stream()
                .filter(p -> p.getParent().getFileName().toString().startsWith("5"));
    }

    @Test
    void communityFileImportsToALegalTerminal178MoveGame() {
        MsrRecord game = Pentasol.read(Vectors.read("pentasol/178.psol"), Variant.FIVE_TOUCHING);
        GameFacts facts = Msr.requireLegal(game);
        assertEquals(178, facts.score());
        assertTrue(facts.terminal());
    }

    @Test
    void referencePointFixesTheCrossAndOffsetsPointToTheLineCentre() {
        // (28,28) puts the cross at 25..34; (25,27) | 2 is the MSR point (0,2), whose line
        // centre lies two steps further down: a V line with the new point at its top (pos 0)
        MsrRecord game = Pentasol.read("(28,28)\n(25,27) | 2\n", Variant.FIVE_TOUCHING);
        assertEquals(List.of(new Move(0, 2, Direction.V, 0)), game.moves());
        MsrRecord slash =
                Pentasol.read("# comment\n\n( 10 , 10 )\n(5,6) / -1\n(5,6) \\ +2\n(5,6) - 0\n", Variant.FIVE_DISJOINT);
        assertEquals(
                List.of(
                        new Move(-2, -1, Direction.DP, 3),
                        new Move(-2, -1, Direction.DN, 0),
                        new Move(-2, -1, Direction.H, 2)),
                slash.moves());
    }

    @ParameterizedTest
    @MethodSource("fiveCorpus")
    void exportedCorpusGameReimportsToTheIdenticalMoveList(Path file) {
        MsrRecord game = Vectors.decode(file);
        String text = Pentasol.write(game);
        MsrRecord back = Pentasol.read(text, game.variant());
        assertEquals(game.moves(), back.moves());
        assertTrue(text.lines().skip(1).allMatch(l -> l.matches("\\(\\d+,\\d+\\)( [-|\\\\/] -?\\d)?")), text);
    }

    @Test
    void exportAgreesWithTheCommunityFileConvention() {
        MsrRecord game = Pentasol.read(Vectors.read("pentasol/178.psol"), Variant.FIVE_TOUCHING);
        String written = Pentasol.write(game);
        List<String> original = Vectors.read("pentasol/178.psol")
                .lines()
                .filter(l -> !l.isBlank())
                .toList();
        List<String> ours = written.lines().filter(l -> !l.startsWith("#")).toList();
        assertEquals(
                original.stream().map(l -> l.replaceAll("\\s+", " ").strip()).toList(), ours);
    }

    @Test
    void gameFarLeftOfTheCrossMovesTheReferencePoint() {
        MsrRecord far = MsrRecord.of(Variant.FIVE_TOUCHING, List.of(new Move(-40, 2, Direction.H, 0)));
        String text = Pentasol.write(far);
        assertTrue(text.contains("\n(43,28)\n(0,27) - 2\n"), text);
        assertEquals(far.moves(), Pentasol.read(text, Variant.FIVE_TOUCHING).moves());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = ';',
            textBlock =
                    """
            no reference      ; (25,27) - 2                   ; line 1 "(25,27) - 2": the first line must be the reference point
            empty             ; '# only a comment'            ; no reference point
            bad direction     ; (28,28)\\n(25,27) x 2          ; line 2 "(25,27) x 2": expected a move
            offset too large  ; (28,28)\\n(25,27) | 3          ; the centre offset 3 is outside -2..+2
            missing offset    ; (28,28)\\n(25,27) |            ; line 2 "(25,27) |": expected a move
            far away          ; (28,28)\\n(999999999,27) | 0   ; beyond the limit of 100000
            """)
    void malformedPentasolNamesTheLine(String name, String text, String expected) {
        MsrFormatException e = assertThrows(
                MsrFormatException.class, () -> Pentasol.read(text.replace("\\n", "\n"), Variant.FIVE_TOUCHING));
        assertTrue(e.getMessage().contains(expected), () -> name + ": " + e.getMessage());
    }

    @Test
    void fourVariantsAreRefusedBothWays() {
        MsrFormatException read =
                assertThrows(MsrFormatException.class, () -> Pentasol.read("(28,28)\n", Variant.FOUR_TOUCHING));
        assertTrue(read.getMessage().contains("5T and 5D games only"));
        assertThrows(MsrFormatException.class, () -> Pentasol.write(MsrRecord.of(Variant.FOUR_DISJOINT, List.of())));
    }

    @Test
    void tooManyMovesAreRefused() {
        String text = "(28,28)\n" + "(25,27) | 2\n".repeat(2_001);
        MsrFormatException e = assertThrows(MsrFormatException.class, () -> Pentasol.read(text, Variant.FIVE_TOUCHING));
        assertTrue(e.getMessage().contains("more than 2000 moves"), e.getMessage());
    }
}
