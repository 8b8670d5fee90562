package io.morpion.search.exact;

import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.search.CpuGate;
import io.morpion.search.ExhaustiveSearch;
import io.morpion.search.Improvement;
import io.morpion.search.Solver;
import io.morpion.search.SolverListener;
import io.morpion.search.SolverStatus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import io.morpion.search.termination.Termination;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The exhaustive search as a {@link Solver}: it drains the whole game tree of a variant, so when
 * it ends on its own its best game is proven optimal.
 *
 * <p>Parallel over a shared frontier: every position at the split depth (found the same way by
 * every run, independent of the incumbent) is one work item, and the threads take items in order
 * from a shared cursor. An item's tally counts only once the item is finished, so a checkpoint
 * (the set of finished items, their tallies and the best game) resumed later searches exactly the
 * unfinished items and visits the same total set of positions as an uninterrupted run.
 */
public final class ExactSolver implements Solver, ExhaustiveSearch {

    private static final long POLL_MILLIS = 50;
    /** Each poll spends this long on descents for the estimate of the work left: 2 % of one core. */
    private static final long DESCENT_NANOS = 1_000_000;

    private final ExactConfig config;
    private final ProofScope proof;
    private final int threads;
    private final Incumbent incumbent;
    private final SearchTally tally;
    private List<int[]> frontier;
    private volatile TreeLeft treeLeft;
    private BitSet finished = new BitSet();
    /** A census's kept games by the frontier item they lie below (-1: above the frontier), finished items only. */
    private final SortedMap<Integer, List<List<Move>>> keptByItem = new TreeMap<>();

    private long elapsedNanos;
    private volatile SolverListener listener = SolverListener.NONE;
    private volatile long solveStart;
    private volatile long elapsedBefore;
    private final List<SubtreeSearch> running = new ArrayList<>();
    private final List<SearchTally> inFlight = new ArrayList<>();

    public ExactSolver(ExactConfig config, int threads) {
        this.config = config;
        this.proof = new ProofScope(config);
        this.threads = threads;
        this.tally = new SearchTally(config.maxDepth());
        this.incumbent = new Incumbent(config.floor(), config.census(), this::announce);
    }

