package io.morpion.service.runs;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** How this node runs searches: {@code morpion.runs.*}. */
@ConfigMapping(prefix = "morpion.runs")
public interface RunsConfig {

    /** Solver jobs this node runs at once; by default its core count (RunsConfigDefaults). */
    int concurrency();

    /**
     * Solver threads this node lets compute at once, however many its runs ask for; the others
     * wait their turn, so that requests are answered beside them. By default its core count
     * (RunsConfigDefaults).
     */
    int solverThreads();

    /** How often a running search saves its checkpoint, so that a crash loses at most this much. */
    @WithDefault("30s")
    Duration checkpointInterval();

    /** How often a running search tells the database it is alive and how far it has got. */
    @WithDefault("1s")
    Duration heartbeatInterval();

    /** How often the node looks for runs that lost their job and gives them one. */
    @WithDefault("30s")
    Duration reconcileInterval();

    /** The most threads one queued run may take; a local search may take up to the search layer's own limit. */
    @WithDefault("64")
    int maxThreads();

    /**
     * The memory this node lends the runs it executes together, campaign workers among them, counted as each run's
     * threads times the most one thread holds at its parameters ({@code GET /api/algorithms}). A run that alone would
     * pass it is refused (409); one that would pass it beside the runs already executing here waits in the queue.
     * Unset: three quarters of the heap.
     */
    Optional<MemorySize> memoryBudget();

    /**
     * The most one checkpoint of a run may take: a run whose state grows past it pauses, keeping its best and its last
     * checkpoint that fit, instead of failing. Unset: the most a checkpoint can hold ({@code Checkpoint.MAX_BYTES}).
     */
    Optional<MemorySize> maxCheckpoint();
}
