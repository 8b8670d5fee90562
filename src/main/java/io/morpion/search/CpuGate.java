package io.morpion.search;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * How many solver threads of this process compute at once. A service node limits them to its
 * cores, so that however many threads its runs ask for, the threads that answer requests compete
 * with a few busy ones rather than hundreds; a solver thread past the limit waits its turn, in the
 * order it asked. A local search leaves the gate open.
 *
 * <p>Turns are taken between units of work: an island's slice, a frontier item of the exact
 * search, a step of a single-threaded solver, where a thread that has computed for a
 * {@linkplain #QUANTUM_NANOS quantum} hands its turn on if another waits. Entering is reentrant, so
 * an island's solver does not wait for the turn its island already holds.
 */
public final class CpuGate {

    /** How long a thread computes before it lets a waiting one have its turn: one progress slice. */
    public static final long QUANTUM_NANOS = Solver.PROGRESS_INTERVAL_NANOS;

    private static final CpuGate NODE = new CpuGate();

    /** A gate of its own, open until {@link #limit(int)} closes it; solvers use {@link #node()}. */
    CpuGate() {}

    /** Turns this thread holds (nested entries), and since when it holds the outermost one. */
    private static final class Holding {
        int depth;
        long since;
        /** The gate the turn came from, which gets it back even if the limit changed meanwhile. */
        Semaphore from;
    }

    private final ThreadLocal<Holding> holding = ThreadLocal.withInitial(Holding::new);
    /** Threads doing work that yields to searches, and the threads they start. */
    private static final InheritableThreadLocal<Boolean> YIELDING = new InheritableThreadLocal<>();
    /** Threads waiting for a turn that yielding work should hand back. */
    private final AtomicInteger waitingFirst = new AtomicInteger();

    private final AtomicInteger computing = new AtomicInteger();
    private final AtomicInteger mostComputing = new AtomicInteger();
    private volatile Semaphore turns;
    private volatile int limit;

    /** The gate every solver of this process goes through. */
    public static CpuGate node() {
        return NODE;
    }

    /**
     * Lets at most {@code threads} solver threads compute at once. Threads that hold a turn of an
     * earlier limit give it back there, so a change holds fully once they have.
     */
    public synchronized void limit(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException(
                    "the solver threads computing at once must be at least 1, not " + threads);
        }
        if (threads != limit) {
            limit = threads;
            turns = new Semaphore(threads, true);
        }
    }

    /** The most solver threads that may compute at once, or 0 when the gate is open. */
    public int limit() {
        return limit;
    }

    /** Solver threads computing now. */
    public int computing() {
        return computing.get();
    }

    /** The most solver threads that ever computed at once in this process. */
    public int mostComputing() {
        return mostComputing.get();
    }

    /** Solver threads waiting for their turn now. */
    public int waiting() {
        Semaphore gate = turns;
        return gate == null ? 0 : gate.getQueueLength();
    }

    /** A turn, to be closed by the thread that entered. */
    public interface Turn extends AutoCloseable {
        @Override
        void close();
    }

    /** Waits for a turn unless this thread already holds one; an interrupt does not cut the wait short. */
    public Turn enter() {
        Holding held = holding.get();
        if (held.depth++ == 0) {
            acquire(held);
        }
        return turn(held);
    }

    private Turn turn(Holding held) {
        return () -> {
            if (--held.depth == 0) {
                release(held);
            }
        };
    }

    /**
     * Runs work that yields to searches (a node's background work) on this thread: its threads, and the threads
     * it starts, take turns as any, but {@link #searchWaits()} tells it when a search's thread waits for one.
     */
    public static <T> T yielding(Supplier<T> work) {
        Boolean before = YIELDING.get();
        YIELDING.set(Boolean.TRUE);
        try {
            return work.get();
        } finally {
            YIELDING.set(before);
        }
    }

    /** Whether a thread that does not yield (a search's, a look-ahead's) waits for a turn now. */
    public boolean searchWaits() {
        return waitingFirst.get() > 0;
    }

    /** Whether a turn is free now and nobody waits for one: then yielding work may start. */
    public boolean hasFreeTurn() {
        Semaphore gate = turns;
        return gate == null || (gate.availablePermits() > 0 && !gate.hasQueuedThreads());
    }

    /**
     * A turn within {@code wait}, in the order threads asked: for work that must answer within a budget (a
     * look-ahead). Empty when the wait passed first; nested when this thread already holds a turn.
     */
    public Optional<Turn> enterWithin(Duration wait) {
        Holding held = holding.get();
        if (held.depth == 0) {
            Semaphore gate = turns;
            if (gate != null && !turnNow(gate)) {
                boolean counted = !Boolean.TRUE.equals(YIELDING.get());
                if (counted) {
                    waitingFirst.incrementAndGet();
                }
                try {
                    if (!gate.tryAcquire(wait.toNanos(), TimeUnit.NANOSECONDS)) {
                        return Optional.empty();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.empty();
                } finally {
                    if (counted) {
                        waitingFirst.decrementAndGet();
                    }
                }
            }
            taken(held, gate);
        }
        held.depth++;
        return Optional.of(turn(held));
    }

    /**
     * Between two units of work: hands the turn on when this thread has computed for a quantum and
     * another waits. A nested holder keeps it, since its outer holder decides.
     */
    public void pause() {
        Semaphore gate = turns;
        // between every two steps of a search: an open gate, or one nobody waits at, costs one read
        if (gate == null || !gate.hasQueuedThreads()) {
            return;
        }
        Holding held = holding.get();
        if (held.depth == 1 && System.nanoTime() - held.since >= QUANTUM_NANOS) {
            release(held);
            acquire(held);
        }
    }

    private void acquire(Holding held) {
        Semaphore gate = turns;
        if (gate != null && !turnNow(gate)) {
            boolean counted = !Boolean.TRUE.equals(YIELDING.get());
            if (counted) {
                waitingFirst.incrementAndGet();
            }
            try {
                gate.acquireUninterruptibly();
            } finally {
                if (counted) {
                    waitingFirst.decrementAndGet();
                }
            }
        }
        taken(held, gate);
    }

    /** A turn if one is free and nobody waits before this thread (a fair gate's order holds). */
    private static boolean turnNow(Semaphore gate) {
        try {
            return gate.tryAcquire(0, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void taken(Holding held, Semaphore gate) {
        held.from = gate;
        int now = computing.incrementAndGet();
        mostComputing.accumulateAndGet(now, Math::max);
        held.since = System.nanoTime();
    }

    private void release(Holding held) {
        computing.decrementAndGet();
        if (held.from != null) {
            held.from.release();
            held.from = null;
        }
    }
}
