package io.morpion.service.db;

import jakarta.persistence.EntityManager;

/**
 * PostgreSQL transaction-scoped advisory locks: serialise transactions, on any node, that would
 * otherwise race on a check-then-insert (the same game submitted twice at once, two runs filing a
 * best of the same category). Released at commit or rollback.
 */
public final class AdvisoryLocks {

    private AdvisoryLocks() {}

    public static void lock(EntityManager em, String key) {
        em.createNativeQuery("select count(*) from (select pg_advisory_xact_lock(hashtext(:key))) as taken")
                .setParameter("key", key)
                .getSingleResult();
    }
}
