package io.morpion.search.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.Lifecycle;
import io.morpion.search.Parameter;
import io.morpion.search.Solver;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every experiment is decided within four weeks, every decision is a section of docs/decisions.md, and a retired
 * parameter is refused in new requests while what was stored with it still restores.
 */
class ParameterLifecycleTest {

    /** How long an experiment may wait for the race that decides it. */
    private static final int WEEKS_TO_DECIDE = 4;

    private static final Path DECISIONS = Path.of(Lifecycle.DECISIONS);

    @Test
    void noExperimentHasGoneFourWeeksWithoutADecision() {
        LocalDate today = LocalDate.now();
        List<String> overdue = new ArrayList<>();
        for (Algorithm a : Algorithms.ALL) {
            for (Parameter p : a.parameters()) {
                Lifecycle life = p.lifecycle();
                if (life.experiment() && life.since().plusWeeks(WEEKS_TO_DECIDE).isBefore(today)) {
                    overdue.add(
                            a.name() + " " + p.name() + " (since " + life.since() + ", " + life.decisionLink() + ")");
                }
            }
        }
        assertEquals(
                List.of(),
                overdue,
                "an experiment is made stable or retired within " + WEEKS_TO_DECIDE + " weeks: race it, then record"
                        + " the race in " + Lifecycle.DECISIONS);
    }

    @Test
    void everyExperimentAndRetiredParameterNamesASectionOfTheDecisionsFile() throws IOException {
        Matcher heading = Pattern.compile("(?m)^#{2,3} ([a-z0-9-]+)\\s*$").matcher(Files.readString(DECISIONS));
        Set<String> sections = heading.results().map(m -> m.group(1)).collect(Collectors.toSet());
        assertTrue(sections.containsAll(Set.of("default-algorithm", "campaign-default")), sections.toString());
        for (Algorithm a : Algorithms.ALL) {
            for (Parameter p : a.parameters()) {
                if (p.lifecycle().stage() != Lifecycle.Stage.STABLE) {
                    assertTrue(
                            sections.contains(p.lifecycle().decision()),
                            a.name() + " " + p.name() + ": no section "
                                    + p.lifecycle().decision() + " in " + Lifecycle.DECISIONS);
                }
            }
        }
    }

    @Test
    void aRetiredParameterIsRefusedInANewRequestEvenAtItsOneValue() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new SolverSpec(
                        "dna", Variant.FIVE_TOUCHING, 1, 1, Map.of("start-rounds", "1"), null)
                .checkRequest());
        assertEquals(
                "start-rounds was retired (docs/decisions.md#dna-start-rounds): dna no longer takes it; its value is"
                        + " always 1",
                refused.getMessage());
    }

    @Test
    void aRunStoredBeforeTheRetirementResumesFromItsCheckpointAndAnotherValueIsRefused() {
        // a stored spec is resolved: it names every parameter, the retired ones at the value they now always have
        SolverSpec request = new SolverSpec("dna", Variant.FIVE_DISJOINT, 9, 1, Map.of("starts", "2"), null);
        Map<String, String> stored = request.resolved().params();
        assertEquals("1", stored.get("start-rounds"));
        Solver before = SolverSpec.stored("dna", Variant.FIVE_DISJOINT, 9, 1, stored, null)
                .create();
        before.solve(Termination.nodes(3_000), null);
        Checkpoint saved = Checkpoint.fromBytes(before.checkpoint().toBytes());
        Solver resumed = request.create();
        resumed.restore(saved);
        assertEquals(before.best(), resumed.best());

        IllegalArgumentException gone = assertThrows(
                IllegalArgumentException.class,
                () -> SolverSpec.stored("dna", Variant.FIVE_DISJOINT, 9, 1, Map.of("start-rounds", "2"), null));
        assertTrue(
                gone.getMessage().startsWith("start-rounds=2 is no longer searched: start-rounds was retired"),
                gone.getMessage());
    }
}
