package io.morpion.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrValidator;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The census of each variant's optimal games that the corpus holds (records/4D/optimal/, from
 * {@code morpion census --optimal}): every game legal, finished and of the proven optimum's length,
 * no two the same up to the eight symmetries, every file indexed, and every optimal game that anyone
 * published among them, since the census claims to hold them all.
 */
class OptimalCorpusTest {

    @ParameterizedTest
    @EnumSource(
            value = Variant.class,
            names = {"FOUR_DISJOINT", "FOUR_TOUCHING"})
    void theCensusHoldsEveryOptimalGameOnceAndEachIsLegalAndOptimal(Variant variant) throws IOException {
        Path dir =
                ProjectPaths.root().resolve("records").resolve(variant.code()).resolve(PackagedCorpus.OPTIMAL_FOLDER);
        List<PublishedIndex.Row> rows = PackagedCorpus.optimalIndex(variant);
        if (!Files.exists(dir)) {
            assertTrue(rows.isEmpty(), "no census of " + variant.code() + " is packaged");
            return;
        }
        int optimum = KnownResult.of(variant).orElseThrow().score();
        assertFalse(rows.isEmpty());
        Set<String> identities = new HashSet<>();
        for (PublishedIndex.Row row : rows) {
            MsrRecord game = Msr.decode(Files.readString(dir.resolve(row.name() + ".json")));
            assertTrue(MsrValidator.validate(game).legal(), row.name());
            assertEquals(optimum, game.moveCount(), row.name());
            assertEquals(optimum, row.score(), row.name());
            assertEquals(GameIdentity.of(game), row.identity(), row.name() + ": the index's identity");
            assertEquals(Long.toHexString(DotKey.of(game)), row.dots(), row.name() + ": the index's dots");
            assertTrue(identities.add(row.identity()), row.name() + " is another game's symmetric copy");
            assertEquals(row, PackagedCorpus.found(row).row(), "packaged and read from its folder");
        }
        try (Stream<Path> files = Files.list(dir)) {
            Set<String> indexed = rows.stream().map(r -> r.name() + ".json").collect(Collectors.toSet());
            files.map(f -> f.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .forEach(name -> assertTrue(indexed.contains(name), name + " is not in INDEX.tsv"));
        }
        PackagedCorpus.games().stream()
                .map(PackagedCorpus.Game::record)
                .filter(g -> g.variant() == variant && g.moveCount() == optimum)
                .forEach(g -> assertTrue(identities.contains(GameIdentity.of(g)), "a record game of " + optimum));
        for (PublishedIndex.Row row : PackagedCorpus.publishedIndex()) {
            if (row.variant() == variant && row.score() == optimum) {
                assertTrue(identities.contains(row.identity()), "the published " + row.name());
            }
        }
        assertEquals(rows.size(), OptimalGames.count(variant).orElseThrow());
    }
}
