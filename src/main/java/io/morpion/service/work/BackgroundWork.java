package io.morpion.service.work;

import io.morpion.service.access.TokenRevoked;
import io.morpion.service.common.Page;
import io.morpion.service.db.AdvisoryLocks;
import io.morpion.service.db.SqlTime;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The store of background work (table background_work): what is owed, who asked, who works it and until when.
 * Every kind is claimed by the one query here, so that the rules are the same for all: an item is worked by one
 * node at a time under a lease its node extends as it goes, a lapsed lease hands it to the next node that looks,
 * and turns go round the owners, the one served longest ago first, then by due time.
 */
@ApplicationScoped
public class BackgroundWork {

    /** Waiting and due, or held by a node whose lease has lapsed. */
    private static final String CLAIMABLE =
            "((state = 'queued' and due_at <= now())" + " or (state = 'running' and lease_until < now()))";

    private static final String UNFINISHED = "state in ('queued', 'running')";

    /** How many owners one claim looks at before it gives up: the rest have their turn at the next claim. */
    private static final int OWNERS_LOOKED_AT = 20;

    /** An item a node claimed: what to work on, and for whom. */
    public record Item(long id, WorkKind kind, Owner owner, long subject, Long group, int attempts) {}

    /** An item as a listing shows it. */
    public record ItemView(
            long id,
            String kind,
            String owner,
            Long ownerToken,
            long subject,
            Long group,
            String state,
            OffsetDateTime createdAt,
            OffsetDateTime dueAt,
            OffsetDateTime claimedAt,
            OffsetDateTime finishedAt,
            String node,
            int attempts,
            int progress,
            int progressOf,
            String lastError) {}

    /** How much of some work waits and how much is being worked now. */
    public record Counts(int queued, int running) {
        public static final Counts NONE = new Counts(0, 0);

        public int unfinished() {
            return queued + running;
        }
    }

    /** Whether an item in this state is still to be worked or being worked. */
    public static boolean unfinished(String state) {
        return "queued".equals(state) || "running".equals(state);
    }

    /** What a listing asks for: every filter optional. */
    public record Filter(Long ownerToken, WorkKind kind, String state) {}

    @Inject
    EntityManager em;

    @Inject
    WorkConfig config;

