package io.morpion.service.db;

import io.quarkus.logging.LoggingFilter;
import java.util.Set;
import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/**
 * Keeps an outage of the database to two lines of log: a record whose failure is the database
 * being out of reach starts the outage ({@link DatabaseOutage}) and is dropped, and while it
 * lasts the warnings and errors of the database's clients (Quartz polling its tables, the
 * connection pool, Hibernate, the transaction manager) are dropped too. Without it, an outage of
 * minutes logged thousands of lines of the same stack trace.
 */
@LoggingFilter(name = "database-outage")
public final class OutageLogFilter implements Filter {

    private static final Set<String> DATABASE_CLIENTS = Set.of("org.quartz", "io.agroal", "io.quarkus.agroal",
            "org.hibernate", "com.arjuna", "io.quarkus.narayana", "org.postgresql", "io.quarkus.quartz");

    @Override
    public boolean isLoggable(LogRecord record) {
        Throwable thrown = record.getThrown();
        if (thrown != null && DatabaseOutage.causedBy(thrown)) {
            DatabaseOutage.noticed(thrown);
            return false;
        }
        if (DatabaseOutage.active() && record.getLevel().intValue() >= Level.WARNING.intValue()) {
            return !fromDatabaseClient(record.getLoggerName());
        }
        return true;
    }

    private static boolean fromDatabaseClient(String logger) {
        if (logger == null) {
            return false;
        }
        for (String prefix : DATABASE_CLIENTS) {
            if (logger.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
