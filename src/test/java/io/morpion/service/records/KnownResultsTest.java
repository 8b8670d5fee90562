package io.morpion.service.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.Variant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The known results a service measures against: the packaged corpus's, or a newer record configured. */
class KnownResultsTest {

    private static CorpusConfig configured(Map<String, Integer> scores, Map<String, String> holders) {
        return new CorpusConfig() {
            @Override
            public boolean publishedInBackground() {
                return true;
            }

            @Override
            public Map<String, Integer> knownScore() {
                return scores;
            }

            @Override
            public Map<String, String> knownHolder() {
                return holders;
            }
        };
    }

    @Test
    void withNothingConfiguredEachVariantHasThePackagedResult() {
        KnownResults known = new KnownResults(configured(Map.of(), Map.of()));
        for (Variant variant : Variant.values()) {
            assertEquals(KnownResult.of(variant), known.of(variant));
        }
    }

    @Test
    void aNewerRecordReplacesTheScoreAndHolderOfItsVariantOnly() {
        KnownResults known = new KnownResults(configured(Map.of("5D", 83), Map.of("5D", "Jane Roe")));
        KnownResult fiveD = known.of("5D").orElseThrow();
        assertEquals(83, fiveD.score());
        assertEquals("Jane Roe", fiveD.holder());
        assertEquals(false, fiveD.proven());
        assertEquals("83 = world record (ties Jane Roe)", fiveD.standing(83));
        assertEquals(KnownResult.of(Variant.FIVE_TOUCHING), known.of(Variant.FIVE_TOUCHING));
    }

    @Test
    void anUnknownVariantOrAChangedProvenOptimumIsRefusedByName() {
        IllegalStateException unknown = assertThrows(
                IllegalStateException.class, () -> new KnownResults(configured(Map.of("6T", 90), Map.of())));
        assertEquals("morpion.corpus.known-score.6T: there is no variant 6T", unknown.getMessage());
        IllegalStateException proven = assertThrows(
                IllegalStateException.class, () -> new KnownResults(configured(Map.of("4D", 36), Map.of())));
        assertTrue(proven.getMessage().contains("4D's 35 is proven optimal and cannot change"), proven.getMessage());
    }
}
