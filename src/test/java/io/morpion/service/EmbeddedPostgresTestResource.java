package io.morpion.service;

import io.morpion.ProjectPaths;
import io.morpion.TempDirs;
import io.morpion.service.db.EmbeddedPostgres;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;

/** A real PostgreSQL for the service tests: the embedded server, in a fresh directory, on a free port. */
public class EmbeddedPostgresTestResource implements QuarkusTestResourceLifecycleManager {

    private EmbeddedPostgres postgres;
    private Path dir;

    @Override
    public Map<String, String> start() {
        try {
            dir = TempDirs.create("morpion-test-db-");
            postgres = EmbeddedPostgres.start(dir.resolve("postgres"), freePort());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.of("quarkus.datasource.jdbc.url", postgres.jdbcUrl(),
                "quarkus.datasource.username", EmbeddedPostgres.USER,
                "quarkus.datasource.password", "",
                "morpion.records.dir", ProjectPaths.root().resolve("records").toString(),
                // One job thread, so that tests can see runs wait in the queue; short intervals so they wait little.
                "morpion.runs.concurrency", "1",
                "morpion.runs.checkpoint-interval", "1s",
                "morpion.cluster.checkin-interval-ms", "1000");
    }

    @Override
    public void stop() {
        if (postgres != null) {
            postgres.close();
        }
        TempDirs.delete(dir);
    }

    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
