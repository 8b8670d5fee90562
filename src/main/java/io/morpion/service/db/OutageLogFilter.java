package io.morpion.service.db;

import io.quarkus.logging.LoggingFilter;
import java.sql.SQLException;
import java.text.MessageFormat;
import java.util.Set;
import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.regex.Pattern;

/**
 * Keeps an outage of the database to two lines of log: a record whose failure is the database
 * being out of reach starts the outage ({@link DatabaseOutage}) and is dropped, and while it
 * lasts the warnings and errors of the database's clients (Quartz polling its tables, the
 * connection pool, Hibernate, the transaction manager) are dropped too. Without it, an outage of
 * minutes logged thousands of lines of the same stack trace.
 */
@LoggingFilter(name = "database-outage")
public final class OutageLogFilter implements Filter {

    private static final Set<String> DATABASE_CLIENTS = Set.of(
            "org.quartz",
            "io.agroal",
            "io.quarkus.agroal",
            "org.hibernate",
            "com.arjuna",
            "io.quarkus.narayana",
            "org.postgresql",
            "io.quarkus.quartz");

    /** SQL states of a lost or refused connection (class 08) and of a server going down or starting (57P01-03). */
    private static final Pattern CONNECTION_STATE = Pattern.compile("SQLState: (08[0-9A-Z]{3}|57P0[1-3])");

    @Override
    public boolean isLoggable(LogRecord record) {
        Throwable thrown = record.getThrown();
        if (thrown != null && DatabaseOutage.causedBy(thrown)) {
            DatabaseOutage.noticed(thrown);
            return false;
        }
        if (fromDatabaseClient(record.getLoggerName()) && namesConnectionFailure(record)) {
            // Hibernate logs the SQL state of a failure on its own line, before the exception reaches anyone.
            DatabaseOutage.noticed(new SQLException(formatted(record)));
            return false;
        }
        if (DatabaseOutage.active() && record.getLevel().intValue() >= Level.WARNING.intValue()) {
            return !fromDatabaseClient(record.getLoggerName());
        }
        return true;
    }

    /** A record such as "SQLState: 57P01" with the state as a parameter or in the text. */
    private static boolean namesConnectionFailure(LogRecord record) {
        String message = record.getMessage();
        if (message == null || !message.contains("SQLState")) {
            return false;
        }
        if (CONNECTION_STATE.matcher(message).find()) {
            return true;
        }
        Object[] parameters = record.getParameters();
        if (parameters != null) {
            for (Object parameter : parameters) {
                if (parameter != null
                        && CONNECTION_STATE.matcher("SQLState: " + parameter).find()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The record's text with its parameters, in either of the two styles loggers use. */
    private static String formatted(LogRecord record) {
        String message = record.getMessage();
        Object[] parameters = record.getParameters();
        if (parameters == null || parameters.length == 0) {
            return message;
        }
        try {
            return message.contains("{0")
                    ? MessageFormat.format(message, parameters)
                    : String.format(message, parameters);
        } catch (IllegalArgumentException e) {
            return message;
        }
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
