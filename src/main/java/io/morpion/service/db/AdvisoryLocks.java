package io.morpion.service.db;

import jakarta.persistence.EntityManager;

/**
 * PostgreSQL transaction-scoped advisory locks: serialise transactions, on any node, that would
 * otherwise race on a check-then-insert (the same game submitted twice at once, two runs filing a
 * best of the same category). Released at commit or rollback.
 */
public final class AdvisoryLocks {

    /** Held alone by a restore, shared by work that touches several of the tables it replaces. */
    private static final String RESTORE = "morpion-restore";

    private AdvisoryLocks() {}

    public static void lock(EntityManager em, String key) {
        em.createNativeQuery("select count(*) from (select pg_advisory_xact_lock(hashtext(:key))) as taken")
                .setParameter("key", key)
                .getSingleResult();
    }

    /** Taken by a restore before it empties the tables, so that no {@link #besideRestore} transaction is under way. */
    public static String restoreSql() {
        return "select pg_advisory_xact_lock(hashtext('" + RESTORE + "'))";
    }

    /**
     * Waits while a restore replaces the tables. A transaction that reads two tables in one statement takes their
     * locks one by one, as the restore's truncate does in its own order: without this gate, a background poll that
     * holds one table while the restore holds the other is a deadlock, and the restore loses it every time the poll
     * comes round (a restore refused after three such losses, as CI once saw).
     */
    public static void besideRestore(EntityManager em) {
        em.createNativeQuery("select count(*) from (select pg_advisory_xact_lock_shared(hashtext(:key))) as taken")
                .setParameter("key", RESTORE)
                .getSingleResult();
    }
}
