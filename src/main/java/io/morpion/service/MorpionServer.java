package io.morpion.service;

import io.morpion.service.db.DatabaseBootstrap;
import io.morpion.service.db.EmbeddedPostgres;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Destroyed;
import jakarta.enterprise.event.Observes;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * Starts the embedded PostgreSQL (unless an external one is configured), then the service; the
 * server is stopped again when the service shuts down, on Ctrl-C or SIGTERM too.
 */
@QuarkusMain
public class MorpionServer implements QuarkusApplication {

    private static volatile EmbeddedPostgres embedded;

    public static void main(String... args) {
        Optional<EmbeddedPostgres> database;
        try {
            database = DatabaseBootstrap.startEmbeddedUnlessConfigured();
        } catch (RuntimeException e) {
            System.err.println("morpion: cannot start the database: " + e.getMessage());
            System.exit(1);
            return;
        }
        database.ifPresent(pg -> System.out.println(
                "Morpion: embedded PostgreSQL on port " + pg.port() + ", data in " + pg.dataDir() + pg.placeNote()));
        embedded = database.orElse(null);
        try {
            Quarkus.run(MorpionServer.class, args);
        } finally {
            stopEmbedded();
        }
    }

    /**
     * Runs at the very end of Quarkus's shutdown (a signal ends the JVM before main's own cleanup
     * can run): after running searches have checkpointed and Quartz has stopped, both of which
     * still need the database.
     */
    @ApplicationScoped
    static class EmbeddedDatabaseStopper {
        static void onStop(@Observes @Destroyed(ApplicationScoped.class) Object event) {
            stopEmbedded();
        }
    }

    private static synchronized void stopEmbedded() {
        if (embedded != null) {
            embedded.close();
            embedded = null;
        }
    }

    /** Runs once the service is up and listening: the start ends with where to open it. */
    @Override
    public int run(String... args) {
        Config config = ConfigProvider.getConfig();
        int port = config.getOptionalValue("quarkus.http.port", Integer.class).orElse(8080);
        String host = config.getOptionalValue("quarkus.http.host", String.class)
                .filter(h -> !h.equals("0.0.0.0"))
                .orElse("localhost");
        System.out.println("Morpion is up: open http://" + host + ":" + port);
        Quarkus.waitForExit();
        return 0;
    }
}
