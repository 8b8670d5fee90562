package io.morpion.service.proofs;

import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.proofs.Sweep;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/** A sweep of a record's neighbourhoods (table local_proof_sweep); its verdicts are {@link LocalProofResultEntity}. */
@Entity
@Table(name = "local_proof_sweep")
public class LocalProofSweepEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public long recordId;
    public String kind;
    public int size;
    public int limitSeconds;
    public int neighbourhoods;
    public String requestedBy;
    /** The token that queued the sweep, which may cancel it; none for the corpus's sweeps. */
    public Long requestedByToken;

    public OffsetDateTime requestedAt;
    /** Set once the sweep is cancelled: its waiting neighbourhoods are then never searched. */
    public OffsetDateTime cancelledAt;

    public String cancelledBy;

    /** A sweep just stored, and its results, one for each neighbourhood in the sweep's order, all waiting. */
    record Begun(LocalProofSweepEntity sweep, List<LocalProofResultEntity> results) {}

    /** Stores a sweep of the record and a waiting result for each of its neighbourhoods. */
    static Begun begin(
            long recordId,
            Sweep sweep,
            int limitSeconds,
            List<Neighbourhood> neighbourhoods,
            String requestedBy,
            OffsetDateTime requestedAt) {
        LocalProofSweepEntity entity = new LocalProofSweepEntity();
        entity.recordId = recordId;
        entity.kind = sweep.kind().code();
        entity.size = sweep.size();
        entity.limitSeconds = limitSeconds;
        entity.neighbourhoods = neighbourhoods.size();
        entity.requestedBy = requestedBy;
        entity.requestedAt = requestedAt;
        entity.persist();
        List<LocalProofResultEntity> results = new ArrayList<>();
        for (int i = 0; i < neighbourhoods.size(); i++) {
            LocalProofResultEntity result = new LocalProofResultEntity();
            result.sweepId = entity.id;
            result.idx = i;
            result.name = neighbourhoods.get(i).name();
            result.freed = neighbourhoods.get(i).freed();
            result.persist();
            results.add(result);
        }
        return new Begun(entity, results);
    }

    /** Whether the sweep is cancelled, or gone. */
    static boolean cancelled(long sweepId) {
        LocalProofSweepEntity sweep = findById(sweepId);
        return sweep == null || sweep.cancelledAt != null;
    }

    /**
     * The sweeps of a record a reader should see first, oldest first: the newest few, the last-moves sweep that
     * proved the most (the fewest moves kept), and those that found a longer game.
     */
    static List<LocalProofSweepEntity> worthShowing(long recordId, int latest) {
        @SuppressWarnings("unchecked")
        List<Number> ids = getEntityManager()
                .createNativeQuery("(select id from local_proof_sweep where record_id = :record order by id desc limit"
                        + " :latest) union (select s.id from local_proof_sweep s where s.record_id = :record and s.kind"
                        + " = 'last' and exists (select 1 from local_proof_result r where r.sweep_id = s.id and"
                        + " r.outcome = 'PROVEN') order by s.size desc, s.id limit 1) union (select s.id from"
                        + " local_proof_sweep s where s.record_id = :record and exists (select 1 from"
                        + " local_proof_result r where r.sweep_id = s.id and r.outcome = 'LONGER') order by s.id desc"
                        + " limit :latest)")
                .setParameter("record", recordId)
                .setParameter("latest", latest)
                .getResultList();
        return LocalProofSweepEntity.<LocalProofSweepEntity>find(
                        "id in ?1",
                        Sort.ascending("id"),
                        ids.stream().map(Number::longValue).toList())
                .list();
    }
}
