package io.morpion.service.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Requests;
import io.morpion.Waits;
import io.morpion.search.CpuGate;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A node lets no more solver threads compute at once than morpion.runs.solver-threads (its core
 * count here), however many a run asks for: the rest wait their turn, and the threads that answer
 * requests are never crowded out by hundreds of busy ones.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class SolverThreadsTest extends RunTestSupport {

    /**
     * The gate is read in this process rather than from /q/metrics: the test JVM's meter registry
     * outlives the restarts between test classes, and its gauges go on reading the first service's.
     */
    @Test
    void aRunWithMoreThreadsThanTheNodeLetsComputeTakesTurnsWithinTheLimit() throws InterruptedException {
        CpuGate gate = CpuGate.node();
        int limit = gate.limit();
        assertEquals(Runtime.getRuntime().availableProcessors(), limit, "by default the node's core count");
        int threads = Math.min(64, limit + 4);
        long id = submit(Requests.run("5T").algorithm("dna").threads(threads).seed(5));

        int waiting = Waits.until(
                "islands beyond the limit to wait for a turn",
                Duration.ofSeconds(60),
                Duration.ofMillis(20),
                gate::waiting,
                w -> w >= 1);
        // the islands take turns: the run goes on through several rounds of them
        long first = await(id, r -> r.getLong("nodes") > 0, "the run's first progress")
                .getLong("nodes");
        await(id, r -> r.getLong("nodes") > first, "the run to go on after its first round");

        int most = gate.mostComputing();
        assertTrue(most >= 1 && most <= limit, most + " solver threads computed at once, with a limit of " + limit);
        assertTrue(gate.computing() <= limit, "computing now, at most " + limit);
        assertTrue(waiting <= threads, waiting + " waiting, of " + threads);
    }
}
