package io.morpion.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.msr.GameFacts;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** records/ is the published corpus: every file must be a legal, finished game with honest facts. */
class RecordsCorpusTest {

    private static final Path RECORDS = ProjectPaths.root().resolve("records");
    private static final Path COMMUNITY_CORPUS = ProjectPaths.root().resolve("msr-lib/src/test/resources/vectors");

    /** The record games: records/VARIANT/*.json (the published games lie under records/published/). */
    static List<Path> recordFiles() throws IOException {
        try (Stream<Path> files = Files.walk(RECORDS, 2)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    @Test
    void everyCorpusGameIsPublishedOnce() throws IOException {
        List<Path> files = recordFiles();
        assertEquals(CorpusCatalogue.entries().size(), files.size(), "every record game file is in the catalogue");
        for (CatalogueEntry entry : CorpusCatalogue.entries()) {
            assertTrue(
                    Files.exists(RECORDS.resolve(entry.variant().code()).resolve(entry.recordName() + ".json")),
                    entry.recordName());
        }
    }

    @ParameterizedTest
    @MethodSource("recordFiles")
    void recordDecodesValidatesAndIsTerminalWithItsStatedScore(Path file) throws IOException {
        MsrRecord record = Msr.decode(Files.readString(file));
        Verdict verdict = Msr.validate(record);
        assertTrue(verdict.legal(), () -> file + ": " + verdict.violation().message());
        GameFacts facts = verdict.facts();
        assertTrue(facts.terminal(), file + " is not terminal");
        assertEquals(record.score(), facts.score());
        assertEquals(record.terminal(), facts.terminal());
        assertEquals(record.moveCount(), facts.score());
        assertEquals(List.of(), verdict.discrepancies());
        assertEquals(file.getParent().getFileName().toString(), record.variant().code());
        assertEquals(CorpusImporter.TRANSCRIBED_BY, record.transcribedBy());
        assertNotNull(record.description());
        assertTrue(record.author() != null || record.source() != null, file + " has no provenance");
    }

    @Test
    void knownRecordsKeepTheirFacts() throws IOException {
        MsrRecord rosin = Msr.decode(Files.readString(RECORDS.resolve("5T/rosin178.json")));
        assertEquals("Christopher D. Rosin", rosin.author());
        assertEquals("http://morpionsolitaire.com/Grid5T178Rosin.txt", rosin.source());
        assertTrue(rosin.tags().contains("date:2011-08"));
        assertEquals(178, rosin.moveCount());
        MsrRecord bruneau = Msr.decode(Files.readString(RECORDS.resolve("5T/bruneau170.json")));
        assertTrue(bruneau.tags().contains("date:1976-04"));
        MsrRecord hp = Msr.decode(Files.readString(RECORDS.resolve("4D/hyyroporanen35.json")));
        assertTrue(hp.tags().containsAll(List.of("optimal", "date:2007-10")));
        assertEquals(35, hp.moveCount());
    }

    @Test
    void importerReproducesRecordsExactly(@TempDir Path out) throws IOException {
        List<CorpusImporter.Imported> imported = CorpusImporter.importCorpus(COMMUNITY_CORPUS, out);
        assertEquals(recordFiles().size(), imported.size());
        for (Path published : recordFiles()) {
            Path regenerated = out.resolve(RECORDS.relativize(published));
            assertEquals(Files.readString(published), Files.readString(regenerated), published.toString());
        }
        CorpusImporter.importCorpus(COMMUNITY_CORPUS, out);
        try (Stream<Path> files = Files.walk(out)) {
            assertEquals(
                    recordFiles().size(), files.filter(Files::isRegularFile).count(), "a second import adds nothing");
        }
    }

    @Test
    void importerRefusesAnIllegalGameAndNamesTheFileAndMove(@TempDir Path corpus, @TempDir Path out)
            throws IOException {
        Path folder = Files.createDirectories(corpus.resolve("5T"));
        String rosin = Files.readString(COMMUNITY_CORPUS.resolve("5T/rosin178.json"));
        Files.writeString(folder.resolve("rosin178.json"), rosin.replaceFirst("\"pos\": 0", "\"pos\": 3"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> CorpusImporter.importCorpus(corpus, out));
        assertTrue(e.getMessage().contains("rosin178.json: move 1, "), e.getMessage());
        assertFalse(Files.exists(out.resolve("5T/rosin178.json")), "nothing is written for an illegal game");
    }

    @Test
    void importerRefusesAFileWithoutACatalogueEntry(@TempDir Path corpus, @TempDir Path out) throws IOException {
        Path folder = Files.createDirectories(corpus.resolve("5D"));
        Files.copy(COMMUNITY_CORPUS.resolve("5D/rosin82.json"), folder.resolve("unknown82.json"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> CorpusImporter.importCorpus(corpus, out));
        assertTrue(e.getMessage().contains("unknown82.json has no catalogue entry"), e.getMessage());
    }
}
