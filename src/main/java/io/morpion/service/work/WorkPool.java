package io.morpion.service.work;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.morpion.search.CpuGate;
import io.morpion.service.db.DatabaseOutage;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;

/**
 * The node's workers of background work: a few threads per kind, each claiming an item, handing it to its kind's
 * {@link WorkHandler} and settling the outcome. Work that computes starts only on a free core and hands it back
 * as soon as a search waits for one (runs first); a node that stops hands its items back to the queue.
 */
@ApplicationScoped
public class WorkPool {

    private static final Logger LOG = Logger.getLogger(WorkPool.class);

    /** How long a stopping node waits for its workers to hand their items back. */
    private static final long STOP_WAIT_MILLIS = 15_000;

    /** How often a worker asks the database whether its item is still its own. */
    private static final long ASK_NANOS = TimeUnit.SECONDS.toNanos(1);

    /** After a failure no handler foresaw: tried again after this, twice as long each time, up to the last try. */
    private static final Duration FIRST_RETRY = Duration.ofSeconds(30);

    private static final int TRIES = 4;

    @Inject
    BackgroundWork work;

    @Inject
    WorkConfig config;

    @Inject
    Instance<WorkHandler> handlers;

    @Inject
    Scheduler quartz;

    @Inject
    MeterRegistry registry;

    /** Items this node works now, by kind: a gauge, morpion_work_active. */
    private final Map<WorkKind, AtomicInteger> active = new EnumMap<>(WorkKind.class);

    private final List<Thread> workers = new ArrayList<>();
    private final Object wake = new Object();
    private volatile boolean stopping;
    private volatile String node;

    void onStart(@Observes StartupEvent event) {
        try {
            node = quartz.getSchedulerInstanceId();
        } catch (SchedulerException e) {
            throw new IllegalStateException("the node has no name in the cluster: " + e.getMessage(), e);
        }
        for (WorkKind kind : WorkKind.values()) {
            AtomicInteger working = new AtomicInteger();
            active.put(kind, working);
            // the gauge holds what it reads weakly: the counter, which this pool holds, not a lambda nobody holds
            Gauge.builder("morpion.work.active", working, AtomicInteger::get)
                    .description("background work items this node works now")
                    .tag("kind", kind.code())
                    .register(registry);
        }
        for (WorkHandler handler : handlers) {
            for (int i = 0; i < handler.threads(); i++) {
                Thread worker =
                        new Thread(() -> loop(handler), "work-" + handler.kind().code() + "-" + i);
                worker.setDaemon(true);
                workers.add(worker);
            }
        }
        workers.forEach(Thread::start);
    }

    /** Items of the kind this node works now. */
    int working(WorkKind kind) {
        return active.get(kind).get();
    }

    /** Has idle workers look for work now rather than at their next look (work just queued on this node). */
    public void wake() {
        synchronized (wake) {
            wake.notifyAll();
        }
    }

    private void loop(WorkHandler handler) {
        while (!stopping) {
            boolean worked = false;
            try {
                if (!handler.kind().computes() || CpuGate.node().hasFreeTurn()) {
                    Optional<BackgroundWork.Item> item = work.claim(handler.kind(), node, handler.perOwner());
                    if (item.isPresent()) {
                        worked = true;
                        workOn(handler, item.get());
                    }
                }
            } catch (RuntimeException e) {
                if (DatabaseOutage.causedBy(e)) {
                    DatabaseOutage.noticed(e);
                } else {
                    LOG.warnf(
                            e,
                            "background work (%s) could not be claimed or settled",
                            handler.kind().code());
                }
            }
            if (!worked) {
                idle();
            }
        }
    }

    private void idle() {
        synchronized (wake) {
            try {
                wake.wait(config.idle().toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopping = true;
            }
        }
    }

    private void workOn(WorkHandler handler, BackgroundWork.Item item) {
        AtomicInteger working = active.get(handler.kind());
        working.incrementAndGet();
        try {
            workHeld(handler, item);
        } finally {
            working.decrementAndGet();
        }
    }

    private void workHeld(WorkHandler handler, BackgroundWork.Item item) {
        Held held = new Held(item, handler.kind());
        WorkOutcome outcome;
        try {
            outcome = handler.kind().computes()
                    ? CpuGate.yielding(() -> handler.work(item, held))
                    : handler.work(item, held);
        } catch (RuntimeException e) {
            if (DatabaseOutage.causedBy(e)) {
                throw e;
            }
            LOG.errorf(
                    e, "background work %d (%s) failed", item.id(), item.kind().code());
            String error = "failed: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            outcome = item.attempts() + 1 >= TRIES
                    ? new WorkOutcome.GiveUp(error, () -> {})
                    : new WorkOutcome.Retry(FIRST_RETRY.multipliedBy(1L << item.attempts()), error, () -> {});
        }
        WorkOutcome settled = outcome;
        QuarkusTransaction.requiringNew().run(() -> {
            if (work.settle(item.id(), node, settled)) {
                settled.store().run();
            }
        });
    }

    /** An item this node works, as its handler sees it. */
    private final class Held implements WorkContext {
        private final BackgroundWork.Item item;
        private final WorkKind kind;
        private final long leaseNanos = config.lease().toNanos();
        private volatile long nextAsk = System.nanoTime() + ASK_NANOS;
        private volatile long nextExtend = System.nanoTime() + leaseNanos / 3;
        /** Why the work stops, once it must. */
        private volatile Stop lost;

        private volatile int done;
        private volatile int of;

        Held(BackgroundWork.Item item, WorkKind kind) {
            this.item = item;
            this.kind = kind;
        }

        @Override
        public String node() {
            return node;
        }

        /**
         * Once a reason to stop is given it stays: a run that waited for the core may have it by the time the handler
         * asks again, and the work cut short must still be handed back rather than taken for finished.
         */
        @Override
        public Stop stop() {
            if (lost != null) {
                return lost;
            }
            if (stopping) {
                lost = Stop.SHUTDOWN;
                return lost;
            }
            if (kind.computes() && CpuGate.node().searchWaits()) {
                lost = Stop.RUN_WAITING;
                return lost;
            }
            long now = System.nanoTime();
            if (now - nextExtend >= 0) {
                extend(now);
            } else if (now - nextAsk >= 0) {
                nextAsk = now + ASK_NANOS;
                if (!work.held(item.id(), node)) {
                    lost = Stop.CANCELLED;
                }
            }
            return lost;
        }

        @Override
        public void progress(int done, int of) {
            this.done = done;
            this.of = of;
            extend(System.nanoTime());
        }

        private void extend(long now) {
            nextExtend = now + leaseNanos / 3;
            nextAsk = now + ASK_NANOS;
            if (!work.extend(item.id(), node, done, of)) {
                lost = Stop.CANCELLED;
            }
        }
    }

    /**
     * Before the database goes: no new claims, and every item worked here handed back unfinished (its handler sees
     * {@link WorkContext.Stop#SHUTDOWN}), for this node restarted or another to take up.
     */
    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
        wake();
        long deadline = System.currentTimeMillis() + STOP_WAIT_MILLIS;
        for (Thread worker : workers) {
            try {
                worker.join(Math.max(1, deadline - System.currentTimeMillis()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
