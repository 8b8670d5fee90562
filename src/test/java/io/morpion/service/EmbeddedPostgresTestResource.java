package io.morpion.service;

import io.morpion.ProjectPaths;
import io.morpion.TempDirs;
import io.morpion.service.db.EmbeddedPostgres;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** A real PostgreSQL for the service tests: the embedded server, in a fresh directory, on a free port. */
public class EmbeddedPostgresTestResource implements QuarkusTestResourceLifecycleManager {

    /** The admin token the test services start with (MORPION_ADMIN_TOKEN). */
    public static final String ADMIN_TOKEN = "mpt_test-admin-token-0123456789abcdef";

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
        return Map.ofEntries(
                Map.entry("quarkus.datasource.jdbc.url", postgres.jdbcUrl()),
                Map.entry("quarkus.datasource.username", EmbeddedPostgres.USER),
                Map.entry("quarkus.datasource.password", postgres.password()),
                Map.entry("morpion.data.dir", dir.resolve("data").toString()),
                Map.entry(
                        "morpion.records.dir",
                        ProjectPaths.root().resolve("records").toString()),
                // One job thread, so that tests can see runs wait in the queue; short intervals so they wait little.
                Map.entry("morpion.runs.concurrency", "1"),
                Map.entry("morpion.runs.checkpoint-interval", "1s"),
                Map.entry("morpion.campaigns.reconcile-interval", "1s"),
                Map.entry("morpion.cluster.checkin-interval-ms", "1000"),
                Map.entry("morpion.admin-token", ADMIN_TOKEN),
                // Rate limits are tested on their own (AccessTest); elsewhere they would only get in the way.
                Map.entry("morpion.limits.submissions-per-minute", Integer.toString(limit())),
                Map.entry("morpion.limits.game-reads-per-minute", Integer.toString(limit())),
                Map.entry("morpion.limits.queued-runs-per-minute", Integer.toString(limit())),
                Map.entry("morpion.limits.refused-tokens-per-minute", Integer.toString(refusedTokens())));
    }

    /** Refused tokens an address may present a minute: the tests that refuse tokens would otherwise meet it. */
    protected int refusedTokens() {
        return 100_000;
    }

    /** Submissions, games read and queued runs a client may make a minute. */
    protected int limit() {
        return 100_000;
    }

    @Override
    public void stop() {
        if (postgres != null) {
            postgres.close();
        }
        TempDirs.delete(dir);
    }

    /**
     * A port free now, below the range the system hands out for outgoing connections and for port
     * 0 (32768 and up on Linux): a port from that range can be taken by a browser's or a
     * database client's socket between the choice and the service's or database's start.
     */
    public static int freePort() throws IOException {
        for (int attempt = 0; attempt < 1000; attempt++) {
            int port = ThreadLocalRandom.current().nextInt(20_000, 32_768);
            try (ServerSocket socket = new ServerSocket(port)) {
                return socket.getLocalPort();
            } catch (BindException taken) {
                // another one
            }
        }
        throw new IOException("no free port between 20000 and 32767");
    }
}
