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
        ExactConfig config = new ExactConfig(Variant.FOUR_DISJOINT, false, true, 34, 2, 0, opening, true, true);
        Path dir = work.resolve("census");
        StringWriter out = new StringWriter();
        int exit = new OptimalCensusRun(config, dir, 2, new PrintWriter(out, true), new PrintWriter(new StringWriter()))
                .run(0, 60);
        assertEquals(0, exit);

        List<PublishedIndex.Row> rows =
                PublishedIndex.parse(Files.readString(dir.resolve(PublishedIndex.FILE)), "INDEX.tsv");
        List<String> all = Files.readAllLines(dir.resolve(OptimalCensusRun.ALL_GAMES));
        assertFalse(rows.isEmpty(), "the record itself is one of them");
        assertEquals(rows.size(), all.size(), "games.jsonl holds every game");
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
        assertTrue(Files.readString(dir.resolve(OptimalCensusRun.SUMMARY)).contains("morpion census --optimal 4D"));
        assertFalse(Files.exists(dir.resolve(OptimalCensusRun.CHECKPOINT)), "a finished census keeps no checkpoint");

        UsageError again = assertThrows(UsageError.class, () -> new OptimalCensusRun(
                        config, dir, 1, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()))
                .run(0, 60));
        assertTrue(again.getMessage().contains("is finished"), again.getMessage());
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

        CliInProcessTest.Run neither = morpion("census", "--score", "50");
        assertEquals(2, neither.exit());
        assertTrue(neither.err().contains("give --variant and --time, or --optimal V"), neither.err());
    }
}
