package io.morpion.search.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * How big the exhaustive search's tree is, estimated by random descents (Knuth's estimator) rather
 * than by visiting it: the figure that says whether a proof takes a minute or a year before it is
 * started. Each descent is unbiased; the standard error is that of the mean of the descents' totals.
 *
 * @param perDepth     estimated positions visited per depth (orbits with symmetry on)
 * @param total        their sum: the nodes a full search would visit
 * @param standardError the standard error of {@code total}
 * @param probes       how many descents were made
 * @param deepest      the longest game a descent reached (a lower bound on the optimum, nothing more)
 * @param visited      the positions the descents stood on, each testing its children as the search would: with
 *                     the time the estimate took, how fast the search itself goes on this tree
 */
public record TreeEstimate(
        double[] perDepth, double total, double standardError, long probes, int deepest, long visited) {

    /**
     * Makes {@code probes} descents on {@code threads} threads, each thread with its own stream
     * split from {@code seed}, so a run is repeatable for a given seed and thread count.
     * {@code progress} hears the number of descents done, now and then.
     */
    public static TreeEstimate of(ExactConfig config, long probes, int threads, long seed, LongConsumer progress) {
        if (probes < 2) {
            throw new IllegalArgumentException("an estimate needs at least 2 descents, not " + probes);
        }
        int depths = config.maxDepth() + 1;
        AtomicLong done = new AtomicLong();
        SplittableRandom root = new SplittableRandom(seed);
        List<Worker> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            long share = probes / threads + (t < probes % threads ? 1 : 0);
            workers.add(new Worker(
                    new SubtreeSearch(config, new Incumbent(config.floor(), game -> {})),
                    root.split(),
                    share,
                    new double[depths],
                    done));
        }
        List<Thread> running =
                workers.stream().map(w -> new Thread(w, "tree-estimate")).toList();
        running.forEach(Thread::start);
        for (Thread thread : running) {
            while (thread.isAlive()) {
                joinQuietly(thread);
                progress.accept(done.get());
            }
        }
        for (Worker w : workers) {
            if (w.failure != null) {
                throw w.failure;
            }
        }
        progress.accept(probes);
        double[] perDepth = new double[depths];
        double sum = 0;
        double sumOfSquares = 0;
        int deepest = 0;
        long visited = 0;
        for (Worker w : workers) {
            for (int d = 0; d < depths; d++) {
                perDepth[d] += w.weights[d];
            }
            sum += w.sum;
            sumOfSquares += w.sumOfSquares;
            deepest = Math.max(deepest, w.deepest);
            visited += w.visited;
        }
        for (int d = 0; d < depths; d++) {
            perDepth[d] /= probes;
        }
        double mean = sum / probes;
        double variance = Math.max(0, (sumOfSquares - probes * mean * mean) / (probes - 1));
        return new TreeEstimate(perDepth, mean, Math.sqrt(variance / probes), probes, deepest, visited);
    }

    private static void joinQuietly(Thread thread) {
        try {
            thread.join(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while estimating", e);
        }
    }

    /** One thread's descents; it keeps the per-depth sums and the moments of the per-descent totals. */
    private static final class Worker implements Runnable {
        private final SubtreeSearch search;
        private final SplittableRandom random;
        private final long probes;
        private final double[] weights;
        private final AtomicLong done;
        private final double[] descent;
        double sum;
        double sumOfSquares;
        int deepest;
        long visited;
        /** What ended a descent early (a game reaching the board's edge, say), reported to the caller. */
        volatile RuntimeException failure;

        Worker(SubtreeSearch search, SplittableRandom random, long probes, double[] weights, AtomicLong done) {
            this.search = search;
            this.random = random;
            this.probes = probes;
            this.weights = weights;
            this.done = done;
            this.descent = new double[weights.length];
        }

        @Override
        public void run() {
            try {
                descend();
            } catch (RuntimeException e) {
                failure = e;
            }
        }

        private void descend() {
            for (long p = 0; p < probes; p++) {
                int end = search.probe(random, descent);
                double total = 0;
                for (int d = 0; d <= end; d++) {
                    total += descent[d];
                    weights[d] += descent[d];
                    descent[d] = 0;
                }
                sum += total;
                sumOfSquares += total * total;
                deepest = Math.max(deepest, end);
                visited += end - search.startDepth() + 1;
                if ((p & 1023) == 1023) {
                    done.addAndGet(1024);
                }
            }
        }
    }
}
