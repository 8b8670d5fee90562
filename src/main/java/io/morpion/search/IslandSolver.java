package io.morpion.search;

import io.morpion.msr.MsrRecord;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongFunction;

/**
 * Independent copies of one solver on their own threads, merged by the global best. Island i
 * gets seed {@link Rng#derive}(seed, i) and an equal share of any node budget, so the same seed
 * and thread count reproduce the same run.
 *
 * <p>The islands run in slices of about {@link Solver#PROGRESS_INTERVAL_NANOS}; between slices all
 * of them are idle, which is when progress is reported and a listener may take a checkpoint.
 */
public final class IslandSolver implements Solver {

    private final List<Solver> islands = new ArrayList<>();
    private final String method;
    /** The best game announced so far, for deciding what is news; best() itself reads the islands. */
    private MsrRecord announced;

    /** @param factory makes island i from its derived seed */
    public IslandSolver(int threads, long seed, LongFunction<Solver> factory) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1.." + MAX_THREADS + ", not " + threads);
        }
        for (int i = 0; i < threads; i++) {
            islands.add(factory.apply(Rng.derive(seed, i)));
        }
        this.method = islands.get(0).method() + " islands=" + threads;
    }

    public int threads() {
        return islands.size();
    }

    @Override
    public String algorithm() {
        return islands.get(0).algorithm();
    }

    @Override
    public String method() {
        return method;
    }

    /** The first island's summary: islands that share state (perturbation's archive) say it once. */
    @Override
    public String summary() {
        return islands.get(0).summary();
    }

    @Override
    public SolverStatus solve(Termination termination, SolverListener listener) {
        SolverListener out = listener == null ? SolverListener.NONE : listener;
        AtomicBoolean reached = new AtomicBoolean();
        Termination until = termination.startedAt(System.nanoTime());
        Termination island = until.forWorker(islands.size()).or(Termination.cancelledWhen(reached::get));
        ExecutorService pool = Executors.newFixedThreadPool(islands.size(), r -> {
            Thread t = new Thread(r, "morpion-island");
            t.setDaemon(true);
            return t;
        });
        try {
            while (!reached.get() && !until.isTerminated(progress()) && !allDone(island)) {
                // a slice ends about every progress interval, when all islands are idle together
                Termination slice = island.or(Termination.time(Duration.ofNanos(PROGRESS_INTERVAL_NANOS)));
                List<Future<SolverStatus>> running = new ArrayList<>();
                for (Solver each : islands) {
                    running.add(pool.submit(() -> slice(each, slice, out, until, reached)));
                }
                for (Future<SolverStatus> f : running) {
                    f.get();
                }
                out.onProgress(this, status());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException("an island failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        SolverStatus status = status();
        out.onProgress(this, status);
        return status;
    }

    /**
     * One island's slice, timed from when its thread gets a turn to compute, so that islands that
     * wait behind others on a busy node still get a whole slice each.
     */
    private SolverStatus slice(
            Solver island, Termination slice, SolverListener out, Termination until, AtomicBoolean reached) {
        try (CpuGate.Turn turn = CpuGate.node().enter()) {
            return island.solve(slice, new SolverListener() {
                @Override
                public void onImprovement(Improvement improvement) {
                    merge(improvement, out, until, reached);
                }
            });
        }
    }

    private Termination.Progress progress() {
        SolverStatus status = status();
        return new Termination.Progress(System.nanoTime(), status.nodes(), status.bestScore());
    }

    /** Whether every island has finished its schedule or spent its share of the nodes. */
    private boolean allDone(Termination island) {
        for (Solver each : islands) {
            SolverStatus s = each.status();
            if (!s.finished() && island.nodesLeft(s.nodes()) > 0) {
                return false;
            }
        }
        return true;
    }

    private synchronized void merge(
            Improvement improvement, SolverListener out, Termination until, AtomicBoolean reached) {
        if (announced == null || improvement.score() > announced.moveCount()) {
            announced = improvement.game();
            long nodes = status().nodes();
            out.onImprovement(new Improvement(announced, nodes, improvement.elapsedNanos()));
            if (until.isTerminated(new Termination.Progress(System.nanoTime(), nodes, announced.moveCount()))) {
                reached.set(true);
            }
        }
    }

    @Override
    public synchronized SolverStatus status() {
        long nodes = 0;
        long elapsed = 0;
        boolean finished = true;
        int bestScore = 0;
        for (Solver island : islands) {
            SolverStatus s = island.status();
            nodes += s.nodes();
            elapsed = Math.max(elapsed, s.elapsedNanos());
            finished &= s.finished();
            bestScore = Math.max(bestScore, s.bestScore());
        }
        return new SolverStatus(bestScore, nodes, elapsed, finished);
    }

    /** The best game of the first island that holds the highest score, whatever order they found them in. */
    @Override
    public synchronized Optional<MsrRecord> best() {
        MsrRecord winner = null;
        for (Solver island : islands) {
            Optional<MsrRecord> b = island.best();
            if (b.isPresent() && (winner == null || b.get().moveCount() > winner.moveCount())) {
                winner = b.get();
            }
        }
        return Optional.ofNullable(winner);
    }

    @Override
    public Checkpoint checkpoint() {
        StateWriter out = new StateWriter();
        out.writeInt(islands.size());
        for (Solver island : islands) {
            out.writeBytes(island.checkpoint().toBytes());
        }
        return out.toCheckpoint(algorithm(), method);
    }

    @Override
    public void restore(Checkpoint checkpoint) {
        checkpoint.requireAlgorithm(algorithm());
        StateReader in = StateReader.of(checkpoint);
        int count = in.readInt();
        if (count != islands.size()) {
            throw new CheckpointException("the checkpoint has " + count + " islands, not " + islands.size());
        }
        for (Solver island : islands) {
            island.restore(Checkpoint.fromBytes(in.readBytes()));
        }
        in.requireEnd();
        announced = best().orElse(null);
    }
}