    /** Owes a piece of work, due at once; joins the caller's transaction, which also stores what it is about. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void enqueue(WorkKind kind, Owner owner, long subject, Long group) {
        em.createNativeQuery("insert into background_work (kind, owner, owner_token, owner_label, subject, grp, state,"
                        + " due_at, created_at) values (:kind, :owner, :token, :label, :subject, :grp, 'queued', now(),"
                        + " now())")
                .setParameter("kind", kind.code())
                .setParameter("owner", owner.key())
                .setParameter("token", owner.token())
                .setParameter("label", owner.label())
                .setParameter("subject", subject)
                .setParameter("grp", group)
                .executeUpdate();
    }

    /**
     * The next item of the kind this node may work, now held by it under a lease: of the owners with claimable
     * work and fewer than {@code perOwner} items being worked (0: no such bound), the one served longest ago.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Item> claim(WorkKind kind, String node, int perOwner) {
        AdvisoryLocks.besideRestore(em);
        @SuppressWarnings("unchecked")
        List<String> owners = em.createNativeQuery("select w.owner from background_work w left join background_turn t"
                        + " on t.kind = w.kind and t.owner = w.owner where w.kind = :kind and " + CLAIMABLE
                        + " group by w.owner, t.served_at order by t.served_at nulls first, min(w.due_at) limit :n")
                .setParameter("kind", kind.code())
                .setParameter("n", OWNERS_LOOKED_AT)
                .getResultList();
        for (String owner : owners) {
            // one claim at a time per owner and kind, so that its bound on items worked at once holds
            boolean turn = (Boolean) em.createNativeQuery("select pg_try_advisory_xact_lock(hashtext(:key))")
                    .setParameter("key", "work/" + kind.code() + "/" + owner)
                    .getSingleResult();
            if (!turn || (perOwner > 0 && working(kind, owner) >= perOwner)) {
                continue;
            }
            @SuppressWarnings("unchecked")
            List<Object[]> rows = em.createNativeQuery("select id, owner_token, owner_label, subject, grp, attempts"
                            + " from background_work where kind = :kind and owner = :owner and " + CLAIMABLE
                            + " order by due_at, id limit 1 for update skip locked")
                    .setParameter("kind", kind.code())
                    .setParameter("owner", owner)
                    .getResultList();
            if (rows.isEmpty()) {
                continue;
            }
            Object[] r = rows.get(0);
            long id = ((Number) r[0]).longValue();
            em.createNativeQuery("update background_work set state = 'running', node = :node, claimed_at = now(),"
                            + " lease_until = now() + make_interval(secs => :lease) where id = :id")
                    .setParameter("node", node)
                    .setParameter("lease", config.lease().toSeconds())
                    .setParameter("id", id)
                    .executeUpdate();
            em.createNativeQuery("insert into background_turn (kind, owner, served_at) values (:kind, :owner, now())"
                            + " on conflict (kind, owner) do update set served_at = now()")
                    .setParameter("kind", kind.code())
                    .setParameter("owner", owner)
                    .executeUpdate();
            return Optional.of(new Item(
                    id,
                    kind,
                    new Owner(owner, r[1] == null ? null : ((Number) r[1]).longValue(), (String) r[2]),
                    ((Number) r[3]).longValue(),
                    r[4] == null ? null : ((Number) r[4]).longValue(),
                    ((Number) r[5]).intValue()));
        }
        return Optional.empty();
    }

    private long working(WorkKind kind, String owner) {
        return ((Number) em.createNativeQuery("select count(*) from background_work where kind = :kind and owner ="
                                + " :owner and state = 'running' and lease_until >= now()")
                        .setParameter("kind", kind.code())
                        .setParameter("owner", owner)
                        .getSingleResult())
                .longValue();
    }

    /**
     * Extends the node's lease of the item and notes its progress; false when the node no longer holds it
     * (cancelled, or its lease lapsed and another node took it), and it should stop.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean extend(long id, String node, int progress, int of) {
        return em.createNativeQuery("update background_work set lease_until = now() + make_interval(secs => :lease),"
                                + " progress = :progress, progress_of = :of where id = :id and node = :node and"
                                + " state = 'running'")
                        .setParameter("lease", config.lease().toSeconds())
                        .setParameter("progress", progress)
                        .setParameter("of", of)
                        .setParameter("id", id)
                        .setParameter("node", node)
                        .executeUpdate()
                == 1;
    }

    /**
     * Ends the node's hold on the item as the outcome says, in the caller's transaction; false (and nothing
     * changed) when the node no longer holds it, so that work taken over or cancelled is not stored twice.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean settle(long id, String node, WorkOutcome outcome) {
        // its outcome may store into the tables a restore replaces
        AdvisoryLocks.besideRestore(em);
        if (!holds(id, node)) {
            return false;
        }
        outcome.applyTo(em, id);
        return true;
    }

    /** Whether the node holds the item now, locking it until the caller's transaction ends. */
    private boolean holds(long id, String node) {
        return !em.createNativeQuery("select id from background_work where id = :id and node = :node and state ="
                        + " 'running' for update")
                .setParameter("id", id)
                .setParameter("node", node)
                .getResultList()
                .isEmpty();
    }

    /** Whether the item is still the node's to work: not cancelled, not taken over. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean held(long id, String node) {
        return ((Number) em.createNativeQuery("select count(*) from background_work where id = :id and node = :node"
                                        + " and state = 'running'")
                                .setParameter("id", id)
                                .setParameter("node", node)
                                .getSingleResult())
                        .longValue()
                == 1;
    }

    /** Cancels the unfinished work of a group (a sweep's neighbourhoods); how many items. */
    @Transactional(Transactional.TxType.MANDATORY)
    public int cancelGroup(WorkKind kind, long group) {
        return cancel("kind = :kind and grp = :key", kind, group);
    }

    /** Cancels the unfinished work about one subject (a record's curve); how many items. */
    @Transactional(Transactional.TxType.MANDATORY)
    public int cancelSubject(WorkKind kind, long subject) {
        return cancel("kind = :kind and subject = :key", kind, subject);
    }

    /** Cancels every unfinished item a token asked for, of the kind or (null) of every kind; how many. */
    @Transactional(Transactional.TxType.MANDATORY)
    public int cancelOwner(long token, WorkKind kind) {
        // no kind (an empty one) stands for every kind
        return cancel("owner_token = :key and (:kind = '' or kind = :kind)", kind, token);
    }

    private int cancel(String which, WorkKind kind, long key) {
        return em.createNativeQuery("update background_work set state = 'cancelled', finished_at = now(), lease_until"
                        + " = null where " + which + " and " + UNFINISHED)
                .setParameter("kind", kind == null ? "" : kind.code())
                .setParameter("key", key)
                .executeUpdate();
    }

    /** A revoked token's work, of every kind, is cancelled with it. */
    void onRevoked(@Observes TokenRevoked revoked) {
        cancelOwner(revoked.tokenId(), null);
    }

