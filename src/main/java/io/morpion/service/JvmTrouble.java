package io.morpion.service;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;
import org.jboss.logging.Logger;

/**
 * Readiness says DOWN once the JVM has been in trouble: an Error (out of memory above all) thrown
 * in a request or ending any thread, or the Quartz thread that hands out runs gone. After such an
 * error no thread's state can be trusted (it may have hit the scheduler or a run), so the report
 * stays until the service is restarted, and a supervisor or load balancer can act on it.
 */
@Readiness
@ApplicationScoped
public class JvmTrouble implements HealthCheck {

    private static final Logger LOG = Logger.getLogger(JvmTrouble.class);
    private static volatile String trouble;

    private static volatile boolean schedulerThreadSeen;

    /** Installs the handler that hears of an Error ending any thread (Quartz's included). */
    void onStart(@Observes StartupEvent event) {
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
            if (failure instanceof Error error) {
                record(error, thread);
            }
            if (previous != null) {
                previous.uncaughtException(thread, failure);
            } else {
                failure.printStackTrace();
            }
        });
        schedulerThreadGone();
    }

    static void record(Error error, Thread thread) {
        if (trouble == null) {
            trouble = error.getClass().getSimpleName() + " in thread " + thread.getName() + " at "
                    + Instant.now().truncatedTo(ChronoUnit.SECONDS) + "; restart the service";
            LOG.errorf(error, "the JVM is in trouble: %s", trouble);
        }
    }

    @Override
    public HealthCheckResponse call() {
        String problem = trouble != null ? trouble : schedulerThreadGone();
        return HealthCheckResponse.named("jvm")
                .status(problem == null)
                .withData("problem", problem == null ? "none" : problem)
                .build();
    }

    /** Quartz's own thread, which hands due runs to the job threads, seen once and now ended. */
    private static String schedulerThreadGone() {
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().endsWith("_QuartzSchedulerThread") && thread.isAlive()) {
                schedulerThreadSeen = true;
                return null;
            }
        }
        return schedulerThreadSeen ? "the Quartz scheduler thread has ended" : null;
    }
}
