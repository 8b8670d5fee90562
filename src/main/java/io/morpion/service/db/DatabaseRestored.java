package io.morpion.service.db;

/**
 * The database now holds a backup's data in place of its own: whoever schedules work from it
 * (runs, campaigns) looks at it afresh at once rather than at its next periodic check.
 */
public record DatabaseRestored(String schemaVersion) {}
