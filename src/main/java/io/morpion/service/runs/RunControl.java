package io.morpion.service.runs;

/**
 * Why a running job stops before its budget ends. PAUSE and CANCEL come from users (through the
 * database, so they reach whichever node runs the job); the others come from the node itself.
 */
public enum RunControl {
    PAUSE, CANCEL,
    /** This node is shutting down: checkpoint and hand the run back to the queue. */
    SHUTDOWN,
    /** Another node has taken the run over (its job was recovered there): stop writing at once. */
    LEASE_LOST
}
