package io.morpion.msr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** §12: every game of the community corpus decodes and validates, and its stated facts hold. */
class CorpusConformanceTest {

    static Stream<Path> corpus() {
        return Vectors.corpusJson().stream();
    }

    @Test
    void corpusHoldsEveryVariant() {
        List<Path> games = Vectors.corpusJson();
        assertEquals(16, games.size());
        for (String folder : List.of("4D", "4T", "5D", "5T")) {
            assertTrue(
                    games.stream()
                            .anyMatch(
                                    p -> p.getParent().getFileName().toString().equals(folder)),
                    folder);
        }
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void corpusGameIsLegalTerminalAndMatchesItsStatedFacts(Path file) {
        MsrRecord record = Vectors.decode(file);
        assertEquals(file.getParent().getFileName().toString(), record.variant().code());
        Verdict verdict = Msr.validate(record);
        assertTrue(verdict.legal(), () -> file + ": " + verdict.violation().message());
        assertEquals(List.of(), verdict.discrepancies());
        GameFacts facts = verdict.facts();
        assertEquals(record.score(), facts.score());
        assertTrue(facts.terminal());
        assertEquals(record.bbox(), facts.bbox());
    }

    @Test
    void worldRecordInCompactFormDecodesAndValidates() {
        MsrRecord compact = Msr.decode(Vectors.read("5T/rosin178.msr"));
        GameFacts facts = Msr.requireLegal(compact);
        assertEquals(178, facts.score());
        assertTrue(facts.terminal());
        assertEquals(Variant.FIVE_TOUCHING, compact.variant());
        MsrRecord json = Msr.decode(Vectors.read("5T/rosin178.json"));
        assertEquals(json.moves(), compact.moves());
    }

    @Test
    void recordScoresMatchTheKnownRecords() {
        assertEquals(
                178, Vectors.decode(Vectors.root().resolve("5T/rosin178.json")).moveCount());
        assertEquals(
                82, Vectors.decode(Vectors.root().resolve("5D/rosin82.json")).moveCount());
        assertEquals(
                62,
                Vectors.decode(Vectors.root().resolve("4T/hyyroporanen62.json")).moveCount());
        assertEquals(
                35,
                Vectors.decode(Vectors.root().resolve("4D/hyyroporanen35.json")).moveCount());
    }
}
