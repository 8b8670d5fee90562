package io.morpion.service.db;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** During an outage, asks the database every two seconds whether it answers again. */
@ApplicationScoped
public class DatabaseOutageWatch {

    private static final long PERIOD_SECONDS = 2;

    @Inject
    AgroalDataSource database;

    private ScheduledExecutorService timer;

    void onStart(@Observes StartupEvent event) {
        DatabaseOutage.probeWith(this::answers);
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "database-outage-watch");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(DatabaseOutage::check, PERIOD_SECONDS, PERIOD_SECONDS, TimeUnit.SECONDS);
    }

    void onStop(@Observes ShutdownEvent event) {
        if (timer != null) {
            timer.shutdownNow();
        }
    }

    private boolean answers() {
        try (Connection c = database.getConnection()) {
            return c.isValid((int) PERIOD_SECONDS);
        } catch (SQLException | RuntimeException e) {
            return false;
        }
    }
}
