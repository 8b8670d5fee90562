package io.morpion.service.records;

import io.morpion.corpus.KnownResult;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.facts.KnownFacts;
import io.morpion.search.facts.PositionFacts;
import io.morpion.service.db.DatabaseRestored;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.OptionalInt;
import org.jboss.logging.Logger;

/**
 * The facts this service holds about positions (docs/analysis.md), read by every answer about a position: each
 * stored record is a game that reaches its length from every position it passes through; the proven optima, the
 * published bounds and every proven local proof bound what a position can reach. Kept in memory and brought up to
 * date from the database before each answer, so that records and proofs stored by any node count at once.
 */
@ApplicationScoped
public class KnownPositions {

    private static final Logger LOG = Logger.getLogger(KnownPositions.class);

    @Inject
    EntityManager em;

    @Inject
    KnownResults knownResults;

    @Inject
    Instance<PositionBounds> provers;

    @Inject
    LearnedFacts learned;

    /** Replaced whole when the facts are read again, so that an answer never meets them half read. */
    private volatile PositionFacts facts = new PositionFacts();

    /** The newest record the facts hold and how many live records there were then; -1: none read yet. */
    private long lastRecord = -1;

    private long liveRecords;
    private long boundsVersion = Long.MIN_VALUE;

    /** The newest learned fact the store holds: they are only added, or pruned when old, which costs nothing. */
    private long lastLearned;

    /** The facts, brought up to date with the database. */
    public synchronized PositionFacts current() {
        QuarkusTransaction.joiningExisting().run(this::catchUp);
        return facts;
    }

    /** What is known about a legal position. */
    public PositionFacts.Known known(MsrRecord position) {
        return current().known(position);
    }

    void onRestore(@Observes DatabaseRestored restored) {
        synchronized (this) {
            lastRecord = -1;
            boundsVersion = Long.MIN_VALUE;
        }
    }

    private void catchUp() {
        Object[] now = (Object[]) em.createNativeQuery(
                        "select coalesce(max(id), 0), count(*) from record where" + " retracted_at is null")
                .getSingleResult();
        long newest = ((Number) now[0]).longValue();
        long live = ((Number) now[1]).longValue();
        long version = provers.stream().mapToLong(PositionBounds::version).sum();
        boolean gamesStale = lastRecord < 0 || newest < lastRecord;
        if (!gamesStale && newest > lastRecord) {
            long added = ((Number) em.createNativeQuery(
                                    "select count(*) from record where id > :after and" + " retracted_at is null")
                            .setParameter("after", lastRecord)
                            .getSingleResult())
                    .longValue();
            // a record retracted or removed since: the games are read again from the start
            gamesStale = liveRecords + added != live;
        } else if (!gamesStale) {
            gamesStale = live != liveRecords;
        }
        if (gamesStale || version != boundsVersion) {
            long start = System.nanoTime();
            PositionFacts fresh = new PositionFacts();
            lastRecord = 0;
            liveRecords = 0;
            addBounds(fresh);
            boundsVersion = version;
            addGamesAfter(fresh, 0);
            lastLearned = learned.addAfter(fresh, 0);
            facts = fresh;
            LOG.debugf("position facts read again in %.0f ms", (System.nanoTime() - start) / 1e6);
            return;
        }
        if (newest > lastRecord) {
            addGamesAfter(facts, lastRecord);
        }
        if (learned.newest() > lastLearned) {
            lastLearned = learned.addAfter(facts, lastLearned);
        }
    }

    private void addGamesAfter(PositionFacts facts, long after) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("select id, msr, author, score from record where id > :after and"
                        + " retracted_at is null order by id")
                .setParameter("after", after)
                .getResultList();
        for (Object[] row : rows) {
            long id = ((Number) row[0]).longValue();
            MsrRecord game = Msr.decode((String) row[1]);
            facts.addGame(game, source(id, (String) row[2], ((Number) row[3]).intValue()), id);
            lastRecord = id;
            liveRecords++;
        }
    }

    private static String source(long id, String author, int score) {
        String who = author == null || author.isBlank() ? "a " + score + "-move game" : author + "'s " + score;
        return who + " (record " + id + ")";
    }

    private void addBounds(PositionFacts facts) {
        for (Variant variant : Variant.values()) {
            KnownFacts.addVariantBounds(
                    facts,
                    variant,
                    knownResults
                            .of(variant)
                            .filter(KnownResult::proven)
                            .map(k -> OptionalInt.of(k.score()))
                            .orElse(OptionalInt.empty()));
        }
        for (PositionBounds prover : provers) {
            for (PositionBounds.Stated bound : prover.all()) {
                facts.addBound(bound.within(), bound.atMost(), bound.proof());
            }
        }
    }
}
