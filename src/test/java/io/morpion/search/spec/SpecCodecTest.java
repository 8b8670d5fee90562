package io.morpion.search.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.msr.Variant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A spec is stored with every parameter named, so that changing a default later leaves searches under way alone. */
class SpecCodecTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aStoredSpecNamesEveryParameterAndReadsBackTheSame() {
        SolverSpec given = new SolverSpec("perturbation", Variant.FIVE_TOUCHING, 7, 2, Map.of("window", "5"), null);
        SolverSpec stored = SpecCodec.fromJson(SpecCodec.toJson(given));
        assertEquals(
                SolverSpec.PARAMETERS.get("perturbation").keySet(),
                stored.params().keySet());
        assertEquals("5", stored.params().get("window"));
        assertEquals(
                SolverSpec.PARAMETERS.get("perturbation").get("deep-after"),
                stored.params().get("deep-after"));
        assertEquals(given.create().method(), stored.create().method());
        assertEquals(SpecCodec.params(SpecCodec.paramsText(given)), stored.params());
    }

    @Test
    void aSpecStoredBeforeSpecsNamedEveryParameterMeansTheDefaultsOfItsDay() throws Exception {
        String old = "{\"algorithm\":\"perturbation\",\"variant\":\"5T\",\"seed\":7,\"threads\":1,"
                + "\"params\":{\"window\":\"5\"}}";
        SolverSpec stored = SpecCodec.fromJson(JSON.readTree(old));
        assertEquals("0", stored.params().get("deep-after"), "deep rounds were off by default then");
        assertFalse(
                stored.create().method().contains("deep-after"), stored.create().method());

        SolverSpec today = new SolverSpec("perturbation", Variant.FIVE_TOUCHING, 7, 1, Map.of("window", "5"), null);
        assertTrue(
                today.create().method().contains("deep-after=600"),
                today.create().method());

        String oldDna =
                "{\"algorithm\":\"dna\",\"variant\":\"5T\",\"seed\":7,\"threads\":1,\"params\":{\"window\":\"8\"}}";
        SolverSpec dna = SpecCodec.fromJson(JSON.readTree(oldDna));
        assertEquals("0", dna.params().get("blacklist"), "dna mutated by swaps alone then");
        assertEquals("0", dna.params().get("sweep"), "and let its counters drive the window");
        assertTrue(dna.create().method().contains("blacklist=0/"), dna.create().method());
    }

    @Test
    void aParameterTheStoredSpecNamesIsKeptWhateverTheDefaultsOfItsDay() throws Exception {
        String named = "{\"algorithm\":\"perturbation\",\"variant\":\"5T\",\"seed\":7,\"threads\":1,"
                + "\"params\":{\"deep-after\":\"300\"}}";
        assertEquals("300", SpecCodec.fromJson(JSON.readTree(named)).params().get("deep-after"));
        String otherAlgorithm = "{\"algorithm\":\"nrpa\",\"variant\":\"5T\",\"seed\":7,\"threads\":1,\"params\":{}}";
        assertEquals(Map.of(), SpecCodec.fromJson(JSON.readTree(otherAlgorithm)).params());
    }
}
