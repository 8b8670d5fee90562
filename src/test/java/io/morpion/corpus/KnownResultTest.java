package io.morpion.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The known results come from the packaged corpus, and every best is put beside them in words. */
class KnownResultTest {

    @Test
    void theCorpusGivesEachVariantItsRecordOrProvenOptimum() {
        KnownResult fiveT = KnownResult.of(Variant.FIVE_TOUCHING).orElseThrow();
        assertEquals(178, fiveT.score());
        assertFalse(fiveT.proven());
        assertEquals("Christopher D. Rosin", fiveT.holder());
        assertEquals(82, KnownResult.of(Variant.FIVE_DISJOINT).orElseThrow().score());
        assertEquals(62, KnownResult.of(Variant.FOUR_TOUCHING).orElseThrow().score());
        assertTrue(KnownResult.of(Variant.FOUR_TOUCHING).orElseThrow().proven());
        KnownResult fourD = KnownResult.of(Variant.FOUR_DISJOINT).orElseThrow();
        assertEquals(35, fourD.score());
        assertTrue(fourD.proven());
    }

    @Test
    void everyBestIsPutBesideItInWords() {
        KnownResult fiveT = KnownResult.of(Variant.FIVE_TOUCHING).orElseThrow();
        assertEquals("171, 7 short of the world record (178)", fiveT.standing(171));
        assertEquals("178 = world record (ties Christopher D. Rosin)", fiveT.standing(178));
        assertEquals("179: BEATS the world record (178, Christopher D. Rosin) by 1", fiveT.standing(179));
        assertEquals("/178 record", fiveT.beside());
        KnownResult fourD = KnownResult.of(Variant.FOUR_DISJOINT).orElseThrow();
        assertEquals("35 = proven optimum", fourD.standing(35));
        assertEquals("30, 5 short of the proven optimum (35)", fourD.standing(30));
        assertTrue(fourD.standing(36).contains("cannot be"));
        assertEquals("/35 optimum", fourD.beside());
    }

    @Test
    void thePackagedCorpusIsRecordsOfTheCheckoutFileForFile() throws IOException {
        for (PackagedCorpus.Game game : PackagedCorpus.games()) {
            String file = Files.readString(ProjectPaths.root().resolve(PackagedCorpus.resourceOf(game.entry())));
            assertEquals(Msr.decode(file), game.record(), game.entry().recordName());
        }
        try (var files = Files.walk(ProjectPaths.root().resolve("records"), 2)) {
            assertEquals(
                    files.filter(f -> f.toString().endsWith(".json")).count(),
                    PackagedCorpus.games().size(),
                    "every file of records/ is in the catalogue, and so packaged");
        }
    }
}
