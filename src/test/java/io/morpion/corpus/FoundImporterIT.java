package io.morpion.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.TempDirs;
import io.morpion.cli.MorpionCli;
import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.tiers.SlowTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A census's output packaged: a record for each dot set, and every figure in one compressed list. */
@SlowTest
class FoundImporterIT {

    private Path work;

    @BeforeEach
    void createWork() {
        work = TempDirs.create("morpion-found-");
    }

    @AfterEach
    void deleteWork() {
        TempDirs.delete(work);
    }

    @Test
    void eachDotSetBecomesARecordWithItsSearchSeedAndTimeAndEveryFigureIsListed() throws Exception {
        Path census = work.resolve("census");
        StringWriter err = new StringWriter();
        int exit = MorpionCli.run(
                new PrintWriter(new StringWriter(), true),
                new PrintWriter(err, true),
                "census",
                "--variant",
                "5D",
                "--score",
                "60",
                "--time",
                "3s",
                "--threads",
                "2",
                "-o",
                census.toString());
        assertEquals(0, exit, err.toString());
        List<FoundImporter.Met> met = FoundImporter.parse(Files.readString(census.resolve("census.tsv")));
        Set<String> dotSets = new HashSet<>();
        met.forEach(m -> dotSets.add(m.dots()));
        assertTrue(!met.isEmpty() && dotSets.size() <= met.size(), "the census met games: " + met.size());

        Path records = work.resolve("records");
        Path figures = work.resolve("figures.tsv.gz");
        int written = FoundImporter.importCensus(census, records, figures, "a test census, 2026-11-27");
        assertEquals(dotSets.size(), written, "one record a dot set");

        List<PublishedIndex.Row> index = PublishedIndex.parse(
                Files.readString(records.resolve("found").resolve(PublishedIndex.FILE)), "INDEX.tsv");
        assertEquals(written, index.size());
        Set<String> indexedDots = new HashSet<>();
        for (PublishedIndex.Row row : index) {
            MsrRecord game =
                    Msr.decode(Files.readString(records.resolve("found/5D").resolve(row.name() + ".json")));
            MsrValidator.requireLegal(game);
            assertTrue(game.moveCount() >= 50 && game.moveCount() == row.score(), row.name());
            assertEquals(row.identity(), GameIdentity.of(game));
            assertEquals(row.dots(), Long.toHexString(DotKey.of(game)));
            assertTrue(indexedDots.add(row.dots()), "each dot set once: " + row.name());
            assertNotNull(game.solver(), "the search that met it");
            assertTrue(game.solver().method().startsWith("dna "), game.solver().method());
            assertTrue(
                    game.solver().seed() == 1 || game.solver().seed() == 2,
                    "seed " + game.solver().seed());
            assertNotNull(game.solver().elapsedSecs());
            assertTrue(game.description().contains("a test census, 2026-11-27"), game.description());
            assertEquals(List.of("census", "date:2026-11"), game.tags());
        }
        assertEquals(dotSets, indexedDots);

        List<String> lines = FoundCorpusTest.gunzip(figures).lines().toList();
        assertEquals("seconds\tseed\tdots\tidentity\tmsr json", lines.get(0));
        assertEquals(met.size() + 1, lines.size(), "a line a figure under the heading");
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t");
            MsrRecord figure = Msr.decode(f[4]);
            MsrValidator.requireLegal(figure);
            assertEquals(f[3], GameIdentity.of(figure));
        }

        byte[] first = Files.readAllBytes(records.resolve("found").resolve(PublishedIndex.FILE));
        assertEquals(
                0,
                FoundImporter.importCensus(census, records, figures, "a test census, 2026-11-27"),
                "a dot set the index holds is not written again");
        assertArrayEquals(
                first,
                Files.readAllBytes(records.resolve("found").resolve(PublishedIndex.FILE)),
                "the same census packages the same way");

        // only the longest games, into an index that holds another census's: they are added to it
        int longest = met.stream().mapToInt(FoundImporter.Met::moves).max().orElseThrow();
        Set<String> longestDots = new HashSet<>();
        met.stream().filter(m -> m.moves() == longest).forEach(m -> longestDots.add(m.dots()));
        Path other = work.resolve("other");
        Files.createDirectories(other.resolve("found"));
        Files.writeString(
                other.resolve("found").resolve(PublishedIndex.FILE),
                Files.readString(Path.of(ProjectPaths.root().toString(), "records/found", PublishedIndex.FILE)));
        int before = PublishedIndex.parse(
                        Files.readString(other.resolve("found").resolve(PublishedIndex.FILE)), "INDEX.tsv")
                .size();
        int added = FoundImporter.importCensus(
                census, other, null, "the longest", new FoundImporter.Selection(longest, true));
        assertEquals(longestDots.size(), added, "one record a dot set of " + longest + " moves");
        assertEquals(
                before + added,
                PublishedIndex.parse(Files.readString(other.resolve("found").resolve(PublishedIndex.FILE)), "INDEX.tsv")
                        .size(),
                "the index keeps what it held");
    }
}
