package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A checkpoint names the configuration it belongs to by a key written from the spec, apart from the
 * method users read, and one taken before keys existed is still matched by its method.
 */
class CheckpointKeyTest {

    private static SolverSpec dna(Map<String, String> params) {
        return new SolverSpec("dna", Variant.FIVE_TOUCHING, 7, 1, params, null);
    }

    private static String key(SolverSpec spec) {
        return spec.create().checkpoint().configuration();
    }

    @Test
    void aCheckpointNamesItsConfigurationByKeyNotByItsMethod() {
        Solver solver = dna(Map.of("window", "12")).create();
        String key = solver.checkpoint().configuration();
        assertTrue(key.startsWith("key dna 5T threads=1 window=12 skew=10 "), key);
        assertFalse(key.contains(solver.method()), key);
        assertNotEquals(
                key(dna(Map.of("window", "12"))),
                key(new SolverSpec("dna", Variant.FIVE_DISJOINT, 7, 1, Map.of("window", "12"), null)),
                "the variant is part of the key");
    }

    @Test
    void theKeyedSolverPassesEveryMethodOfASolverOnToTheSolverItWraps() throws Exception {
        for (java.lang.reflect.Method method : Solver.class.getMethods()) {
            if (!java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
                assertEquals(
                        KeyedSolver.class,
                        KeyedSolver.class
                                .getMethod(method.getName(), method.getParameterTypes())
                                .getDeclaringClass(),
                        "a default method left to the interface answers for the wrapper, not its solver: "
                                + method.getName());
            }
        }
    }

    @Test
    void aCheckpointOfAnotherConfigurationIsRefusedNamingBoth() {
        Solver solver = dna(Map.of("window", "12")).create();
        solver.solve(Termination.nodes(200), null);
        Checkpoint taken = solver.checkpoint();
        CheckpointException refused = assertThrows(
                CheckpointException.class,
                () -> dna(Map.of("window", "11")).create().restore(taken));
        assertTrue(
                refused.getMessage().contains("window=12")
                        && refused.getMessage().contains("window=11"),
                refused.getMessage());
    }

    @Test
    void oneValueWrittenTwoWaysGivesOneKey() {
        assertEquals(
                key(dna(Map.of("window", "012", "end-depth", ".250"))),
                key(dna(Map.of("window", "12", "end-depth", "0.25"))));
        assertEquals(
                key(new SolverSpec(
                        "perturbation", Variant.FIVE_TOUCHING, 1, 1, Map.of("repairs", "NRPA,endgame"), null)),
                key(new SolverSpec(
                        "perturbation", Variant.FIVE_TOUCHING, 1, 1, Map.of("repairs", "endgame,nrpa"), null)));
    }

    @Test
    void aParameterAtWhatSpecsMeantBeforeItExistedStaysOutOfTheKey() {
        SolverSpec before = SolverSpec.stored("dna", Variant.FIVE_TOUCHING, 7, 1, Map.of("window", "12"), null);
        assertEquals("0", before.params().get("blacklist"), before.params().toString());
        String key = key(before);
        assertFalse(key.contains("blacklist=") || key.contains("sweep="), key);
        assertEquals(
                key,
                key(dna(Map.of(
                        "window", "12", "blacklist", "0", "sweep", "0", "ties", "age", "take", "all", "starts", "1"))));
        assertTrue(key(dna(Map.of("window", "12"))).contains(" blacklist=1 "), "today's default is named");
        assertTrue(key(dna(Map.of("window", "12"))).contains(" ties=score "), "today's default is named");
    }

    @Test
    void aCheckpointTakenBeforeKeysResumesByItsMethodAndGoesOnAlike() {
        SolverSpec spec = dna(Map.of("initial", "5", "maintenance", "100"));
        Solver whole = spec.create();
        whole.solve(Termination.nodes(300), null);
        // what a release before keys wrote: the solver's own checkpoint, named by its method
        Checkpoint old = Checkpoint.fromBytes(whole.checkpoint().state());
        assertEquals(whole.method(), old.configuration());

        Solver resumed = spec.create();
        resumed.restore(Checkpoint.fromBytes(old.toBytes()));
        whole.solve(Termination.nodes(900), null);
        resumed.solve(Termination.nodes(900), null);
        assertEquals(
                whole.best().orElseThrow().moves(), resumed.best().orElseThrow().moves());
        assertEquals(whole.status().nodes(), resumed.status().nodes());

        CheckpointException refused = assertThrows(
                CheckpointException.class,
                () -> dna(Map.of("initial", "6", "maintenance", "100")).create().restore(old));
        assertTrue(refused.getMessage().contains(old.configuration()), refused.getMessage());
    }
}
