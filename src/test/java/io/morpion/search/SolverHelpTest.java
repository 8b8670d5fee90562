package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.search.spec.SolverSpec;
import org.junit.jupiter.api.Test;

/** The help texts that annotations must take as constants still name every algorithm and parameter. */
class SolverHelpTest {

    @Test
    void theHelpNamesEveryAlgorithmAndEveryParameter() {
        for (var algorithm : SolverSpec.PARAMETERS.entrySet()) {
            assertTrue(SolverSpec.ALGORITHM_NAMES.contains(algorithm.getKey()), algorithm.getKey());
            int at = SolverSpec.PARAMETER_HELP.indexOf(algorithm.getKey() + " ");
            assertTrue(at >= 0, "the parameter help has no section for " + algorithm.getKey());
            int end = SolverSpec.PARAMETER_HELP.indexOf(';', at);
            String section = SolverSpec.PARAMETER_HELP.substring(at, end < 0 ? SolverSpec.PARAMETER_HELP.length() : end);
            for (String parameter : algorithm.getValue().keySet()) {
                assertTrue(section.contains(parameter), algorithm.getKey() + "'s help lacks " + parameter + ": " + section);
            }
        }
        for (String alias : SolverSpec.ALIASES.keySet()) {
            assertTrue(SolverSpec.ALGORITHM_NAMES.contains(alias), alias);
        }
    }
}
