package io.morpion.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * records/published/ holds the games people and their programs published: every one must replay
 * legal and finished through msr-lib's own validator with the score and terminal flag it states,
 * carry its provenance, differ from every other game, and redraw the dots of the record game its
 * index names. A bad file cannot ship.
 */
class PublishedCorpusTest {

    private static final Path RECORDS = ProjectPaths.root().resolve("records");
    private static final Path PUBLISHED = RECORDS.resolve("published");

    static List<PublishedIndex.Row> rows() throws IOException {
        return PublishedIndex.parse(
                Files.readString(PUBLISHED.resolve(PublishedIndex.FILE)), "records/published/INDEX.tsv");
    }

    private static MsrRecord game(PublishedIndex.Row row) throws IOException {
        return Msr.decode(
                Files.readString(PUBLISHED.resolve(row.variant().code()).resolve(row.name() + ".json")));
    }

    @ParameterizedTest
    @MethodSource("rows")
    void aPublishedGameReplaysLegalAndFinishedWithItsStatedFactsAndProvenance(PublishedIndex.Row row)
            throws IOException {
        MsrRecord game = game(row);
        Verdict verdict = Msr.validate(game);
        assertTrue(
                verdict.legal(), () -> row.name() + ": " + verdict.violation().message());
        assertTrue(verdict.facts().terminal(), row.name() + " is not finished");
        assertEquals(game.score(), verdict.facts().score(), row.name());
        assertEquals(game.terminal(), verdict.facts().terminal(), row.name());
        assertEquals(row.score(), verdict.facts().score(), row.name() + ": the index's score");
        assertEquals(row.variant(), game.variant());
        assertEquals(List.of(), verdict.discrepancies());
        assertEquals(GameIdentity.of(game), row.identity(), row.name() + ": the index's identity");
        assertNotNull(game.source(), row.name() + " says where it comes from");
        assertNotNull(game.transcribedBy(), row.name() + " says who transcribed it");
        assertNotNull(game.description());
        assertEquals(row.date(), game.dateTag().orElse(null), row.name() + ": its date travels as a tag");
    }

    @Test
    void everyFileIsInTheIndexAndNoTwoGamesAreOneFigure() throws IOException {
        Set<Path> indexed = new HashSet<>();
        for (PublishedIndex.Row row : rows()) {
            assertTrue(indexed.add(PUBLISHED.resolve(row.variant().code()).resolve(row.name() + ".json")), row.name());
        }
        try (Stream<Path> files = Files.walk(PUBLISHED)) {
            assertEquals(
                    indexed,
                    new HashSet<>(
                            files.filter(f -> f.toString().endsWith(".json")).toList()));
        }
        Set<String> identities = new HashSet<>();
        for (Path file : RecordsCorpusTest.recordFiles()) {
            identities.add(GameIdentity.of(Msr.decode(Files.readString(file))));
        }
        for (PublishedIndex.Row row : rows()) {
            assertTrue(identities.add(row.identity()), row.name() + " repeats another game's figure");
        }
    }

    @Test
    void aGameThatRedrawsARecordGamePlacesItsDotsAndNoPublishedGameBeatsItsVariantsRecord() throws IOException {
        Map<String, MsrRecord> recordGames = recordGames();
        int redrawings = 0;
        for (PublishedIndex.Row row : rows()) {
            MsrRecord game = game(row);
            if (row.sameDotsAs() != null) {
                MsrRecord record = recordGames.get(row.sameDotsAs());
                assertNotNull(record, row.name() + " names " + row.sameDotsAs());
                assertEquals(
                        DotKey.of(record), DotKey.of(game), row.name() + " places " + row.sameDotsAs() + "'s dots");
                redrawings++;
            }
            int best = KnownResult.of(game.variant()).orElseThrow().score();
            assertTrue(game.moveCount() <= best, row.name() + " beats the record of " + game.variant());
        }
        assertTrue(redrawings > 0, "the index names the record games some published games redraw");
    }

    @Test
    void importingTwiceReproducesTheFilesAndStoresNothingTwice(@TempDir Path community, @TempDir Path out)
            throws IOException {
        // a community corpus in its own layout, made of some of the published games: one of each kind
        List<PublishedIndex.Row> sample = new ArrayList<>();
        Set<String> kinds = new HashSet<>();
        for (PublishedIndex.Row row : rows()) {
            MsrRecord game = game(row);
            String kind = game.tags().get(0) + (row.sameDotsAs() != null);
            if (kinds.add(kind)) {
                sample.add(row);
                Path folder =
                        Files.createDirectories(community.resolve(row.variant().code()));
                MsrRecord raw = MsrRecord.builder(game.variant())
                        .moves(game.moves())
                        .author(game.author())
                        .source(game.source())
                        .transcribedBy(game.transcribedBy())
                        .tags(game.tags().stream()
                                .filter(t -> !t.startsWith("date:"))
                                .toList())
                        .build();
                Files.writeString(folder.resolve(row.name() + ".json"), Msr.toJson(raw));
            }
        }
        StringBuilder index = new StringBuilder(
                "variant\tmoves\tname\tauthor\tdate\tsource\tfigure_key\tdots_key" + "\tsame_dots_as_corpus\n");
        for (PublishedIndex.Row r : sample) {
            index.append(String.join(
                            "\t",
                            r.variant().code(),
                            Integer.toString(r.score()),
                            r.name(),
                            r.author() == null ? "" : r.author(),
                            r.date() == null ? "" : r.date(),
                            r.source(),
                            "-",
                            "-",
                            r.sameDotsAs() == null ? "" : r.sameDotsAs() + ".json"))
                    .append('\n');
        }
        Files.writeString(community.resolve("INDEX.tsv"), index);
        for (int round = 0; round < 2; round++) {
            PublishedImporter.importPublished(community, out, recordGames());
            for (PublishedIndex.Row row : sample) {
                Path relative = Path.of(row.variant().code(), row.name() + ".json");
                assertEquals(
                        Files.readString(PUBLISHED.resolve(relative)),
                        Files.readString(out.resolve(relative)),
                        relative.toString());
            }
            try (Stream<Path> files = Files.walk(out)) {
                assertEquals(
                        sample.size() + 1, files.filter(Files::isRegularFile).count(), "the games and the index");
            }
        }
        assertEquals(PublishedIndex.format(sample), Files.readString(out.resolve(PublishedIndex.FILE)));
    }

    private static Map<String, MsrRecord> recordGames() throws IOException {
        Map<String, MsrRecord> games = new HashMap<>();
        for (Path file : RecordsCorpusTest.recordFiles()) {
            games.put(file.getFileName().toString().replaceFirst("\\.json$", ""), Msr.decode(Files.readString(file)));
        }
        return games;
    }
}
