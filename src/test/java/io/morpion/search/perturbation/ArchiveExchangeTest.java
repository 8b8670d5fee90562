package io.morpion.search.perturbation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.InMemoryArchive;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Perturbation searches that share an archive hand over what they find and work on what the others found. */
class ArchiveExchangeTest {

    private static PerturbationSolver worker(long seed, InMemoryArchive shared) {
        PerturbationSolver solver = new SolverSpec(
                        "perturbation", Variant.FIVE_DISJOINT, seed, 1, Map.of("nrpa-iterations", "5"), null)
                .create()
                .as(PerturbationSolver.class)
                .orElseThrow();
        solver.tradeThrough(shared.worker(), Duration.ZERO);
        return solver;
    }

    @Test
    void aWorkerHandsOverLegalDistinctGamesAndAnotherStartsFromThem() {
        InMemoryArchive shared = new InMemoryArchive();
        PerturbationSolver first = worker(1, shared);
        first.solve(Termination.nodes(40), null);
        int sharedBest = shared.legalBest();

        PerturbationSolver second = worker(2, shared);
        second.solve(Termination.nodes(1), null);
        String census = second.summary();
        assertTrue(
                census.contains(": " + sharedBest + " \u00d7"),
                "the second worker's archive starts from the shared " + "games, best " + sharedBest + ": " + census);
    }

    @Test
    void aSharedGameThatDoesNotReplayIsPassedOver() {
        MsrRecord rosin = CorpusGames.of(Variant.FIVE_DISJOINT).get(0);
        List<ArchiveExchange.SharedGame> broken = List.of(new ArchiveExchange.SharedGame(
                MsrRecord.of(Variant.FIVE_DISJOINT, List.of(rosin.moves().get(5))), 1L));
        PerturbationSolver solver = new SolverSpec(
                        "perturbation", Variant.FIVE_DISJOINT, 3, 1, Map.of("nrpa-iterations", "5"), null)
                .create()
                .as(PerturbationSolver.class)
                .orElseThrow();
        solver.tradeThrough(added -> broken, Duration.ZERO);
        solver.solve(Termination.nodes(5), null);
        assertEquals(5, solver.status().nodes());
    }
}
