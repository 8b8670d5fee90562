package io.morpion.service.db;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * A timestamptz column as a native query hands it back: the driver and Hibernate's version decide whether that is an
 * {@link OffsetDateTime}, an {@link Instant} or a {@link Timestamp}; every reader gets the same {@link OffsetDateTime}.
 */
public final class SqlTime {

    private SqlTime() {}

    /** The time, in UTC; null for null. */
    public static OffsetDateTime of(Object value) {
        if (value == null || value instanceof OffsetDateTime) {
            return (OffsetDateTime) value;
        }
        if (value instanceof Instant instant) {
            return instant.atOffset(ZoneOffset.UTC);
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toInstant().atOffset(ZoneOffset.UTC);
        }
        throw new IllegalStateException(
                "a time column read as " + value.getClass().getSimpleName());
    }
}
