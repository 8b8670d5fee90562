package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.msr.GameFacts;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SolverBehaviourTest {

    static Stream<SolverSpec> specs() {
        List<SolverSpec> specs = new ArrayList<>();
        for (Variant variant : Variant.values()) {
            specs.add(new SolverSpec("nrpa", variant, 5, 1, Map.of("level", "2", "iterations", "8"), null));
            specs.add(new SolverSpec("beam", variant, 5, 1, Map.of("width", "10"), null));
            specs.add(new SolverSpec(
                    "annealing",
                    variant,
                    5,
                    1,
                    Map.of("t0", "6", "t-frozen", "2", "cooling", "0.7", "r", "3000"),
                    null));
            specs.add(new SolverSpec(
                    "sampling", variant, 5, 1, Map.of("scheme", "rs1", "samples", "2", "runs", "1"), null));
            specs.add(new SolverSpec(
                    "sampling", variant, 5, 1, Map.of("scheme", "rs2", "samples", "20", "runs", "1"), null));
            specs.add(new SolverSpec(
                    "perturbation", variant, 5, 1, Map.of("nrpa-iterations", "4", "segment", "20"), null));
            // small enough intervals that maintenance, pruning, idle resets and end searches all happen
            specs.add(new SolverSpec("dna", variant, 5, 1, QuickDna.parameters(150, 30), null));
        }
        specs.add(new SolverSpec(
                "dna",
                Variant.FIVE_TOUCHING,
                5,
                1,
                Map.of("blacklist", "1", "sweep", "1", "maintenance", "50", "window", "2"),
                null));
        specs.add(new SolverSpec("dna", Variant.FIVE_DISJOINT, 5, 2, Map.of("end-interval", "100"), null));
        specs.add(new SolverSpec(
                "perturbation",
                Variant.FIVE_TOUCHING,
                5,
                1,
                Map.of(
                        "repairs",
                        "random,guided",
                        "destroys",
                        "closure",
                        "destroy-min",
                        "1",
                        "destroy-max",
                        "200",
                        "stall",
                        "50",
                        "archive",
                        "10"),
                null));
        specs.add(new SolverSpec(
                "perturbation",
                Variant.FIVE_TOUCHING,
                5,
                1,
                Map.of(
                        "repairs",
                        "endgame,random",
                        "endgame-batch",
                        "16",
                        "endgame-depth",
                        "12",
                        "segment",
                        "10",
                        "novelty",
                        "5"),
                null));
        specs.add(new SolverSpec("nrpa", Variant.FIVE_TOUCHING, 5, 2, Map.of("level", "2", "iterations", "8"), null));
        specs.add(new SolverSpec(
                "nrpa", Variant.FIVE_DISJOINT, 5, 1, Map.of("level", "2", "iterations", "8", "adapt", "layers"), null));
        specs.add(new SolverSpec(
                "perturbation", Variant.FIVE_TOUCHING, 5, 1, Map.of("nrpa-iterations", "3", "deep-after", "4"), null));
        specs.add(new SolverSpec(
                "perturbation",
                Variant.FIVE_DISJOINT,
                5,
                1,
                Map.of("nrpa-iterations", "3", "deep-after", "4", "deep-memory", "on"),
                null));
        // Two workers on one archive, with stalls and restarts, for the archive's locking.
        specs.add(new SolverSpec(
                "perturbation",
                Variant.FIVE_DISJOINT,
                5,
                2,
                Map.of("nrpa-iterations", "5", "stall", "20", "restart", "90", "archive", "30"),
                null));
        return specs.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void everyReportedGameIsLegalAndImprovementsOnlyClimb(SolverSpec spec) {
        Solver solver = spec.create();
        List<Improvement> improvements = new ArrayList<>();
        SolverStatus status = solver.solve(
                Termination.nodes(2_000).or(Termination.time(Duration.ofSeconds(60))), new SolverListener() {
                    @Override
                    public void onImprovement(Improvement improvement) {
                        improvements.add(improvement);
                    }
                });
        assertFalse(improvements.isEmpty());
        int previous = 0;
        for (Improvement improvement : improvements) {
            GameFacts facts = Msr.requireLegal(improvement.game());
            assertEquals(improvement.score(), facts.score());
            assertTrue(improvement.score() > previous, "improvements strictly climb");
            previous = improvement.score();
        }
        MsrRecord best = solver.best().orElseThrow();
        assertEquals(previous, best.moveCount());
        assertEquals(status.bestScore(), best.moveCount());
        Msr.requireLegal(best);
    }

    @Test
    void sameSeedAndThreadsReproduceTheSameRun() {
        for (int threads : new int[] {1, 2}) {
            SolverSpec spec = new SolverSpec(
                    "nrpa", Variant.FIVE_DISJOINT, 77, threads, Map.of("level", "2", "iterations", "20"), null);
            Solver a = spec.create();
            Solver b = spec.create();
            a.solve(Termination.nodes(1_200), null);
            b.solve(Termination.nodes(1_200), null);
            assertEquals(a.best().orElseThrow().moves(), b.best().orElseThrow().moves(), threads + " threads");
            assertEquals(1_200, a.status().nodes());
        }
        Solver other = new SolverSpec(
                        "nrpa", Variant.FIVE_DISJOINT, 78, 1, Map.of("level", "2", "iterations", "20"), null)
                .create();
        other.solve(Termination.nodes(1_200), null);
        Solver first = new SolverSpec(
                        "nrpa", Variant.FIVE_DISJOINT, 77, 1, Map.of("level", "2", "iterations", "20"), null)
                .create();
        first.solve(Termination.nodes(1_200), null);
        assertFalse(
                other.best()
                        .orElseThrow()
                        .moves()
                        .equals(first.best().orElseThrow().moves()),
                "another seed, another run");
    }

    @Test
    void targetScoreEndsTheRunEarly() {
        Solver solver = new SolverSpec("nrpa", Variant.FOUR_DISJOINT, 3, 1, Map.of("level", "3"), null).create();
        SolverStatus status = solver.solve(Termination.nodes(1_000_000).or(Termination.target(25)), null);
        assertTrue(status.bestScore() >= 25);
        assertTrue(status.nodes() < 1_000_000, "stopped at the target, long before the budget");
    }

    @Test
    void cancelEndsTheRunAtTheNextStep() {
        AtomicBoolean cancel = new AtomicBoolean();
        Solver solver = new SolverSpec("nrpa", Variant.FIVE_TOUCHING, 3, 1, Map.of("level", "4"), null).create();
        SolverStatus status =
                solver.solve(Termination.never().or(Termination.cancelledWhen(cancel::get)), new SolverListener() {
                    @Override
                    public void onImprovement(Improvement improvement) {
                        if (improvement.nodes() >= 50) {
                            cancel.set(true);
                        }
                    }
                });
        assertTrue(cancel.get());
        assertTrue(status.nodes() >= 50 && status.nodes() < 100_000_000L);
    }

    @Test
    void progressIsReportedWithNodesAndTheSolverCanBeCheckpointedFromTheListener() {
        List<Checkpoint> saved = new ArrayList<>();
        Solver solver = new SolverSpec("beam", Variant.FOUR_DISJOINT, 3, 1, Map.of("width", "30"), null).create();
        solver.solve(Termination.nodes(300), new SolverListener() {
            @Override
            public void onProgress(Solver running, SolverStatus status) {
                saved.add(running.checkpoint());
            }
        });
        assertFalse(saved.isEmpty(), "at least the final progress report");
        Solver restored = new SolverSpec("beam", Variant.FOUR_DISJOINT, 3, 1, Map.of("width", "30"), null).create();
        restored.restore(saved.get(saved.size() - 1));
        assertEquals(solver.status().nodes(), restored.status().nodes());
    }

    @Test
    void warmStartBeginsAtTheGivenGameAndReportsOnlyBetterOnes() throws IOException {
        MsrRecord record = Msr.decode(Files.readString(ProjectPaths.root().resolve("records/5D/rosin82.json")));
        SolverSpec spec =
                new SolverSpec("nrpa", Variant.FIVE_DISJOINT, 9, 1, Map.of("level", "2", "iterations", "10"), record);
        Solver solver = spec.create();
        assertEquals(82, solver.best().orElseThrow().moveCount());
        assertTrue(solver.method().startsWith("nrpa-seeded L2 N=10 alpha=1 warm-from=82"), solver.method());
        assertEquals("nrpa-warm", spec.category());
        List<Improvement> improvements = new ArrayList<>();
        solver.solve(Termination.nodes(300), new SolverListener() {
            @Override
            public void onImprovement(Improvement improvement) {
                improvements.add(improvement);
            }
        });
        assertTrue(improvements.stream().allMatch(i -> i.score() > 82));
        assertTrue(solver.best().orElseThrow().moveCount() >= 82);

        // from a weak game there is better to find, and every game reported beats it
        io.morpion.engine.Position random = new io.morpion.engine.Position(Variant.FIVE_DISJOINT);
        java.util.SplittableRandom dice = new java.util.SplittableRandom(4);
        while (!random.terminal()) {
            random.play(random.legalMove(dice.nextInt(random.legalCount())));
        }
        MsrRecord weak = random.toRecord();
        Solver fromWeak = new SolverSpec(
                        "nrpa", Variant.FIVE_DISJOINT, 9, 1, Map.of("level", "2", "iterations", "10"), weak)
                .create();
        List<Improvement> better = new ArrayList<>();
        fromWeak.solve(Termination.nodes(300), new SolverListener() {
            @Override
            public void onImprovement(Improvement improvement) {
                better.add(improvement);
            }
        });
        assertFalse(better.isEmpty(), "a search warm from a " + weak.moveCount() + "-move game finds longer ones");
        assertTrue(better.stream().allMatch(i -> i.score() > weak.moveCount()), "only better games: " + better);
    }

    @Test
    void perturbationWarmStartsFromAGameAndExploresItsFamily() throws IOException {
        MsrRecord record = Msr.decode(Files.readString(ProjectPaths.root().resolve("records/5D/rosin82.json")));
        SolverSpec spec =
                new SolverSpec("perturbation", Variant.FIVE_DISJOINT, 9, 1, Map.of("nrpa-iterations", "20"), record);
        Solver solver = spec.create();
        assertEquals(82, solver.best().orElseThrow().moveCount());
        assertTrue((solver.method() + " ").contains(" warm "), solver.method());
        assertEquals("perturbation-warm", spec.category());
        solver.solve(Termination.nodes(200), null);
        String state = solver.as(io.morpion.search.perturbation.PerturbationSolver.class)
                .orElseThrow()
                .describe();
        assertTrue(state.startsWith("200 rounds, 0 restarts; archive of "), state);
        assertFalse(state.contains("archive of 1 games"), "it found other games near the record: " + state);
        // the census counts every archive game once, best score first
        String census = solver.summary();
        java.util.regex.Matcher head = java.util.regex.Pattern.compile(
                        "archive: (\\d+) distinct games \\(by dots, up to symmetry\\): 8[2-4] \u00d7\\d+.*")
                .matcher(census);
        assertTrue(head.matches(), census);
        int counted = java.util.regex.Pattern.compile("\u00d7(\\d+)")
                .matcher(census)
                .results()
                .mapToInt(m -> Integer.parseInt(m.group(1)))
                .sum();
        assertEquals(Integer.parseInt(head.group(1)), counted, census);
    }

    @Test
    void aStalledPerturbationArchiveStartsAgainAndTheRunKeepsItsBest() {
        Solver solver = new SolverSpec(
                        "perturbation",
                        Variant.FOUR_DISJOINT,
                        3,
                        1,
                        Map.of("nrpa-iterations", "2", "stall", "10", "restart", "40"),
                        null)
                .create();
        solver.solve(Termination.nodes(100), null);
        int before = solver.status().bestScore();
        solver.solve(Termination.nodes(1_000), null);
        String state = solver.as(io.morpion.search.perturbation.PerturbationSolver.class)
                .orElseThrow()
                .describe();
        long restarts = Long.parseLong(state.replaceFirst("^\\d+ rounds, (\\d+) restarts;.*$", "$1"));
        assertTrue(restarts > 0, state);
        assertTrue(solver.status().bestScore() >= before, "a restart keeps the run's best: " + state);
    }

    @Test
    void systematicIsTheReferenceProgramsNameForTheExactSearch() {
        SolverSpec spec = new SolverSpec("systematic", Variant.FOUR_DISJOINT, 1, 1, Map.of(), null);
        assertEquals("exact", spec.algorithm());
        assertEquals("exact", spec.create().algorithm());
    }

    @Test
    void specsRejectWhatNoSolverTakesWithAClearMessage() {
        IllegalArgumentException unknown = assertThrows(
                IllegalArgumentException.class,
                () -> new SolverSpec("genetic", Variant.FIVE_TOUCHING, 1, 1, Map.of(), null));
        assertTrue(unknown.getMessage().contains("unknown algorithm \"genetic\""), unknown.getMessage());
        IllegalArgumentException param = assertThrows(
                IllegalArgumentException.class,
                () -> new SolverSpec("beam", Variant.FIVE_TOUCHING, 1, 1, Map.of("level", "3"), null));
        assertTrue(param.getMessage().contains("\"level\" is not a parameter of beam"), param.getMessage());
        IllegalArgumentException number = assertThrows(
                IllegalArgumentException.class,
                () -> new SolverSpec("nrpa", Variant.FIVE_TOUCHING, 1, 1, Map.of("level", "three"), null).create());
        assertTrue(number.getMessage().contains("level must be a whole number"), number.getMessage());
        IllegalArgumentException range = assertThrows(
                IllegalArgumentException.class,
                () -> new SolverSpec("nrpa", Variant.FIVE_TOUCHING, 1, 1, Map.of("level", "0"), null).create());
        assertTrue(range.getMessage().contains("level must be 1..8"), range.getMessage());
        IllegalArgumentException repairs = assertThrows(IllegalArgumentException.class, () -> new SolverSpec(
                        "perturbation", Variant.FIVE_TOUCHING, 1, 1, Map.of("repairs", "random,magic"), null)
                .create());
        assertTrue(
                repairs.getMessage().contains("repairs must name some of [random, guided, nrpa, endgame]"),
                repairs.getMessage());
        IllegalArgumentException memory = assertThrows(IllegalArgumentException.class, () -> new SolverSpec(
                        "perturbation",
                        Variant.FIVE_TOUCHING,
                        1,
                        1,
                        Map.of("deep-memory", "on", "deep-after", "0"),
                        null)
                .create());
        assertTrue(
                memory.getMessage().contains("deep-memory is the memory of deep rounds: it needs deep-after"),
                memory.getMessage());
    }
}