    /** The groups of the kind a token has unfinished work in (its sweeps under way). */
    @Transactional
    public int unfinishedGroups(WorkKind kind, long token) {
        return count(
                "select count(distinct grp) from background_work where kind = :kind and owner_token = :token and "
                        + UNFINISHED,
                kind,
                token);
    }

    /** The items of the kind a token has unfinished. */
    @Transactional
    public int unfinished(WorkKind kind, long token) {
        return count(
                "select count(*) from background_work where kind = :kind and owner_token = :token and " + UNFINISHED,
                kind,
                token);
    }

    private int count(String sql, WorkKind kind, long token) {
        return ((Number) em.createNativeQuery(sql)
                        .setParameter("kind", kind.code())
                        .setParameter("token", token)
                        .getSingleResult())
                .intValue();
    }

    /** Waiting and worked items of each of the groups. */
    @Transactional
    public Map<Long, Counts> countsByGroup(WorkKind kind, List<Long> groups) {
        Map<Long, Counts> counts = new HashMap<>();
        if (groups.isEmpty()) {
            return counts;
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("select grp, count(*) filter (where state = 'queued'), count(*)"
                        + " filter (where state = 'running') from background_work where kind = :kind and grp in"
                        + " (:groups) and " + UNFINISHED + " group by grp")
                .setParameter("kind", kind.code())
                .setParameter("groups", groups)
                .getResultList();
        for (Object[] r : rows) {
            counts.put(((Number) r[0]).longValue(), new Counts(((Number) r[1]).intValue(), ((Number) r[2]).intValue()));
        }
        return counts;
    }

    /** The newest item about a subject, if any. */
    @Transactional
    public Optional<ItemView> latest(WorkKind kind, long subject) {
        return views(
                        "kind = :kind and subject = :subject order by id desc limit 1",
                        Map.of("kind", kind.code(), "subject", subject))
                .stream()
                .findFirst();
    }

    /** The newest item of each subject in a group, by subject. */
    @Transactional
    public Map<Long, ItemView> latestOfGroup(WorkKind kind, long group) {
        Map<Long, ItemView> latest = new HashMap<>();
        views("kind = :kind and grp = :group order by id", Map.of("kind", kind.code(), "group", group))
                .forEach(item -> latest.put(item.subject(), item));
        return latest;
    }

    /** A page of the items, newest first. */
    @Transactional
    public Page<ItemView> list(Filter filter, Page.Request page) {
        StringBuilder where = new StringBuilder("true");
        Map<String, Object> parameters = new HashMap<>();
        if (filter.ownerToken() != null) {
            where.append(" and owner_token = :token");
            parameters.put("token", filter.ownerToken());
        }
        if (filter.kind() != null) {
            where.append(" and kind = :kind");
            parameters.put("kind", filter.kind().code());
        }
        if (filter.state() != null) {
            where.append(" and state = :state");
            parameters.put("state", filter.state());
        }
        Query total = em.createNativeQuery("select count(*) from background_work where " + where);
        parameters.forEach(total::setParameter);
        long count = ((Number) total.getSingleResult()).longValue();
        Map<String, Object> paged = new HashMap<>(parameters);
        paged.put("size", page.size());
        paged.put("skip", (long) page.page() * page.size());
        return page.of(views(where + " order by id desc limit :size offset :skip", paged), count);
    }

    private List<ItemView> views(String where, Map<String, Object> parameters) {
        Query query = em.createNativeQuery(
                "select id, kind, owner_label, owner_token, subject, grp, state, created_at, due_at,"
                        + " claimed_at, finished_at, node, attempts, progress, progress_of, last_error from background_work"
                        + " where " + where);
        parameters.forEach(query::setParameter);
        @SuppressWarnings("unchecked")
        List<Object[]> rows = query.getResultList();
        return rows.stream()
                .map(r -> new ItemView(
                        ((Number) r[0]).longValue(),
                        (String) r[1],
                        (String) r[2],
                        r[3] == null ? null : ((Number) r[3]).longValue(),
                        ((Number) r[4]).longValue(),
                        r[5] == null ? null : ((Number) r[5]).longValue(),
                        (String) r[6],
                        SqlTime.of(r[7]),
                        SqlTime.of(r[8]),
                        SqlTime.of(r[9]),
                        SqlTime.of(r[10]),
                        (String) r[11],
                        ((Number) r[12]).intValue(),
                        ((Number) r[13]).intValue(),
                        ((Number) r[14]).intValue(),
                        (String) r[15]))
                .toList();
    }

    /** Forgets finished work older than {@code morpion.work.kept}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int prune() {
        return em.createNativeQuery(
                        "delete from background_work where finished_at < now() - make_interval(secs =>" + " :kept)")
                .setParameter("kept", config.kept().toSeconds())
                .executeUpdate();
    }
}
