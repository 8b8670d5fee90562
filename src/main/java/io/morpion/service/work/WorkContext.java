package io.morpion.service.work;

/** What a handler may ask of the pool while it works an item. */
public interface WorkContext {

    /** Why the work should stop now. */
    enum Stop {
        /** Its owner or an admin cancelled it, or this node's lease lapsed and another node took it. */
        CANCELLED,
        /** This node is stopping: the item goes back to the queue, for this node restarted or another. */
        SHUTDOWN,
        /** A run waits for the core this work computes on: runs come first. */
        RUN_WAITING
    }

    /** This node's name in the cluster. */
    String node();

    /** Why to stop now, or null to go on; cheap enough to ask between any two steps. */
    Stop stop();

    default boolean stopRequested() {
        return stop() != null;
    }

    /** How far the work is; this also tells the cluster the node is still at it. */
    void progress(int done, int of);
}
