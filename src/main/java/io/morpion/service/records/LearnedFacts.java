package io.morpion.service.records;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.analysis.Outlook;
import io.morpion.search.facts.PositionFacts;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * What answers about positions learn beyond the records and the local proofs (table position_fact): a game a
 * look-ahead found, longer than any known through its position, and a position whose every continuation a
 * look-ahead searched. Kept so that the next answer, on any node, starts from them; the newest {@link #KEPT} are
 * kept.
 */
@ApplicationScoped
public class LearnedFacts {

    /** How many learned facts are kept: the oldest go first. */
    static final int KEPT = 50_000;

    @Inject
    EntityManager em;

    /** Keeps what a look at a position learned beyond what was known of it: a longer game, a finished search. */
    public void fromLook(MsrRecord position, PositionFacts.Known known, Outlook.Answer answer) {
        if (answer.best().moveCount() > known.lower()) {
            found(answer.best(), LOOK_AHEAD);
        }
        if (answer.proven() && !known.proven()) {
            searched(position, answer.best().moveCount(), LOOK_AHEAD);
        }
    }

    /** Who learned a fact, as the fact says. */
    private static final String LOOK_AHEAD = "a look-ahead";

    /** A game a look-ahead found from a position: longer than any game known through it. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    void found(MsrRecord game, String how) {
        insert(game, "game", null, how + " found it, " + today());
    }

    /** A position from which a look-ahead searched every continuation: none is longer than {@code atMost}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    void searched(MsrRecord position, int atMost, String how) {
        insert(
                position,
                "bound",
                atMost,
                how + " searched every continuation of this position, " + today() + ": none is longer than " + atMost);
    }

    private void insert(MsrRecord msr, String kind, Integer atMost, String source) {
        em.createNativeQuery("insert into position_fact (variant, kind, msr, at_most, source, found_at) values"
                        + " (:variant, :kind, :msr, :atMost, :source, now())")
                .setParameter("variant", msr.variant().code())
                .setParameter("kind", kind)
                .setParameter("msr", Msr.encode(MsrRecord.of(msr.variant(), msr.moves())))
                .setParameter("atMost", atMost)
                .setParameter("source", source)
                .executeUpdate();
        em.createNativeQuery("delete from position_fact where id <= (select max(id) from position_fact) - :kept")
                .setParameter("kept", KEPT)
                .executeUpdate();
    }

    private static String today() {
        return OffsetDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ISO_LOCAL_DATE);
    }

    /** The newest fact's id, 0 when there is none: it moves whenever a fact is learned. */
    long newest() {
        return ((Number) em.createNativeQuery("select coalesce(max(id), 0) from position_fact")
                        .getSingleResult())
                .longValue();
    }

    /** Adds the facts after {@code after} (an id) to the store; the newest id read. */
    long addAfter(PositionFacts facts, long after) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        "select id, kind, msr, at_most, source from position_fact where id >" + " :after order by id")
                .setParameter("after", after)
                .getResultList();
        long newest = after;
        for (Object[] row : rows) {
            MsrRecord msr = Msr.decode((String) row[2]);
            if ("game".equals(row[1])) {
                facts.addGame(msr, (String) row[4], null);
            } else {
                facts.addBound(msr, ((Number) row[3]).intValue(), (String) row[4]);
            }
            newest = ((Number) row[0]).longValue();
        }
        return newest;
    }
}
