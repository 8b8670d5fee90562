package io.morpion.search.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The registry every client reads: each declaration is consistent with itself and with what the solvers take. */
class AlgorithmRegistryTest {

    @Test
    void namesAndAliasesAreUniqueAndEachParameterOnceAnAlgorithm() {
        Set<String> names = new HashSet<>();
        for (Algorithm a : Algorithms.ALL) {
            assertTrue(names.add(a.name()), a.name());
            a.aliases().forEach(alias -> assertTrue(names.add(alias), alias));
            Set<String> parameters = new HashSet<>();
            a.parameters().forEach(p -> assertTrue(parameters.add(p.name()), a.name() + " " + p.name()));
            assertEquals(a, Algorithms.find(a.name().toUpperCase()).orElseThrow());
            a.aliases().forEach(alias -> assertEquals(a, Algorithms.find(alias).orElseThrow()));
        }
    }

    @Test
    void everyDefaultIsInItsOwnRangeAndEveryAlgorithmBuildsFromItsDefaults() {
        for (Algorithm a : Algorithms.ALL) {
            for (Parameter p : a.parameters()) {
                p.check(p.defaultValue());
            }
            for (Variant variant : Variant.values()) {
                assertNotNull(new SolverSpec(a.name(), variant, 1, 1, Map.of(), null).create(), a.name());
            }
            // the stored form names every parameter with its declared default
            assertEquals(
                    a.defaults(),
                    new SolverSpec(a.name(), Variant.FIVE_TOUCHING, 1, 1, Map.of(), null)
                            .resolved()
                            .params());
        }
    }

    @Test
    void aValueJustOutsideItsRangeIsRefusedWithTheDeclaredRange() {
        int checked = 0;
        for (Algorithm a : Algorithms.ALL) {
            for (Parameter p : a.parameters()) {
                if (p.kind() != Parameter.Kind.WHOLE || p.min() == null) {
                    continue;
                }
                String below = Long.toString(p.min().longValue() - 1);
                var refused = assertThrows(
                        IllegalArgumentException.class,
                        () -> new SolverSpec(a.name(), Variant.FIVE_TOUCHING, 1, 1, Map.of(p.name(), below), null)
                                .create(),
                        a.name() + " " + p.name());
                assertEquals(p.name() + " must be " + p.range() + ", not " + below, refused.getMessage());
                checked++;
            }
        }
        assertTrue(checked > 30, "whole-number parameters checked: " + checked);
    }

    /** A request is checked by building the algorithm's configuration: it refuses what building a solver refuses. */
    @Test
    void checkingASpecRefusesEveryValueThatBuildingItsSolverRefuses() {
        int checked = 0;
        for (Algorithm a : Algorithms.ALL) {
            for (Variant variant : Variant.values()) {
                new SolverSpec(a.name(), variant, 1, 1, Map.of(), null).check();
            }
            for (Parameter p : a.parameters()) {
                if (p.kind() != Parameter.Kind.WHOLE
                        || p.max() == null
                        || p.max() >= Integer.MAX_VALUE
                        || p.lifecycle().retired()) {
                    continue; // a retired parameter is refused by name (ParameterLifecycleTest)
                }
                String above = Long.toString(p.max().longValue() + 1);
                SolverSpec spec = new SolverSpec(a.name(), Variant.FIVE_TOUCHING, 1, 1, Map.of(p.name(), above), null);
                var byCheck = assertThrows(IllegalArgumentException.class, spec::check, a.name() + " " + p.name());
                var byBuild = assertThrows(IllegalArgumentException.class, spec::create, a.name() + " " + p.name());
                assertEquals(byBuild.getMessage(), byCheck.getMessage());
                checked++;
            }
        }
        assertTrue(checked > 20, "whole-number parameters checked: " + checked);
    }

    @Test
    void choicesRefuseWordsTheyDoNotKnowAndNameTheOnesTheyDo() {
        for (Algorithm a : Algorithms.ALL) {
            for (Parameter p : a.parameters()) {
                if (p.options().isEmpty()) {
                    continue;
                }
                var refused = assertThrows(IllegalArgumentException.class, () -> new SolverSpec(
                                a.name(), Variant.FIVE_TOUCHING, 1, 1, Map.of(p.name(), "nonsense"), null)
                        .create());
                p.options().forEach(option -> assertTrue(refused.getMessage().contains(option), refused.getMessage()));
            }
        }
    }
}
