package io.morpion.service.db;

import java.sql.SQLException;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.hibernate.exception.JDBCConnectionException;
import org.jboss.logging.Logger;

/**
 * Whether the database is out of reach, as the service has found it: one line is logged when an
 * outage is first noticed (by a request, a run, Quartz, any log record with such a failure) and
 * one when a probe finds the database answering again. Meanwhile the API answers 503 and the
 * database clients' own stack traces are left out of the log ({@link OutageLogFilter}).
 */
public final class DatabaseOutage {

    private static final Logger LOG = Logger.getLogger(DatabaseOutage.class);
    private static final long NONE = 0;
    private static volatile long sinceMillis = NONE;
    private static volatile BooleanSupplier probe;

    private DatabaseOutage() {}

    /**
     * Whether a failure means the database could not be reached: a connection error (SQL state
     * class 08), a server shutting down or starting (57P01 to 57P03), or no pooled connection.
     */
    public static boolean causedBy(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 25; t = t.getCause(), depth++) {
            if (t instanceof SQLException sql) {
                String state = sql.getSQLState();
                if (state != null && (state.startsWith("08") || state.startsWith("57P"))) {
                    return true;
                }
                String message = sql.getMessage();
                if (message != null && message.startsWith("Acquisition timeout")) {
                    return true;
                }
            }
            if (t instanceof JDBCConnectionException) {
                return true;
            }
        }
        return false;
    }

    /** Records that the database was found out of reach; logs once per outage. */
    public static void noticed(Throwable failure) {
        if (sinceMillis == NONE) {
            synchronized (DatabaseOutage.class) {
                if (sinceMillis == NONE) {
                    sinceMillis = System.currentTimeMillis();
                    LOG.warnf(
                            "the database is out of reach (%s); the API answers 503 until it is back",
                            firstLine(rootMessage(failure)));
                }
            }
        }
    }

    public static boolean active() {
        return sinceMillis != NONE;
    }

    /** How a watcher tells whether the database answers again. */
    static void probeWith(BooleanSupplier databaseAnswers) {
        probe = databaseAnswers;
    }

    /** Asks the probe, during an outage only; ends the outage when the database answers. */
    static void check() {
        BooleanSupplier answers = probe;
        long since = sinceMillis;
        if (since == NONE || answers == null || !answers.getAsBoolean()) {
            return;
        }
        synchronized (DatabaseOutage.class) {
            if (sinceMillis != NONE) {
                sinceMillis = NONE;
                LOG.infof(
                        "the database answers again, after %d s out of reach",
                        Duration.ofMillis(System.currentTimeMillis() - since).toSeconds());
            }
        }
    }

    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
