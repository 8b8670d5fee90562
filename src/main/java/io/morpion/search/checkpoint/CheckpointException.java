package io.morpion.search.checkpoint;

/** A checkpoint that cannot be restored: damaged, truncated, or from another solver or configuration. */
public class CheckpointException extends RuntimeException {

    public CheckpointException(String message) {
        super(message);
    }

    public CheckpointException(String message, Throwable cause) {
        super(message, cause);
    }
}
