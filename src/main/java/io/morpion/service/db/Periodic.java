package io.morpion.service.db;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * A node's housekeeping task that runs at start-up and then every so often on a thread of its own.
 * A failure is logged and the task runs again next time; while the database is out of reach it
 * only marks the outage, which is logged once elsewhere.
 */
public final class Periodic implements AutoCloseable {

    private final ScheduledExecutorService timer;

    private Periodic(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    /** @param failing what the task could not do, for the log: "could not …" */
    public static Periodic start(String name, Duration every, Runnable task, Logger log, String failing) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, name);
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(
                () -> {
                    try {
                        task.run();
                    } catch (RuntimeException e) {
                        if (DatabaseOutage.causedBy(e)) {
                            DatabaseOutage.noticed(e);
                        } else {
                            log.warnf(e, "%s", failing);
                        }
                    }
                },
                0,
                every.toMillis(),
                TimeUnit.MILLISECONDS);
        return new Periodic(timer);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
