package io.morpion.service.runs;

import io.morpion.api.RecordAlert;
import io.morpion.api.RunEvent;
import io.morpion.service.access.Caller;
import io.morpion.service.access.LimitsConfig;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.records.KnownResults;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.subscription.MultiEmitter;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Live progress of runs for their watchers. The run may execute on any node, so its row, which
 * its job refreshes every heartbeat, is read once a second; once per watched run, however many
 * watch it, and the reading is handed to each of them ({@link Feed}). Watchers are capped per
 * client and in all, so that no one can make the server hold an unbounded number of streams.
 */
@ApplicationScoped
public class RunEvents {

    /** One event of a run's stream: progress, best, alert or end, with what it says. */
    public record Event(RunEvent kind, Object data) {
        public String name() {
            return kind.wireName();
        }
    }

    private static final long TICK_MILLIS = 1_000;
    /** Events a watcher may leave unread before its stream is closed: a stuck client holds no more. */
    private static final int UNREAD_EVENTS = 256;

    @Inject
    RunService runs;

    @Inject
    LimitsConfig limits;

    @Inject
    KnownResults known;

    private final Map<Long, Feed> feeds = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> perClient = new ConcurrentHashMap<>();
    private final AtomicInteger open = new AtomicInteger();
    private final AtomicInteger reads = new AtomicInteger();
    private volatile ScheduledExecutorService ticker;

    /**
     * The events of a run for one watcher, from now until the run ends; refused with 429 when the
     * caller or the server holds as many streams as the limits allow.
     */
    public Multi<Event> watch(long runId, Caller caller) {
        reserve(caller.clientKey());
        return Multi.createFrom()
                .<Event>emitter(emitter -> {
                    Watcher watcher = new Watcher(emitter);
                    Feed feed = feedOf(runId);
                    while (!feed.add(watcher)) {
                        // the feed closed as it was found, its last watcher gone: a new one takes its place
                        feed = feedOf(runId);
                    }
                    Feed joined = feed;
                    emitter.onTermination(() -> {
                        joined.remove(watcher);
                        release(caller.clientKey());
                    });
                    // the first events at once, not at the next tick
                    ticker().execute(() -> joined.poll(watcher));
                })
                .onOverflow()
                .buffer(UNREAD_EVENTS);
    }

    /** Streams open on this node now. */
    public int openStreams() {
        return open.get();
    }

    /** Reads of runs for their watchers since this node started, for the benchmark. */
    public int reads() {
        return reads.get();
    }

    private Feed feedOf(long runId) {
        return feeds.computeIfAbsent(runId, Feed::new);
    }

    private void reserve(String client) {
        AtomicInteger mine = perClient.computeIfAbsent(client, k -> new AtomicInteger());
        if (mine.incrementAndGet() > limits.streamsPerClient()) {
            mine.decrementAndGet();
            throw new Refused.TooMany(
                    5,
                    RefusalCode.STREAMS_PER_CLIENT,
                    "this client already watches "
                            + limits.streamsPerClient() + " live streams, the most one client may hold "
                            + "(morpion.limits.streams-per-client); close one first",
                    limits.streamsPerClient());
        }
        if (open.incrementAndGet() > limits.streams()) {
            open.decrementAndGet();
            mine.decrementAndGet();
            throw new Refused.TooMany(
                    5,
                    RefusalCode.STREAMS,
                    "the server already holds " + limits.streams()
                            + " live streams, the most it serves at once (morpion.limits.streams); try again shortly",
                    limits.streams());
        }
    }

    private void release(String client) {
        open.decrementAndGet();
        perClient.computeIfPresent(client, (k, count) -> count.decrementAndGet() <= 0 ? null : count);
    }

