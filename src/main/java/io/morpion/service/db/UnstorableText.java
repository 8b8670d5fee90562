package io.morpion.service.db;

import java.sql.SQLException;
import java.util.Optional;
import java.util.Set;

/**
 * A failure whose cause is a text PostgreSQL refuses to store or compare: a NUL (SQLState 22P05, "unsupported Unicode
 * escape sequence") or bytes that are not UTF-8 (22021). The request checks refuse such texts first; this is the net
 * under them, so that a text no check foresaw is still the caller's mistake and not the server's failure.
 */
public final class UnstorableText {

    private static final Set<String> STATES = Set.of("22021", "22P05");

    private UnstorableText() {}

    public static boolean causedBy(Throwable failure) {
        return cause(failure).isPresent();
    }

    /** The database's own reason, its first line: for the log, never for the caller. */
    public static String reason(Throwable failure) {
        return cause(failure)
                .map(sql -> String.valueOf(sql.getMessage()).lines().findFirst().orElse(""))
                .orElse("");
    }

    private static Optional<SQLException> cause(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 25; t = t.getCause(), depth++) {
            if (t instanceof SQLException sql && sql.getSQLState() != null && STATES.contains(sql.getSQLState())) {
                return Optional.of(sql);
            }
        }
        return Optional.empty();
    }
}
