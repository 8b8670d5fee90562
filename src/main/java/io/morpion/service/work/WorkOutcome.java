package io.morpion.service.work;

import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.time.Duration;

/**
 * What became of one turn at an item. {@code store} writes what the work produced, in the transaction that settles
 * the item, and only if this node still held it.
 */
public sealed interface WorkOutcome {

    /** Finished. */
    record Done(Runnable store) implements WorkOutcome {
        @Override
        public void applyTo(EntityManager em, long id) {
            update(em, id, "state = 'done', finished_at = now(), lease_until = null, last_error = null", null, null);
        }
    }

    /** Failed for good: tried too often, or pointless now. */
    record GiveUp(String error, Runnable store) implements WorkOutcome {
        @Override
        public void applyTo(EntityManager em, long id) {
            update(
                    em,
                    id,
                    "state = 'failed', finished_at = now(), lease_until = null, attempts = attempts + 1,"
                            + " last_error = :error",
                    error,
                    Duration.ZERO);
        }
    }

    /** Failed this time: tried again after a wait, as one more attempt. */
    record Retry(Duration after, String error, Runnable store) implements WorkOutcome {
        @Override
        public void applyTo(EntityManager em, long id) {
            update(
                    em,
                    id,
                    "state = 'queued', node = null, lease_until = null, attempts = attempts + 1, last_error ="
                            + " :error, due_at = now() + make_interval(secs => :after)",
                    error,
                    after);
        }
    }

    /** Handed back unfinished, not as an attempt: a run wanted the core, or the node is stopping. */
    record Yield(Duration after) implements WorkOutcome {
        @Override
        public void applyTo(EntityManager em, long id) {
            update(
                    em,
                    id,
                    "state = 'queued', node = null, lease_until = null, due_at = now() + make_interval(secs =>"
                            + " :after)",
                    null,
                    after);
        }

        @Override
        public Runnable store() {
            return () -> {};
        }
    }

    Runnable store();

    /** Sets the item's new state; the caller holds its row. */
    void applyTo(EntityManager em, long id);

    private static void update(EntityManager em, long id, String set, String error, Duration after) {
        Query update = em.createNativeQuery("update background_work set " + set + " where id = :id")
                .setParameter("id", id);
        if (set.contains(":error")) {
            update.setParameter("error", error == null || error.length() <= 500 ? error : error.substring(0, 500));
        }
        if (set.contains(":after")) {
            update.setParameter("after", after.toMillis() / 1000.0);
        }
        update.executeUpdate();
    }
}