    private ScheduledExecutorService ticker() {
        ScheduledExecutorService running = ticker;
        if (running == null) {
            synchronized (this) {
                if (ticker == null) {
                    ticker = Executors.newSingleThreadScheduledExecutor(task -> {
                        Thread thread = new Thread(task, "run-events");
                        thread.setDaemon(true);
                        return thread;
                    });
                    ticker.scheduleWithFixedDelay(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
                }
                running = ticker;
            }
        }
        return running;
    }

    void stop(@Observes ShutdownEvent event) {
        if (ticker != null) {
            ticker.shutdownNow();
        }
    }

    private void tick() {
        for (Feed feed : feeds.values()) {
            try {
                feed.pollAll();
            } catch (RuntimeException e) {
                // the database is away: the watchers keep their streams and hear again when it is back
            }
        }
    }

    /** What a run's row says, read once for all its watchers. */
    private record Reading(
            RunProgress progress,
            int bestScore,
            String bestMsr,
            Optional<RecordAlert> alert,
            Map<String, Object> end) {}

    /** The watchers of one run and its last reading. */
    private final class Feed {
        private final long runId;
        private final List<Watcher> watchers = new ArrayList<>();
        private boolean closed;

        Feed(long runId) {
            this.runId = runId;
        }

        /** Adds a watcher; false when the feed has closed for want of watchers. */
        synchronized boolean add(Watcher watcher) {
            if (!closed) {
                watchers.add(watcher);
            }
            return !closed;
        }

        synchronized void remove(Watcher watcher) {
            watchers.remove(watcher);
        }

        /** The watchers now; a feed nobody watches closes and leaves the map. */
        private synchronized List<Watcher> current() {
            if (watchers.isEmpty()) {
                closed = true;
                feeds.remove(runId, this);
            }
            return List.copyOf(watchers);
        }

        /** Reads the run once, if anyone watches it, and hands the reading to every watcher. */
        void pollAll() {
            List<Watcher> now = current();
            if (now.isEmpty()) {
                return;
            }
            Reading reading = read();
            now.forEach(watcher -> watcher.hear(reading));
        }

        /** A newcomer's first events, from a reading of its own. */
        void poll(Watcher watcher) {
            try {
                watcher.hear(read());
            } catch (RuntimeException e) {
                // the database is away: the next tick tries again
            }
        }

        private Reading read() {
            reads.incrementAndGet();
            return QuarkusTransaction.requiringNew().call(() -> {
                RunEntity run = runs.find(runId);
                Map<String, Object> end = null;
                if (run.status.isFinal()) {
                    end = new LinkedHashMap<>();
                    end.put("status", run.status.name());
                    end.put("bestScore", run.bestScore);
                    end.put("provenOptimal", RunProgress.provenOptimal(run));
                    end.put("provenBestContinuation", RunProgress.provenBestContinuation(run));
                    end.put("error", run.error);
                }
                return new Reading(
                        RunProgress.of(run, runs.queuePosition(run), known.of(run.variant)),
                        run.bestScore,
                        run.bestMsr,
                        RunAlerts.of(run, known.of(run.variant)),
                        end);
            });
        }
    }

    /** One stream: what it has been sent, so that the best game goes out only when it changes. */
    private static final class Watcher {
        private final MultiEmitter<? super Event> emitter;
        private int bestSent = -1;
        private boolean ended;

        Watcher(MultiEmitter<? super Event> emitter) {
            this.emitter = emitter;
        }

        synchronized void hear(Reading reading) {
            if (ended || emitter.isCancelled()) {
                return;
            }
            emitter.emit(new Event(RunEvent.PROGRESS, reading.progress()));
            if (reading.bestScore() != bestSent && reading.bestMsr() != null) {
                bestSent = reading.bestScore();
                emitter.emit(new Event(RunEvent.BEST, Map.of("score", reading.bestScore(), "msr", reading.bestMsr())));
                // every new best at or above the known result is news: a tie heard first must not
                // silence the game that then beats the record
                reading.alert().ifPresent(alert -> emitter.emit(new Event(RunEvent.ALERT, alert)));
            }
            if (reading.end() != null) {
                ended = true;
                emitter.emit(new Event(RunEvent.END, reading.end()));
                emitter.complete();
            }
        }
    }
}