    @Override
    public String algorithm() {
        return ExactAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        // Symmetry holds from the cross only: an opening is searched without it (SubtreeSearch).
        return "exact symmetry=" + onOff(config.symmetry() && config.start().isEmpty()) + " bound="
                + onOff(config.bound())
                + " floor=" + config.floor() + " split=" + config.effectiveSplitDepth()
                + (config.depthLimit() > 0 ? " depth-limit=" + config.depthLimit() : "")
                + (config.census() ? " census" : "")
                + (config.start().isEmpty()
                        ? ""
                        : " start=" + config.start().size() + "-moves-"
                                + Integer.toHexString(ExactState.openingFingerprint(config.start())))
                + (config.part().whole()
                        ? ""
                        : " part=" + config.part().number() + "/"
                                + config.part().of());
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    public ExactConfig config() {
        return config;
    }

    private void announce(List<Move> game) {
        listener.onImprovement(new Improvement(MsrRecord.of(config.variant(), game), liveNodes(), liveElapsed()));
    }

    @Override
    public SolverStatus solve(Termination termination, SolverListener listener) {
        this.listener = listener == null ? SolverListener.NONE : listener;
        solveStart = System.nanoTime();
        Termination until = termination.startedAt(solveStart);
        elapsedBefore = elapsedNanos;
        ensureFrontier();
        AtomicInteger cursor = new AtomicInteger(finished.nextClearBit(0));
        List<Thread> workers = new ArrayList<>();
        synchronized (running) {
            running.clear();
            inFlight.clear();
            for (int i = 0; i < threads; i++) {
                SubtreeSearch search = new SubtreeSearch(config, incumbent);
                if (until.limitsNodes()) {
                    search.stopWhen(() -> until.nodesLeft(liveNodes()) <= 0);
                }
                SearchTally local = new SearchTally(config.maxDepth());
                running.add(search);
                inFlight.add(local);
                Thread worker = new Thread(() -> work(search, local, cursor), "exact-search-" + i);
                worker.setDaemon(true);
                workers.add(worker);
            }
        }
        workers.forEach(Thread::start);
        long lastProgress = solveStart;
        while (workers.stream().anyMatch(Thread::isAlive)) {
            if (!exhausted()) {
                treeLeft.descendFor(DESCENT_NANOS);
            }
            join(workers.get(0), POLL_MILLIS);
            long now = System.nanoTime();
            if (until.isTerminated(new Termination.Progress(now, liveNodes(), incumbent.score()))) {
                synchronized (running) {
                    running.forEach(SubtreeSearch::requestStop);
                }
                workers.forEach(w -> join(w, 0));
            } else if (now - lastProgress >= PROGRESS_INTERVAL_NANOS) {
                lastProgress = now;
                this.listener.onProgress(this, status());
            }
        }
        elapsedNanos = elapsedBefore + (System.nanoTime() - solveStart);
        solveStart = 0;
        SolverStatus status = status();
        this.listener.onProgress(this, status);
        return status;
    }

    private static void join(Thread thread, long millis) {
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void work(SubtreeSearch search, SearchTally local, AtomicInteger cursor) {
        CpuGate gate = CpuGate.node();
        try (CpuGate.Turn turn = gate.enter()) {
            int item;
            while (!search.stopRequested() && !search.outOfBudget() && (item = nextItem(cursor)) >= 0) {
                local.clear();
                if (!search.searchBelow(frontier.get(item), local)) {
                    return;
                }
                synchronized (tally) {
                    file(item, local);
                    finished.set(item);
                    local.clear();
                }
                gate.pause();
            }
        }
    }

    private int nextItem(AtomicInteger cursor) {
        while (true) {
            int item = cursor.getAndIncrement();
            if (item >= frontier.size()) {
                return -1;
            }
            if (!config.part().holds(item)) {
                continue;
            }
            synchronized (tally) {
                if (!finished.get(item)) {
                    return item;
                }
            }
        }
    }

    /** Lists the frontier (and tallies the positions above it) the first time, the same way every time. */
    private void ensureFrontier() {
        if (frontier != null) {
            return;
        }
        List<int[]> items = new ArrayList<>();
        SearchTally above = new SearchTally(config.maxDepth());
        new SubtreeSearch(config, incumbent)
                .collectFrontier(config.effectiveSplitDepth(), above, FrontierLimit.adding(config, items));
        frontier = items;
        treeLeft = new TreeLeft(config, items, incumbent);
        synchronized (tally) {
            // the positions above the frontier count once: in the whole search, or in its first part
            if (finished.isEmpty() && config.part().number() == 1) {
                file(-1, above);
            }
        }
    }

    /** Adds a finished item's tally, and files what it kept under the item. Holds the tally's lock. */
    private void file(int item, SearchTally done) {
        tally.add(done);
        if (!done.kept.isEmpty()) {
            keptByItem.put(item, List.copyOf(done.kept));
        }
    }

    /**
     * The same by the frontier item each lies below (-1: above the frontier), in item order: what the
     * parts of a census are merged by, so that the merged list is the one a whole census keeps.
     */
    public SortedMap<Integer, List<MsrRecord>> keptByItem() {
        SortedMap<Integer, List<MsrRecord>> byItem = new TreeMap<>();
        synchronized (tally) {
            keptByItem.forEach((item, games) -> byItem.put(
                    item,
                    games.stream()
                            .map(game -> MsrRecord.of(config.variant(), game))
                            .toList()));
        }
        return byItem;
    }

    /** How many games a census has kept so far: {@link #kept()}'s size, without building the games. */
    public int keptCount() {
        synchronized (tally) {
            return keptByItem.values().stream().mapToInt(List::size).sum();
        }
    }

    /**
     * A census's games: every position deeper than the floor that the finished part of the search
     * reached (one per orbit with symmetry on), in the order a one-thread search meets them.
     */
    public List<MsrRecord> kept() {
        return keptByItem().values().stream().flatMap(List::stream).toList();
    }

    private long liveNodes() {
        long nodes;
        synchronized (tally) {
            nodes = tally.nodes;
        }
        synchronized (running) {
            for (SearchTally t : inFlight) {
                nodes += t.nodes; // a racy read: progress only
            }
        }
        return nodes;
    }

    private long liveElapsed() {
        long start = solveStart;
        return start == 0 ? elapsedNanos : elapsedBefore + (System.nanoTime() - start);
    }

    /** Whether every position has been visited: the best game is then optimal (or none beats the floor). */
    public boolean exhausted() {
        synchronized (tally) {
            return frontier != null && finishedInPart() == config.part().size(frontier.size());
        }
    }

    /** The estimate of {@link TreeLeft}, less what the threads have visited of the items they are on. */
    @Override
    public OptionalLong nodesLeft() {
        TreeLeft estimator = treeLeft;
        if (estimator == null) {
            return OptionalLong.empty();
        }
        BitSet done;
        long visited;
        synchronized (tally) {
            if (exhausted()) {
                return OptionalLong.of(0);
            }
            done = (BitSet) finished.clone();
            visited = tally.nodes;
        }
        BitSet mine = config.part().whole() ? null : config.part().items(frontier.size());
        if (mine != null) {
            done.and(mine);
        }
        long inFlight = liveNodes() - visited;
        OptionalLong left = estimator.positionsLeft(done, mine, visited);
        return left.isPresent() ? OptionalLong.of(Math.max(0, left.getAsLong() - inFlight)) : left;
    }

    @Override
    public SolverStatus status() {
        boolean exhausted = exhausted();
        return new SolverStatus(
                incumbent.score(),
                liveNodes(),
                liveElapsed(),
                exhausted,
                proof.settlesTheVariant(exhausted, incumbent.score()));
    }

    @Override
    public boolean provedBestContinuation(SolverStatus status) {
        return proof.settlesTheOpening(status);
    }

    /** Frontier items done and in all. */
    @Override
    public Optional<String> boundedFinding(SolverStatus status) {
        return proof.boundedFinding(status);
    }

    /** Subtrees rather than nodes: they differ in size by orders of magnitude, the first ones the largest. */
    @Override
    public String progressDetail() {
        int[] items = frontierProgress();
        return String.format(Locale.ROOT, "subtrees %,d/%,d done", items[0], items[1]);
    }

    public int[] frontierProgress() {
        synchronized (tally) {
            return new int[] {
                frontier == null ? 0 : finishedInPart(),
                frontier == null ? 0 : config.part().size(frontier.size())
            };
        }
    }

    /** The finished items of this search's part. Holds the tally's lock. */
    private int finishedInPart() {
        return config.part().finishedOf(finished);
    }

    /** A copy of what the finished part of the search visited. */
    public ExactReport report() {
        synchronized (tally) {
            return new ExactReport(
                    config,
                    tally.reached.clone(),
                    tally.positions.clone(),
                    tally.nodes,
                    tally.terminals,
                    tally.prunedBySymmetry,
                    tally.prunedByBound,
                    exhausted(),
                    incumbent.score(),
                    liveElapsed());
        }
    }

    @Override
    public Optional<MsrRecord> best() {
        List<Move> game = incumbent.game();
        return game.isEmpty() ? Optional.empty() : Optional.of(MsrRecord.of(config.variant(), game));
    }

    @Override
    public Checkpoint checkpoint() {
        ensureFrontier();
        StateWriter out = new StateWriter();
        synchronized (tally) {
            new ExactState(finished, liveElapsed(), tally, incumbent.game(), keptByItem)
                    .write(out, config, frontier.size(), ExactState.frontierFingerprint(frontier));
        }
        return out.toCheckpoint(algorithm(), method());
    }

    @Override
    public void restore(Checkpoint checkpoint) {
        checkpoint.requireAlgorithm(algorithm());
        ensureFrontier();
        ExactState saved = ExactState.read(
                StateReader.of(checkpoint), config, frontier.size(), ExactState.frontierFingerprint(frontier));
        synchronized (tally) {
            finished = saved.finished();
            tally.clear();
            tally.add(saved.tally());
            keptByItem.clear();
            keptByItem.putAll(saved.kept());
            elapsedNanos = saved.elapsedNanos();
            incumbent.restore(saved.best());
        }
    }
}
