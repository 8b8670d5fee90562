package io.morpion.service.proofs;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.List;

/** One neighbourhood of a sweep (table local_proof_result): waiting while its outcome is null. */
@Entity
@Table(name = "local_proof_result")
public class LocalProofResultEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public long sweepId;
    public int idx;
    public String name;
    public int freed;
    public String outcome;
    public Long positions;
    public Double seconds;
    public Long longerId;
    public Integer longerMoves;
    public String node;
    public OffsetDateTime finishedAt;

    static List<LocalProofResultEntity> ofSweep(long sweepId) {
        return LocalProofResultEntity.<LocalProofResultEntity>find("sweepId", Sort.ascending("idx"), sweepId)
                .list();
    }
}
