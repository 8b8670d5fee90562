package io.morpion.service.db;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Decides where the service's database lives before Quarkus starts: an external PostgreSQL when
 * quarkus.datasource.jdbc.url is set (system property or QUARKUS_DATASOURCE_JDBC_URL), otherwise
 * the embedded server in morpion.data.dir (MORPION_DATA_DIR, default ./morpion-data) on port
 * morpion.db.port (MORPION_DB_PORT, default 5433), kept running for as long as the service runs.
 */
public final class DatabaseBootstrap {

    /** Where the service keeps its files when morpion.data.dir (MORPION_DATA_DIR) is not set. */
    public static final String DEFAULT_DATA_DIR = "morpion-data";

    private DatabaseBootstrap() {}

    /** Starts the embedded server when no external one is configured, and points Quarkus at it. */
    public static Optional<EmbeddedPostgres> startEmbeddedUnlessConfigured() {
        if (setting("quarkus.datasource.jdbc.url", "QUARKUS_DATASOURCE_JDBC_URL") != null) {
            return Optional.empty();
        }
        Path dataDir = Path.of(orDefault(setting("morpion.data.dir", "MORPION_DATA_DIR"), DEFAULT_DATA_DIR));
        int port = Integer.parseInt(orDefault(setting("morpion.db.port", "MORPION_DB_PORT"), "5433"));
        EmbeddedPostgres pg = EmbeddedPostgres.start(dataDir.resolve("postgres"), port);
        System.setProperty("quarkus.datasource.jdbc.url", pg.jdbcUrl());
        System.setProperty("quarkus.datasource.username", EmbeddedPostgres.USER);
        System.setProperty("quarkus.datasource.password", pg.password());
        pg.supervise();
        return Optional.of(pg);
    }

    private static String setting(String property, String environment) {
        String value = System.getProperty(property);
        return value != null && !value.isBlank() ? value : System.getenv(environment);
    }

    private static String orDefault(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value;
    }
}
