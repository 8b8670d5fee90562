package io.morpion.service.runs;

/**
 * Why a running job stops before its budget ends. PAUSE and CANCEL come from users, FINISH from a
 * campaign that is over (all through the database, so they reach whichever node runs the job); the
 * others come from the node itself.
 */
public enum RunControl {
    PAUSE,
    CANCEL,
    /** The run's campaign is over: checkpoint and end as completed. */
    FINISH,
    /** This node is shutting down: checkpoint and hand the run back to the queue. */
    SHUTDOWN,
    /** Another node has taken the run over (its job was recovered there): stop writing at once. */
    LEASE_LOST
}
