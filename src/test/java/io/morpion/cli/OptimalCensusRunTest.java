package io.morpion.cli;

import static io.morpion.cli.CliInProcessTest.morpion;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.corpus.PublishedIndex;
import io.morpion.engine.CorpusGames;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Move;
import io.morpion.msr.MsrReader;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import io.morpion.search.exact.ExactConfig;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a finished census of optimal games leaves in its directory, and what the command refuses. */
class OptimalCensusRunTest {

    @TempDir
    Path work;

    /** A small census: the 35-move 4D games that continue the record's first 25 moves. */
    @Test
    void aFinishedCensusWritesEveryGameItsIndexOneFileOfAllAndHowToRepeatIt() throws Exception {
        MsrRecord record = CorpusGames.of(Variant.FOUR_DISJOINT).stream()
                .max(Comparator.comparingInt(MsrRecord::moveCount))
                .orElseThrow();
        List<Move> opening = record.moves().subList(0, 25);
        ExactConfig config = new ExactConfig(
                Variant.FOUR_DISJOINT, false, true, 34, 2, 0, opening, true, true, ExactConfig.Part.WHOLE);
        Path dir = work.resolve("census");
        StringWriter out = new StringWriter();
        int exit = new OptimalCensusRun(config, dir, 2, new PrintWriter(out, true), new PrintWriter(new StringWriter()))
                .run(0, 60);
        assertEquals(0, exit);

        List<PublishedIndex.Row> rows =
                PublishedIndex.parse(Files.readString(dir.resolve(PublishedIndex.FILE)), "INDEX.tsv");
        List<String> all = Files.readAllLines(dir.resolve(CensusFiles.ALL_GAMES));
        assertFalse(rows.isEmpty(), "the record itself is one of them");
        assertEquals(rows.size(), all.size(), "games.jsonl holds every game");
        for (int i = 0; i < all.size(); i++) {
            MsrRecord line = new MsrReader().decode(all.get(i));
            assertTrue(all.get(i).startsWith("{\"version\":"), "a line is the game's MSR JSON: " + all.get(i));
            assertEquals(rows.get(i).identity(), GameIdentity.of(line), "line " + (i + 1) + " is the index's game");
        }
        assertTrue(out.toString().startsWith(rows.size() + " optimal 4D games of 35 moves"), out.toString());
        Set<String> identities = new HashSet<>();
        for (PublishedIndex.Row row : rows) {
            MsrRecord game = new MsrReader().decode(Files.readString(dir.resolve(row.name() + ".json")));
            assertTrue(MsrValidator.validate(game).legal(), row.name());
            assertEquals(35, game.moveCount());
            assertEquals(opening, game.moves().subList(0, 25));
            assertEquals(GameIdentity.of(game), row.identity());
            assertTrue(identities.add(row.identity()), "each game once: " + row.name());
            assertTrue(game.description().startsWith("One of the " + rows.size() + " optimal 4D games"), row.name());
            assertTrue(row.source().startsWith("census by exhaustive search, "), row.source());
        }
        assertTrue(Files.readString(dir.resolve(CensusFiles.SUMMARY)).contains("morpion census --optimal 4D"));
        assertFalse(Files.exists(dir.resolve(OptimalCensusRun.CHECKPOINT)), "a finished census keeps no checkpoint");

        UsageError again = assertThrows(UsageError.class, () -> new OptimalCensusRun(
                        config, dir, 1, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()))
                .run(0, 60));
        assertTrue(again.getMessage().contains("is finished"), again.getMessage());
    }

    /** Three parts, each finished apart and merged in any order, write the census one run writes: the same games, in order. */
    @Test
    void aCensusRunInPartsAndMergedWritesWhatOneRunWrites() throws Exception {
        Path whole = work.resolve("whole");
        assertEquals(0, run(smallCensus(ExactConfig.Part.WHOLE), whole, new StringWriter()));
        List<Path> parts = new java.util.ArrayList<>();
        for (int number = 1; number <= 3; number++) {
            Path dir = work.resolve("part-" + number);
            StringWriter said = new StringWriter();
            assertEquals(0, run(smallCensus(new ExactConfig.Part(number, 3)), dir, said));
            assertTrue(said.toString().startsWith("part " + number + " of 3: "), said.toString());
            assertTrue(Files.exists(dir.resolve(CensusPart.FILE)) && !Files.exists(dir.resolve(CensusFiles.SUMMARY)));
            parts.add(dir);
        }
        Path merged = work.resolve("merged");
        StringWriter said = new StringWriter();
        assertEquals(
                0,
                OptimalCensusMerge.merge(
                        Variant.FOUR_DISJOINT,
                        List.of(parts.get(2), parts.get(0), parts.get(1)),
                        merged,
                        new PrintWriter(said, true)));
        assertEquals(identities(whole), identities(merged), "the same games in the same order");
        assertTrue(said.toString().contains(" in 3 parts (threads: 2, 2, 2)"), said.toString());

        UsageError missing = assertThrows(
                UsageError.class,
                () -> OptimalCensusMerge.merge(
                        Variant.FOUR_DISJOINT, List.of(parts.get(0), parts.get(2)), work.resolve("m2"), silent()));
        assertEquals("the census has 3 parts; missing: 2", missing.getMessage());
        UsageError twice = assertThrows(
                UsageError.class,
                () -> OptimalCensusMerge.merge(
                        Variant.FOUR_DISJOINT, List.of(parts.get(0), parts.get(0)), work.resolve("m3"), silent()));
        assertTrue(twice.getMessage().startsWith("two directories hold part 1 of 3: "), twice.getMessage());
        UsageError none = assertThrows(
                UsageError.class,
                () -> OptimalCensusMerge.merge(Variant.FOUR_DISJOINT, List.of(whole), work.resolve("m4"), silent()));
        assertTrue(none.getMessage().contains("holds no finished part of a census"), none.getMessage());
        UsageError again = assertThrows(
                UsageError.class, () -> run(smallCensus(new ExactConfig.Part(1, 3)), parts.get(0), new StringWriter()));
        assertTrue(again.getMessage().contains("is finished (part.json)"), again.getMessage());
    }

    /** The 35-move 4D games that continue the record's first 25 moves. */
    private static ExactConfig smallCensus(ExactConfig.Part part) {
        MsrRecord record = CorpusGames.of(Variant.FOUR_DISJOINT).stream()
                .max(Comparator.comparingInt(MsrRecord::moveCount))
                .orElseThrow();
        return new ExactConfig(
                Variant.FOUR_DISJOINT, false, true, 34, 3, 0, record.moves().subList(0, 25), true, true, part);
    }

    private static int run(ExactConfig config, Path dir, StringWriter out) throws Exception {
        return new OptimalCensusRun(config, dir, 2, new PrintWriter(out, true), silent()).run(0, 60);
    }

    private static PrintWriter silent() {
        return new PrintWriter(new StringWriter());
    }

    private static List<String> identities(Path dir) throws Exception {
        return PublishedIndex.parse(Files.readString(dir.resolve(PublishedIndex.FILE)), "INDEX.tsv").stream()
                .map(PublishedIndex.Row::identity)
                .toList();
    }

    @Test
    void onlyAVariantWithAProvenOptimumHasACensusOfOptimalGames() {
        CliInProcessTest.Run open =
                morpion("census", "--optimal", "5D", "-o", work.resolve("x").toString());
        assertEquals(2, open.exit());
        assertTrue(open.err().contains("5D has no proven optimum") && open.err().contains("4D or 4T"), open.err());

        CliInProcessTest.Run both = morpion("census", "--optimal", "4D", "--variant", "4D");
        assertEquals(2, both.exit());
        assertTrue(both.err().contains("--variant, --score, --warm and -P do not go with it"), both.err());

        CliInProcessTest.Run badPart = morpion("census", "--optimal", "4D", "--part", "9/8");
        assertEquals(2, badPart.exit());
        assertTrue(
                badPart.err()
                        .contains("--part is N/M, part N of M parts with M from 2 to 10000 (e.g. 3/8), not \"9/8\""),
                badPart.err());
        CliInProcessTest.Run mergeAndPart =
                morpion("census", "--optimal", "4D", "--merge", work.toString(), "--part", "1/2");
        assertEquals(2, mergeAndPart.exit());
        assertTrue(mergeAndPart.err().contains("--part and --time do not go with it"), mergeAndPart.err());

        CliInProcessTest.Run partAlone = morpion("census", "--variant", "5D", "--part", "1/2");
        assertEquals(2, partAlone.exit());
        assertTrue(partAlone.err().contains("--part, --merge and --cluster go with --optimal V"), partAlone.err());

        CliInProcessTest.Run neither = morpion("census", "--score", "50");
        assertEquals(2, neither.exit());
        assertTrue(neither.err().contains("give --variant and --time, or --optimal V"), neither.err());
    }
}
