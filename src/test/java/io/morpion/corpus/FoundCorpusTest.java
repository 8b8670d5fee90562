package io.morpion.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Verdict;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * What our searches met and the project packages (docs/research-log.md): records/found/ holds a
 * record of each dot set of 5D's 82s the census met (and docs/census/ every figure), and of each
 * 5T 178 dot set new to the corpus that the searches warm from the community's 178s met. Each one replays legal and finished through
 * msr-lib's own validator, an implementation apart from the engine that found them, with the facts
 * its index and list state.
 */
class FoundCorpusTest {

    private static final Path FOUND = ProjectPaths.root().resolve("records").resolve(FoundImporter.FOLDER);
    private static final Path FIGURES = ProjectPaths.root().resolve("docs/census/5D-82-figures.tsv.gz");

    private static List<PublishedIndex.Row> rows() throws IOException {
        return PublishedIndex.parse(Files.readString(FOUND.resolve(PublishedIndex.FILE)), "records/found/INDEX.tsv");
    }

    private static void assertLegalAndFinished(MsrRecord game, int score, String what) {
        Verdict verdict = MsrValidator.validate(game);
        assertTrue(verdict.legal(), () -> what + ": " + verdict.violation().message());
        assertTrue(verdict.facts().terminal(), what + " is not finished");
        assertEquals(score, verdict.facts().score(), what);
    }

    @Test
    void everyFoundRecordReplaysLegalWithItsIndexedFactsAndTheSearchThatMetIt() throws IOException {
        List<PublishedIndex.Row> rows = rows();
        assertFalse(rows.isEmpty(), "the census's dot sets are packaged");
        Set<String> dots = new HashSet<>();
        Set<Path> indexed = new HashSet<>();
        for (PublishedIndex.Row row : rows) {
            Path file = FOUND.resolve(row.variant().code()).resolve(row.name() + ".json");
            indexed.add(file);
            MsrRecord game = Msr.decode(Files.readString(file));
            assertLegalAndFinished(game, row.score(), row.name());
            assertEquals(row.identity(), GameIdentity.of(game), row.name());
            assertEquals(row.dots(), Long.toHexString(DotKey.of(game)), row.name());
            assertTrue(dots.add(row.dots()), row.name() + ": one record a dot set");
            assertNotNull(game.solver(), row.name() + ": the search that met it");
            assertNotNull(game.solver().seed(), row.name());
            assertNotNull(game.solver().elapsedSecs(), row.name());
        }
        try (Stream<Path> files = Files.walk(FOUND)) {
            assertEquals(
                    indexed,
                    new HashSet<>(
                            files.filter(p -> p.toString().endsWith(".json")).toList()),
                    "every file indexed, every index line a file");
        }
    }

    @Test
    void everyFigureOfTheCensusReplaysLegalAndItsDotSetsAreTheFoundRecords() throws Exception {
        List<String> lines = gunzip(FIGURES).lines().skip(1).toList();
        assertFalse(lines.isEmpty());
        Set<String> identities = new HashSet<>();
        Set<String> dots = new HashSet<>();
        for (String line : lines) {
            String[] f = line.split("\t");
            MsrRecord figure = Msr.decode(f[4]);
            assertLegalAndFinished(figure, 82, "the figure " + f[3]);
            assertEquals(f[3], GameIdentity.of(figure));
            assertEquals(f[2], Long.toHexString(DotKey.of(figure)));
            assertTrue(identities.add(f[3]), "each figure once: " + f[3]);
            dots.add(f[2]);
        }
        Set<String> packaged = new HashSet<>();
        rows().stream().filter(r -> r.score() == 82).forEach(r -> packaged.add(r.dots()));
        assertEquals(packaged, dots, "the figures' dot sets are the packaged records'");
    }

    @Test
    void theFound178sAreDotSetsThatNoRecordGameOrPublishedGameHas() throws IOException {
        Set<String> known = new HashSet<>();
        PackagedCorpus.games().forEach(g -> known.add(Long.toHexString(DotKey.of(g.record()))));
        PackagedCorpus.publishedIndex().forEach(row -> known.add(row.dots()));
        List<PublishedIndex.Row> found178 = rows().stream()
                .filter(r -> r.variant() == io.morpion.msr.Variant.FIVE_TOUCHING && r.score() == 178)
                .toList();
        assertFalse(found178.isEmpty(), "the families' new 178s are packaged");
        for (PublishedIndex.Row row : found178) {
            assertFalse(known.contains(row.dots()), row.name() + " has the dots of a known game");
        }
    }

    /** A gzip file's text. */
    static String gunzip(Path file) throws Exception {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
