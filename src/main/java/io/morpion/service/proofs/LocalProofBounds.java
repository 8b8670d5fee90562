package io.morpion.service.proofs;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.facts.KnownFacts;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.proofs.Sweep;
import io.morpion.service.records.PositionBounds;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.List;

/**
 * Every proven closed neighbourhood as a bound on positions: its kept moves are a legal position from which the
 * exhaustive search found no game longer than the record, so no game that contains them is longer. Open squares
 * bound only games that keep every line outside the square, which is not a statement about a position, and are
 * left out.
 */
@ApplicationScoped
public class LocalProofBounds implements PositionBounds {

    @Inject
    EntityManager em;

    @Override
    public long version() {
        Object[] row = (Object[]) em.createNativeQuery(
                        "select count(*), coalesce(max(id), 0) from local_proof_result" + " where outcome = :proven")
                .setParameter("proven", Outcome.PROVEN.name())
                .getSingleResult();
        return ((Number) row[0]).longValue() * 1_000_003L + ((Number) row[1]).longValue();
    }

    @Override
    public List<Stated> all() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("select s.id, s.kind, s.size, r.id, r.msr, r.score, array_agg(x.idx"
                        + " order by x.idx) from local_proof_sweep s join record r on r.id = s.record_id join"
                        + " local_proof_result x on x.sweep_id = s.id where x.outcome = :proven and r.retracted_at is"
                        + " null group by s.id, s.kind, s.size, r.id, r.msr, r.score order by s.id")
                .setParameter("proven", Outcome.PROVEN.name())
                .getResultList();
        List<Stated> bounds = new ArrayList<>();
        for (Object[] row : rows) {
            Sweep.Kind kind = Sweep.Kind.of((String) row[1]);
            if (kind == Sweep.Kind.OPEN) {
                // open squares bound no position (Neighbourhood.boundedPosition)
                continue;
            }
            MsrRecord game = Msr.decode((String) row[4]);
            long recordId = ((Number) row[3]).longValue();
            int score = ((Number) row[5]).intValue();
            List<Neighbourhood> neighbourhoods =
                    new Sweep(kind, ((Number) row[2]).intValue()).of(new Neighbourhoods(game));
            for (Object idx : (Object[]) row[6]) {
                int i = ((Number) idx).intValue();
                if (i < neighbourhoods.size()) {
                    Neighbourhood n = neighbourhoods.get(i);
                    n.boundedPosition()
                            .ifPresent(kept -> bounds.add(new Stated(
                                    kept, score, KnownFacts.localProof("record " + recordId, n.name(), score))));
                }
            }
        }
        return bounds;
    }
}
