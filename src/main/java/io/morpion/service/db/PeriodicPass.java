package io.morpion.service.db;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * A pass every node makes over the database on a thread of its own: at start-up, then every {@link #every()}, and at
 * once after a restore, so that restored unfinished work gets its jobs without waiting for the next look. A failed
 * pass is logged and tried again next time; while the database is out of reach it only marks the outage, which is
 * logged once elsewhere.
 */
public abstract class PeriodicPass {

    private final String name;
    private final String failing;
    private ScheduledExecutorService timer;

    /**
     * @param name    the timer thread's name
     * @param failing what a failed pass could not do, for the log: "could not …"
     */
    protected PeriodicPass(String name, String failing) {
        this.name = name;
        this.failing = failing;
    }

    protected abstract Duration every();

    protected abstract void pass();

    public void onStart(@Observes StartupEvent event) {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, name);
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(this::passLogged, 0, every().toMillis(), TimeUnit.MILLISECONDS);
    }

    public void onRestore(@Observes DatabaseRestored restored) {
        if (passesOnRestore()) {
            pass();
        }
    }

    /**
     * Whether a restore makes a pass at once, in the restoring thread: yes for a pass that gives restored work
     * its jobs; no for one that may compute or wait on the network for long, which its own timer will make.
     */
    protected boolean passesOnRestore() {
        return true;
    }

    public void onStop(@Observes ShutdownEvent event) {
        if (timer != null) {
            timer.shutdownNow();
        }
    }

    private void passLogged() {
        try {
            pass();
        } catch (RuntimeException e) {
            if (DatabaseOutage.causedBy(e)) {
                DatabaseOutage.noticed(e);
            } else {
                Logger.getLogger(getClass()).warnf(e, "%s", failing);
            }
        }
    }
}
